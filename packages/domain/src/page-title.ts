// Page titles: the page's own words, then the site's name, each part once.

export const SITE_NAME = "Quire";

// One collator for every title: localeCompare with a locale and options builds a new one per call,
// which every page's meta paid several times (decision 053).
const COLLATOR = new Intl.Collator("en", { sensitivity: "accent" });

/**
 * "Stapler | Swingline | Quire". A part equal to the one before it, or to the site's name, is
 * left out, so a Quire-brand product reads "Quire Copy Paper | Quire", never "... | Quire | Quire".
 */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  const out: string[] = [];
  const same = (a: string, b: string) => COLLATOR.compare(a, b) === 0;
  for (const raw of parts) {
    const part = raw?.trim();
    if (!part || same(part, SITE_NAME)) continue;
    const last = out[out.length - 1];
    if (last !== undefined && same(last, part)) continue;
    out.push(part);
  }
  return [...out, SITE_NAME].join(" | ");
}
