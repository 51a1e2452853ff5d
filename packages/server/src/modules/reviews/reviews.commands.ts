import type { ProductReview, ReviewsCommandAnswers } from "@quire/domain";
import type { Command, CommandInput, CommandTable } from "../../http/commands";
import { writeReviewBody } from "./reviews.schema";
import type { ReviewsService } from "./reviews.service";

// Write a review, declared once (decision 063): the reviews call and the product page's form run
// it. The service checks who may write before it reads the review (its rules and words are its
// own), so the input passes it on as it came.

interface ReviewOfItem {
  itemId: string;
  review: Record<string, unknown>;
}

const reviewOfItem: CommandInput<ReviewOfItem> = {
  schema: writeReviewBody,
  parse(body) {
    const { itemId, review } = (typeof body === "object" && body !== null ? body : {}) as { itemId?: unknown; review?: unknown };
    const fields = typeof review === "object" && review !== null ? (review as Record<string, unknown>) : {};
    return { itemId: typeof itemId === "string" ? itemId : "", review: fields };
  },
};

export function writeReviewCommand(reviews: ReviewsService): Command<ReviewOfItem, ProductReview, ProductReview> {
  return {
    name: "reviews.write",
    input: reviewOfItem,
    run: ({ request }, { itemId, review }) => reviews.write(request.session, itemId, review),
    fromForm: (fields) => ({
      itemId: fields.itemId ?? "",
      review: { rating: fields.rating ?? "", title: fields.title ?? "", body: fields.body ?? "" },
    }),
    toPage: (review) => ({ ok: true, value: review }),
  };
}

/** The reviews' command by the name the product page's action uses. */
export function reviewsPageCommands(reviews: ReviewsService): CommandTable<ReviewsCommandAnswers> {
  return { "reviews.write": writeReviewCommand(reviews) };
}
