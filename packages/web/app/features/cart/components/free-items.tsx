import type { CartView, CartViewFreeItem } from "@quire/domain";
import { type FormEvent, useState } from "react";
import { Form } from "react-router";
import { type CartFormRequest, useCartForm } from "../../../lib/cart-form";
import { CsrfField } from "../../../ui/csrf-field";
import { useT } from "../../../lib/i18n";
import { cartText } from "../cart-text";

// The cart's free items (decision 026): offers the cart qualifies for, each with an Add form, and
// the free items claimed, each with a Remove form. Each is a form the page posts without
// JavaScript; with it, the same request goes through the cart's fetcher and the page reads the cart
// again.

interface Props {
  cart: CartView;
  cartPath: string;
}

function FreeItemRow({
  item,
  cartPath,
  request,
  label,
  action,
}: {
  item: CartViewFreeItem;
  cartPath: string;
  request: CartFormRequest;
  label: string;
  action: "Add" | "Remove";
}) {
  const { t } = useT();
  const { submit, pending } = useCartForm(cartPath);
  const [error, setError] = useState<string | null>(null);
  const busy = pending.length > 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    void submit(request).then((answer) => setError("refusal" in answer ? answer.refusal.message : null));
  };
  const name = item.product.name ?? item.title;
  return (
    <li className="free-item">
      {item.product.images.standard ? (
        <img className="free-item__image" src={item.product.images.standard} alt="" width={56} height={56} loading="lazy" />
      ) : null}
      <div className="free-item__body">
        <p className="free-item__title" lang="en">
          {item.title}
        </p>
        <p className="free-item__name" lang="en">
          {name}
        </p>
        {item.freeItemId ? null : (
          <p className="free-item__description" lang="en">
            {item.description}
          </p>
        )}
        {error ? (
          <p className="item-message item-message--attention" role="alert">
            {cartText(error, t)}
          </p>
        ) : null}
      </div>
      <p className="free-item__price">{t("FREE")}</p>
      <Form method="post" action={cartPath} className="free-item__form" onSubmit={onSubmit}>
        <CsrfField />
        {Object.entries(request).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={String(value)} />
        ))}
        <button
          type="submit"
          className={item.freeItemId ? "link-button" : "button button--secondary"}
          aria-label={action === "Add" ? t("Add {{name}}", { name: label }) : t("Remove free item {{name}}", { name: label })}
          aria-disabled={busy || undefined}
        >
          {busy ? (action === "Add" ? t("Adding…") : t("Removing…")) : action === "Add" ? t("Add") : t("Remove")}
        </button>
      </Form>
    </li>
  );
}

export function FreeItems({ cart, cartPath }: Props) {
  const { t } = useT();
  const claimed = cart.freeItems ?? [];
  const available = cart.availableFreeItems ?? [];
  if (claimed.length === 0 && available.length === 0) return null;
  return (
    <>
      {claimed.length > 0 ? (
        <section className="free-items" aria-labelledby="free-items-claimed-title">
          <h2 id="free-items-claimed-title" className="free-items__title">
            {t("Free items in your cart")}
          </h2>
          <ul className="free-items__list">
            {claimed.map((item) => (
              <FreeItemRow
                key={item.freeItemId}
                item={item}
                cartPath={cartPath}
                request={{ intent: "remove-free-item", freeItemId: item.freeItemId ?? "" }}
                label={item.product.name ?? item.title}
                action="Remove"
              />
            ))}
          </ul>
        </section>
      ) : null}
      {available.length > 0 ? (
        <section className="free-items free-items--offers" aria-labelledby="free-items-offers-title">
          <h2 id="free-items-offers-title" className="free-items__title">
            {t("Free items for you")}
          </h2>
          <ul className="free-items__list">
            {available.map((item) => (
              <FreeItemRow
                key={item.offerId}
                item={item}
                cartPath={cartPath}
                request={{ intent: "claim-free-item", offerId: item.offerId }}
                label={item.title}
                action="Add"
              />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
