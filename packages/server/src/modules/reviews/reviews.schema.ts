import { z } from "zod";

export const reviewParams = z.object({
  itemId: z.string().regex(/^\d{1,12}$/, "itemId: digits only"),
});

export const reviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  sort: z.enum(["newest", "helpful"]).optional(),
});

/** Loose on purpose: the service checks the fields and answers with a message per field. */
export const writeReviewBody = z.object({
  rating: z.union([z.number(), z.string()]).optional(),
  title: z.string().max(10_000).optional(),
  body: z.string().max(20_000).optional(),
});

const review = z.object({
  id: z.string(),
  author: z.string(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  helpfulCount: z.number(),
  verifiedPurchase: z.boolean(),
});

export const reviewsResponse = z.object({
  histogram: z.object({ counts: z.array(z.number()), total: z.number(), average: z.number() }),
  reviews: z.array(review),
  page: z.number(),
  pageCount: z.number(),
  sort: z.enum(["newest", "helpful"]),
  eligibility: z.enum(["CAN_WRITE", "SIGN_IN", "NOT_BOUGHT", "ALREADY_REVIEWED"]),
});

export const writtenReviewResponse = review;
