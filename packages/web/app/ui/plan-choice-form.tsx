import { formatCents } from "@quire/domain";
import { useId } from "react";
import { Form } from "react-router";
import { CsrfField } from "./csrf-field";

// A protection plan chosen from a radio group and added in one post (decision 025): on the
// product page with the product, in the add-to-cart overlay and on a cart line for the line. A
// real form: it posts to the page's action without JavaScript, and the cart page follows.

export interface PlanChoice {
  itemId: string;
  name: string;
  finalPriceCents: number;
}

interface Props {
  /** the cart action's intent: add-with-plan (product page) or add-plan (a cart line) */
  intent: "add-with-plan" | "add-plan";
  /** the form's other fields: itemId, or cartItemId, and qty */
  fields: Record<string, string>;
  plans: readonly PlanChoice[];
  legend: string;
  buttonText: string;
  /** where the form posts (the cart route from the overlay); the page's own action otherwise */
  action?: string;
  disabled?: boolean;
  error?: string | null;
  /** after the post is sent (the overlay closes itself) */
  onSubmit?: () => void;
}

export function PlanChoiceForm({
  intent,
  fields,
  plans,
  legend,
  buttonText,
  action,
  disabled = false,
  error = null,
  onSubmit,
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Form
      method="post"
      action={action}
      className="plan-choice"
      aria-describedby={error ? errorId : undefined}
      onSubmit={onSubmit ? () => onSubmit() : undefined}
    >
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="plan-choice__options">
        <legend>{legend}</legend>
        {plans.map((plan, i) => (
          <label key={plan.itemId} className="plan-choice__option">
            <input type="radio" name="planItemId" value={plan.itemId} defaultChecked={i === 0} required />
            <span lang="en">
              {plan.name} <span className="plan-choice__price">{formatCents(plan.finalPriceCents)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button plan-choice__button" disabled={disabled}>
        {buttonText}
      </button>
      {error ? (
        <p id={errorId} className="plan-choice__error" role="alert">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
