import type { CheckoutView } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { readCookie } from "../../http/cookies";
import { CART_COOKIE } from "../cart";
import { SESSION_COOKIE } from "../session";
import { type Shopper, shopperOf } from "./checkout-shopper";
import type { CheckoutService } from "./checkout.service";

/** Whose checkout a request is about: the signed-in shopper, else the guest of this browser's session and cart. */
export function shopperOfRequest(request: FastifyRequest): Shopper {
  return shopperOf(request.session, readCookie(request.headers.cookie, SESSION_COOKIE), {
    cartToken: readCookie(request.headers.cookie, CART_COOKIE),
    ip: request.ip,
  });
}

/** A change to this request's checkout, then the checkout as it stands: what the checkout's calls answer. */
export async function viewAfter(
  checkouts: CheckoutService,
  request: FastifyRequest,
  change: (shopper: Shopper) => Promise<unknown>,
): Promise<CheckoutView> {
  const shopper = shopperOfRequest(request);
  await change(shopper);
  return checkouts.view(shopper);
}
