import { CART_QUANTITY_MAX, CART_QUANTITY_MAX_LENGTH, DEFAULT_ADD_QUANTITY, normalizeCartQuantityInput } from "@quire/domain";
import { useId, useState } from "react";
import { useAddToCartFlow } from "../../add-to-cart/hooks/use-add-to-cart-flow";
import { useHydrated } from "../../../ui/use-hydrated";

interface Props {
  itemId: string;
  canAdd: boolean;
  ctaText: string;
  quantityLimit: number | null;
}

/** The product page's add: quantity and button; the page's add-to-cart flow tells the shopper what happened. */
export function AddToCartForm({ itemId, canAdd, ctaText, quantityLimit }: Props) {
  const [quantity, setQuantity] = useState(String(DEFAULT_ADD_QUANTITY));
  const [formError, setFormError] = useState("");
  const { add, pendingOpenerId, errorOpenerId, state } = useAddToCartFlow();
  const hydrated = useHydrated();
  const qtyId = useId();
  const buttonId = `${qtyId}-add`;
  const busy = pendingOpenerId === buttonId;
  const max = Math.min(CART_QUANTITY_MAX, quantityLimit ?? CART_QUANTITY_MAX);
  const flowError = errorOpenerId === buttonId && state.error.shown ? (state.error.data?.message ?? "") : "";
  const error = formError || flowError;
  const describedBy = [quantityLimit ? `${qtyId}-limit` : "", error ? `${qtyId}-error` : ""].filter(Boolean).join(" ");
  return (
    <form
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
      <input type="hidden" name="itemId" value={itemId} />
      <label htmlFor={qtyId} className="add-to-cart__label">
        Quantity
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
        disabled={!hydrated}
      />
      {/* Busy is aria-disabled, not disabled: a disabled button drops keyboard focus mid-request. */}
      <button
        type="submit"
        id={buttonId}
        className="button button--primary add-to-cart__button"
        disabled={!canAdd || !hydrated}
        aria-disabled={busy || undefined}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {!canAdd ? "Unavailable" : busy ? "Adding…" : ctaText}
      </button>
      {quantityLimit ? (
        <p id={`${qtyId}-limit`} className="add-to-cart__limit">
          Limit {max} per order
        </p>
      ) : null}
      <p id={`${qtyId}-error`} className="add-to-cart__error" role="alert">
        {error}
      </p>
    </form>
  );
}
