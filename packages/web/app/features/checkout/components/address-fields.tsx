import {
  ADDRESS_FIELD_BY_NAME,
  ADDRESS_FIELD_NAMES,
  type AddressFieldName,
  addressInputMaxLength,
  type CheckoutAddress,
  formatPhone,
  US_STATE_CODES,
} from "@quire/domain";
import { useT } from "../../../lib/i18n";
import { fieldId, SelectField, TextField } from "../../../ui/form-fields";

interface Props {
  /** the form's id prefix for the controls' ids */
  formId: string;
  /** "billing." for the billing address: the names the payment form posts */
  prefix?: string;
  /** the autocomplete section ("shipping", "billing"), none for a pickup person */
  autoCompleteSection?: "shipping" | "billing";
  /** what the shopper typed before a refusal, by posted name */
  values: Record<string, string>;
  /** the address the fields start from */
  address: CheckoutAddress | null;
  /** the service's message per posted name */
  errors: Record<string, string>;
  /** a company line (the business site) */
  company: boolean;
  /** street, city, state and zip (not for a pickup person) */
  street: boolean;
  email: "required" | "optional" | "none";
}

function initial(address: CheckoutAddress | null, name: AddressFieldName): string {
  if (!address) return "";
  switch (name) {
    case "phone":
      return address.phones[0]?.number ? formatPhone(address.phones[0].number) : "";
    case "extension":
      return address.phones[0]?.extension ?? "";
    default:
      return address[name] ?? "";
  }
}

/** The inputs of an address (or a pickup person), named as the checkout door reads them. */
export function AddressFields({
  formId,
  prefix = "",
  autoCompleteSection,
  values,
  address,
  errors,
  company,
  street,
  email,
}: Props) {
  const { t } = useT();
  const common = (name: AddressFieldName) => {
    const posted = `${prefix}${name}`;
    const token = ADDRESS_FIELD_BY_NAME[name].autocomplete;
    return {
      id: fieldId(formId, posted),
      name: posted,
      label: t(ADDRESS_FIELD_BY_NAME[name].label),
      defaultValue: values[posted] ?? initial(address, name),
      error: errors[posted],
      autoComplete: token ? [autoCompleteSection, token].filter(Boolean).join(" ") : undefined,
    };
  };
  const props = (name: AddressFieldName) => {
    const { inputMode, type } = ADDRESS_FIELD_BY_NAME[name];
    return { ...common(name), maxLength: addressInputMaxLength(name), inputMode, type };
  };
  const state = common("state");
  return (
    <div className="address-fields">
      <div className="address-fields__row">
        <TextField {...props("firstName")} />
        <TextField {...props("lastName")} />
      </div>
      {company ? <TextField {...props("organizationName")} optional /> : null}
      {street ? (
        <>
          <TextField {...props("address1")} />
          <TextField {...props("address2")} optional />
          <div className="address-fields__row address-fields__row--three">
            <TextField {...props("city")} />
            <SelectField {...state} defaultValue={state.defaultValue.toUpperCase()}>
              <option value="">{t("Select")}</option>
              {US_STATE_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </SelectField>
            <TextField {...props("zipCode")} hint={t("5 digits, or ZIP+4")} />
          </div>
        </>
      ) : null}
      <TextField {...props("phone")} />
      {email === "none" ? null : (
        <TextField {...props("email")} spellCheck={false} autoCapitalize="none" optional={email === "optional"} />
      )}
    </div>
  );
}

/** The address fields' posted names (with the prefix), to link the error summary to them. */
export function addressFieldIds(formId: string, prefix = ""): (name: string) => string | null {
  const names = new Set<string>(ADDRESS_FIELD_NAMES.map((n) => `${prefix}${n}`));
  return (name) => (names.has(name) ? fieldId(formId, name) : null);
}
