import type { CartDoor, CartView, DoorResult } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import { writeOptOut } from "./alternates.routes";
import { pageAnswer } from "./cart.commands";
import { cartViewerOf, contextOf, yourStoreOf } from "./cart-request";
import { parseAddItems, parseUpdateItems } from "./cart.schema";
import { parseFreeItems } from "./free-items.schema";
import type { CartResult, CartService } from "./cart.service";

export { doorFailure };

/** The cart's reads and remaining changes for a page's form actions: the same service, parsers and cookie as the JSON routes. */
export function cartPageDoor(carts: CartService, request: FastifyRequest, reply: FastifyReply): CartDoor {
  const run = async (mutation: () => Promise<CartResult>): Promise<DoorResult<CartView>> => {
    try {
      return pageAnswer(await mutation(), { request, reply });
    } catch (error) {
      return doorFailure(error);
    }
  };
  return {
    alternatesFor: async (itemId) => ({ ok: true, value: await carts.alternatesFor(cartViewerOf(request), itemId) }),
    hideAlternates: async () => {
      writeOptOut(request, reply, true, new Date());
      return { ok: true, value: null };
    },
    changeFreeItems: ({ offerId, freeItemId }) =>
      run(async () =>
        carts.changeFreeItems(
          contextOf(request),
          parseFreeItems(offerId !== undefined ? { freeItems: [{ offerId }] } : { deleteFreeItems: [{ freeItemId }] }),
        ),
      ),
    setAssembly: (cartItemId, levels) =>
      run(async () => carts.updateItems(contextOf(request), await assemblyUpdate(carts, request, cartItemId, levels))),
    setDelivery: (cartItemId, deliveryType, storeNumber) =>
      run(async () =>
        carts.updateItems(contextOf(request), await deliveryUpdate(carts, request, cartItemId, deliveryType, storeNumber)),
      ),
    pickupChoices: async (cart) => {
      const ctx = contextOf(request);
      return { ok: true, value: await carts.pickupChoices(cart, yourStoreOf(request.headers.cookie), ctx.canPickUp !== false) };
    },
    async addRelated(items) {
      const result = await run(async () => carts.addItems(contextOf(request), parseAddItems({ items })));
      if (!result.ok) return result;
      const cartItemIds = result.value.items
        .filter((l) => l.actioned === "ADD_ITEM" && l.cartItemId)
        .map((l) => l.cartItemId as string);
      return { ok: true, value: { cart: result.value, cartItemIds } };
    },
  };
}

/** The update a page's assembly form asks for: the line's quantity as it stands, with the levels chosen. */
async function assemblyUpdate(
  carts: CartService,
  request: FastifyRequest,
  cartItemId: string,
  levels: { BASC: string; CUST: string },
) {
  const { cartInfo } = await carts.readCart(cartViewerOf(request));
  const line = cartInfo.items.find((item) => item.cartItemId === cartItemId && item.status === "ACTIVE");
  return parseUpdateItems({ items: [{ cartItemId, qty: line?.qty ?? 1, furnSvcInfo: levels }] });
}

/** The update a line's delivery form asks for: the line's quantity as it stands, with the delivery and store chosen. */
async function deliveryUpdate(
  carts: CartService,
  request: FastifyRequest,
  cartItemId: string,
  deliveryType: string,
  storeNumber: string,
) {
  const { cartInfo } = await carts.readCart(cartViewerOf(request));
  const line = cartInfo.items.find((item) => item.cartItemId === cartItemId && item.status === "ACTIVE");
  return parseUpdateItems({ items: [{ cartItemId, qty: line?.qty ?? 1, deliveryType, storeNumber }] });
}
