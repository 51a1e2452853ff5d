import type { DoorResult } from "../forms/page-doors";

// Product reviews: the 1-5 star histogram, the rules for who may write one, and the checks on what
// they write (decision 038). The demo catalogue carries a rating and a count per product; the
// histogram is derived from those two numbers so that it always adds up to the count shown, and
// the reviews written on the storefront are added on top.

export type Stars = 1 | 2 | 3 | 4 | 5;
export const STAR_VALUES: readonly Stars[] = [5, 4, 3, 2, 1];

export interface RatingHistogram {
  /** count per star, index 0 = 1 star ... index 4 = 5 stars */
  counts: [number, number, number, number, number];
  total: number;
  /** mean rating, one decimal; 0 when there are no reviews */
  average: number;
}

export interface ProductReview {
  id: string;
  author: string;
  rating: number;
  title: string;
  body: string;
  /** ISO date-time */
  createdAt: string;
  /** shoppers who found it helpful */
  helpfulCount: number;
  /** bought through this store */
  verifiedPurchase: boolean;
}

export type ReviewSort = "newest" | "helpful";
export const REVIEW_SORTS: readonly ReviewSort[] = ["newest", "helpful"];
export const REVIEWS_PAGE_SIZE = 5;

export function reviewSortOf(value: string | null | undefined): ReviewSort {
  return value === "helpful" ? "helpful" : "newest";
}

/**
 * How real ratings spread for a given average: J-shaped, most at 5 and 4 stars with a tail of 1s
 * (those who got a broken one write too), then flattening and turning over as the average falls.
 * Shares of 1..5 stars; the shape for an average between two of these is their blend.
 */
const RATING_SHAPES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 0, 0, 0, 0],
  [0.45, 0.3, 0.12, 0.08, 0.05],
  [0.15, 0.15, 0.3, 0.2, 0.2],
  [0.08, 0.06, 0.12, 0.3, 0.44],
  [0.06, 0.04, 0.08, 0.22, 0.6],
  [0.03, 0.02, 0.04, 0.14, 0.77],
  [0, 0, 0, 0, 1],
];

const meanOf = (shares: readonly number[]) => shares.reduce((sum, share, i) => sum + share * (i + 1), 0);

/**
 * Spreads `count` reviews over the five stars so that they add up to `count` and average `rating`
 * (to within rounding), shaped as real ratings are (RATING_SHAPES): for a 4.4, mostly 5 and 4 stars
 * and some lower.
 */
export function derivedHistogram(rating: number, count: number): RatingHistogram {
  const total = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0));
  if (total === 0) return withAverage([0, 0, 0, 0, 0]);
  const r = Math.min(5, Math.max(1, Number.isFinite(rating) ? rating : 1));
  const upper = RATING_SHAPES.findIndex((shape) => meanOf(shape) >= r);
  const hi = RATING_SHAPES[Math.max(upper, 1)] ?? RATING_SHAPES[1]!;
  const lo = RATING_SHAPES[Math.max(upper, 1) - 1] ?? RATING_SHAPES[0]!;
  const t = (r - meanOf(lo)) / (meanOf(hi) - meanOf(lo));
  const exact = lo.map((share, i) => ((1 - t) * share + t * (hi[i] ?? 0)) * total);
  // largest remainder, so the counts add up to the total
  const counts = exact.map(Math.floor);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest);
  for (let k = 0; counts.reduce((a, b) => a + b, 0) < total; k++) counts[order[k % 5]!.i]! += 1;
  // then one review at a time to the next star, fullest first, until the average is the rating's
  const target = Math.round(r * total);
  for (let guard = 0; guard < 4 * total; guard++) {
    const sum = meanOf(counts);
    if (sum === target) break;
    const up = sum < target;
    const from = [0, 1, 2, 3, 4].filter((i) => counts[i]! > 0 && (up ? i < 4 : i > 0)).sort((a, b) => counts[b]! - counts[a]!)[0];
    if (from === undefined) break;
    counts[from]! -= 1;
    counts[from + (up ? 1 : -1)]! += 1;
  }
  return withAverage(counts);
}

function withAverage(list: readonly number[]): RatingHistogram {
  const counts: RatingHistogram["counts"] = [list[0] ?? 0, list[1] ?? 0, list[2] ?? 0, list[3] ?? 0, list[4] ?? 0];
  const total = counts.reduce((a, b) => a + b, 0);
  const sum = counts.reduce((a, n, i) => a + n * (i + 1), 0);
  return { counts, total, average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10 };
}

