import type { CartDoor, CartView, DoorFailure, DoorResult } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors";
import { writeOptOut } from "./alternates.routes";
import { cartViewerOf, contextOf, setNewCartCookie, yourStoreOf } from "./cart.routes";
import { parseAddItems, parseCouponCode, parseUpdateItems } from "./cart.schema";
import { parseFreeItems } from "./free-items.schema";
import type { CartResult, CartService } from "./cart.service";

/** A cart failure as a page shows it: the service's code and words, and the cart as it stands. */
export function doorFailure(error: unknown): DoorFailure {
  if (error instanceof AppError) {
    const fields = error.details?.fields as Record<string, string> | undefined;
    return { ok: false, status: error.statusCode, code: error.code, message: error.message, ...(fields ? { fields } : {}) };
  }
  throw error;
}

function cartOf(result: CartResult): CartView | undefined {
  return "data" in result.body && result.body.data ? result.body.data.cartInfo : undefined;
}

function answer(result: CartResult): DoorResult<CartView> {
  const cart = cartOf(result);
  if (result.statusCode < 300 && cart) return { ok: true, value: cart };
  const body = result.body as { code?: string; message?: string };
  return {
    ok: false,
    status: result.statusCode,
    code: body.code ?? "CART_ERROR",
    message: body.message ?? "Sorry, something went wrong. Please try again.",
    ...(cart ? { cart } : {}),
  };
}

/** The cart calls, for a page's form actions: the same service, parsers and cookie as the JSON routes. */
export function cartPageDoor(carts: CartService, request: FastifyRequest, reply: FastifyReply): CartDoor {
  const run = async (mutation: () => Promise<CartResult>): Promise<DoorResult<CartView>> => {
    try {
      const result = await mutation();
      setNewCartCookie(request, reply, result);
      return answer(result);
    } catch (error) {
      return doorFailure(error);
    }
  };
  return {
    async add(itemId, qty, delivery) {
      const result = await run(async () =>
        carts.addItems(contextOf(request), parseAddItems({ items: [{ itemId, qty, ...(delivery ?? {}) }] })),
      );
      if (!result.ok) return result;
      // a hard alternate fills the line in place of the item asked for (altItem.origItemId)
      const lines = result.value.items.filter(
        (line) => (line.itemId === itemId || line.altItem?.origItemId === itemId) && line.cartItemId,
      );
      const added = lines.filter((line) => line.actioned === "ADD_ITEM");
      const cartItemIds = (added.length > 0 ? added : lines).map((line) => line.cartItemId as string);
      return { ok: true, value: { cart: result.value, cartItemIds } };
    },
    updateQuantity: (cartItemId, qty) =>
      run(async () => carts.updateItems(contextOf(request), parseUpdateItems({ items: [{ cartItemId, qty }] }))),
    remove: (cartItemId) => run(async () => carts.deleteItem(contextOf(request), cartItemId)),
    applyCoupon: (code) => run(async () => carts.applyCoupon(contextOf(request), parseCouponCode({ couponCode: code }))),
    removeCoupon: (code) => run(async () => carts.removeCoupon(contextOf(request), parseCouponCode({ couponCode: code }))),
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
