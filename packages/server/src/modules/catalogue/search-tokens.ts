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

export interface WeightedField {
  text: string;
  weight: number;
}

/** Tokens of a product's fields with the highest weight seen for each token. */
export function indexTokens(fields: WeightedField[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const field of fields) {
    for (const token of searchTokens(field.text)) {
      weights.set(token, Math.max(weights.get(token) ?? 0, field.weight));
    }
  }
  return weights;
}

export const SEARCH_WEIGHTS = { name: 8, brand: 4, category: 4, color: 2, description: 1 } as const;
