import { type CartView, type DoorResult, type ListsDoor, MAX_ITEMS_PER_CALL, type ShoppingListDetail } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors";
import { doorFailure } from "../../http/commands";
import { contextOf, setNewCartCookie, type CartResult, type CartService, parseAddItems as parseCartAdd } from "../cart";
import { parseAddItems, parseCreateList, parseUpdateList } from "./lists.schema";
import { type ListsService, listViewerOf } from "./lists.service";

// The lists screens' and the add-to-list modal's door (decision 032): the same service, parsers
// and rules as the /cc/api lists calls, for page actions in process.

async function attempt<T>(work: () => Promise<T>): Promise<DoorResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return doorFailure(error);
  }
}

/** The words a cart shows when some of a list's items could not go to it. */
export const LIST_ITEMS_SKIPPED = "LIST_ITEMS_SKIPPED";

export function listsPageDoor(lists: ListsService, carts: CartService, request: FastifyRequest, reply: FastifyReply): ListsDoor {
  const session = request.session;
  const firstPage = async (listId: string): Promise<ShoppingListDetail> => lists.detail(session, listId, {});
  return {
    lists: (params) => attempt(() => lists.state(session, params)),
    list: (listId, page) => attempt(() => lists.detail(session, listId, { page })),
    create: (fields) =>
      attempt(() =>
        lists.create(
          session,
          parseCreateList({
            name: fields.name,
            accessLevel: fields.accessLevel || undefined,
            ...(fields.itemId ? { items: [{ itemId: fields.itemId, qty: fields.qty }] } : {}),
          }),
        ),
      ),
    addItem: (listIds, itemId, qty) =>
      attempt(async () => {
        const ids = [...new Set(listIds.filter((id) => id !== ""))];
        if (ids.length === 0) throw new AppError(400, "NO_LIST_CHOSEN", "Choose a list, or create one.");
        const input = parseAddItems({ itemId, qty });
        // every list is checked before any changes, so a refusal changes nothing
        const viewer = listViewerOf(session);
        if (viewer) for (const id of ids) await lists.visible(viewer, id);
        const added = [];
        for (const id of ids) added.push((await lists.addItems(session, id, input)).list);
        return added;
      }),
    setQuantity: (listId, listItemId, qty) =>
      attempt(async () => {
        const { lines } = await lists.linesForCart(session, listId, [listItemId]);
        await lists.addItems(session, listId, parseAddItems({ itemId: lines[0]!.itemId, qty, replace: true }));
        return firstPage(listId);
      }),
    removeItem: (listId, listItemId) =>
      attempt(async () => {
        await lists.removeItem(session, listId, listItemId);
        return firstPage(listId);
      }),
    rename: (listId, name) => attempt(() => lists.update(session, listId, parseUpdateList({ name }, listId))),
    setFavorite: (listId, favorite) => attempt(() => lists.update(session, listId, parseUpdateList({ favorite }, listId))),
    remove: (listId) => attempt(() => lists.remove(session, listId)),
    addToCart: (listId, listItemIds) => attempt(() => addListToCart(lists, carts, request, reply, listId, listItemIds)),
  };
}

/**
 * A list's lines (all, or the named ones) into the cart at their list quantities, through the
 * cart's own add (its stock, limit and policy rules and messages). Lines the catalogue no longer
 * sells are skipped and reported as a LIST_ITEMS_SKIPPED message on the cart; a list with nothing
 * the cart can take is refused.
 */
async function addListToCart(
  lists: ListsService,
  carts: CartService,
  request: FastifyRequest,
  reply: FastifyReply,
  listId: string,
  listItemIds?: string[],
): Promise<{ cart: CartView; cartItemIds: string[] }> {
  const { lines } = await lists.linesForCart(request.session, listId, listItemIds);
  if (lines.length === 0) throw new AppError(400, "LIST_EMPTY", "This list has no items to add.");
  const sellable = lines.filter((l) => l.product !== null && l.product.status === "PUBLISHED");
  const skipped = lines.length - sellable.length;
  if (sellable.length === 0) throw new AppError(409, "LIST_ITEMS_UNAVAILABLE", "None of these items can be bought any more.");
  let cart: CartView | null = null;
  const cartItemIds: string[] = [];
  for (let i = 0; i < sellable.length; i += MAX_ITEMS_PER_CALL) {
    const chunk = sellable.slice(i, i + MAX_ITEMS_PER_CALL);
    const result: CartResult = await carts.addItems(
      contextOf(request),
      parseCartAdd({ items: chunk.map((l) => ({ itemId: l.itemId, qty: l.qty })) }),
    );
    setNewCartCookie(request, reply, result);
    const body = result.body as { code?: string; message?: string; data?: { cartInfo?: unknown } };
    const view = body.data?.cartInfo as CartView | undefined;
    if (result.statusCode >= 300 || !view) {
      if (cart) break; // an earlier part went in: answer the cart as it stands
      throw new AppError(
        result.statusCode,
        body.code ?? "CART_ERROR",
        body.message ?? "Sorry, something went wrong. Please try again.",
      );
    }
    cart = view;
    const wanted = new Set(chunk.map((l) => l.itemId));
    for (const line of view.items)
      if (
        line.cartItemId &&
        line.actioned === "ADD_ITEM" &&
        (wanted.has(line.itemId) || wanted.has(line.altItem?.origItemId ?? ""))
      )
        cartItemIds.push(line.cartItemId);
  }
  const result = cart!;
  if (skipped > 0) {
    const message =
      skipped === 1
        ? "1 item on the list is no longer sold and was not added."
        : `${skipped} items on the list are no longer sold and were not added.`;
    result.messages = [...result.messages, { code: LIST_ITEMS_SKIPPED, type: "WARNING", message }];
  }
  return { cart: result, cartItemIds };
}
