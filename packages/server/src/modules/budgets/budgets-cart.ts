import type { CartView } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";

// What the budget calls need of the cart: choosing a centre is charged to the buyer's cart and
// answered with it. The cart reads budgets for its answer, so budgets imports no cart code: the
// cart's service, which does all this, is handed in where the services are made.
export interface BudgetsCart {
  /** the id of this buyer's cart on the business store, or null when they have none */
  accountCartId(userId: number): Promise<string | null>;
  /** the cart this request is about, as the cart's own calls read it */
  cartOf(request: FastifyRequest): Promise<CartView>;
  /** answers a JSON call with the request's cart, as the cart's own calls answer (token header, no-store) */
  answerCart(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}
