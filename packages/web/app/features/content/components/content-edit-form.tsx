import { CONTENT_BODY_MAX, CONTENT_DESCRIPTION_MAX, CONTENT_TITLE_MAX, type ContentEditFields } from "@quire/domain";
import { Form, Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { ErrorSummary, TextField, fieldId } from "../../../ui/form-fields";
import "../content.css";

const FORM_ID = "content-edit";

export interface ContentEditRefusal {
  message: string;
  fields?: Record<string, string>;
}

interface Props {
  path: string;
  values: ContentEditFields;
  refusal: ContentEditRefusal | null;
  /** the body as the page would show it, after "Preview" */
  previewHtml: string | null;
}

/**
 * The store admin's editor of a content page: a real form (works without JavaScript) that either
 * previews the Markdown (nothing saved) or saves it. The server checks every field again.
 */
export function ContentEditForm({ path, values, refusal, previewHtml }: Props) {
  const { t } = useT();
  const said = (text: string | undefined) => (text ? t(text) : text);
  const errors = refusal
    ? Object.entries(refusal.fields ?? { form: refusal.message }).map(([name, text]) => ({
        text: t(text),
        fieldId: name === "form" ? undefined : fieldId(FORM_ID, name),
      }))
    : [];
  const bodyId = fieldId(FORM_ID, "body");
  const bodyError = said(refusal?.fields?.body);
  return (
    <>
      <ErrorSummary id={`${FORM_ID}-errors`} errors={errors} />
      <Form method="post" className="content-edit" noValidate>
        <CsrfField />
        <TextField
          id={fieldId(FORM_ID, "title")}
          name="title"
          label={t("Title")}
          defaultValue={values.title}
          maxLength={CONTENT_TITLE_MAX}
          error={said(refusal?.fields?.title)}
          required
        />
        <TextField
          id={fieldId(FORM_ID, "description")}
          name="description"
          label={t("Description")}
          optional
          hint={t("Shown by search engines and link previews.")}
          defaultValue={values.description}
          maxLength={CONTENT_DESCRIPTION_MAX}
          error={said(refusal?.fields?.description)}
        />
        <div className={["field", bodyError ? "field--invalid" : ""].filter(Boolean).join(" ")}>
          <label htmlFor={bodyId}>{t("Text (Markdown)")}</label>
          <span id={`${bodyId}-hint`} className="field__hint">
            {t("Headings with #, lists with -, links as [words](/path). HTML is shown as text. At most {{max}} characters.", {
              max: CONTENT_BODY_MAX.toLocaleString("en-US"),
            })}
          </span>
          {bodyError ? (
            <span id={`${bodyId}-error`} className="field__error">
              {bodyError}
            </span>
          ) : null}
          <textarea
            id={bodyId}
            name="body"
            rows={18}
            className="content-edit__body"
            defaultValue={values.body}
            aria-required
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={[`${bodyId}-hint`, bodyError ? `${bodyId}-error` : ""].filter(Boolean).join(" ")}
          />
        </div>
        <div className="content-edit__actions">
          <button type="submit" name="intent" value="save" className="button">
            {t("Save page")}
          </button>
          <button type="submit" name="intent" value="preview" className="button button--secondary">
            {t("Preview")}
          </button>
          <Link to={path}>{t("Cancel")}</Link>
        </div>
      </Form>
      {previewHtml !== null ? (
        <section className="content-edit__preview" aria-labelledby="content-preview-title">
          <h2 id="content-preview-title">{t("Preview (not saved)")}</h2>
          <div className="content-page__body" dangerouslySetInnerHTML={{ __html: previewHtml }} />
        </section>
      ) : null}
    </>
  );
}
