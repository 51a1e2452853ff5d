import { type TenantProfile, checkoutEntry } from "@quire/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors";
import { cartViewerOf, contextOf } from "./cart-request";
import type { CartService } from "./cart.service";

// GET /cc/api/precheckout (cart.md section 2): the checkout entry the slide-in cart and the cart
// page link to. It is a navigation, so it answers with a redirect (303), never JSON: a guest (or a
// logged-off session) goes to the login page, coming back here once signed in; a quick-checkout
// cart goes to its cart page; otherwise the cart is marked proceedCheckout and the shopper goes to
// the quick-checkout URL, or to the standard checkout if the cart could not be marked.

const SEE_OTHER = 303;

export async function precheckoutRoutes(app: FastifyInstance, opts: { carts: CartService }): Promise<void> {
  const handler = async (request: FastifyRequest<{ Querystring: { fromSlideIn?: string } }>, reply: FastifyReply) => {
    const fromSlideIn = request.query.fromSlideIn;
    if (fromSlideIn !== undefined && fromSlideIn !== "true" && fromSlideIn !== "false") {
      throw new AppError(400, "INVALID_REQUEST", "fromSlideIn: must be true or false");
    }
    const tenant = (request.tenant as TenantProfile).id;
    const signedIn = request.session.userId !== null && request.session.token.isLoggedIn;
    // a guest who chose "Check out as a guest" goes on to checkout with the browser's cart
    const mayCheckOut = signedIn || Boolean(request.session.checkoutGuestId);
    const cartType = mayCheckOut ? ((await opts.carts.readCart(cartViewerOf(request))).cartInfo.type ?? null) : null;
    const entry = checkoutEntry({
      signedIn: mayCheckOut,
      surface: fromSlideIn === "true" ? "slide-in" : "cart",
      cartType,
      returnPath: request.url,
      tenant,
    });
    reply.header("cache-control", "no-store");
    if (entry.kind === "sign-in") return reply.redirect(entry.loginUrl, SEE_OTHER);
    if (entry.kind === "cart-page") return reply.redirect(entry.url, SEE_OTHER);
    let marked = false;
    try {
      marked = (await opts.carts.setCheckoutStatus(contextOf(request), true)).statusCode < 300;
    } catch (error) {
      // An empty cart, a cart that changed under us: the standard checkout says what to do next.
      request.log.info({ err: error }, "precheckout could not mark the cart; standard checkout");
    }
    return reply.redirect(marked ? entry.url : entry.fallbackUrl, SEE_OTHER);
  };
  app.get(
    "/cc/api/precheckout",
    {
      schema: {
        tags: ["cart"],
        summary:
          "Checkout entry (a navigation): 303 to the login page for a guest, else marks the cart proceedCheckout and 303 to the checkout",
      },
    },
    handler,
  );
}
