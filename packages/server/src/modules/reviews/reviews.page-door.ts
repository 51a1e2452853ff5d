import type { DoorResult, ReviewsDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { ReviewsService } from "./reviews.service";

// The product page's reviews section: the same service as the JSON call, bound to this request's
// session; writing a review is a command (reviews.commands.ts).

const attempt = <T>(work: () => Promise<T>): Promise<DoorResult<T>> =>
  work().then((value) => ({ ok: true as const, value }), doorFailure);

export function reviewsPageDoor(reviews: ReviewsService, request: FastifyRequest): ReviewsDoor {
  return {
    view: (itemId, options) => attempt(() => reviews.view(request.session, itemId, options)),
  };
}
