import { CART_QUANTITY_MAX, CART_QUANTITY_MAX_LENGTH, DEFAULT_ADD_QUANTITY, normalizeCartQuantityInput } from "@quire/domain";
import { type ReactNode, useId, useState } from "react";
import { Form } from "react-router";
import { useAddToCartFlow } from "../hooks/add-to-cart-flow";
import { CsrfField } from "../../../ui/csrf-field";
import { useT } from "../../../lib/i18n";

interface Props {
  itemId: string;
  canAdd: boolean;
  ctaText: string;
  quantityLimit: number | null;
  /** what the server said when this form was posted without JavaScript and the add was refused */
  serverError?: string;
  /** beside the button, given the quantity chosen: "Add to list", composed by the page */
  renderExtra?: (qty: number) => ReactNode;
}

/** The product page's add: quantity and button; the page's add-to-cart flow tells the shopper what happened. */
export function AddToCartForm({ itemId, canAdd, ctaText, quantityLimit, serverError = "", renderExtra }: Props) {
  const [quantity, setQuantity] = useState(String(DEFAULT_ADD_QUANTITY));
  const [formError, setFormError] = useState("");
  const { add, pendingOpenerId, errorOpenerId, state } = useAddToCartFlow();
  const qtyId = useId();
  const { t } = useT();
  const buttonId = `${qtyId}-add`;
  const busy = pendingOpenerId === buttonId;
  const max = Math.min(CART_QUANTITY_MAX, quantityLimit ?? CART_QUANTITY_MAX);
  const flowError = errorOpenerId === buttonId && state.error.shown ? (state.error.data?.message ?? "") : "";
  const error = formError || flowError || serverError;
  const describedBy = [quantityLimit ? `${qtyId}-limit` : "", error ? `${qtyId}-error` : ""].filter(Boolean).join(" ");
  // The extra sits outside the form: a modal it opens is a React child, and its submit must not reach this form.
  return (
    <>
      {/* A real form: before hydration (or without JavaScript) it posts to the page's action, which adds
    and shows the cart; once hydrated, the add-to-cart flow takes the submit and shows its surfaces. */}
      <Form
        method="post"
        className="add-to-cart"
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault();
          if (busy) return;
          const qty = Number(quantity);
          if (!Number.isInteger(qty) || qty < 1) {
            setFormError("Please enter a quantity of 1 or more.");
            return;
          }
          setFormError("");
          // Above the limit is sent as asked: the server clamps it and explains why in its answer.
          void add({ itemId, qty, openerId: buttonId });
        }}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="itemId" value={itemId} />
        <label htmlFor={qtyId} className="add-to-cart__label">
          {t("Quantity")}
        </label>
        <input
          id={qtyId}
          name="qty"
          className="add-to-cart__qty"
          inputMode="numeric"
          pattern="\d*"
          maxLength={CART_QUANTITY_MAX_LENGTH}
          value={quantity}
          onChange={(e) => setQuantity(normalizeCartQuantityInput(e.target.value))}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
        />
        {/* Busy is aria-disabled, not disabled: a disabled button drops keyboard focus mid-request. */}
        <button
          type="submit"
          id={buttonId}
          className="button button--primary add-to-cart__button"
          disabled={!canAdd}
          aria-disabled={busy || undefined}
        >
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {!canAdd ? t("Unavailable") : busy ? t("Adding…") : ctaText}
        </button>
        {quantityLimit ? (
          <p id={`${qtyId}-limit`} className="add-to-cart__limit">
            {t("Limit {{max}} per order", { max })}
          </p>
        ) : null}
        <p id={`${qtyId}-error`} className="add-to-cart__error" role="alert">
          {error ? t(error) : ""}
        </p>
      </Form>
      {renderExtra ? renderExtra(Math.max(1, Number(quantity) || 1)) : null}
    </>
  );
}
