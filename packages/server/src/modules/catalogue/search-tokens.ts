// One tokeniser for both sides of search: the demo-data generator indexes products
// with it and the search service splits queries with it, so they always agree.

const STOP_WORDS = new Set(["a", "an", "and", "the", "of", "for", "with", "in", "on", "to", "by", "or"]);

export const MAX_QUERY_TERMS = 6;

/** Light stemming: plural "s"/"es" off so "staplers" finds "stapler". */
function stem(token: string): string {
  if (token.length > 4 && token.endsWith("ies")) return `${token.slice(0, -3)}y`;
  if (token.length > 4 && /(ch|sh|x|ss)es$/.test(token)) return token.slice(0, -2);
  if (token.length > 3 && token.endsWith("s") && !token.endsWith("ss")) return token.slice(0, -1);
  return token;
}

export function searchTokens(text: string): string[] {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  const out: string[] = [];
  for (const w of words) {
    if (!w || STOP_WORDS.has(w)) continue;
    const t = stem(w);
    if (t.length > 40) continue;
    if (!out.includes(t)) out.push(t);
  }
  return out;
}

/**
 * The words of a catalogue text that "Did you mean" may offer (decision 052): lower case, accents
 * off, unstemmed, starting with a letter (item and model numbers are never corrected).
 */
export function catalogueWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && w.length <= 40 && /^[a-z]/.test(w));
}

/** The full-text index's column weights: FTS5 bm25 weights, and PostgreSQL's A/B/C/D classes. */
export const SEARCH_WEIGHTS = { name: 8, brand: 4, category: 4, color: 2, description: 1 } as const;
