import { type SavedCardView, looksLikeCardNumber } from "@quire/domain";
import { z } from "zod";
import type { Command } from "../../http/commands";
import { AppError, cardNumberInText } from "../../http/errors";
import { shopperOfRequest } from "./checkout-request";
import { addCardBody, addCardInputOf, parseBody } from "./checkout.schema";
import { type CheckoutService, SAVED_CARD_MESSAGES } from "./checkout.service";

// The saved cards' changes, declared once (decision 063): the JSON calls under
// /cc/api/payment/cards (checkout.routes.ts), the account's saved cards page and the checkout's
// saved card choices run these. Every one answers 401 UNAUTHORIZED for guests; another shopper's
// card is 404 CARD_NOT_FOUND, as if it did not exist.

const MAX_ID = 64;

export const cardParams = z.object({ id: z.string().min(1).max(MAX_ID) });

/** A card's id: a saved card's id is never empty or longer; anything else is a card that is not there. */
const cardIdInput = {
  schema: cardParams,
  parse(body: unknown): string {
    const id = (body as { id?: unknown } | null)?.id;
    if (typeof id !== "string" || id === "" || id.length > MAX_ID)
      throw new AppError(404, "CARD_NOT_FOUND", SAVED_CARD_MESSAGES.notFound);
    return id;
  },
};

type NewCard = ReturnType<typeof addCardInputOf>;

export type SavedCardCommands = ReturnType<typeof savedCardCommands>;

export function savedCardCommands(checkouts: CheckoutService) {
  const add: Command<NewCard, SavedCardView, SavedCardView> = {
    name: "saved-cards.add",
    input: { schema: addCardBody, parse: (body) => addCardInputOf(parseBody(addCardBody, body)) },
    run: ({ request }, card) => checkouts.addCard(shopperOfRequest(request), card),
    // fields: cardToken (the gateway's), nickname, makeDefault ("on")
    fromForm(fields) {
      const token = fields.cardToken ?? "";
      const nickname = fields.nickname ?? "";
      // The card form is the gateway's: a card number in the store's form is refused at the field the shopper typed in.
      if (looksLikeCardNumber(token) || looksLikeCardNumber(nickname)) throw cardNumberInText("nickname");
      return {
        cardPayment: { accountNumber: token, cvv: fields.cvv, userNotes: nickname, defaultPayment: fields.makeDefault === "on" },
      };
    },
    toPage: (card) => ({ ok: true, value: card }),
  };
  const makeDefault: Command<string, void, null> = {
    name: "saved-cards.make-default",
    input: cardIdInput,
    run: ({ request }, id) => checkouts.setDefaultCard(shopperOfRequest(request), id),
    fromForm: (fields) => ({ id: fields.savedCardId ?? "" }),
    toPage: () => ({ ok: true, value: null }),
  };
  const remove: Command<string, void, null> = {
    name: "saved-cards.remove",
    input: cardIdInput,
    run: ({ request }, id) => checkouts.deleteCard(shopperOfRequest(request), id),
    fromForm: (fields) => ({ id: fields.savedCardId ?? "" }),
    toPage: () => ({ ok: true, value: null }),
  };
  return { add, makeDefault, remove };
}
