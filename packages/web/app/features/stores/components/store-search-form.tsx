import { DEFAULT_STORE_RADIUS_MILES } from "@quire/domain";
import { Form } from "react-router";
import { useT } from "../../../lib/i18n";

// The locator's search: a GET form (works without JavaScript), a ZIP code or city and a radius.

export const RADIUS_CHOICES = [5, 10, 20, 50, 100] as const;

export function StoreSearchForm({ query, radius }: { query: string; radius: number }) {
  const { t } = useT();
  const choices: number[] = RADIUS_CHOICES.includes(radius as never)
    ? [...RADIUS_CHOICES]
    : [...RADIUS_CHOICES, radius].sort((a, b) => a - b);
  return (
    <Form method="get" action="/stores" className="store-search" role="search" aria-label={t("Find stores")}>
      <div className="store-search__field">
        <label htmlFor="store-search-q">{t("ZIP code, city, or city and state")}</label>
        <input
          id="store-search-q"
          name="q"
          type="search"
          defaultValue={query}
          autoComplete="postal-code"
          maxLength={80}
          enterKeyHint="search"
        />
      </div>
      <div className="store-search__field">
        <label htmlFor="store-search-radius">{t("Within")}</label>
        <select id="store-search-radius" name="radius" defaultValue={String(radius || DEFAULT_STORE_RADIUS_MILES)}>
          {choices.map((miles) => (
            <option key={miles} value={miles}>
              {t("{{count}} miles", { count: miles })}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {t("Find stores")}
      </button>
    </Form>
  );
}
