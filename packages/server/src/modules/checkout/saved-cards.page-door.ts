import { type DoorResult, looksLikeCardNumber, type SavedCardsDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors";
import { doorFailure } from "../../http/commands";
import { shopperOfRequest } from "./checkout-request";
import type { CheckoutService } from "./checkout.service";

// The account's saved cards page's forms: the same service and rules as the JSON calls under
// /cc/api/payment/cards, fed from form fields (strings).

const MAX_ID = 64;
const MAX_TOKEN = 2000;
const MAX_NICKNAME_FIELD = 200;

async function attempt<T>(work: () => Promise<T>): Promise<DoorResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return doorFailure(error);
  }
}

/** An id the form posted: a saved card's id is never longer; anything else is a card that is not there. */
function cardId(value: string): string {
  if (value === "" || value.length > MAX_ID) throw new AppError(404, "CARD_NOT_FOUND", "That card was not found.");
  return value;
}

export function savedCardsPageDoor(checkouts: CheckoutService, request: FastifyRequest, gatewayOrigin: string): SavedCardsDoor {
  return {
    gatewayOrigin,
    list: () => attempt(() => checkouts.savedCards(shopperOfRequest(request))),
    paymentAuthToken: () => attempt(async () => checkouts.savedCardAuthToken(shopperOfRequest(request))),
    add: (fields) =>
      attempt(async () => {
        const shopper = shopperOfRequest(request);
        const token = fields.cardToken ?? "";
        const nickname = fields.nickname ?? "";
        // The card form is the gateway's: a number typed into a store field is refused, never kept.
        if (looksLikeCardNumber(token) || looksLikeCardNumber(nickname) || fields.cvv) {
          throw new AppError(400, "CARD_NUMBER_NOT_ACCEPTED", "Card numbers are entered in the secure card form only.", {
            fields: { nickname: "Card numbers are entered in the secure card form only." },
          });
        }
        if (token.length > MAX_TOKEN || nickname.length > MAX_NICKNAME_FIELD) {
          throw new AppError(400, "INVALID_REQUEST", "A field is too long.");
        }
        return checkouts.addCard(shopper, { cardToken: token, nickname, makeDefault: fields.makeDefault === "on" });
      }),
    makeDefault: (id) =>
      attempt(async () => {
        await checkouts.setDefaultCard(shopperOfRequest(request), cardId(id));
        return null;
      }),
    remove: (id) =>
      attempt(async () => {
        await checkouts.deleteCard(shopperOfRequest(request), cardId(id));
        return null;
      }),
  };
}
