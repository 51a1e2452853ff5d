import { FEEDBACK_MESSAGE_MAX, FEEDBACK_TOPICS, type FeedbackFields } from "@quire/domain";
import { Form } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { ErrorSummary, SelectField, TextField, fieldId } from "../../../ui/form-fields";
import "../content.css";

const FORM_ID = "feedback";

export interface FeedbackRefusal {
  message: string;
  fields?: Record<string, string>;
}

/** The feedback form: topic, message, an optional e-mail for an answer. Works without JavaScript. */
export function FeedbackForm({ values, refusal: given }: { values: FeedbackFields | null; refusal: FeedbackRefusal | null }) {
  const { t } = useT();
  // the server's English words, in the page's language (decision 041)
  const refusal = given
    ? {
        message: t(given.message),
        fields: given.fields
          ? Object.fromEntries(Object.entries(given.fields).map(([name, text]) => [name, t(text)]))
          : undefined,
      }
    : null;
  const errors = refusal
    ? Object.entries(refusal.fields ?? { form: refusal.message }).map(([name, text]) => ({
        text,
        fieldId: name === "form" ? undefined : fieldId(FORM_ID, name),
      }))
    : [];
  const messageId = fieldId(FORM_ID, "message");
  const messageError = refusal?.fields?.message;
  return (
    <>
      <ErrorSummary id={`${FORM_ID}-errors`} errors={errors} />
      <Form method="post" className="feedback-form" noValidate>
        <CsrfField />
        <SelectField
          id={fieldId(FORM_ID, "topic")}
          name="topic"
          label={t("Topic")}
          defaultValue={values?.topic ?? FEEDBACK_TOPICS[0]}
          error={refusal?.fields?.topic}
        >
          {FEEDBACK_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(topic)}
            </option>
          ))}
        </SelectField>
        <div className={["field", messageError ? "field--invalid" : ""].filter(Boolean).join(" ")}>
          <label htmlFor={messageId}>{t("Your feedback")}</label>
          <span id={`${messageId}-hint`} className="field__hint">
            {t("What worked, what didn't, what you missed. At most {{max}} characters.", {
              max: FEEDBACK_MESSAGE_MAX.toLocaleString("en-US"),
            })}
          </span>
          {messageError ? (
            <span id={`${messageId}-error`} className="field__error">
              {messageError}
            </span>
          ) : null}
          <textarea
            id={messageId}
            name="message"
            rows={6}
            maxLength={FEEDBACK_MESSAGE_MAX}
            defaultValue={values?.message ?? ""}
            aria-required
            aria-invalid={messageError ? true : undefined}
            aria-describedby={[`${messageId}-hint`, messageError ? `${messageId}-error` : ""].filter(Boolean).join(" ")}
          />
        </div>
        <TextField
          id={fieldId(FORM_ID, "email")}
          name="email"
          type="email"
          label={t("E-mail")}
          optional
          hint={t("Only if you would like an answer.")}
          autoComplete="email"
          defaultValue={values?.email ?? ""}
          error={refusal?.fields?.email}
        />
        <button type="submit" className="button">
          {t("Send feedback")}
        </button>
      </Form>
    </>
  );
}
