import type { Suggestion } from "@quire/domain";
import { useEffect, useState } from "react";

const DEBOUNCE_MS = 150;

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
        const res = await fetch(`/api/search/suggest?query=${encodeURIComponent(trimmed)}`, { signal: controller.signal });
        if (!res.ok) return setSuggestions([]);
        const body = (await res.json()) as { suggestions: Suggestion[] };
        setSuggestions(body.suggestions);
      } catch {
        // aborted by a newer keystroke, or offline: keep the box usable without suggestions
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return suggestions;
}
