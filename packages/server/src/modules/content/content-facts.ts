import { DELIVERY_PROMISE, type Language } from "@quire/domain";

// The store's facts a content page names rather than repeats (decision 077): "{{delivery-promise}}"
// in a page's Markdown is the promise the header's top hat shows, in the page's language, so the
// about and shipping pages cannot promise other than the header and the product pages.

const FACTS: Record<string, Record<Language, string>> = {
  "delivery-promise": DELIVERY_PROMISE,
};

const FACT = /\{\{\s*([a-z-]+)\s*\}\}/g;

/** The Markdown with each {{fact}} it names written out; an unknown name stays as written. */
export function withStoreFacts(markdown: string, language: Language): string {
  if (!markdown.includes("{{")) return markdown;
  return markdown.replace(FACT, (written, name: string) => FACTS[name]?.[language] ?? written);
}

/** A Spanish page's slug is its English page's under "es/": "es/help/shipping". */
export const SPANISH_SLUG_PREFIX = "es/";

/** The page's language and the address shoppers open it at, from its slug. */
export function slugParts(slug: string): { language: Language; path: string } {
  return slug.startsWith(SPANISH_SLUG_PREFIX)
    ? { language: "es", path: `/${slug.slice(SPANISH_SLUG_PREFIX.length)}` }
    : { language: "en", path: `/${slug}` };
}
