import { type CheckoutAddress, formatCents, MAX_CARD_NICKNAME_LENGTH, type SavedCardView } from "@quire/domain";
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { useHydrated } from "../../../ui/use-hydrated";
import { CardFrame, type GatewayCard } from "../../../ui/card-frame/card-frame";
import { usePaymentAuthToken } from "../../../ui/card-frame/use-payment-auth-token";
import { SavedCardLabel } from "../../../ui/saved-card-label";
import type { CheckoutFormNotice } from "../../../lib/checkout-notice";
import { AddressFields, addressFieldIds } from "./address-fields";
import { AddressSuggestionPanel, suggestionOf } from "./address-suggestion";
import {
  AmexPointsPanel,
  APPLIED_PAYMENT_INTENTS,
  appliedPaymentText,
  EasyRewardsPanel,
  GiftCardsPanel,
} from "./applied-payments";
import { WALLET_INTENTS } from "./wallet-options";
import { checkoutMessage } from "../checkout-text";
import {
  addressLines,
  type CheckoutPageData,
  type CheckoutRefusal,
  cardText,
  expiryText,
  PAYMENT_TABS,
  type PaymentTab,
  paymentText,
  phoneText,
  type SectionMode,
  summaryErrorsOf,
} from "./checkout-model";
import { ErrorSummary, fieldId, TextField } from "../../../ui/form-fields";
import { CancelEdit, CheckoutStep } from "./section";

const FORM = "payment";
const DEFAULT_CARD_FORM = "checkout-default-card";
const DELETE_CARD_FORM = "checkout-delete-card";
const GATEWAY_FORM = "checkout-gateway-card";

/** The payment form's choice (paymentOption): a saved card, a new card, or the account. */
export const PAYMENT_OPTION = {
  saved: (id: string) => `saved:${id}`,
  newCard: "new",
  account: "account",
} as const;

function initialOption(
  data: CheckoutPageData,
  values: Record<string, string>,
  cards: SavedCardView[],
  refusal: CheckoutRefusal | null,
): string {
  if (values.paymentOption) return values.paymentOption;
  // Place order refused the card (declined, expired): no card is chosen for the shopper again.
  if (refusal?.intent === "place-order") return "";
  if (data.cardToken) return PAYMENT_OPTION.newCard;
  const { orderPayment, defaultSavedCardId, business } = data.view;
  if (orderPayment?.paymentType === "ON_ACCOUNT" && business?.payOnAccountAllowed) return PAYMENT_OPTION.account;
  const usable = (id: string | null | undefined) => cards.find((c) => c.id === id && !c.expired);
  const card = usable(orderPayment?.savedCardId) ?? usable(defaultSavedCardId);
  return card ? PAYMENT_OPTION.saved(card.id) : PAYMENT_OPTION.newCard;
}

interface Props {
  data: CheckoutPageData;
  mode: SectionMode;
  refusal: CheckoutRefusal | null;
  /** what a gift card balance check or the Amex points answered */
  notice?: CheckoutFormNotice | null;
  /** the Other Payment tab's content (the wallets), composed by the page */
  otherPayment?: ReactNode;
}

const GIFT_TAB_INTENTS = new Set(["gift-balance", "apply-gift-card"]);

/** The tab to open: the one asked for (?paymentTab=), the one a refusal or notice is about, else Credit Card. */
function initialTab(data: CheckoutPageData, refusal: CheckoutRefusal | null, notice: CheckoutFormNotice | null): PaymentTab {
  if (refusal && GIFT_TAB_INTENTS.has(refusal.intent)) return "gift";
  if (notice && GIFT_TAB_INTENTS.has(notice.intent)) return "gift";
  if (refusal && /WALLET|PAYPAL|KLARNA|SPAY/.test(refusal.intent.toUpperCase() + refusal.code)) return "other";
  if (data.walletReturn) return "other";
  if (data.paymentTab) return data.paymentTab;
  const type = data.view.orderPayment?.paymentType;
  if (type === "PAYPAL" || type === "KLARNA" || type === "APPLE_PAY") return "other";
  return "card";
}

