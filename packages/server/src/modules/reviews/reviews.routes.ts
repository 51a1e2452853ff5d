import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { runJson } from "../../http/commands";
import { errorResponse } from "../../http/error-response";
import { writeReviewCommand } from "./reviews.commands";
import { reviewParams, reviewsQuery, reviewsResponse, writeReviewBody, writtenReviewResponse } from "./reviews.schema";
import type { ReviewsService } from "./reviews.service";

export async function reviewsRoutes(appBase: FastifyInstance, opts: { reviews: ReviewsService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { reviews } = opts;
  const write = writeReviewCommand(reviews);

  app.get(
    "/api/products/:itemId/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary: "A product's 1-5 star histogram, a page of its reviews and whether this shopper may write one",
        params: reviewParams,
        querystring: reviewsQuery,
        response: { 200: reviewsResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => reviews.view(request.session, request.params.itemId, request.query),
  );

  app.post(
    "/api/products/:itemId/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary: "Write a review: signed-in shoppers who bought the item, once per item",
        params: reviewParams,
        body: writeReviewBody,
        response: {
          201: writtenReviewResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const review = await runJson(write, { request, reply }, { itemId: request.params.itemId, review: request.body });
      return reply.status(201).send(review);
    },
  );
}
