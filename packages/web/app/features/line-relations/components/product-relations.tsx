import { formatCents, type ProductBundle, type WarrantyPlanSummary } from "@quire/domain";
import { useId } from "react";
import { Form } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import { useT } from "../../../lib/i18n";
import "../line-relations.css";

// What a product page offers beside the product itself (decision 025): its add-ons, added with
// it, and the bundles it leads or belongs to, added whole. Real forms: without JavaScript they
// post to the page's action and the cart page follows.

/** an offer form's button, and what the server said when its post was refused */
function OfferSubmit({ text, disabled, error }: { text: string; disabled: boolean; error: string | null }) {
  const { t } = useT();
  return (
    <>
      <button type="submit" className="button plan-choice__button" disabled={disabled}>
        {text}
      </button>
      {error ? (
        <p className="plan-choice__error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </>
  );
}

interface AddOnProps {
  itemId: string;
  addOns: readonly WarrantyPlanSummary[];
  canAdd: boolean;
  error?: string | null;
}

export function AddOnOffer({ itemId, addOns, canAdd, error = null }: AddOnProps) {
  const id = useId();
  const { t } = useT();
  return (
    <section className="relation-offer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("Add-ons for this item")}</h2>
      <Form method="post" className="plan-choice">
        <CsrfField />
        <input type="hidden" name="intent" value="add-with-addons" />
        <input type="hidden" name="itemId" value={itemId} />
        <input type="hidden" name="qty" value="1" />
        <fieldset className="plan-choice__options">
          <legend>{t("Choose add-ons to buy with it")}</legend>
          {addOns.map((a, i) => (
            <label key={a.itemId} className="plan-choice__option">
              <input type="checkbox" name="addOnItemId" value={a.itemId} defaultChecked={i === 0} />
              <span lang="en">
                {a.name} <span className="plan-choice__price">{formatCents(a.finalPriceCents)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <OfferSubmit text={t("Add with add-ons")} disabled={!canAdd} error={error} />
      </Form>
    </section>
  );
}

interface BundleProps {
  bundle: ProductBundle;
  error?: string | null;
}

export function BundleOffer({ bundle, error = null }: BundleProps) {
  const id = useId();
  const total = bundle.members.reduce((n, m) => n + m.finalPriceCents * m.qty, 0);
  const { t } = useT();
  return (
    <section className="relation-offer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} lang="en">
        {bundle.name}
      </h2>
      <Form method="post" className="plan-choice">
        <CsrfField />
        <input type="hidden" name="intent" value="add-bundle" />
        <input type="hidden" name="bundleId" value={bundle.bundleId} />
        <p className="relation-offer__lead">{t("These items are added together:")}</p>
        <ul className="relation-offer__members">
          {bundle.members.map((m) => (
            <li key={m.itemId}>
              <input type="hidden" name="bundleItemId" value={m.itemId} />
              {m.qty > 1 ? `${m.qty} × ` : ""}
              <span lang="en">{m.name}</span> <span className="plan-choice__price">{formatCents(m.finalPriceCents)}</span>
            </li>
          ))}
        </ul>
        <p className="relation-offer__total">{t("Bundle total {{price}}", { price: formatCents(total) })}</p>
        <OfferSubmit text={t("Add bundle to cart")} disabled={false} error={error} />
      </Form>
    </section>
  );
}