const tabId = (tab: PaymentTab) => `payment-tab-${tab}`;
const panelId = (tab: PaymentTab) => `payment-panel-${tab}`;

/**
 * The payment's tabs. Each is a link to the checkout with that tab open, so they work before
 * hydration and without JavaScript; with it they switch in place, and the arrow keys move
 * between them (the ARIA tabs pattern).
 */
function PaymentTabs({ tab, onTab, hydrated }: { tab: PaymentTab; onTab: (tab: PaymentTab) => void; hydrated: boolean }) {
  const { t } = useT();
  const move = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const to = event.key === "Home" ? 0 : event.key === "End" ? PAYMENT_TABS.length - 1 : index + step;
    if ((step === 0 && event.key !== "Home" && event.key !== "End") || !hydrated) return;
    event.preventDefault();
    const next = PAYMENT_TABS[(to + PAYMENT_TABS.length) % PAYMENT_TABS.length]!;
    onTab(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };
  return (
    <div className="payment-tabs__list" role="tablist" aria-label={t("Payment method")}>
      {PAYMENT_TABS.map((option, index) => (
        <a
          key={option.id}
          id={tabId(option.id)}
          role="tab"
          href={`/checkout?edit=payment&paymentTab=${option.id}`}
          aria-selected={tab === option.id}
          aria-controls={panelId(option.id)}
          tabIndex={tab === option.id ? 0 : -1}
          className={`payment-tabs__tab${tab === option.id ? " payment-tabs__tab--selected" : ""}`}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            onTab(option.id);
          }}
          onKeyDown={(event) => move(event, index)}
        >
          {t(option.label)}
        </a>
      ))}
    </div>
  );
}

