import crypto from "node:crypto";
import {
  addToHistogram,
  checkReviewInput,
  derivedHistogram,
  type ProductReview,
  type ProductReviewsView,
  REVIEW_ELIGIBILITY_TEXT,
  REVIEW_ERROR_CODES,
  REVIEWS_PAGE_SIZE,
  type ReviewSort,
  reviewEligibility,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { refuseCardNumberIn } from "../../http/free-text";
import type { RequestSession } from "../session";
import { demoReviews, withoutRepeats } from "./demo-reviews";
import * as repo from "./reviews.repository";

// Reviews (decision 038): the histogram is the catalogue's derived one plus what shoppers wrote
// here; only a signed-in shopper with a placed order for the item may write, once per item.

function signedInUser(session: RequestSession): number | null {
  return session.token.isLoggedIn && session.userId !== null ? session.userId : null;
}

export class ReviewsService {
  constructor(private readonly db: Db) {}

  private async productOrThrow(itemId: string) {
    const product = await repo.findProduct(this.db, itemId);
    if (!product || product.status === "UNPUBLISHED")
      throw new AppError(404, "PRODUCT_NOT_FOUND", `No product has item id ${itemId}`);
    return product;
  }

  async view(
    session: RequestSession,
    itemId: string,
    options: { page?: number; sort?: ReviewSort },
  ): Promise<ProductReviewsView> {
    const product = await this.productOrThrow(itemId);
    const written = await repo.writtenReviews(this.db, product.id);
    const base = derivedHistogram(Number(product.rating), Number(product.reviewCount));
    const histogram = addToHistogram(
      base,
      written.map((r) => Number(r.rating)),
    );
    const own: ProductReview[] = written.map((r) => ({
      id: r.id,
      author: r.author,
      rating: Number(r.rating),
      title: r.title,
      body: r.body,
      createdAt: r.createdAt,
      helpfulCount: 0,
      verifiedPurchase: true,
    }));
    const sort = options.sort ?? "newest";
    // every review counted is listed (decision 076): the demo ones are made up to the asked page
    const pageCount = Math.max(1, Math.ceil((own.length + base.total) / REVIEWS_PAGE_SIZE));
    const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
    const demo = demoReviews(product, base, sort === "newest" ? page * REVIEWS_PAGE_SIZE : base.total);
    const all = [...own, ...demo].sort((a, b) =>
      sort === "helpful"
        ? b.helpfulCount - a.helpfulCount || b.createdAt.localeCompare(a.createdAt)
        : b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
    );
    const userId = signedInUser(session);
    // a signed-in shopper's shared page (decision 065) is rendered without its user, from their facts
    const facts = session.pageFacts;
    const eligibility = facts
      ? reviewEligibility({
          signedIn: session.token.isLoggedIn,
          bought: facts.bought.has(product.itemId),
          alreadyReviewed: facts.reviewed.has(product.itemId),
        })
      : reviewEligibility({
          signedIn: userId !== null,
          bought: userId !== null && (await repo.hasBought(this.db, userId, product.id)),
          alreadyReviewed: userId !== null && written.some((r) => Number(r.userId) === userId),
        });
    return {
      histogram,
      reviews: withoutRepeats(all.slice((page - 1) * REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE), product),
      page,
      pageCount,
      sort,
      eligibility,
    };
  }

  /**
   * The item ids the signed-in user has reviewed, when at most `limit`; else null (a shared page's
   * facts, decision 065).
   */
  async reviewedItems(session: RequestSession, limit: number): Promise<Set<string> | null> {
    const userId = signedInUser(session);
    if (userId === null) return new Set();
    const reviewed = await repo.reviewedItemIds(this.db, userId, limit + 1);
    return reviewed.length > limit ? null : new Set(reviewed);
  }

  /** Stores a review; the refusals are the eligibility rules, a card number typed in it and the field checks, in that order. */
  async write(session: RequestSession, itemId: string, fields: Record<string, unknown>): Promise<ProductReview> {
    const product = await this.productOrThrow(itemId);
    const userId = signedInUser(session);
    const eligibility = reviewEligibility({
      signedIn: userId !== null,
      bought: userId !== null && (await repo.hasBought(this.db, userId, product.id)),
      alreadyReviewed: userId !== null && (await repo.findUserReview(this.db, userId, product.id)) !== undefined,
    });
    if (eligibility !== "CAN_WRITE" || userId === null) {
      const refusal = eligibility === "CAN_WRITE" ? "SIGN_IN" : eligibility;
      const { status, code } = REVIEW_ERROR_CODES[refusal];
      throw new AppError(status, code, REVIEW_ELIGIBILITY_TEXT[refusal]);
    }
    refuseCardNumberIn(fields, ["title", "body"]);
    const checked = checkReviewInput(fields);
    if (!checked.ok) {
      const first = Object.values(checked.fields)[0] ?? "Check the review's fields.";
      throw new AppError(400, "INVALID_REVIEW", first, { fields: checked.fields });
    }
    const row = {
      id: crypto.randomUUID(),
      productId: product.id,
      userId,
      author: await repo.authorName(this.db, userId),
      ...checked.value,
      createdAt: new Date().toISOString(),
    };
    try {
      await repo.insertReview(this.db, row);
    } catch (error) {
      // two posts at once: the unique (product, user) key keeps the second out
      if (await repo.findUserReview(this.db, userId, product.id)) {
        const { status, code } = REVIEW_ERROR_CODES.ALREADY_REVIEWED;
        throw new AppError(status, code, REVIEW_ELIGIBILITY_TEXT.ALREADY_REVIEWED);
      }
      throw error;
    }
    return { ...row, helpfulCount: 0, verifiedPurchase: true };
  }
}
