import { ACCOUNT_FIELD_LIMITS, type AccountProfile, formatPhone } from "@quire/domain";
import { useT } from "../../../lib/i18n";
import { EmailField, TextField, fieldId } from "../../../ui/form-fields";
import type { AccountRefusal } from "../account-refusal";
import { translatedRefusal } from "../account-text";
import { AccountForm } from "./account-form";

const FORM_ID = "profile";

/** The profile: names, e-mail and phone, as kept and editable in one form (works without JavaScript). */
export function ProfileForm({ profile, refusal }: { profile: AccountProfile; refusal: AccountRefusal | null }) {
  const { t } = useT();
  const errors = translatedRefusal(refusal, t)?.fields ?? {};
  const value = (name: keyof AccountProfile) => refusal?.values?.[name] ?? String(profile[name] ?? "");
  return (
    // a saved profile remounts the form, so its fields show what was kept (as formatted), not what was typed
    <AccountForm
      formId={FORM_ID}
      intent="update-profile"
      refusal={refusal}
      aria-labelledby="profile-heading"
      key={[profile.firstName, profile.lastName, profile.email, profile.phone].join("|")}
    >
      <div className="account-form__row">
        <TextField
          id={fieldId(FORM_ID, "firstName")}
          name="firstName"
          label={t("First name")}
          autoComplete="given-name"
          maxLength={ACCOUNT_FIELD_LIMITS.name}
          defaultValue={value("firstName")}
          required
          error={errors.firstName}
        />
        <TextField
          id={fieldId(FORM_ID, "lastName")}
          name="lastName"
          label={t("Last name")}
          autoComplete="family-name"
          maxLength={ACCOUNT_FIELD_LIMITS.name}
          defaultValue={value("lastName")}
          required
          error={errors.lastName}
        />
      </div>
      <EmailField
        id={fieldId(FORM_ID, "email")}
        name="email"
        label={t("Email")}
        maxLength={ACCOUNT_FIELD_LIMITS.email}
        defaultValue={value("email")}
        required
        error={errors.email}
      />
      <TextField
        id={fieldId(FORM_ID, "phone")}
        name="phone"
        label={t("Phone number")}
        optional
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={20}
        hint={t("10 digits, for example (617) 555-0100")}
        defaultValue={refusal?.values?.phone ?? formatPhone(profile.phone)}
        error={errors.phone}
      />
      <button type="submit" className="button">
        {t("Save profile")}
      </button>
    </AccountForm>
  );
}
