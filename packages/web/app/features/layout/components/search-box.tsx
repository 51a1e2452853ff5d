import { MAX_QUERY_LENGTH, searchBoxEvent } from "@quire/domain";
import { analyticsSite, track } from "../../../ui/analytics/track";
import { useId, useState } from "react";
import { Form, useNavigate, useSearchParams } from "react-router";
import { useT } from "../../../lib/i18n";
import { useSuggestions } from "../hooks/use-suggestions";

const TYPE_LABEL = { category: "Category", brand: "Brand", product: "Product" } as const;

/**
 * What the box the server sent holds as the page hydrates: a shopper may have typed already. Its
 * defaultValue cannot tell typed words from the server's: a hydration React starts and then
 * restarts has already set it to the words it found.
 */
function typedBeforeHydration(inputId: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const input = document.getElementById(inputId);
  return input instanceof HTMLInputElement ? input.value : undefined;
}

export function SearchBox() {
  const { t } = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlQuery = params.get("query") ?? "";
  const listId = useId();
  const inputId = useId();
  // Words typed into the server's box before the page hydrated are kept, not replaced.
  const [query, setQuery] = useState(() => typedBeforeHydration(inputId) ?? urlQuery);
  const [shownUrlQuery, setShownUrlQuery] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(query);

  // A navigation that changes ?query= (back button, a link) puts its words back in the box.
  if (urlQuery !== shownUrlQuery) {
    setShownUrlQuery(urlQuery);
    setQuery(urlQuery);
  }

  const expanded = open && suggestions.length > 0;
  const choose = (index: number) => {
    const s = suggestions[index];
    if (!s) return;
    setOpen(false);
    navigate(s.url);
  };

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="search-box"
      onSubmit={() => {
        setOpen(false);
        track(searchBoxEvent(analyticsSite(), query));
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t("Search products")}
      </label>
      <input
        id={inputId}
        name="query"
        type="search"
        role="combobox"
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t("Search paper, ink, staplers...")}
        value={query}
        suppressHydrationWarning
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && suggestions.length > 0) {
            e.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % suggestions.length);
          } else if (e.key === "ArrowUp" && suggestions.length > 0) {
            e.preventDefault();
            setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
          } else if (e.key === "Escape") {
            setOpen(false);
            setActive(-1);
          } else if (e.key === "Enter" && expanded && active >= 0) {
            e.preventDefault();
            choose(active);
          }
        }}
      />
      <button type="submit" className="search-box__submit" aria-label={t("Search")}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      <div
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-label={t("Suggestions")}
        className="search-box__suggestions"
        hidden={!expanded}
      >
        {suggestions.map((s, i) => (
          <div
            key={`${s.type}-${s.url}`}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className="search-box__option"
            onMouseDown={(e) => {
              e.preventDefault();
              choose(i);
            }}
          >
            <span className="search-box__type">{t(TYPE_LABEL[s.type])}</span>{" "}
            {/* a category's name is ours; a brand's or product's is the catalogue's English */}
            {s.type === "category" ? t(s.text) : <span lang="en">{s.text}</span>}
          </div>
        ))}
      </div>
    </Form>
  );
}
