import type { Suggestion } from "@quire/domain";
import { useEffect, useState } from "react";
import { RequestError, request } from "../../../lib/request";

const DEBOUNCE_MS = 150;
/** one suggestion call in flight; a newer keystroke cancels the older call, which frees the id at once */
export const SUGGEST_CACHE_ID = "search-suggest";

/** Typeahead suggestions for a query, debounced; stale answers are dropped. */
export function useSuggestions(query: string): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < 2) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const body = await request<{ suggestions?: Suggestion[] } | null>(
          `/api/search/suggest?query=${encodeURIComponent(trimmed)}`,
          {
            cacheId: SUGGEST_CACHE_ID,
            signal: controller.signal,
          },
        );
        setSuggestions(Array.isArray(body?.suggestions) ? body.suggestions : []);
      } catch (e) {
        // An answer that is not 2xx empties the list; a cancel (a newer keystroke) or no answer at
        // all (offline, timed out) keeps the box usable as it is.
        if (e instanceof RequestError && e.status !== null) setSuggestions([]);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return suggestions;
}
