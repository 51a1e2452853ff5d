import type { CartDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { cartViewerOf, contextOf, yourStoreOf } from "./cart-request";
import type { CartService } from "./cart.service";

/** The cart's reads for a page's loaders (its changes are commands: cart.commands.ts). */
export function cartPageDoor(carts: CartService, request: FastifyRequest): CartDoor {
  return {
    alternatesFor: async (itemId) => ({ ok: true, value: await carts.alternatesFor(cartViewerOf(request), itemId) }),
    pickupChoices: async (cart) => {
      const ctx = contextOf(request);
      return { ok: true, value: await carts.pickupChoices(cart, yourStoreOf(request.headers.cookie), ctx.canPickUp !== false) };
    },
  };
}
