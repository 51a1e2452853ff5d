import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "../../../ui/use-hydrated";
import type { FieldErrors, SessionApiError, SignInResult } from "../../../lib/session-client";
import type { SummaryError } from "../../../ui/form-fields";

/** the forms' checks, fetched once the form has hydrated (a submit before then posts to the server) */
export const loadAccountValidation = () => import("../account-validation");
/** the JSON client, fetched with the checks: a submit before then posts to the server */
export const loadSessionClient = () => import("../../../lib/session-client");

interface Options<Values> {
  /** the form's fields in page order: the error summary lists their errors in this order */
  fieldOrder: readonly (keyof FieldErrors)[];
  /** the values to send, read from the submitted form */
  read: (data: FormData) => Values;
  /** the schema's errors for these values; the checks load after hydration, so this may wait for them */
  validate: (values: Values) => FieldErrors | Promise<FieldErrors>;
  /** the API call; on success the shopper is signed in */
  send: (values: Values) => Promise<SignInResult>;
  /** called once signed in, after the guest's caches are gone and any merge report is kept */
  onSuccess: (result: SignInResult) => void;
  /**
   * The form's own handling of a failed call (null: not an API error). Field errors returned
   * here are shown instead of the server's fields or message.
   */
  onError?: (error: SessionApiError | null) => FieldErrors | undefined;
  /** the server's answer when the form was posted without JavaScript and refused: shown, and focused */
  refusal?: { message: string; fields?: FieldErrors } | null;
}

/**
 * The state of a session form (sign in, create account): field ids, errors, the busy flag and the
 * error summary, which takes the focus after every failed submit. Inputs stay uncontrolled.
 */
export function useSessionForm<Values>({ fieldOrder, read, validate, send, onSuccess, onError, refusal }: Options<Values>) {
  const base = useId();
  const fieldId = (name: string) => `${base}-${name}`;
  const hydrated = useHydrated();
  const refusedFields = refusal?.fields ?? {};
  const [errors, setErrors] = useState<FieldErrors>(refusedFields);
  const [formError, setFormError] = useState(refusal && Object.keys(refusedFields).length === 0 ? refusal.message : "");
  const [busy, setBusy] = useState(false);
  // Bumped on every failed submit: the summary takes the focus each time, even with the same errors.
  const [failures, setFailures] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void loadAccountValidation();
    void loadSessionClient();
  }, []);
  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);
  // A refused post re-rendered the page: its summary takes the focus, as after a refused submit.
  useEffect(() => {
    if (refusal) summaryRef.current?.focus();
  }, [refusal]);

  const fail = (fields: FieldErrors, message: string) => {
    setErrors(fields);
    setFormError(message);
    setFailures((n) => n + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = read(new FormData(event.currentTarget));
    const invalid = await validate(values);
    if (Object.keys(invalid).length > 0) {
      fail(invalid, "");
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError("");
    try {
      const [result, { afterSignIn }] = await Promise.all([send(values), import("../../../lib/session-sync")]);
      afterSignIn(result.merge);
      onSuccess(result);
      // Stays busy: the page is on its way to the next one.
    } catch (e) {
      setBusy(false);
      const { GENERIC_MESSAGE, SessionApiError } = await loadSessionClient();
      const error = e instanceof SessionApiError ? e : null;
      const fields = onError?.(error) ?? error?.fields ?? {};
      fail(fields, Object.keys(fields).length > 0 ? "" : (error?.message ?? GENERIC_MESSAGE));
    }
  };

  const summaryErrors: SummaryError[] = [
    ...fieldOrder.flatMap((name) => (errors[name] ? [{ text: errors[name], fieldId: fieldId(name) }] : [])),
    ...(formError ? [{ text: formError }] : []),
  ];

  // Without JavaScript nothing can move the focus after a refused post: the first field in error
  // (else the first field) carries autofocus in the server's HTML.
  const refusedFocus = refusal ? (fieldOrder.find((name) => refusedFields[name]) ?? fieldOrder[0]) : undefined;
  const focusProps = (name: keyof FieldErrors) => (name === refusedFocus ? { autoFocus: true } : {});

  return {
    fieldId,
    focusProps,
    summaryId: `${base}-summary`,
    summaryRef,
    summaryErrors,
    errors,
    busy,
    hydrated,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
