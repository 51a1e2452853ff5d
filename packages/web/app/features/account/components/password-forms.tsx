import { ACCOUNT_FIELD_LIMITS, PASSWORD_HINT } from "@quire/domain";
import { useT } from "../../../lib/i18n";
import { EmailField, fieldId } from "../../../ui/form-fields";
import { PasswordField } from "../../../ui/password-field";
import type { AccountRefusal } from "../account-refusal";
import { translatedRefusal } from "../account-text";
import { AccountForm } from "./account-form";
import "../account.css";

function NewPasswordFields({ formId, errors }: { formId: string; errors: Record<string, string> }) {
  const { t } = useT();
  return (
    <>
      <PasswordField
        id={fieldId(formId, "newPassword")}
        name="newPassword"
        label={t("New password")}
        autoComplete="new-password"
        maxLength={ACCOUNT_FIELD_LIMITS.password}
        hint={t(PASSWORD_HINT)}
        required
        error={errors.newPassword}
      />
      <PasswordField
        id={fieldId(formId, "confirmPassword")}
        name="confirmPassword"
        label={t("Confirm new password")}
        autoComplete="new-password"
        maxLength={ACCOUNT_FIELD_LIMITS.password}
        required
        error={errors.confirmPassword}
      />
    </>
  );
}

/** /account/password: the current password, then the new one twice. */
export function ChangePasswordForm({ refusal }: { refusal: AccountRefusal | null }) {
  const { t } = useT();
  const formId = "change-password";
  const errors = translatedRefusal(refusal, t)?.fields ?? {};
  return (
    <AccountForm formId={formId} intent="change-password" refusal={refusal}>
      <PasswordField
        id={fieldId(formId, "currentPassword")}
        name="currentPassword"
        label={t("Current password")}
        autoComplete="current-password"
        maxLength={ACCOUNT_FIELD_LIMITS.password}
        required
        error={errors.currentPassword}
      />
      <NewPasswordFields formId={formId} errors={errors} />
      <p className="account-form__note">{t("Changing your password signs you out everywhere else.")}</p>
      <button type="submit" className="button">
        {t("Change password")}
      </button>
    </AccountForm>
  );
}

/** /office/supplies/forgot-password: the e-mail a reset link goes to. */
export function ForgotPasswordForm({ refusal }: { refusal: AccountRefusal | null }) {
  const { t } = useT();
  const formId = "forgot-password";
  return (
    <AccountForm formId={formId} refusal={refusal}>
      <EmailField
        id={fieldId(formId, "email")}
        name="email"
        label={t("Email")}
        autoComplete="username"
        maxLength={ACCOUNT_FIELD_LIMITS.email}
        defaultValue={refusal?.values?.email}
        required
        error={translatedRefusal(refusal, t)?.fields?.email}
      />
      <button type="submit" className="button">
        {t("Send reset link")}
      </button>
    </AccountForm>
  );
}

/** /office/supplies/reset-password?token=…: the new password twice. */
export function ResetPasswordForm({ token, refusal }: { token: string; refusal: AccountRefusal | null }) {
  const { t } = useT();
  const formId = "reset-password";
  return (
    <AccountForm formId={formId} refusal={refusal}>
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields formId={formId} errors={translatedRefusal(refusal, t)?.fields ?? {}} />
      <button type="submit" className="button">
        {t("Set new password")}
      </button>
    </AccountForm>
  );
}
