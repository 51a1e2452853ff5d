import { CART_QUANTITY_MAX, CART_QUANTITY_MAX_LENGTH, normalizeCartQuantityInput } from "@quire/domain";
import { useId, useState } from "react";
import { Form } from "react-router";
import { CsrfField } from "./csrf-field";
import { useT } from "../lib/i18n";

interface Props {
  /** the quantity to show: the server's, or the one just asked for while the request is out */
  value: number;
  /** the product name, so each line's controls have their own accessible names */
  name: string;
  disabled: boolean;
  onChange: (qty: number) => void;
  /**
   * The cart line: the stepper is then a form to the page's action, so − / + and Enter work before
   * hydration and without JavaScript (− / + post the shown quantity and a step of ∓1).
   */
  cartItemId?: string;
}

/**
 * − / quantity / + for a cart line. Typing is applied on blur or Enter, not per keystroke, so
 * "12" is one request and not "1" then "12". The field keeps the cart's 3 digits (max 999).
 */
export function QuantityStepper({ value, name, disabled, onChange, cartItemId }: Props) {
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  const inputId = useId();
  const { t } = useT();

  // A new quantity from the server (or a − / + press) replaces whatever is in the box.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(String(value));
  }

  const commit = () => {
    if (draft === "") {
      setDraft(String(value));
      return;
    }
    const qty = Number(draft);
    if (qty !== value) onChange(qty);
    else setDraft(String(value));
  };

  const controls = (
    <>
      <button
        type={cartItemId ? "submit" : "button"}
        name="step"
        value="-1"
        className="stepper__button"
        aria-label={t("Decrease quantity of {{name}}", { name })}
        disabled={disabled || value <= 1}
        onClick={(e) => {
          e.preventDefault();
          onChange(value - 1);
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        {t("Quantity of {{name}}", { name })}
      </label>
      <input
        id={inputId}
        name="qty"
        className="stepper__input"
        inputMode="numeric"
        pattern="\d*"
        maxLength={CART_QUANTITY_MAX_LENGTH}
        value={draft}
        disabled={disabled}
        onChange={(e) => setDraft(normalizeCartQuantityInput(e.target.value))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          }
        }}
      />
      <button
        type={cartItemId ? "submit" : "button"}
        name="step"
        value="1"
        className="stepper__button"
        aria-label={t("Increase quantity of {{name}}", { name })}
        disabled={disabled || value >= CART_QUANTITY_MAX}
        onClick={(e) => {
          e.preventDefault();
          onChange(value + 1);
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
    </>
  );
  if (!cartItemId) return <div className="stepper">{controls}</div>;
  return (
    <Form
      method="post"
      className="stepper"
      onSubmit={(e) => {
        e.preventDefault();
        commit();
      }}
    >
      <CsrfField />
      <input type="hidden" name="intent" value="update-quantity" />
      <input type="hidden" name="cartItemId" value={cartItemId} />
      {/* The form's default button: Enter in the field posts the typed quantity, not a step. */}
      <button type="submit" hidden tabIndex={-1}>
        {t("Update quantity of {{name}}", { name })}
      </button>
      {controls}
    </Form>
  );
}
