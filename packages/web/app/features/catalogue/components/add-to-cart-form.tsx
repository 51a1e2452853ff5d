import { CART_QUANTITY_MAX, CART_QUANTITY_MAX_LENGTH, DEFAULT_ADD_QUANTITY, normalizeCartQuantityInput } from "@quire/domain";
import { useId, useState } from "react";

interface Props {
  itemId: string;
  canAdd: boolean;
  ctaText: string;
  quantityLimit: number | null;
}

export function AddToCartForm({ itemId, canAdd, ctaText, quantityLimit }: Props) {
  const [quantity, setQuantity] = useState(String(DEFAULT_ADD_QUANTITY));
  const [notice, setNotice] = useState("");
  const qtyId = useId();
  const max = Math.min(CART_QUANTITY_MAX, quantityLimit ?? CART_QUANTITY_MAX);
  return (
    <form
      className="add-to-cart"
      onSubmit={(e) => {
        e.preventDefault();
        // The cart service is the next piece of work; say so plainly rather than pretend.
        setNotice("Adding to cart opens soon. This item is not in a cart yet.");
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
        aria-describedby={quantityLimit ? `${qtyId}-limit` : undefined}
      />
      <button type="submit" className="button button--primary add-to-cart__button" disabled={!canAdd}>
        {canAdd ? ctaText : "Unavailable"}
      </button>
      {quantityLimit ? (
        <p id={`${qtyId}-limit`} className="add-to-cart__limit">
          Limit {max} per order
        </p>
      ) : null}
      <p className="add-to-cart__notice" role="status">
        {notice}
      </p>
    </form>
  );
}