function AppliedList({ data }: { data: CheckoutPageData }) {
  const { t } = useT();
  const applied = (data.view.appliedPayments ?? []).filter((p) => p.amountCents > 0);
  if (applied.length === 0) return null;
  return (
    <ul className="checkout-condensed__applied">
      {applied.map((p) => (
        <li key={p.id}>
          {appliedPaymentText(p, t)}: {formatCents(p.amountCents)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Step 3: a saved card, a new card typed into the gateway's frame (without JavaScript: the
 * gateway's own card page, which sends the shopper back with ?cardToken=), or on the business site
 * the account with a purchase order number. A new card has a billing address, the shipping one
 * unless unticked.
 */
export function PaymentSection({ data, mode, refusal, notice = null, otherPayment = null }: Props) {
  const { t } = useT();
  const { view } = data;
  const [tab, setTab] = useState<PaymentTab>(() => initialTab(data, refusal, notice));
  const status = view.checkoutSections.payment;
  const values = refusal?.values ?? {};
  const errors = refusal?.fields ?? {};
  const cards = view.savedCards;
  const [option, setOption] = useState(() => initialOption(data, values, cards, refusal));
  const [card, setCard] = useState<GatewayCard | null>(null);
  // A token the gateway's full-page form sent back (?cardToken=), kept through a refused post.
  const [receivedToken, setReceivedToken] = useState(() => data.cardToken ?? values.cardToken ?? "");
  const hydrated = useHydrated();
  const open = mode === "form";
  const newCardChosen = option === PAYMENT_OPTION.newCard;
  // The card frame loads only while its tab shows: a frame loaded hidden cannot measure itself.
  const cardTabShown = tab === "card";
  const auth = usePaymentAuthToken(
    open && hydrated && newCardChosen && cardTabShown && !card && !receivedToken,
    data.authToken,
    view.cart.cartId,
  );
  const cardToken = card?.token ?? receivedToken;
  const accountAllowed = view.business?.payOnAccountAllowed ?? false;
  const pickup = view.deliveryMethod === "PICKUP";
  // Ticked unless a refused post had it unticked; a pickup order has no shipping address to copy.
  const billingSame = !pickup && (refusal?.values ? values.billingSameAsShipping === "on" : true);
  const billingIds = addressFieldIds(FORM, "billing.");
  const optionId = (value: string) => fieldId(FORM, `option-${value}`);
  const firstOptionId = optionId(cards[0] ? PAYMENT_OPTION.saved(cards[0].id) : PAYMENT_OPTION.newCard);
  const idOf = (name: string): string | null => {
    switch (name) {
      case "paymentOption":
      case "paymentType":
      case "savedCardId":
        return firstOptionId;
      case "cardToken":
        return optionId(PAYMENT_OPTION.newCard);
      case "nickname":
      case "purchaseOrderNumber":
        return fieldId(FORM, name);
      default:
        return billingIds(name);
    }
  };
  const payment = view.orderPayment;
  const billing = useMultiPaymentBilling(data, values, hydrated);

  if (mode !== "form") {
    return (
      <CheckoutStep
        section="payment"
        step={3}
        title={t("Payment")}
        status={status}
        mode={mode}
        changeHref="/checkout?edit=payment"
      >
        <AppliedList data={data} />
        {payment && (view.paymentSummary?.balanceOrdTotal ?? 1) > 0 ? (
          <div className="checkout-condensed">
            {payment.paymentType !== "CREDIT_CARD" && payment.paymentType !== "ON_ACCOUNT" ? (
              <p>{paymentText(payment, t)}</p>
            ) : payment.paymentType === "ON_ACCOUNT" ? (
              <p>
                {t("Pay on account")}
                {payment.purchaseOrderNumber ? (
                  <>
                    <br />
                    {t("Purchase order {{number}}", { number: payment.purchaseOrderNumber })}
                  </>
                ) : null}
              </p>
            ) : (
              <p>
                {cardText(payment.brand, payment.last4, t)}
                {expiryText(payment.expiryMonth, payment.expiryYear) ? (
                  <>
                    <br />
                    {t("Expires {{date}}", { date: expiryText(payment.expiryMonth, payment.expiryYear) })}
                  </>
                ) : null}
              </p>
            )}
            {payment.paymentType === "CREDIT_CARD" && view.billingAddress ? (
              <p className="checkout-condensed__billing">
                <span className="checkout-condensed__label">{t("Billing address")}</span>
                {addressLines(view.billingAddress).map((line, i) => (
                  <span key={`${i}-${line}`} className="address-label__line">
                    {line}
                  </span>
                ))}
              </p>
            ) : null}
          </div>
        ) : null}
      </CheckoutStep>
    );
  }

  const radio = (value: string, disabled = false) => (
    <input
      id={optionId(value)}
      type="radio"
      name="paymentOption"
      value={value}
      defaultChecked={option === value}
      disabled={disabled}
      onChange={() => setOption(value)}
    />
  );

  const panel = (id: PaymentTab) => ({
    id: panelId(id),
    role: "tabpanel",
    "aria-labelledby": tabId(id),
    hidden: tab !== id,
    className: "payment-tabs__panel",
  });
  // The card form's errors are its own: gift cards, rewards, points and wallets say theirs beside their forms.
  const cardRefusal =
    refusal && !APPLIED_PAYMENT_INTENTS.has(refusal.intent) && !Object.values(WALLET_INTENTS).includes(refusal.intent as never)
      ? refusal
      : null;
  // The billing address's city or state does not match its ZIP code: the ZIP code's instead (decision 022).
  const billingSuggestion = suggestionOf(cardRefusal);

  return (
    <CheckoutStep section="payment" step={3} title={t("Payment")} status={status} mode={mode} changeHref="/checkout?edit=payment">
      <EasyRewardsPanel view={view} refusal={refusal} />
      <div className="payment-tabs">
        <PaymentTabs tab={tab} onTab={setTab} hydrated={hydrated} />
        <div {...panel("card")}>
          {cardRefusal && billingSuggestion ? (
            // Its heading takes the errors' id: the page moves the focus there after a refused post.
            <AddressSuggestionPanel
              refusal={cardRefusal}
              suggestion={billingSuggestion}
              prefix="billing."
              headingId={`${FORM}-errors`}
            />
          ) : null}
          <Form method="post" id={`${FORM}-form`} className="checkout-form checkout-form--payment" noValidate>
            {billingSuggestion ? null : <ErrorSummary id={`${FORM}-errors`} errors={summaryErrorsOf(cardRefusal, idOf)} />}
            <CsrfField />
            <input type="hidden" name="intent" value="payment" />
            <fieldset className="choice-group">
              <legend>{t("How would you like to pay?")}</legend>
              {cards.map((saved) => {
                const value = PAYMENT_OPTION.saved(saved.id);
                const name = cardText(saved.brand, saved.last4, t);
                return (
                  <div key={saved.id} className={`payment-option${saved.expired ? " payment-option--expired" : ""}`}>
                    <label className="choice choice--card" htmlFor={optionId(value)}>
                      {radio(value, saved.expired)}
                      <SavedCardLabel card={saved} />
                    </label>
                    {/* Their own forms (below the payment form): a form cannot hold another. */}
                    <div className="payment-option__tools">
                      {saved.isDefault || saved.expired ? null : (
                        <button
                          type="submit"
                          form={DEFAULT_CARD_FORM}
                          name="savedCardId"
                          value={saved.id}
                          className="link-button"
                        >
                          {t("Make default")}
                          <span className="visually-hidden"> {name}</span>
                        </button>
                      )}
                      <button type="submit" form={DELETE_CARD_FORM} name="savedCardId" value={saved.id} className="link-button">
                        {t("Remove")}
                        <span className="visually-hidden"> {name}</span>
                      </button>
                    </div>
                  </div>
                );
              })}
              <div className="payment-option">
                <label className="choice" htmlFor={optionId(PAYMENT_OPTION.newCard)}>
                  {radio(PAYMENT_OPTION.newCard)}
                  {cards.length > 0 ? t("A new card") : t("Credit or debit card")}
                </label>
                <div className="payment-option__details">
                  <input type="hidden" name="cardToken" value={cardToken} />
                  {card ? (
                    // The frame that had the focus is gone: the focus goes to what took its place.
                    <p className="card-entered" role="status" tabIndex={-1} ref={(el) => el?.focus()}>
                      {cardText(card.brand, card.last4, t)}
                      {expiryText(card.expiryMonth, card.expiryYear)
                        ? t(", expires {{date}}", { date: expiryText(card.expiryMonth, card.expiryYear) })
                        : ""}{" "}
                      <button type="button" className="link-button" onClick={() => setCard(null)}>
                        {t("Use a different card")}
                      </button>
                    </p>
                  ) : receivedToken ? (
                    // Back from the gateway's own card page: the page has the token, not the card's details.
                    <p className="card-entered">
                      {t("Card details received")}{" "}
                      {hydrated ? (
                        <button type="button" className="link-button" onClick={() => setReceivedToken("")}>
                          {t("Use a different card")}
                        </button>
                      ) : data.authToken ? (
                        <button type="submit" form={GATEWAY_FORM} className="link-button">
                          {t("Enter different card details")}
                        </button>
                      ) : null}
                    </p>
                  ) : newCardChosen && cardTabShown && (hydrated || data.authToken) ? (
                    // In the server's HTML too, so the frame loads with the page rather than after
                    // hydration; without JavaScript the stylesheet shows the button below instead.
                    <>
                      <CardFrame
                        gatewayOrigin={data.gatewayOrigin}
                        parentOrigin={new URL(data.returnUrl).origin}
                        say={(message) => checkoutMessage(t, message)}
                        authToken={auth.token}
                        authFailed={auth.status === "failed"}
                        onCard={setCard}
                        onAuthRejected={auth.refresh}
                      />
                      {hydrated ? null : (
                        <button type="submit" form={GATEWAY_FORM} className="button button--secondary card-frame-fallback">
                          {t("Enter card details")}
                        </button>
                      )}
                    </>
                  ) : data.authToken ? (
                    // Posts the gateway form below: the card is typed on the gateway's own page.
                    <button type="submit" form={GATEWAY_FORM} className="button button--secondary">
                      {t("Enter card details")}
                    </button>
                  ) : (
                    <p className="checkout-error">
                      {t("Card entry is not available right now. Please try again in a few minutes.")}
                    </p>
                  )}
                  {errors.cardToken ? <p className="field__error">{errors.cardToken}</p> : null}
                  {view.guest ? (
                    <p className="checkout-note">
                      {t("Saved cards and Easy Rewards need an account. You can create one after you order.")}
                    </p>
                  ) : (
                    <>
                      <div className="field field--inline">
                        <input
                          id={fieldId(FORM, "saveCard")}
                          type="checkbox"
                          name="saveCard"
                          value="on"
                          defaultChecked={values.saveCard === "on"}
                        />
                        <label htmlFor={fieldId(FORM, "saveCard")}>{t("Save this card for next time")}</label>
                      </div>
                      <TextField
                        id={fieldId(FORM, "nickname")}
                        name="nickname"
                        label={t("Nickname")}
                        optional
                        hint={t("Up to {{max}} characters, to tell your saved cards apart.", { max: MAX_CARD_NICKNAME_LENGTH })}
                        maxLength={MAX_CARD_NICKNAME_LENGTH}
                        defaultValue={values.nickname ?? ""}
                        error={errors.nickname}
                      />
                    </>
                  )}
                  {billing.saved ? (
                    <MultiPaymentBilling
                      saved={billing.saved}
                      editing={billing.editing}
                      onEdit={billing.setEditing}
                      values={values}
                      errors={errors}
                      business={view.tenant === "advantage"}
                    />
                  ) : (
                    <div className="checkout-billing">
                      {pickup ? null : (
                        <div className="field field--inline">
                          <input
                            id={fieldId(FORM, "billingSameAsShipping")}
                            type="checkbox"
                            name="billingSameAsShipping"
                            value="on"
                            defaultChecked={billingSame}
                          />
                          <label htmlFor={fieldId(FORM, "billingSameAsShipping")}>{t("Same as shipping address")}</label>
                        </div>
                      )}
                      {/* Hidden by the stylesheet while "Same as shipping address" is ticked; the action ignores it then. */}
                      <fieldset
                        className="checkout-billing__fields"
                        data-drawer={billing.multiple ? "add_billing_address_for_mmop" : undefined}
                      >
                        <legend>{t("Billing address")}</legend>
                        <AddressFields
                          formId={FORM}
                          prefix="billing."
                          autoCompleteSection="billing"
                          values={values}
                          address={view.billingAddress}
                          errors={errors}
                          company={view.tenant === "advantage"}
                          street
                          email="none"
                        />
                      </fieldset>
                    </div>
                  )}
                </div>
              </div>
              {accountAllowed ? (
                <div className="payment-option">
                  <label className="choice" htmlFor={optionId(PAYMENT_OPTION.account)}>
                    {radio(PAYMENT_OPTION.account)}
                    {t("Pay on account")}
                  </label>
                  <div className="payment-option__details">
                    <TextField
                      id={fieldId(FORM, "purchaseOrderNumber")}
                      name="purchaseOrderNumber"
                      label={t("Purchase order number")}
                      maxLength={40}
                      defaultValue={values.purchaseOrderNumber ?? payment?.purchaseOrderNumber ?? ""}
                      error={errors.purchaseOrderNumber}
                    />
                  </div>
                </div>
              ) : null}
            </fieldset>
            <div className="checkout-form__actions">
              <button type="submit" className="button">
                {t("Use this payment")}
              </button>
              <CancelEdit status={status} />
            </div>
          </Form>
          <AmexPointsPanel view={view} refusal={refusal} notice={notice} />
        </div>
        <div {...panel("other")}>{otherPayment}</div>
        <div {...panel("gift")}>
          <GiftCardsPanel view={view} refusal={refusal} notice={notice} />
          {(view.paymentSummary?.balanceOrdTotal ?? 1) === 0 ? (
            <p className="checkout-summary__hint">
              {t("Your order is paid for in full.")} <Link to="/checkout">{t("Review your order")}</Link>
            </p>
          ) : null}
        </div>
      </div>
      {/* The saved cards' Make default and Remove: their buttons sit beside each card above. */}
      {cards.length > 0 ? (
        <>
          <Form method="post" id={DEFAULT_CARD_FORM} hidden>
            <CsrfField />
            <input type="hidden" name="intent" value="default-card" />
          </Form>
          <Form method="post" id={DELETE_CARD_FORM} hidden>
            <CsrfField />
            <input type="hidden" name="intent" value="delete-card" />
          </Form>
        </>
      ) : null}
      {/* Without JavaScript the frame cannot talk to this page: the gateway's own card page instead. */}
      {data.authToken ? (
        <form method="post" id={GATEWAY_FORM} action={`${data.gatewayOrigin}/hosted/card-page`} hidden>
          <input type="hidden" name="authToken" value={data.authToken.value} />
          <input type="hidden" name="returnUrl" value={data.returnUrl} />
        </form>
      ) : null}
    </CheckoutStep>
  );
}

// ---- The billing address when gift cards or rewards pay part of the order (multiple methods of payment)

const BILLING_EDIT_HREF = "/checkout?edit=payment&billing=edit";

/**
 * With other payments applied, the billing address saved with the card is shown and kept (posted
 * by its id) until the shopper edits it (edit_billing_address_for_mmop): "Edit billing address"
 * opens its fields prefilled, in place with JavaScript, as ?billing=edit without.
 */
function useMultiPaymentBilling(data: CheckoutPageData, values: Record<string, string>, hydrated: boolean) {
  const { view } = data;
  const multiple = (view.appliedPayments ?? []).length > 0;
  const saved = multiple ? view.billingAddress : null;
  const [searchParams] = useSearchParams();
  // A refused post of the edited fields keeps them open.
  const [editing, setEditingState] = useState(
    () => searchParams.get("billing") === "edit" || (values["billing.firstName"] !== undefined && !values["billing.addressId"]),
  );
  const asked = useRef(false);
  useEffect(() => {
    if (!asked.current) return;
    asked.current = false;
    document.getElementById(fieldId(FORM, editing ? "billing.firstName" : "edit-billing"))?.focus();
  }, [editing]);
  const setEditing = (next: boolean) => {
    if (!hydrated) return false;
    asked.current = true;
    setEditingState(next);
    return true;
  };
  return { multiple, saved, editing, setEditing };
}

function MultiPaymentBilling({
  saved,
  editing,
  onEdit,
  values,
  errors,
  business,
}: {
  saved: CheckoutAddress;
  editing: boolean;
  /** false before hydration: the link then loads the page with ?billing=edit */
  onEdit: (editing: boolean) => boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  business: boolean;
}) {
  const { t } = useT();
  const follow = (next: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (onEdit(next)) event.preventDefault();
  };
  if (editing) {
    return (
      <div className="checkout-billing">
        <fieldset className="checkout-billing__fields" data-drawer="edit_billing_address_for_mmop">
          <legend>{t("Edit billing address")}</legend>
          <AddressFields
            formId={FORM}
            prefix="billing."
            autoCompleteSection="billing"
            values={values}
            address={saved}
            errors={errors}
            company={business}
            street
            email="none"
          />
        </fieldset>
        <Link to="/checkout?edit=payment" className="checkout-billing__toggle" onClick={follow(false)}>
          {t("Keep the saved billing address")}
        </Link>
      </div>
    );
  }
  const phone = phoneText(saved, t);
  return (
    <div className="checkout-billing">
      <input type="hidden" name="billing.addressId" value={saved.id} />
      <p className="checkout-billing__saved">
        <span className="checkout-condensed__label">{t("Billing address")}</span>
        {addressLines(saved).map((line, i) => (
          <span key={`${i}-${line}`} className="address-label__line">
            {line}
          </span>
        ))}
        {phone ? <span className="address-label__line">{phone}</span> : null}
      </p>
      <Link id={fieldId(FORM, "edit-billing")} to={BILLING_EDIT_HREF} className="checkout-billing__toggle" onClick={follow(true)}>
        {t("Edit billing address")}
      </Link>
    </div>
  );
}
