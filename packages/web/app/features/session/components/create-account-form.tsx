import { type SignedIn, loadAccountValidation, useSessionForm } from "../hooks/use-session-form";
import { ACCOUNT_FIELD_LIMITS as FIELD_LIMITS, LOGIN_ROUTES, PASSWORD_HINT } from "@quire/domain";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { ErrorSummary, TextField } from "../../../ui/form-fields";
import { createAccountMessage } from "../create-account-text";

interface Props {
  /** the business site asks for the company (required there) */
  companyRequired: boolean;
  /** called once the account exists and is signed in (caches cleared, merge report kept) */
  onRegistered: (result: SignedIn) => void;
  /** the server's answer to this form posted without JavaScript, when it refused it */
  refusal?: { code: string; message: string; fields?: Record<string, string>; values?: Record<string, string> } | null;
}

const FIELD_ORDER = ["firstName", "lastName", "companyName", "email", "password"] as const;

/**
 * Create an account: posted to the create-account page's action, by the browser before hydration
 * (or without JavaScript), by a fetcher after it (answered with data); a new account is signed in at once.
 */
export function CreateAccountForm({ companyRequired, onRegistered, refusal = null }: Props) {
  const { t } = useT();
  const form = useSessionForm({
    fieldOrder: FIELD_ORDER,
    read: (data) => {
      const text = (name: string) => String(data.get(name) ?? "");
      return {
        firstName: text("firstName").trim(),
        lastName: text("lastName").trim(),
        email: text("email").trim(),
        password: text("password"),
        companyName: text("companyName").trim(),
      };
    },
    validate: async (values) => (await loadAccountValidation()).createAccountErrors(values, companyRequired),
    action: LOGIN_ROUTES.identityCreateAccount,
    onSuccess: onRegistered,
    onError: (refused) => (refused?.code === "EMAIL_TAKEN" ? { email: refused.message } : undefined),
    refusal: refusal?.code === "EMAIL_TAKEN" ? { ...refusal, fields: { email: refusal.message } } : refusal,
  });
  const { fieldId, busy } = form;
  // The checks' and the server's English words, in the page's language (decision 041).
  const errors = Object.fromEntries(
    Object.entries(form.errors).map(([name, text]) => [name, text && createAccountMessage(text, t)]),
  ) as typeof form.errors;
  const summaryErrors = form.summaryErrors.map((error) => ({ ...error, text: createAccountMessage(error.text, t) }));

  return (
    <form className="session-form" method="post" noValidate onSubmit={form.onSubmit}>
      <CsrfField />
      <ErrorSummary id={form.summaryId} errors={summaryErrors} summaryRef={form.summaryRef} />
      <div className="session-form__row">
        <TextField
          id={fieldId("firstName")}
          name="firstName"
          defaultValue={refusal?.values?.firstName}
          {...form.focusProps("firstName")}
          label={t("First name")}
          autoComplete="given-name"
          maxLength={FIELD_LIMITS.name}
          required
          error={errors.firstName}
        />
        <TextField
          id={fieldId("lastName")}
          name="lastName"
          defaultValue={refusal?.values?.lastName}
          {...form.focusProps("lastName")}
          label={t("Last name")}
          autoComplete="family-name"
          maxLength={FIELD_LIMITS.name}
          required
          error={errors.lastName}
        />
      </div>
      {companyRequired ? (
        <TextField
          id={fieldId("companyName")}
          name="companyName"
          defaultValue={refusal?.values?.companyName}
          {...form.focusProps("companyName")}
          label={t("Company name")}
          autoComplete="organization"
          maxLength={FIELD_LIMITS.companyName}
          required
          error={errors.companyName}
        />
      ) : null}
      <TextField
        id={fieldId("email")}
        name="email"
        defaultValue={refusal?.values?.email}
        {...form.focusProps("email")}
        label={t("Email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={FIELD_LIMITS.email}
        required
        error={errors.email}
      />
      <TextField
        id={fieldId("password")}
        name="password"
        {...form.focusProps("password")}
        label={t("Password")}
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={FIELD_LIMITS.password}
        hint={t(PASSWORD_HINT)}
        required
        error={errors.password}
      />
      <button type="submit" className="button session-form__submit" aria-disabled={busy || undefined}>
        {busy ? t("Creating your account…") : t("Create account")}
      </button>
    </form>
  );
}
