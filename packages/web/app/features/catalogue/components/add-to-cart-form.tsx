import { CART_QUANTITY_MAX, CART_QUANTITY_MAX_LENGTH, DEFAULT_ADD_QUANTITY, normalizeCartQuantityInput } from "@quire/domain";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useAddToCart } from "../../cart/hooks/use-add-to-cart";
import { useHydrated } from "../../../ui/use-hydrated";

interface Props {
  itemId: string;
  canAdd: boolean;
  ctaText: string;
  quantityLimit: number | null;
  /** the tenant's cart page: /cart or /cc/mmx/cart */
  cartPath: string;
}

export function AddToCartForm({ itemId, canAdd, ctaText, quantityLimit, cartPath }: Props) {
  const [quantity, setQuantity] = useState(String(DEFAULT_ADD_QUANTITY));
  const { add, busy, result, setResult } = useAddToCart(itemId);
  const hydrated = useHydrated();
  const qtyId = useId();
  const max = Math.min(CART_QUANTITY_MAX, quantityLimit ?? CART_QUANTITY_MAX);
  const added = result?.kind === "added" ? result : null;
  const error = result?.kind === "error" ? result.text : "";
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
          setResult({ kind: "error", text: "Please enter a quantity of 1 or more." });
          return;
        }
        // Above the limit is sent as asked: the server clamps it and explains why in its answer.
        void add(qty);
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
        className="button button--primary add-to-cart__button"
        disabled={!canAdd || !hydrated}
        aria-disabled={busy || undefined}
      >
        {!canAdd ? "Unavailable" : busy ? "Adding…" : ctaText}
      </button>
      {quantityLimit ? (
        <p id={`${qtyId}-limit`} className="add-to-cart__limit">
          Limit {max} per order
        </p>
      ) : null}
      <div className="add-to-cart__notice" role="status">
        {added ? (
          <>
            <p className="add-to-cart__added">{added.text}</p>
            {added.itemMessages.length > 0 ? (
              <ul className="item-messages">
                {added.itemMessages.map((m) => (
                  <li key={m.code} className={`item-message item-message--${m.type.toLowerCase()}`}>
                    {m.message}
                  </li>
                ))}
              </ul>
            ) : null}
            <p>
              <Link
                to={added.cartItemIds.length > 0 ? `${cartPath}?cartItemIds=${added.cartItemIds.join(",")}` : cartPath}
                className="button button--secondary"
              >
                View cart
              </Link>
            </p>
          </>
        ) : null}
      </div>
      <p id={`${qtyId}-error`} className="add-to-cart__error" role="alert">
        {error}
      </p>
    </form>
  );
}
