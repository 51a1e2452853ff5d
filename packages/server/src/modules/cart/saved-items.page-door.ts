import type { CartView, DoorResult, SavedItemsDoor } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { doorFailure } from "./cart.page-door";
import { cartViewerOf, contextOf, setNewCartCookie } from "./cart-request";
import type { CartService } from "./cart.service";
import type { SavedResult } from "./saved-items.service";

/** Saved for later, for the cart page's form actions: the same service as /cc/api/sfl. */
export function savedItemsPageDoor(carts: CartService, request: FastifyRequest, reply: FastifyReply): SavedItemsDoor {
  const cartNow = async () => (await carts.readCart(cartViewerOf(request))).cartInfo;
  const run = async (change: () => Promise<SavedResult>): Promise<DoorResult<CartView>> => {
    try {
      const result = await change();
      if (result.cart) setNewCartCookie(request, reply, result.cart);
      const body = result.body;
      if (body.message === "SUCCESS") {
        const cart = body.data.cartInfo as CartView | undefined;
        return { ok: true, value: cart ?? (await cartNow()) };
      }
      const [first] = body.errors;
      return {
        ok: false,
        status: result.statusCode,
        code: first?.code ?? "ERROR",
        message: first?.message ?? "Something went wrong. Please try again.",
        cart: await cartNow(),
      };
    } catch (error) {
      return doorFailure(error);
    }
  };
  return {
    save: (cartItemId) => run(() => carts.saved.save(contextOf(request), { cartItemId })),
    moveToCart: (listItemId) => run(() => carts.saved.moveToCart(contextOf(request), listItemId)),
    moveAllToCart: () => run(() => carts.saved.moveToCart(contextOf(request), null)),
    remove: (listItemId) => run(() => carts.saved.remove(cartViewerOf(request), listItemId, null)),
  };
}
