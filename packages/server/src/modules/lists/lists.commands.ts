import { type CartView, type ListsCommandAnswers, MAX_ITEMS_PER_CALL } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Command, CommandTable } from "../../http/commands";
import { zodInput } from "../../http/command-input";
import { AppError } from "../../http/errors";
import { contextOf, setNewCartCookie, type CartResult, type CartService, parseAddItems as parseCartAdd } from "../cart";
import {
  type AddItemsInput,
  type CreateListInput,
  type UpdateListInput,
  addItemsBody,
  createListBody,
  parseAddItems,
  parseCreateList,
  parseUpdateList,
  updateListBody,
} from "./lists.schema";
import { type ListsService, listViewerOf } from "./lists.service";

// The lists' changes (decision 032), each declared once (decision 063): the /cc/api lists routes
// and the lists screens' and add-to-list forms run these.

/** The words a cart shows when some of a list's items could not go to it. */
export const LIST_ITEMS_SKIPPED = "LIST_ITEMS_SKIPPED";

const ok = <T>(value: T) => ({ ok: true as const, value });

/** The lists an add goes to (one: the call's path; or the ones ticked, each once) and the add call's body. */
interface AddToLists {
  listIds: string[];
  items: AddItemsInput;
}

const listLine = z.object({ listId: z.string(), listItemId: z.string() });
const oneList = z.object({ listId: z.string() });
/** a list into the cart: all its lines, or the ones named */
const listToCart = z.object({ listId: z.string(), listItemIds: z.array(z.string()).optional() });
const lineQuantity = z.object({ listId: z.string(), listItemId: z.string(), qty: z.string() });

/** Repeated form fields (the ticked lists) arrive joined by commas. */
const many = (value: string | undefined) => (value ? value.split(",") : []);

