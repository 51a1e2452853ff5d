import { useId } from "react";
import { useHydrated } from "../../../ui/use-hydrated";
import { useAddToCartFlow } from "../hooks/use-add-to-cart-flow";

interface Props {
  itemId: string;
  /** the id of the element naming the product, so the button reads "Add to cart, <product>" */
  describedBy?: string;
  label?: string;
  qty?: number;
}

/** A tile's own Add button: one unit through the page's add-to-cart flow. */
export function AddButton({ itemId, describedBy, label = "Add to cart", qty = 1 }: Props) {
  const { add, pendingOpenerId, errorOpenerId, state } = useAddToCartFlow();
  const hydrated = useHydrated();
  const id = useId();
  const busy = pendingOpenerId === id;
  const error = errorOpenerId === id && state.error.shown ? (state.error.data?.message ?? "") : "";
  return (
    <div className="add-button">
      <button
        type="button"
        id={id}
        className="button button--secondary add-button__button"
        disabled={!hydrated}
        aria-disabled={busy || undefined}
        aria-describedby={[describedBy, error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
        onClick={() => {
          if (busy) return;
          void add({ itemId, qty, openerId: id });
        }}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? "Adding…" : label}
      </button>
      {error ? (
        <p id={`${id}-error`} className="add-to-cart__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
