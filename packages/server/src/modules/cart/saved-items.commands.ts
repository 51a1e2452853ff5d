import type { CartView, DoorResult, SavedItemsCommandAnswers } from "@quire/domain";
import { z } from "zod";
import type { Caller, Command, CommandTable } from "../../http/commands";
import { zodInput } from "../../http/command-input";
import { cartViewerOf, contextOf, setNewCartCookie } from "./cart-request";
import type { CartService } from "./cart.service";
import { type SaveRequest, parseSaveRequest, saveRequest } from "./saved-items.schema";
import type { SavedResult } from "./saved-items.service";

// Saved for later's changes (decision 024), each declared once (decision 063): /cc/api/sfl's
// routes and the cart page's forms both run these.

const listItem = z.object({ id: z.string() });
const removal = z.object({
  id: z.string(),
  /** the list's page a removal answers with (the call's fullResponse=true), or none */
  fullList: z.object({ page: z.number(), size: z.number() }).nullable(),
});

/** A page's answer: the cart as it stands after the change (its sflItems included), or the refusal with the cart. */
async function cartAnswer(carts: CartService, result: SavedResult, caller: Caller): Promise<DoorResult<CartView>> {
  const cartNow = async () => (await carts.readCart(cartViewerOf(caller.request))).cartInfo;
  if (result.cart) setNewCartCookie(caller.request, caller.reply, result.cart);
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
}

export function savedItemsCommands(carts: CartService) {
  const saved = carts.saved;
  const toPage = (result: SavedResult, caller: Caller) => cartAnswer(carts, result, caller);
  const save: Command<SaveRequest, SavedResult, CartView> = {
    name: "saved-items.save",
    input: { schema: saveRequest, parse: parseSaveRequest },
    run: ({ request }, input) => saved.save(contextOf(request), input),
    fromForm: (fields) => ({ cartItemId: fields.cartItemId ?? "" }),
    toPage,
  };
  const moveToCart: Command<z.output<typeof listItem>, SavedResult, CartView> = {
    name: "saved-items.move-to-cart",
    input: zodInput(listItem),
    run: ({ request }, { id }) => saved.moveToCart(contextOf(request), id),
    fromForm: (fields) => ({ id: fields.listItemId ?? "" }),
    toPage,
  };
  const moveAllToCart: Command<unknown, SavedResult, CartView> = {
    name: "saved-items.move-all-to-cart",
    input: zodInput(z.unknown()),
    run: ({ request }) => saved.moveToCart(contextOf(request), null),
    fromForm: () => ({}),
    toPage,
  };
  const remove: Command<z.output<typeof removal>, SavedResult, CartView> = {
    name: "saved-items.remove",
    input: zodInput(removal),
    run: ({ request }, { id, fullList }) => saved.remove(cartViewerOf(request), id, fullList),
    fromForm: (fields) => ({ id: fields.listItemId ?? "", fullList: null }),
    toPage,
  };
  return { save, moveToCart, moveAllToCart, remove };
}

/** Saved for later's commands by the names the cart page's actions use. */
export function savedItemsPageCommands(carts: CartService): CommandTable<SavedItemsCommandAnswers> {
  const commands = savedItemsCommands(carts);
  return {
    "saved-items.save": commands.save,
    "saved-items.move-to-cart": commands.moveToCart,
    "saved-items.move-all-to-cart": commands.moveAllToCart,
    "saved-items.remove": commands.remove,
  };
}
