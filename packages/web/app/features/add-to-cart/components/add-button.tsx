import { useId } from "react";
import { Form, useActionData } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import { useAddToCartFlow } from "../hooks/add-to-cart-flow";
import { useT } from "../../../lib/i18n";

interface Props {
  itemId: string;
  /** the id of the element naming the product, so the button reads "Add to cart, <product>" */
  describedBy?: string;
  label?: string;
  qty?: number;
}

/** A tile's own Add button: one unit through the page's add-to-cart flow. */
export function AddButton({ itemId, describedBy, label, qty = 1 }: Props) {
  const { t } = useT();
  const { add, pendingOpenerId, errorOpenerId, state } = useAddToCartFlow();
  const id = useId();
  const busy = pendingOpenerId === id;
  // Posted before hydration (or without JavaScript), the page's action answers a refused add here.
  const refusal = (useActionData() as { refusal?: { intent: string; target: string | null; message: string } } | undefined)
    ?.refusal;
  const serverError = refusal?.intent === "add" && refusal.target === itemId ? refusal.message : "";
  const error = (errorOpenerId === id && state.error.shown ? (state.error.data?.message ?? "") : "") || serverError;
  return (
    // A real form to the page's action until the page is hydrated; then the add-to-cart flow takes it.
    <Form
      method="post"
      className="add-button"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        void add({ itemId, qty, openerId: id });
      }}
    >
      <CsrfField />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="qty" value={qty} />
      <button
        type="submit"
        id={id}
        className="button button--secondary add-button__button"
        aria-disabled={busy || undefined}
        aria-describedby={[describedBy, error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? t("Adding…") : t(label ?? "Add to cart")}
      </button>
      {error ? (
        <p id={`${id}-error`} className="add-to-cart__error" role="alert">
          {error ? t(error) : null}
        </p>
      ) : null}
    </Form>
  );
}

/** A product tile's Add button, for pages that list tiles (search, category). */
export function renderTileAdd(itemId: string, describedBy: string) {
  return <AddButton itemId={itemId} describedBy={describedBy} />;
}
