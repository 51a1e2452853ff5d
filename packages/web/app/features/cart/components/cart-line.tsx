import {
  EASY_REWARDS_NOT_ELIGIBLE_MESSAGE,
  formatCents,
  type CartViewItem,
  type LineRelationView,
  lineName,
  needsAttention,
} from "@quire/domain";
import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { AddToListSlot } from "../../../ui/add-to-list-slot";
import { CsrfField } from "../../../ui/csrf-field";
import { QuantityStepper } from "../../../ui/quantity-stepper";
import { SeeAlternativesLink, SurchargeAlternatives } from "./line-alternates";
import { FurnitureAssembly } from "./furniture-assembly";
import { LineDelivery, type LineDeliveryOffer } from "./line-delivery";
import { OriginalPrice } from "../../../ui/original-price";
import { useT } from "../../../lib/i18n";
import { cartText } from "../cart-text";

interface Props {
  item: CartViewItem & { cartItemId: string };
  /** removed by the shopper a moment ago: shown greyed until the purge */
  removed: boolean;
  /** created by the add that led here (?cartItemIds=) */
  justAdded: boolean;
  /** the quantity asked for while a request for this line is out */
  pendingQty: number | null;
  removing: boolean;
  error: string | null;
  onQuantity: (qty: number) => void;
  onRemove: () => void;
  /** where focus goes when this line leaves the page while holding it */
  focusFallback: () => void;
  /** the shopper is a rewards member: lines points cannot pay for say so */
  rewardsMember?: boolean;
  /** saves the line for later (it leaves the cart for the saved items) */
  onSaveForLater?: () => void;
  /** the line's place among related lines: a plan under its item (decision 025) */
  relation?: LineRelationView | null;
  /** forms that add to this line (a protection plan, add-ons) */
  extras?: ReactNode;
  /** the line's delivery choices (decision 030); absent when pickup is not offered */
  deliveryOffer?: LineDeliveryOffer | null;
  /** the service's words when this line's delivery change was refused (posted without JavaScript) */
  deliveryError?: string | null;
}

