import type { RecommendationScheme } from "@quire/domain";

// What the recommendation engine takes from a shopper's kept context (updateSessionToken; decision
// 078): the categories the context points at, worked out when the context is kept and carried in a
// cookie of the browser. A rail reads the cookie, not the database: a public page that a group of
// shoppers shares (decision 065) is rendered without its shopper's session, but with the cookies of
// ours it reads, so the lean is part of the group and costs a page no statement.

export const CONTEXT_LEAN_COOKIE = "quire_rctx";

/** The most categories a context leans toward: the named category's family, then its items' categories. */
export const MAX_LEAN_CATEGORIES = 20;

/**
 * A leaning rail asks its source for this many times its size, and the context's categories come
 * first among them: wide enough for them to show, narrow enough to stay the engine's answer.
 */
export const LEAN_POOL_FACTOR = 4;

/** A day: the context is the browsing session's, and a later call replaces it. */
export const CONTEXT_LEAN_MAX_AGE_SECONDS = 86_400;

/**
 * The schemes that lean: discovery rails. A shopper's own histories (recently viewed, purchased)
 * keep their order, substitutes stay those of their item, and the same-category baseline stays the
 * baseline comparisons are measured against.
 */
export const LEANING_SCHEMES: ReadonlySet<string> = new Set<RecommendationScheme>([
  "CUSTOMERS_ALSO_BOUGHT",
  "TRENDING_NOW",
  "RECOMMENDED_FOR_YOU",
]);

const LEAN_VALUE = new RegExp(`^\\d{1,9}(?:\\.\\d{1,9}){0,${MAX_LEAN_CATEGORIES - 1}}$`);

/** The cookie's value: category ids joined by dots, or "" for no lean. */
export function formatLean(categoryIds: readonly number[]): string {
  return categoryIds.slice(0, MAX_LEAN_CATEGORIES).join(".");
}

/** The categories a cookie's value leans toward; anything malformed leans toward nothing. */
export function parseLean(value: string | null | undefined): number[] {
  if (!value || !LEAN_VALUE.test(value)) return [];
  return [...new Set(value.split(".").map(Number))];
}

/**
 * Candidates of the leaned categories first, each part in the order it came: deterministic, and a
 * candidate whose category is unknown keeps its place among the rest.
 */
export function leanTowards<T extends { itemId: string }>(
  candidates: readonly T[],
  categoryOf: ReadonlyMap<string, number>,
  lean: readonly number[],
): T[] {
  if (lean.length === 0) return [...candidates];
  const wanted = new Set(lean);
  const first: T[] = [];
  const rest: T[] = [];
  for (const candidate of candidates) {
    const category = categoryOf.get(candidate.itemId);
    (category !== undefined && wanted.has(category) ? first : rest).push(candidate);
  }
  return [...first, ...rest];
}
