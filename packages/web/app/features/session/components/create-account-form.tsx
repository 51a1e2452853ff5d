import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "../../../ui/use-hydrated";
import { type FieldErrors, GENERIC_MESSAGE, SessionApiError, type SignInResult, sessionClient } from "../api/session-client";
import { afterSignIn } from "../model/session-sync";
import { FIELD_LIMITS, PASSWORD_HINT, validateRegistration } from "../model/validation";
import { ErrorSummary, type SummaryError, TextField } from "./form-field";

interface Props {
  /** the business site asks for the company (required there) */
  companyRequired: boolean;
  /** called once the account exists and is signed in (caches cleared, merge report kept) */
  onRegistered: (result: SignInResult) => void;
}

const FIELD_ORDER = ["firstName", "lastName", "companyName", "email", "password"] as const;

/** Create an account (POST /api/auth/register); a new account is signed in at once. */
export function CreateAccountForm({ companyRequired, onRegistered }: Props) {
  const base = useId();
  const fieldId = (name: string) => `${base}-${name}`;
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const summary = useRef<HTMLDivElement>(null);

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
    const text = (name: string) => String(data.get(name) ?? "");
    const values = {
      firstName: text("firstName").trim(),
      lastName: text("lastName").trim(),
      email: text("email").trim(),
      password: text("password"),
      companyName: text("companyName").trim(),
    };
    const invalid = validateRegistration(values, companyRequired);
    if (Object.keys(invalid).length > 0) {
      fail(invalid, "");
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError("");
    try {
      const { companyName, ...rest } = values;
      const result = await sessionClient.register(companyName ? { ...rest, companyName } : rest);
      afterSignIn(result.merge);
      onRegistered(result);
    } catch (e) {
      setBusy(false);
      const error = e instanceof SessionApiError ? e : null;
      if (error?.code === "EMAIL_TAKEN") {
        fail({ email: error.message }, "");
        return;
      }
      const fields = error?.fields ?? {};
      fail(fields, Object.keys(fields).length > 0 ? "" : (error?.message ?? GENERIC_MESSAGE));
    }
  };

  const summaryErrors: SummaryError[] = [
    ...FIELD_ORDER.flatMap((name) => (errors[name] ? [{ text: errors[name], fieldId: fieldId(name) }] : [])),
    ...(formError ? [{ text: formError }] : []),
  ];

  return (
    <form className="session-form" method="post" noValidate onSubmit={(e) => void submit(e)}>
      <ErrorSummary id={`${base}-summary`} errors={summaryErrors} summaryRef={summary} />
      <div className="session-form__row">
        <TextField
          id={fieldId("firstName")}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          maxLength={FIELD_LIMITS.name}
          required
          error={errors.firstName}
        />
        <TextField
          id={fieldId("lastName")}
          name="lastName"
          label="Last name"
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
          label="Company name"
          autoComplete="organization"
          maxLength={FIELD_LIMITS.companyName}
          required
          error={errors.companyName}
        />
      ) : null}
      <TextField
        id={fieldId("email")}
        name="email"
        label="Email"
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
        label="Password"
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={FIELD_LIMITS.password}
        hint={PASSWORD_HINT}
        required
        error={errors.password}
      />
      <button type="submit" className="button session-form__submit" disabled={!hydrated} aria-disabled={busy || undefined}>
        {busy ? "Creating your account…" : "Create account"}
      </button>
    </form>
  );
}