export function CartLine({
  item,
  removed,
  justAdded,
  pendingQty,
  removing,
  error,
  onQuantity,
  onRemove,
  focusFallback,
  rewardsMember = false,
  onSaveForLater,
  relation = null,
  extras = null,
  deliveryOffer = null,
  deliveryError = null,
}: Props) {
  const { t } = useT();
  const lineRef = useRef<HTMLLIElement>(null);
  const removedRef = useRef<HTMLParagraphElement>(null);
  const focusRemovedNote = useRef(false);
  const fallbackRef = useRef(focusFallback);
  useEffect(() => {
    fallbackRef.current = focusFallback;
  });
  // The line's controls go when it is removed: keep a keyboard user's place on "Removed".
  useEffect(() => {
    if (removed && focusRemovedNote.current) {
      focusRemovedNote.current = false;
      removedRef.current?.focus();
    }
  }, [removed]);
  // Layout cleanup runs while the line is still in the document, so it can tell whether it held focus.
  useLayoutEffect(() => {
    const li = lineRef.current;
    return () => {
      if (li?.contains(document.activeElement)) fallbackRef.current();
    };
  }, []);
  const name = lineName(item);
  const unit = item.priceInfo?.finalPrice ?? null;
  const base = item.priceInfo?.basePrice ?? null;
  const lineTotal = item.priceInfo?.lineTotal ?? (unit === null ? null : unit * item.qty);
  const nameId = `line-${item.cartItemId}`;
  const messages = removed ? [] : item.messages.filter((m) => Boolean(m.message));
  const busy = pendingQty !== null || removing;
  const classes = [
    "cart-line",
    removed ? "cart-line--removed" : "",
    justAdded && !removed ? "cart-line--added" : "",
    relation?.label || item.parentRelationType ? "cart-line--dependent" : "",
  ];
  return (
    <li ref={lineRef} className={classes.filter(Boolean).join(" ")} aria-labelledby={nameId} aria-busy={busy || undefined}>
      <div className="cart-line__media">
        {item.product.images.standard ? (
          <img src={item.product.images.standard} alt="" width={96} height={96} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className="cart-line__info">
        {justAdded && !removed ? <p className="badge badge--added">{t("Just added")}</p> : null}
        {relation?.label ? <p className="cart-line__relation">{cartText(relation.label, t)}</p> : null}
        {item.product.brandName ? (
          <p className="cart-line__brand" lang="en">
            {item.product.brandName}
          </p>
        ) : null}
        <h3 className="cart-line__name" id={nameId} lang="en">
          {item.product.itemUrl && !removed ? <Link to={item.product.itemUrl}>{name}</Link> : name}
        </h3>
        <p className="cart-line__unit">
          {unit === null ? t("Price N/A") : t("{{price}} each", { price: formatCents(unit) })}
          <OriginalPrice text={base !== null && unit !== null && base > unit ? formatCents(base) : null} />
        </p>
        {messages.length > 0 ? (
          <ul className="item-messages">
            {messages.map((m) => (
              <li key={m.code} className={`item-message item-message--${needsAttention(m) ? "attention" : "info"}`}>
                {cartText(m.message, t)}
              </li>
            ))}
          </ul>
        ) : null}
        {removed ? null : <SeeAlternativesLink item={item} name={name} />}
        {removed ? null : <SurchargeAlternatives item={item} />}
        {/* a business line: the budget centre its order is charged to (decision 044) */}
        {item.itemAccountInfo?.bcName && !removed ? (
          <p className="cart-line__budget-centre">Budget centre: {item.itemAccountInfo.bcName}</p>
        ) : null}
        {rewardsMember && !removed && item.easyRewardsItem?.redemptionEligibility === false ? (
          <p className="item-message item-message--info">{t(EASY_REWARDS_NOT_ELIGIBLE_MESSAGE)}</p>
        ) : null}
        {relation?.planCap != null && !removed ? (
          <p className="cart-line__cap">
            {t("Covers up to {{cap}}, the quantity of the item it protects.", { cap: relation.planCap })}
          </p>
        ) : null}
        {error && !removed ? (
          <p className="item-message item-message--attention" role="alert">
            {cartText(error, t)}
          </p>
        ) : null}
        {removed ? null : <FurnitureAssembly item={item} name={name} />}
        {removed || !deliveryOffer ? null : (
          <LineDelivery
            key={`${item.selectedDeliveryOption?.deliveryType ?? "STA"}|${item.selectedDeliveryOption?.pickupStoreNumber ?? ""}`}
            item={item}
            name={name}
            offer={deliveryOffer}
            error={deliveryError}
          />
        )}
        {extras}
      </div>
      {removed ? (
        <p ref={removedRef} className="cart-line__removed" tabIndex={-1}>
          {t("Removed")}
        </p>
      ) : (
        <div className="cart-line__actions">
          <QuantityStepper
            value={pendingQty ?? item.qty}
            name={name}
            disabled={removing}
            cartItemId={item.cartItemId}
            onChange={(qty) => {
              // 0 removes the line, taking the focused field with it.
              if (qty === 0) focusRemovedNote.current = true;
              onQuantity(qty);
            }}
          />
          <Form method="post" className="cart-line__remove-form">
            <CsrfField />
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="cartItemId" value={item.cartItemId} />
            <button
              type="submit"
              className="link-button cart-line__remove"
              aria-label={t("Remove {{name}}", { name })}
              aria-disabled={removing || undefined}
              onClick={(e) => {
                e.preventDefault();
                if (removing) return;
                focusRemovedNote.current = true;
                onRemove();
              }}
            >
              {removing ? t("Removing…") : t("Remove")}
            </button>
          </Form>
          {onSaveForLater ? (
            <Form method="post" className="cart-line__save-form">
              <CsrfField />
              <input type="hidden" name="intent" value="save-for-later" />
              <input type="hidden" name="cartItemId" value={item.cartItemId} />
              <button
                type="submit"
                className="link-button cart-line__save"
                aria-label={t("Save for later: {{name}}", { name })}
                aria-disabled={removing || undefined}
                onClick={(e) => {
                  e.preventDefault();
                  if (!removing) onSaveForLater();
                }}
              >
                {t("Save for later")}
              </button>
            </Form>
          ) : null}
          <AddToListSlot
            itemId={item.itemId}
            itemUrl={item.product.itemUrl}
            qty={item.qty}
            itemName={name}
            className="link-button cart-line__add-to-list"
          />
        </div>
      )}
      <p className="cart-line__total">
        <span className="visually-hidden">{`${t("Line total")} `}</span>
        {lineTotal === null ? "" : formatCents(lineTotal)}
      </p>
    </li>
  );
}
