import type { ReactNode } from "react";
import { Form } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { ErrorSummary } from "../../../ui/form-fields";
import { type AccountRefusal, summaryErrors } from "../account-refusal";
import { translatedRefusal } from "../account-text";

/**
 * The account area's form shell: a real post (works without JavaScript), its CSRF field, the
 * intent when the page has several forms, and the error summary of a refused post above the fields.
 */
export function AccountForm({
  formId,
  intent,
  refusal,
  children,
  ...form
}: {
  formId: string;
  intent?: string;
  refusal: AccountRefusal | null;
  children: ReactNode;
  "aria-labelledby"?: string;
}) {
  const { t } = useT();
  return (
    <Form method="post" className="account-form" noValidate {...form}>
      <CsrfField />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <ErrorSummary id={`${formId}-errors`} errors={summaryErrors(formId, translatedRefusal(refusal, t))} />
      {children}
    </Form>
  );
}
