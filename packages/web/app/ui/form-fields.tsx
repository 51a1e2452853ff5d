import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from "react";
import { useT } from "../lib/i18n";

// Labelled controls of the store's forms (sign-in, create account, checkout), each with its hint
// and error tied to it (aria-describedby; an error marks it aria-invalid, so it is read when the
// control takes the focus), and the error summary at the top of a form.

/** A DOM id for a form's field ("address", "billing.zipCode" -> "address-billing-zipCode"). */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

interface CommonProps {
  id: string;
  name: string;
  label: string;
  /** shown as "(optional)" after the label */
  optional?: boolean;
  hint?: string;
  error?: string;
  className?: string;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function Label({ id, label, optional }: { id: string; label: string; optional?: boolean }) {
  const { t } = useT();
  return (
    <label htmlFor={id}>
      {label}
      {optional ? <span className="field__optional"> {t("(optional)")}</span> : null}
    </label>
  );
}

function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      ) : null}
    </>
  );
}

export function TextField({
  id,
  name,
  label,
  optional,
  hint,
  error,
  className,
  ref,
  after,
  ...input
}: CommonProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> & {
    ref?: Ref<HTMLInputElement>;
    /** a control beside the input (the show-password toggle) */
    after?: ReactNode;
  }) {
  return (
    <div className={["field", error ? "field--invalid" : "", className ?? ""].filter(Boolean).join(" ")}>
      <Label id={id} label={label} optional={optional} />
      <FieldNotes id={id} hint={hint} error={error} />
      <input
        ref={ref}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={optional || input.required ? undefined : true}
        {...input}
      />
      {after}
    </div>
  );
}

/** An e-mail address field: the keyboard, spelling and capitals an address wants. */
export function EmailField({
  label = "Email",
  autoComplete = "email",
  ...rest
}: Omit<Parameters<typeof TextField>[0], "type" | "label"> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      {...rest}
    />
  );
}

export function SelectField({
  id,
  name,
  label,
  optional,
  hint,
  error,
  className,
  children,
  ...select
}: CommonProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> & { children: ReactNode }) {
  return (
    <div className={["field", error ? "field--invalid" : "", className ?? ""].filter(Boolean).join(" ")}>
      <Label id={id} label={label} optional={optional} />
      <FieldNotes id={id} hint={hint} error={error} />
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={optional || select.required ? undefined : true}
        {...select}
      >
        {children}
      </select>
    </div>
  );
}

export interface SummaryError {
  text: string;
  /** the control the error is about; the summary links to it */
  fieldId?: string;
}

/**
 * The errors of a form's last post, at its top: always in the page (so assistive technology is
 * listening when they arrive), announced (role="alert"), focusable (the page moves the focus to
 * it), each field's error a link to its control.
 */
export function ErrorSummary({
  id,
  errors,
  summaryRef,
}: {
  id: string;
  errors: SummaryError[];
  summaryRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useT();
  return (
    <div id={id} ref={summaryRef} className="error-summary" role="alert" tabIndex={-1}>
      {errors.length > 0 ? (
        <>
          <p className="error-summary__title">{t("There is a problem")}</p>
          <ul className="error-summary__list">
            {errors.map((e) => (
              <li key={`${e.fieldId ?? "form"}-${e.text}`}>
                {e.fieldId ? (
                  <a
                    href={`#${e.fieldId}`}
                    onClick={(event) => {
                      const control = document.getElementById(e.fieldId ?? "");
                      if (!control) return;
                      event.preventDefault();
                      control.focus();
                    }}
                  >
                    {e.text}
                  </a>
                ) : (
                  e.text
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
