import { useId } from "react";
import { Form } from "react-router";
import { useT } from "../../../lib/i18n";

/** Search stores near a ZIP code: a GET form, so the list is a page of its own (works without JavaScript). */
export function StoreSearchForm({
  zip,
  error,
  hidden = {},
}: {
  zip: string | null;
  /** 'Invalid zipcode' or 'No store found' */
  error: string | null;
  /** the page's other query fields to keep (e.g. pickup=stores) */
  hidden?: Record<string, string>;
}) {
  const id = useId();
  const { t } = useT();
  return (
    <Form method="get" className="pickup-search" preventScrollReset>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{t("ZIP code")}</label>
      <div className="pickup-search__row">
        <input
          id={id}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          defaultValue={zip ?? ""}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        />
        <button type="submit" className="button">
          {t("Find stores")}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="pickup-search__error" role="alert">
          {`${t(error)} "${zip ?? ""}"`}
        </p>
      ) : null}
    </Form>
  );
}
