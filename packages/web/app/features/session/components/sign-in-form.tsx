import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "../../../ui/use-hydrated";
import { type FieldErrors, GENERIC_MESSAGE, SessionApiError, type SignInResult, sessionClient } from "../api/session-client";
import { afterSignIn } from "../model/session-sync";
import { FIELD_LIMITS, validateSignIn } from "../model/validation";
import { ErrorSummary, type SummaryError, TextField } from "./form-field";

interface Props {
  /**
   * Called once the server has signed the shopper in, after the client caches of the guest
   * session are gone and any merge report is kept for the next page. Usually a full navigation.
   */
  onSignedIn: (result: SignInResult) => void;
  submitLabel?: string;
  /** focus the email field when the form appears (in a drawer or overlay) */
  autoFocusEmail?: boolean;
}

const FIELD_ORDER = ["email", "password"] as const;

/**
 * The one sign-in form of the site: the login page, the checkout drawer and the add-to-cart
 * overlay. Inputs are uncontrolled so what is typed before the page is interactive stays; the
 * button waits for hydration so the form is never sent without the CSRF header.
 */
export function SignInForm({ onSignedIn, submitLabel = "Sign in", autoFocusEmail = false }: Props) {
  const base = useId();
  const fieldId = (name: string) => `${base}-${name}`;
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);
  // Bumped on every failed submit: the summary takes the focus each time, even with the same errors.
  const [failures, setFailures] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const password = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (failures > 0) summary.current?.focus();
  }, [failures]);

  const fail = (fields: FieldErrors, message: string) => {
    setErrors(fields);
    setFormError(message);
    setFailures((n) => n + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get("email") ?? "").trim(), password: String(data.get("password") ?? "") };
    const invalid = validateSignIn(values);
    if (Object.keys(invalid).length > 0) {
      fail(invalid, "");
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError("");
    try {
      const result = await sessionClient.login(values);
      afterSignIn(result.merge);
      onSignedIn(result);
      // Stays busy: the page is on its way to the next one.
    } catch (e) {
      setBusy(false);
      const error = e instanceof SessionApiError ? e : null;
      if (error?.code === "INVALID_CREDENTIALS" && password.current) password.current.value = "";
      const fields = error?.fields ?? {};
      const hasFields = Object.keys(fields).length > 0;
      fail(fields, hasFields ? "" : (error?.message ?? GENERIC_MESSAGE));
    }
  };

  const summaryErrors: SummaryError[] = [
    ...FIELD_ORDER.flatMap((name) => (errors[name] ? [{ text: errors[name], fieldId: fieldId(name) }] : [])),
    ...(formError ? [{ text: formError }] : []),
  ];

  return (
    <form className="session-form" method="post" noValidate onSubmit={(e) => void submit(e)}>
      <ErrorSummary id={`${base}-summary`} errors={summaryErrors} summaryRef={summary} />
      <TextField
        id={fieldId("email")}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={FIELD_LIMITS.email}
        required
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only in a drawer or overlay the shopper just opened
        autoFocus={autoFocusEmail}
        error={errors.email}
      />
      <TextField
        id={fieldId("password")}
        ref={password}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={FIELD_LIMITS.password}
        required
        error={errors.password}
      />
      <button type="submit" className="button session-form__submit" disabled={!hydrated} aria-disabled={busy || undefined}>
        {busy ? "Signing in…" : submitLabel}
      </button>
    </form>
  );
}
