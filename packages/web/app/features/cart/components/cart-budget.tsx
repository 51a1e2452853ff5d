import type { CartView } from "@quire/domain";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { BudgetMeterView } from "../../../ui/budget-meter";
import { CsrfField } from "../../../ui/csrf-field";

interface Props {
  cart: CartView;
  /** a refused change of centre (the cart action's words) */
  refusal: string | null;
}

/**
 * A business cart against its budget (decision 044): the meter, and the budget centre this order is
 * charged to, chosen from the account's centres with a form posted to the cart page (works without
 * JavaScript; with it React Router posts it and reads the cart again).
 */
export function CartBudget({ cart, refusal }: Props) {
  const selectId = useId();
  const errorId = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "set-budget-centre";
  const centres = cart.invoiceInfo?.bc.values ?? [];
  if (!cart.budgetMeter && centres.length === 0) return null;
  const selected = centres.find((c) => c.selected)?.id;
  return (
    <section className="cart-budget" aria-labelledby={`${selectId}-title`}>
      <h3 id={`${selectId}-title`} className="cart-budget__title">
        Budget
      </h3>
      {cart.budgetMeter ? <BudgetMeterView meter={cart.budgetMeter} /> : null}
      {centres.length > 1 ? (
        <Form method="post" className="cart-budget__form">
          <CsrfField />
          <input type="hidden" name="intent" value="set-budget-centre" />
          <label htmlFor={selectId}>Charge this order to</label>
          <div className="cart-budget__row">
            <select
              id={selectId}
              name="budgetCentreId"
              defaultValue={selected !== undefined ? String(selected) : undefined}
              key={selected}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? errorId : undefined}
            >
              {centres.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary" aria-disabled={busy || undefined}>
              {busy ? "Changing…" : "Change"}
            </button>
          </div>
          {refusal ? (
            <p id={errorId} className="field-error" role="alert">
              {refusal}
            </p>
          ) : null}
        </Form>
      ) : null}
    </section>
  );
}
