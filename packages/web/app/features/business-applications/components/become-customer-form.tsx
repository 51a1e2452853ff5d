import {
  ACCOUNT_FIELD_LIMITS,
  ADDRESS_FIELD_BY_NAME,
  type AddressFieldName,
  addressInputMaxLength,
  type BecomeCustomerApplicant,
  EMPLOYEE_RANGES,
  INDUSTRIES,
  PASSWORD_HINT,
  US_STATE_CODES,
} from "@quire/domain";
import type { ComponentType, ReactNode, Ref } from "react";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { EmailField, ErrorSummary, SelectField, TextField, fieldId } from "../../../ui/form-fields";
import { PasswordField } from "../../../ui/password-field";

// The become-customer form (decision 046): on /account/become-customer a plain <Form> to the page's
// action (it works without JavaScript); in the drawer the same form as a fetcher's, to the same action.

export const BECOME_CUSTOMER_PATH = "/account/become-customer";

export interface BecomeCustomerRefusal {
  message: string;
  fields?: Record<string, string>;
}

type FormElement = ComponentType<{
  method: "post";
  action: string;
  className?: string;
  noValidate?: boolean;
  children?: ReactNode;
}>;

interface Props {
  /** "become-customer" on the page, "become-customer-drawer" in the drawer: the controls' ids */
  formId: string;
  applicant: BecomeCustomerApplicant;
  values: Record<string, string> | null;
  refusal: BecomeCustomerRefusal | null;
  /** react-router's Form, or a fetcher's */
  FormElement: FormElement;
  pending?: boolean;
  summaryRef?: Ref<HTMLDivElement>;
  firstFieldRef?: Ref<HTMLInputElement>;
}

export function BecomeCustomerForm({
  formId,
  applicant,
  values,
  refusal: given,
  FormElement,
  pending = false,
  summaryRef,
  firstFieldRef,
}: Props) {
  const { t } = useT();
  // the server's English words, in the page's language (decision 041)
  const fields = given?.fields
    ? Object.fromEntries(Object.entries(given.fields).map(([name, text]) => [name, t(text)]))
    : undefined;
  const errors = given
    ? Object.entries(fields ?? { form: t(given.message) }).map(([name, text]) => ({
        text,
        fieldId: name === "form" ? undefined : fieldId(formId, name),
      }))
    : [];
  const consumer = applicant.kind === "CONSUMER";
  const value = (name: string, fallback = "") => values?.[name] ?? fallback;
  const common = (name: string, label: string) => ({
    id: fieldId(formId, name),
    name,
    label,
    error: fields?.[name],
    defaultValue: value(name),
  });
  // the contact and the address are the checkout's address fields: their labels, limits and autocomplete
  const address = (name: AddressFieldName) => {
    const field = ADDRESS_FIELD_BY_NAME[name];
    return {
      ...common(name, t(field.label)),
      autoComplete: field.autocomplete,
      maxLength: addressInputMaxLength(name),
      inputMode: field.inputMode,
    };
  };
  return (
    <>
      <ErrorSummary id={`${formId}-errors`} errors={errors} summaryRef={summaryRef} />
      <FormElement method="post" action={BECOME_CUSTOMER_PATH} className="become-customer-form" noValidate>
        <CsrfField />
        <fieldset className="become-customer-form__group">
          <legend>{t("Your company")}</legend>
          <TextField
            {...common("companyName", t("Company name"))}
            ref={firstFieldRef}
            autoComplete="organization"
            maxLength={ACCOUNT_FIELD_LIMITS.companyName}
          />
          <div className="address-fields__row">
            <SelectField {...common("employees", t("Number of employees"))}>
              <option value="">{t("Select")}</option>
              {EMPLOYEE_RANGES.map((range) => (
                <option key={range} value={range}>
                  {range}
                </option>
              ))}
            </SelectField>
            <SelectField {...common("industry", t("Industry"))}>
              <option value="">{t("Select")}</option>
              {INDUSTRIES.map((industry) => (
                <option key={industry} value={industry}>
                  {t(industry)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField
            {...common("monthlySpend", t("Estimated monthly spend"))}
            hint={t("In US dollars, such as 1,500.")}
            inputMode="decimal"
            maxLength={20}
          />
        </fieldset>
        <fieldset className="become-customer-form__group">
          <legend>{t("Contact")}</legend>
          <div className="address-fields__row">
            <TextField {...address("firstName")} defaultValue={value("firstName", applicant.firstName ?? "")} />
            <TextField {...address("lastName")} defaultValue={value("lastName", applicant.lastName ?? "")} />
          </div>
          {consumer ? (
            <>
              <EmailField
                {...common("email", t("Email"))}
                defaultValue={applicant.email ?? ""}
                readOnly
                hint={t("Your Quire account's e-mail: you will sign in to the business site with it and your password.")}
              />
            </>
          ) : (
            <EmailField {...common("email", t("Email"))} maxLength={addressInputMaxLength("email")} />
          )}
          <TextField {...address("phone")} type="tel" autoComplete="tel" />
        </fieldset>
        <fieldset className="become-customer-form__group">
          <legend>{t("Business address")}</legend>
          <TextField {...address("address1")} />
          <TextField {...address("address2")} optional />
          <div className="address-fields__row address-fields__row--three">
            <TextField {...address("city")} />
            <SelectField {...common("state", t(ADDRESS_FIELD_BY_NAME.state.label))} defaultValue={value("state").toUpperCase()}>
              <option value="">{t("Select")}</option>
              {US_STATE_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </SelectField>
            <TextField {...address("zipCode")} hint={t("5 digits, or ZIP+4")} />
          </div>
        </fieldset>
        {consumer ? null : (
          <fieldset className="become-customer-form__group">
            <legend>{t("Sign-in")}</legend>
            <PasswordField
              id={fieldId(formId, "password")}
              name="password"
              label={t("Choose a password")}
              hint={t(PASSWORD_HINT)}
              error={fields?.password}
              autoComplete="new-password"
              maxLength={ACCOUNT_FIELD_LIMITS.password}
            />
          </fieldset>
        )}
        <button type="submit" className="button" disabled={pending}>
          {pending ? t("Sending…") : t("Apply for a business account")}
        </button>
      </FormElement>
    </>
  );
}
