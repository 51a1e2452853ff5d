import type { FastifyRequest } from "fastify";
import { readCookie } from "../../http/cookies";
import { CART_COOKIE } from "../cart";
import { shopperKeyOf } from "./engine/engine.service";
import type { RecommendationShopper } from "./recommendations.service";

/** Who is asking, for the personal schemes: the user, else the guest cart's browser. */
export function recommendationShopperOf(request: FastifyRequest): RecommendationShopper {
  const userId = request.session?.userId ?? null;
  return { userId, shopperKey: shopperKeyOf(userId, readCookie(request.headers.cookie, CART_COOKIE)) };
}
