import { type CartViewItem, type LineRelationView, formatCents, lineName } from "@quire/domain";
import { Form } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import { PlanChoiceForm } from "../../../ui/plan-choice-form";
import { useT } from "../../../lib/i18n";

// What a cart line may still take (decision 025): a protection plan for the units no plan covers
// yet, and the add-ons sold with it. Real forms to the cart page's action.

export function LineRelationForms({
  item,
  relation,
}: {
  item: CartViewItem & { cartItemId: string };
  relation: LineRelationView;
}) {
  const { t } = useT();
  const name = lineName(item);
  if (relation.plans.length === 0 && relation.addOns.length === 0) return null;
  return (
    <div className="line-relations">
      {relation.plans.length > 0 ? (
        <details className="line-relations__plans">
          <summary>{t("Add a protection plan")}</summary>
          <PlanChoiceForm
            intent="add-plan"
            fields={{ cartItemId: item.cartItemId, qty: String(relation.planRoom) }}
            plans={relation.plans.map((p) => ({ itemId: p.itemId, name: p.name, finalPriceCents: p.finalPrice }))}
            legend={t("Protection plan for {{name}} (covers {{room}})", { name, room: relation.planRoom })}
            buttonText={t("Add protection plan")}
          />
        </details>
      ) : null}
      {relation.addOns.length > 0 ? (
        <ul className="line-relations__addons" aria-label={t("Add-ons for {{name}}", { name })}>
          {relation.addOns.map((a) => (
            <li key={a.itemId}>
              <Form method="post" className="line-relations__addon">
                <CsrfField />
                <input type="hidden" name="intent" value="add-addon" />
                <input type="hidden" name="cartItemId" value={item.cartItemId} />
                <input type="hidden" name="itemId" value={a.itemId} />
                <input type="hidden" name="qty" value="1" />
                <span lang="en">
                  {a.name} <span className="plan-choice__price">{formatCents(a.finalPrice)}</span>
                </span>
                <button type="submit" className="link-button" aria-label={t("Add {{name}}", { name: a.name })}>
                  {t("Add")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
