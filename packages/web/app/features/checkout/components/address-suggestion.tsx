import { ADDRESS_VALIDATION_MESSAGES, type AddressSuggestion, readAddressSuggestion } from "@quire/domain";
import { Form } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import type { CheckoutRefusal } from "./checkout-model";

// The address_validation_suggestion drawer (decision 022), as a panel in the step whose form was
// refused: the address as typed and with the ZIP code's city and state, and two real forms that
// post the same form again, one with the suggestion, one keeping what was typed
// (addressConfirmed=on, which the address_validation_confirmation state then reports). Every value
// the refused form sent rides along as a hidden input, so it works without JavaScript.

/** The refusal's suggestion, when the refusal is one (ADDRESS_VALIDATION_SUGGESTION). */
export function suggestionOf(refusal: CheckoutRefusal | null): AddressSuggestion | null {
  if (!refusal || refusal.code !== "ADDRESS_VALIDATION_SUGGESTION") return null;
  return readAddressSuggestion((refusal as CheckoutRefusal & { addressSuggestion?: unknown }).addressSuggestion);
}

/** The posted name of "Keep the address I entered", after the address fields' prefix. */
export const ADDRESS_CONFIRMED_FIELD = "addressConfirmed";

function placeLines(values: Record<string, string>, prefix: string): string[] {
  const v = (name: string) => (values[`${prefix}${name}`] ?? "").trim();
  return [
    `${v("firstName")} ${v("lastName")}`.trim(),
    v("organizationName"),
    v("address1"),
    v("address2"),
    `${v("city")}, ${v("state").toUpperCase()} ${v("zipCode")}`.trim(),
  ].filter((line) => line !== "" && line !== ",");
}

interface Props {
  /** the refused form's post: what it sent (`values`), its intent and the service's words */
  refusal: CheckoutRefusal;
  suggestion: AddressSuggestion;
  /** "billing." for the payment form's billing address */
  prefix?: string;
  /** fields the refused form posted that its values do not keep (e.g. kind) */
  hiddenFields?: Record<string, string>;
  /** the id the page moves the focus to after a refused post (the step's errors id) */
  headingId: string;
}

export function AddressSuggestionPanel({ refusal, suggestion, prefix = "", hiddenFields = {}, headingId }: Props) {
  const { t } = useT();
  const typed = { ...refusal.values, ...hiddenFields };
  const suggested = {
    ...typed,
    [`${prefix}city`]: suggestion.suggestion.city,
    [`${prefix}state`]: suggestion.suggestion.state,
    [`${prefix}zipCode`]: suggestion.suggestion.zipCode,
  };
  const kept = { ...typed, [`${prefix}${ADDRESS_CONFIRMED_FIELD}`]: "on" };
  const hidden = (fields: Record<string, string>) =>
    Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <section className="address-suggestion" aria-labelledby={headingId} data-drawer="address_validation_suggestion">
      <h3 id={headingId} className="address-suggestion__title" tabIndex={-1}>
        {t(ADDRESS_VALIDATION_MESSAGES.heading)}
      </h3>
      <p className="address-suggestion__message">{refusal.message}</p>
      <div className="address-suggestion__choices">
        <div className="address-suggestion__choice">
          <h4 className="address-suggestion__label">{t("You entered")}</h4>
          <p className="address-label">
            {placeLines(typed, prefix).map((line, i) => (
              <span key={`${i}-${line}`} className="address-label__line">
                {line}
              </span>
            ))}
          </p>
        </div>
        <div className="address-suggestion__choice address-suggestion__choice--suggested">
          <h4 className="address-suggestion__label">{t("Suggested")}</h4>
          <p className="address-label">
            {placeLines(suggested, prefix).map((line, i) => (
              <span key={`${i}-${line}`} className="address-label__line">
                {line}
              </span>
            ))}
          </p>
        </div>
      </div>
      <div className="address-suggestion__actions">
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value={refusal.intent} />
          {hidden(suggested)}
          <button type="submit" className="button">
            {t("Use suggested address")}
          </button>
        </Form>
        {suggestion.confirmable ? (
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value={refusal.intent} />
            {hidden(kept)}
            <button type="submit" className="button button--secondary">
              {t("Keep the address I entered")}
            </button>
          </Form>
        ) : (
          <p className="address-suggestion__note">
            {t("ZIP code {{zipCode}} is in {{state}}. To use another state, correct the ZIP code in the form below.", {
              zipCode: suggestion.suggestion.zipCode,
              state: suggestion.suggestion.state,
            })}
          </p>
        )}
      </div>
    </section>
  );
}

/** The address_validation_confirmation state: the address was kept as the shopper typed it. */
export function AddressConfirmedNote() {
  const { t } = useT();
  return (
    <p className="address-suggestion__confirmed" role="status" data-drawer="address_validation_confirmation">
      {t(ADDRESS_VALIDATION_MESSAGES.savedAsEntered)}
    </p>
  );
}