/** The derived histogram with the storefront's own reviews added. */
export function addToHistogram(base: RatingHistogram, ratings: readonly number[]): RatingHistogram {
  const counts: number[] = [...base.counts];
  for (const r of ratings) if (Number.isInteger(r) && r >= 1 && r <= 5) counts[r - 1] = (counts[r - 1] ?? 0) + 1;
  return withAverage(counts);
}

/** "4 stars: 12 reviews (30%)" */
export function histogramRowText(stars: number, count: number, total: number): string {
  const pct = total === 0 ? 0 : Math.round((count / total) * 100);
  return `${stars} ${stars === 1 ? "star" : "stars"}: ${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"} (${pct}%)`;
}

// --- who may write one ------------------------------------------------------------------------

export type ReviewEligibility = "CAN_WRITE" | "SIGN_IN" | "NOT_BOUGHT" | "ALREADY_REVIEWED";

export function reviewEligibility(input: { signedIn: boolean; bought: boolean; alreadyReviewed: boolean }): ReviewEligibility {
  if (!input.signedIn) return "SIGN_IN";
  if (input.alreadyReviewed) return "ALREADY_REVIEWED";
  if (!input.bought) return "NOT_BOUGHT";
  return "CAN_WRITE";
}

export const REVIEW_ELIGIBILITY_TEXT: Record<Exclude<ReviewEligibility, "CAN_WRITE">, string> = {
  SIGN_IN: "Sign in to write a review",
  NOT_BOUGHT: "You can review items you've bought",
  ALREADY_REVIEWED: "You have reviewed this item. Thank you!",
};

export const REVIEW_ERROR_CODES: Record<Exclude<ReviewEligibility, "CAN_WRITE">, { status: number; code: string }> = {
  SIGN_IN: { status: 401, code: "SIGN_IN_REQUIRED" },
  NOT_BOUGHT: { status: 403, code: "REVIEW_NOT_BOUGHT" },
  ALREADY_REVIEWED: { status: 409, code: "REVIEW_EXISTS" },
};

// --- what they write --------------------------------------------------------------------------

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;

export interface ReviewInput {
  rating: number;
  title: string;
  body: string;
}

/** Checks the form's fields; a message per bad field, or the cleaned review. */
export function checkReviewInput(fields: {
  rating?: unknown;
  title?: unknown;
  body?: unknown;
}): { ok: true; value: ReviewInput } | { ok: false; fields: Record<string, string> } {
  const errors: Record<string, string> = {};
  const ratingText = typeof fields.rating === "number" ? String(fields.rating) : String(fields.rating ?? "");
  const rating = /^[1-5]$/.test(ratingText.trim()) ? Number(ratingText.trim()) : null;
  if (rating === null) errors.rating = "Choose a rating from 1 to 5 stars.";
  const title = typeof fields.title === "string" ? fields.title.trim().replace(/\s+/g, " ") : "";
  if (title.length === 0) errors.title = "Enter a title for your review.";
  else if (title.length > REVIEW_TITLE_MAX) errors.title = `Keep the title to ${REVIEW_TITLE_MAX} characters or fewer.`;
  const body = typeof fields.body === "string" ? fields.body.trim() : "";
  if (body.length < REVIEW_BODY_MIN) errors.body = `Write at least ${REVIEW_BODY_MIN} characters about the item.`;
  else if (body.length > REVIEW_BODY_MAX) errors.body = `Keep the review to ${REVIEW_BODY_MAX} characters or fewer.`;
  if (rating === null || Object.keys(errors).length > 0) return { ok: false, fields: errors };
  return { ok: true, value: { rating, title, body } };
}

/** What the product page shows of the reviews section. */
export interface ProductReviewsView {
  histogram: RatingHistogram;
  reviews: ProductReview[];
  page: number;
  pageCount: number;
  sort: ReviewSort;
  eligibility: ReviewEligibility;
}

/** The reviews' page door (server: modules/reviews/reviews.page-door.ts). */
export interface ReviewsDoor {
  view(itemId: string, options: { page?: number; sort?: ReviewSort }): Promise<DoorResult<ProductReviewsView>>;
}

/** The reviews' command (server: modules/reviews/reviews.commands.ts) and what it answers a page. */
export interface ReviewsCommandAnswers {
  /** itemId, rating, title, body: signed-in shoppers who bought the item, once per item */
  "reviews.write": ProductReview;
}
