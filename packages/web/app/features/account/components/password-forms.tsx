import { ACCOUNT_FIELD_LIMITS, PASSWORD_HINT } from "@quire/domain";
import { Form } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import { ErrorSummary, TextField, fieldId } from "../../../ui/form-fields";
import { PasswordField } from "../../../ui/password-field";
import { type AccountRefusal, summaryErrors } from "../account-refusal";

function NewPasswordFields({ formId, errors }: { formId: string; errors: Record<string, string> }) {
  return (
    <>
      <PasswordField
        id={fieldId(formId, "newPassword")}
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        maxLength={ACCOUNT_FIELD_LIMITS.password}
        hint={PASSWORD_HINT}
        required
        error={errors.newPassword}
      />
      <PasswordField
        id={fieldId(formId, "confirmPassword")}
        name="confirmPassword"
        label="Confirm new password"
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
  const formId = "change-password";
  const errors = refusal?.fields ?? {};
  return (
    <Form method="post" className="account-form" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value="change-password" />
      <ErrorSummary id={`${formId}-errors`} errors={summaryErrors(formId, refusal)} />
      <PasswordField
        id={fieldId(formId, "currentPassword")}
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        maxLength={ACCOUNT_FIELD_LIMITS.password}
        required
        error={errors.currentPassword}
      />
      <NewPasswordFields formId={formId} errors={errors} />
      <p className="account-form__note">Changing your password signs you out everywhere else.</p>
      <button type="submit" className="button">
        Change password
      </button>
    </Form>
  );
}

/** /office/supplies/forgot-password: the e-mail a reset link goes to. */
export function ForgotPasswordForm({ refusal }: { refusal: AccountRefusal | null }) {
  const formId = "forgot-password";
  return (
    <Form method="post" className="account-form" noValidate>
      <CsrfField />
      <ErrorSummary id={`${formId}-errors`} errors={summaryErrors(formId, refusal)} />
      <TextField
        id={fieldId(formId, "email")}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={ACCOUNT_FIELD_LIMITS.email}
        defaultValue={refusal?.values?.email}
        required
        error={refusal?.fields?.email}
      />
      <button type="submit" className="button">
        Send reset link
      </button>
    </Form>
  );
}

/** /office/supplies/reset-password?token=…: the new password twice. */
export function ResetPasswordForm({ token, refusal }: { token: string; refusal: AccountRefusal | null }) {
  const formId = "reset-password";
  return (
    <Form method="post" className="account-form" noValidate>
      <CsrfField />
      <input type="hidden" name="token" value={token} />
      <ErrorSummary id={`${formId}-errors`} errors={summaryErrors(formId, refusal)} />
      <NewPasswordFields formId={formId} errors={refusal?.fields ?? {}} />
      <button type="submit" className="button">
        Set new password
      </button>
    </Form>
  );
}
