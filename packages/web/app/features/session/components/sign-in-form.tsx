import { useRef } from "react";
import { type SignedIn, loadAccountValidation, useSessionForm } from "../hooks/use-session-form";
import { ACCOUNT_FIELD_LIMITS as FIELD_LIMITS, LOGIN_ROUTES } from "@quire/domain";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { ErrorSummary, TextField } from "../../../ui/form-fields";
import { PasswordField } from "../../../ui/password-field";

interface Props {
  /**
   * Called once the server has signed the shopper in, after the client caches of the guest
   * session are gone and any merge report is kept for the next page. Usually a full navigation.
   */
  onSignedIn: (result: SignedIn) => void;
  submitLabel?: string;
  /** focus the email field when the form appears (in a drawer or overlay) */
  autoFocusEmail?: boolean;
  /** the server's answer to this form posted without JavaScript, when it refused it */
  refusal?: { message: string; fields?: Record<string, string>; values?: Record<string, string> } | null;
}

const FIELD_ORDER = ["email", "password"] as const;

/**
 * The one sign-in form of the site: the login page, the checkout drawer and the add-to-cart
 * overlay. A real form: posted before hydration (or without JavaScript) it reaches the page's
 * action with the CSRF field; once hydrated, a fetcher posts the same fields to the login page's
 * action, which answers with data, and the page moves on.
 */
export function SignInForm({ onSignedIn, submitLabel, autoFocusEmail = false, refusal = null }: Props) {
  const { t } = useT();
  const password = useRef<HTMLInputElement>(null);
  const form = useSessionForm({
    fieldOrder: FIELD_ORDER,
    read: (data) => ({ email: String(data.get("email") ?? "").trim(), password: String(data.get("password") ?? "") }),
    validate: async (values) => (await loadAccountValidation()).signInErrors(values),
    action: LOGIN_ROUTES.identityLogin,
    onSuccess: onSignedIn,
    onError: (refusal) => {
      if (refusal?.code === "INVALID_CREDENTIALS" && password.current) password.current.value = "";
      return undefined;
    },
    refusal,
  });
  const { fieldId, errors, busy } = form;
  // The checks' and the server's English words, in the page's language (decision 041).
  const summaryErrors = form.summaryErrors.map((error) => ({ ...error, text: t(error.text) }));

  return (
    <form className="session-form" method="post" noValidate onSubmit={form.onSubmit}>
      <CsrfField />
      <ErrorSummary id={form.summaryId} errors={summaryErrors} summaryRef={form.summaryRef} />
      <TextField
        id={fieldId("email")}
        name="email"
        label={t("Email")}
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={FIELD_LIMITS.email}
        defaultValue={refusal?.values?.email}
        required
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only in a drawer or overlay the shopper just opened
        autoFocus={autoFocusEmail}
        {...form.focusProps("email")}
        error={errors.email && t(errors.email)}
      />
      <PasswordField
        id={fieldId("password")}
        ref={password}
        name="password"
        label={t("Password")}
        autoComplete="current-password"
        maxLength={FIELD_LIMITS.password}
        required
        {...form.focusProps("password")}
        error={errors.password && t(errors.password)}
      />
      <button type="submit" className="button session-form__submit" aria-disabled={busy || undefined}>
        {busy ? t("Signing in…") : (submitLabel ?? t("Sign in"))}
      </button>
    </form>
  );
}
