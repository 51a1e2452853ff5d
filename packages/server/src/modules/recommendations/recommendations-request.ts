import type { FastifyRequest } from "fastify";
import { readCookie } from "../../http/cookies";
import { CART_COOKIE } from "../cart";
import { CONTEXT_LEAN_COOKIE, parseLean } from "./context-lean";
import { shopperKeyOf } from "./engine/engine.service";
import type { RecommendationShopper } from "./recommendations.service";

/** Who is asking, for the personal schemes: the user, else the guest cart's browser. */
export function recommendationShopperOf(request: FastifyRequest): RecommendationShopper {
  const userId = request.session?.userId ?? null;
  return { userId, shopperKey: shopperKeyOf(userId, readCookie(request.headers.cookie, CART_COOKIE)) };
}

/** The categories this browser's kept recommendation context leans toward (context-lean.ts). */
export function recommendationLeanOf(request: FastifyRequest): number[] {
  return parseLean(readCookie(request.headers.cookie, CONTEXT_LEAN_COOKIE));
}
