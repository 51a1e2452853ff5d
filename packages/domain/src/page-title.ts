// Page titles: the page's own words, then the site's name, each part once.

export const SITE_NAME = "Quire";

/**
 * "Stapler | Swingline | Quire". A part equal to the one before it, or to the site's name, is
 * left out, so a Quire-brand product reads "Quire Copy Paper | Quire", never "... | Quire | Quire".
 */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  const out: string[] = [];
  const same = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "accent" }) === 0;
  for (const raw of parts) {
    const part = raw?.trim();
    if (!part || same(part, SITE_NAME)) continue;
    const last = out[out.length - 1];
    if (last !== undefined && same(last, part)) continue;
    out.push(part);
  }
  return [...out, SITE_NAME].join(" | ");
}
