import type { InputHTMLAttributes, Ref } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  id: string;
  name: string;
  label: string;
  /** shown under the label before any error (a format hint) */
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its hint and inline error. The error is tied to the input with
 * aria-describedby and marks it aria-invalid, so it is read when the field takes the focus.
 */
export function TextField({ id, name, label, hint, error, className, ref, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field__error">
          {error}
        </span>
      ) : null}
      <input ref={ref} id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
    </div>
  );
}

export interface SummaryError {
  text: string;
  /** the input the error is about; the summary links to it */
  fieldId?: string;
}

interface ErrorSummaryProps {
  id: string;
  errors: SummaryError[];
  summaryRef?: Ref<HTMLDivElement>;
}

/**
 * The errors of the last submit, announced at once (role="alert") and focused by the form. Each
 * field error links to its input; a link moves the focus there.
 */
export function ErrorSummary({ id, errors, summaryRef }: ErrorSummaryProps) {
  return (
    // Always in the page, so assistive technology is listening when the errors arrive.
    <div id={id} ref={summaryRef} className="error-summary" role="alert" tabIndex={-1}>
      {errors.length > 0 ? (
        <>
          <p className="error-summary__title">There is a problem</p>
          <ul className="error-summary__list">
            {errors.map((e) => (
              <li key={`${e.fieldId ?? "form"}-${e.text}`}>
                {e.fieldId ? (
                  <a
                    href={`#${e.fieldId}`}
                    onClick={(event) => {
                      const field = document.getElementById(e.fieldId ?? "");
                      if (!field) return;
                      event.preventDefault();
                      field.focus();
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
