import type { SessionCommandAnswers } from "@quire/domain";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { REQUEST_FAILED, useActionPost } from "../../../lib/action-post";
import type { CartFormRefusal } from "../../../lib/cart-form";
import { useHydrated } from "../../../ui/use-hydrated";
import type { FieldErrors } from "../account-validation";
import type { SummaryError } from "../../../ui/form-fields";

/** the forms' checks, fetched once the form has hydrated (a submit before then posts to the server) */
export const loadAccountValidation = () => import("../account-validation");

/** What signing in (or creating an account) gave: the guest cart's merge, null when nothing moved. */
export type SignedIn = SessionCommandAnswers["session.sign-in"];

/** The words the server refused a form with. */
export type SessionRefusal = Pick<CartFormRefusal, "code" | "message" | "fields">;

interface Options<Values extends Record<string, string>> {
  /** the form's fields in page order: the error summary lists their errors in this order */
  fieldOrder: readonly (keyof FieldErrors)[];
  /** the values to send, read from the submitted form */
  read: (data: FormData) => Values;
  /** the schema's errors for these values; the checks load after hydration, so this may wait for them */
  validate: (values: Values) => FieldErrors | Promise<FieldErrors>;
  /**
   * The route whose action the form posts to, wherever the form is shown (the login page, a
   * drawer): the same action and fields as without JavaScript, answered with data.
   */
  action: string;
  /** called once signed in, after the guest's caches are gone and any merge report is kept */
  onSuccess: (result: SignedIn) => void;
  /**
   * The form's own handling of a refusal (null: no answer from the server). Field errors returned
   * here are shown instead of the server's fields or message.
   */
  onError?: (refusal: SessionRefusal | null) => FieldErrors | undefined;
  /** the server's answer when the form was posted without JavaScript and refused: shown, and focused */
  refusal?: { message: string; fields?: FieldErrors } | null;
}

/** The values as the action reads them: a field left empty (the consumer's company) is not sent. */
function formOf(csrf: FormDataEntryValue | null, values: Record<string, string>): FormData {
  const form = new FormData();
  form.set("csrf", typeof csrf === "string" ? csrf : "");
  for (const [name, value] of Object.entries(values)) if (value !== "") form.set(name, value);
  return form;
}

/**
 * The state of a session form (sign in, create account): field ids, errors, the busy flag and the
 * error summary, which takes the focus after every failed submit. Inputs stay uncontrolled.
 */
export function useSessionForm<Values extends Record<string, string>>({
  fieldOrder,
  read,
  validate,
  action,
  onSuccess,
  onError,
  refusal,
}: Options<Values>) {
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
  const post = useActionPost<SignedIn>();

  useEffect(() => {
    void loadAccountValidation();
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
    const data = new FormData(event.currentTarget);
    const values = read(data);
    const invalid = await validate(values);
    if (Object.keys(invalid).length > 0) {
      fail(invalid, "");
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError("");
    const [answer, { afterSignIn }] = await Promise.all([
      post(formOf(data.get("csrf"), values), action),
      import("../../../lib/session-sync"),
    ]);
    if (answer && "answer" in answer) {
      afterSignIn(answer.answer.merge);
      onSuccess(answer.answer);
      // Stays busy: the page is on its way to the next one.
      return;
    }
    setBusy(false);
    const refused = answer?.refusal ?? null;
    const fields =
      onError?.(refused) ??
      Object.fromEntries(fieldOrder.flatMap((name) => (refused?.fields?.[name] ? [[name, refused.fields[name]]] : [])));
    fail(fields, Object.keys(fields).length > 0 ? "" : (refused?.message ?? REQUEST_FAILED));
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
