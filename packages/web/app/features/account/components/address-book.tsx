import {
  ADDRESS_FIELD_BY_NAME,
  type AddressFieldName,
  type AddressSuggestion,
  addressInputMaxLength,
  isAddressFieldRequired,
  SAVED_ADDRESS_REQUIREMENTS,
  type SavedAddressView,
  US_STATE_CODES,
  formatPhone,
} from "@quire/domain";
import { Form, Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { ErrorSummary, SelectField, TextField, fieldId } from "../../../ui/form-fields";
import { ACCOUNT_PATHS } from "../account-paths";
import { type AccountRefusal, summaryErrors } from "../account-refusal";
import { translatedRefusal } from "../account-text";
import "../account.css";

interface Props {
  addresses: SavedAddressView[];
  /** the address being edited (?edit=id), else null: the form adds one */
  editing: SavedAddressView | null;
  refusal: AccountRefusal | null;
  suggestion: AddressSuggestion | null;
}

/** The shopper's saved addresses, each with its forms, and the add (or edit) form. */
export function AddressBook({ addresses, editing, refusal: given, suggestion }: Props) {
  const { t } = useT();
  const refusal = translatedRefusal(given, t);
  const rowRefusal = (id: string) =>
    refusal && refusal.target === id && (refusal.intent === "delete-address" || refusal.intent === "make-default")
      ? refusal
      : null;
  return (
    <>
      {addresses.length === 0 ? (
        <p>{t("You have no saved addresses yet. Add one below, or at checkout.")}</p>
      ) : (
        <ul className="address-book" aria-label={t("Saved addresses")}>
          {addresses.map((a) => (
            <li key={a.id} className="address-card">
              <address className="address-card__text">
                <strong>
                  {a.firstName} {a.lastName}
                </strong>
                {a.organizationName ? <span>{a.organizationName}</span> : null}
                <span>
                  {a.address1}
                  {a.address2 ? `, ${a.address2}` : ""}
                </span>
                <span>
                  {a.city}, {a.state} {a.zipCode}
                </span>
                {a.phone ? <span>{formatPhone(a.phone)}</span> : null}
              </address>
              {a.isDefault ? <p className="address-card__default">{t("Default address")}</p> : null}
              {rowRefusal(a.id) ? (
                <p className="field__error" role="alert">
                  {rowRefusal(a.id)?.message}
                </p>
              ) : null}
              <div className="address-card__actions">
                <Link to={`${ACCOUNT_PATHS.addresses}?edit=${encodeURIComponent(a.id)}#address-form`} className="link-button">
                  {t("Edit")}
                  <span className="visually-hidden">{` ${t("the address at {{street}}", { street: a.address1 })}`}</span>
                </Link>
                {a.isDefault ? null : (
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="intent" value="make-default" />
                    <input type="hidden" name="addressId" value={a.id} />
                    <button type="submit" className="link-button">
                      {t("Make default")}
                      <span className="visually-hidden">{` ${t("the address at {{street}}", { street: a.address1 })}`}</span>
                    </button>
                  </Form>
                )}
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="intent" value="delete-address" />
                  <input type="hidden" name="addressId" value={a.id} />
                  <button type="submit" className="link-button">
                    {t("Delete")}
                    <span className="visually-hidden">{` ${t("the address at {{street}}", { street: a.address1 })}`}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressForm
        // an address added, changed or deleted remounts the form empty
        key={editing?.id ?? `new-${addresses.map((a) => a.id).join(",")}`}
        editing={editing}
        refusal={refusal && (refusal.intent === "add-address" || refusal.intent === "edit-address") ? refusal : null}
        suggestion={suggestion}
      />
    </>
  );
}

const FORM_ID = "address";

function AddressForm({
  editing,
  refusal,
  suggestion,
}: {
  editing: SavedAddressView | null;
  refusal: AccountRefusal | null;
  suggestion: AddressSuggestion | null;
}) {
  const { t } = useT();
  const errors = refusal?.fields ?? {};
  const saved: Record<string, string> = editing
    ? {
        firstName: editing.firstName,
        lastName: editing.lastName,
        organizationName: editing.organizationName ?? "",
        address1: editing.address1,
        address2: editing.address2 ?? "",
        city: editing.city,
        state: editing.state,
        zipCode: editing.zipCode,
        phone: formatPhone(editing.phone),
      }
    : {};
  const value = (name: string) => refusal?.values?.[name] ?? saved[name] ?? "";
  const required = (name: AddressFieldName) => isAddressFieldRequired(name, SAVED_ADDRESS_REQUIREMENTS);
  const text = (name: AddressFieldName) => {
    const field = ADDRESS_FIELD_BY_NAME[name];
    return (
      <TextField
        id={fieldId(FORM_ID, name)}
        name={name}
        label={t(field.label)}
        defaultValue={value(name)}
        maxLength={addressInputMaxLength(name)}
        error={errors[name]}
        type={field.type}
        autoComplete={field.autocomplete}
        inputMode={field.inputMode}
        required={required(name) || undefined}
        optional={!required(name) || undefined}
      />
    );
  };
  const heading = editing ? t("Edit address") : t("Add an address");
  return (
    <section className="account-section" aria-labelledby="address-form-heading" id="address-form">
      <h2 id="address-form-heading">{heading}</h2>
      <Form method="post" className="account-form" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value={editing ? "edit-address" : "add-address"} />
        {editing ? <input type="hidden" name="addressId" value={editing.id} /> : null}
        <ErrorSummary
          id={`${FORM_ID}-errors`}
          errors={suggestion && refusal ? [{ text: refusal.message }] : summaryErrors(FORM_ID, refusal)}
        />
        {suggestion?.confirmable ? (
          <div className="field field--checkbox">
            <input id={fieldId(FORM_ID, "addressConfirmed")} type="checkbox" name="addressConfirmed" />
            <label htmlFor={fieldId(FORM_ID, "addressConfirmed")}>{t("Keep the address as I typed it")}</label>
          </div>
        ) : null}
        <div className="account-form__row">
          {text("firstName")}
          {text("lastName")}
        </div>
        {text("organizationName")}
        {text("address1")}
        {text("address2")}
        <div className="account-form__row">
          {text("city")}
          <SelectField
            id={fieldId(FORM_ID, "state")}
            name="state"
            label={t(ADDRESS_FIELD_BY_NAME.state.label)}
            defaultValue={value("state")}
            autoComplete={ADDRESS_FIELD_BY_NAME.state.autocomplete}
            required
            error={errors.state}
          >
            <option value="">{t("Choose…")}</option>
            {US_STATE_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          {text("zipCode")}
        </div>
        <div className="account-form__row">
          {text("phone")}
          {text("extension")}
        </div>
        <div className="account-form__actions">
          <button type="submit" className="button">
            {editing ? t("Save address") : t("Add address")}
          </button>
          {editing ? (
            <Link to={ACCOUNT_PATHS.addresses} className="link-button">
              {t("Cancel")}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
