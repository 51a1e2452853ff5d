import { HEADER_STORE_RADIUS_MILES, type YourStore, yourStoreName } from "@quire/domain";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { FastLink } from "../../../ui/fast-link";
import { useT } from "../../../lib/i18n";

// The header's store item (spec: the store dropdowns "your store" and "set your store"): "My store:
// Natick" opens a panel with the store's page, a link to change it and a ZIP or city search (the
// header's 100-mile radius). A native disclosure: it opens with Enter or Space and without
// JavaScript; Escape closes it and returns focus to it, and it closes on the next page, once the
// page has hydrated.

export function HeaderStore({ store }: { store: YourStore }) {
  const { t } = useT();
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // a link or search in the panel leads to another page: the panel closes behind it
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.pathname, location.search]);
  const city = yourStoreName(store);
  // Escape closes the open menu and puts focus back on it
  useEffect(() => {
    const menu = details.current;
    if (!menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && menu.open) {
        menu.open = false;
        menu.querySelector("summary")?.focus();
      }
    };
    menu.addEventListener("keydown", onKeyDown);
    return () => menu.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <details className="header-store" ref={details}>
      <summary className="header-action header-store__summary">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 22s7-6.5 7-12a7 7 0 1 0-14 0c0 5.5 7 12 7 12z" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="10" r="2.5" fill="currentColor" />
        </svg>
        <span className="header-action__label">{t("My store: {{city}}", { city })}</span>
      </summary>
      <div className="header-store__panel">
        <p className="header-store__title">{t("Your store")}</p>
        <p>
          <FastLink to={`/stores/${store.storeNumber}`}>
            Quire {city}
            <span className="visually-hidden"> {t("store details")}</span>
          </FastLink>
          {store.state ? (
            <span className="header-store__place">
              {" "}
              {store.state} {store.zipCode}
            </span>
          ) : null}
        </p>
        <p>
          <FastLink to="/stores">{t("Change store")}</FastLink>
        </p>
        <form method="get" action="/stores" className="header-store__search" role="search" aria-label={t("Set your store")}>
          <label htmlFor="header-store-q">{t("Set your store: ZIP code or city")}</label>
          <div className="header-store__row">
            <input id="header-store-q" name="q" type="search" maxLength={80} autoComplete="postal-code" enterKeyHint="search" />
            <input type="hidden" name="radius" value={HEADER_STORE_RADIUS_MILES} />
            <button type="submit" className="button">
              {t("Find")}
            </button>
          </div>
        </form>
      </div>
    </details>
  );
}