export function listsCommands(lists: ListsService) {
  const create: Command<CreateListInput, Awaited<ReturnType<ListsService["create"]>>, ListsCommandAnswers["lists.create"]> = {
    name: "lists.create",
    input: { schema: createListBody, parse: parseCreateList },
    run: ({ request }, input) => lists.create(request.session, input),
    fromForm: (fields) => ({
      name: fields.name,
      accessLevel: fields.accessLevel || undefined,
      ...(fields.itemId ? { items: [{ itemId: fields.itemId, qty: fields.qty }] } : {}),
    }),
    toPage: ok,
  };
  const addItem: Command<AddToLists, Awaited<ReturnType<ListsService["addItems"]>>[], ListsCommandAnswers["lists.add-item"]> = {
    name: "lists.add-item",
    input: {
      schema: addItemsBody,
      parse(body) {
        const { listIds, add } = (typeof body === "object" && body !== null ? body : {}) as { listIds?: unknown; add?: unknown };
        const ids = [...new Set((Array.isArray(listIds) ? listIds : []).filter((id) => typeof id === "string" && id !== ""))];
        if (ids.length === 0) throw new AppError(400, "NO_LIST_CHOSEN", "Choose a list, or create one.");
        return { listIds: ids, items: parseAddItems(add) };
      },
    },
    async run({ request }, { listIds, items }) {
      // every list is checked before any changes, so a refusal changes nothing
      const viewer = listViewerOf(request.session);
      if (viewer && listIds.length > 1) for (const id of listIds) await lists.visible(viewer, id);
      const added = [];
      for (const id of listIds) added.push(await lists.addItems(request.session, id, items));
      return added;
    },
    fromForm: (fields) => ({ listIds: many(fields.listIds), add: { itemId: fields.itemId ?? "", qty: fields.qty ?? "" } }),
    toPage: (added) => ok(added.map((one) => one.list)),
  };
  const setQuantity: Command<
    z.output<typeof lineQuantity>,
    ListsCommandAnswers["lists.set-quantity"],
    ListsCommandAnswers["lists.set-quantity"]
  > = {
    name: "lists.set-quantity",
    input: zodInput(lineQuantity),
    // a line's new quantity is the add call's with replace, judged by its one schema
    async run({ request }, { listId, listItemId, qty }) {
      const { lines } = await lists.linesForCart(request.session, listId, [listItemId]);
      await lists.addItems(request.session, listId, parseAddItems({ itemId: lines[0]!.itemId, qty, replace: true }));
      return lists.detail(request.session, listId, {});
    },
    fromForm: (fields) => ({ listId: fields.listId ?? "", listItemId: fields.listItemId ?? "", qty: fields.qty ?? "" }),
    toPage: ok,
  };
  const removeItem: Command<
    z.output<typeof listLine>,
    Awaited<ReturnType<ListsService["removeItem"]>>,
    ListsCommandAnswers["lists.remove-item"]
  > = {
    name: "lists.remove-item",
    input: zodInput(listLine),
    run: ({ request }, { listId, listItemId }) => lists.removeItem(request.session, listId, listItemId),
    fromForm: (fields) => ({ listId: fields.listId ?? "", listItemId: fields.listItemId ?? "" }),
    // the page shows the list's first page again
    toPage: async (_list, { request }, { listId }) => ok(await lists.detail(request.session, listId, {})),
  };
  const update: Command<
    { listId: string; change: UpdateListInput },
    Awaited<ReturnType<ListsService["update"]>>,
    ListsCommandAnswers["lists.update"]
  > = {
    name: "lists.update",
    input: {
      schema: updateListBody,
      parse(body) {
        const { listId, change } = (typeof body === "object" && body !== null ? body : {}) as {
          listId?: unknown;
          change?: unknown;
        };
        const id = typeof listId === "string" ? listId : "";
        return { listId: id, change: parseUpdateList(change, id) };
      },
    },
    run: ({ request }, { listId, change }) => lists.update(request.session, listId, change),
    // the rename form posts name; the favourite buttons favorite "true" or "false"; Share this list accessLevel
    fromForm: (fields) => ({
      listId: fields.listId ?? "",
      change:
        fields.name !== undefined
          ? { name: fields.name }
          : fields.accessLevel !== undefined
            ? { accessLevel: fields.accessLevel }
            : { favorite: fields.favorite },
    }),
    toPage: ok,
  };
  const remove: Command<
    z.output<typeof oneList>,
    Awaited<ReturnType<ListsService["remove"]>>,
    ListsCommandAnswers["lists.remove"]
  > = {
    name: "lists.remove",
    input: zodInput(oneList),
    run: ({ request }, { listId }) => lists.remove(request.session, listId),
    fromForm: (fields) => ({ listId: fields.listId ?? "" }),
    toPage: ok,
  };
  return { create, addItem, setQuantity, removeItem, update, remove };
}

/** The lists' commands by the names the pages' actions use; adding a list to the cart goes through the cart's add. */
export function listsPageCommands(lists: ListsService, carts: CartService): CommandTable<ListsCommandAnswers> {
  const commands = listsCommands(lists);
  const addToCart: Command<
    z.output<typeof listToCart>,
    ListsCommandAnswers["lists.add-to-cart"],
    ListsCommandAnswers["lists.add-to-cart"]
  > = {
    name: "lists.add-to-cart",
    input: zodInput(listToCart),
    run: ({ request, reply }, { listId, listItemIds }) => addListToCart(lists, carts, request, reply, listId, listItemIds),
    fromForm: (fields) => ({ listId: fields.listId ?? "", listItemIds: many(fields.listItemIds) }),
    toPage: ok,
  };
  return {
    "lists.create": commands.create,
    "lists.add-item": commands.addItem,
    "lists.set-quantity": commands.setQuantity,
    "lists.remove-item": commands.removeItem,
    "lists.update": commands.update,
    "lists.remove": commands.remove,
    "lists.add-to-cart": addToCart,
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
export type ListsCommands = ReturnType<typeof listsCommands>;
