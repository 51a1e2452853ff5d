import type { DoorResult, SavedCardsDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import { shopperOfRequest } from "./checkout-request";
import type { CheckoutService } from "./checkout.service";

// The account's saved cards page's reads; its changes (add, make default, remove) are commands
// (saved-cards.commands.ts), which the JSON calls under /cc/api/payment/cards run too.

async function attempt<T>(work: () => Promise<T>): Promise<DoorResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return doorFailure(error);
  }
}

export function savedCardsPageDoor(checkouts: CheckoutService, request: FastifyRequest, gatewayOrigin: string): SavedCardsDoor {
  return {
    gatewayOrigin,
    list: () => attempt(() => checkouts.savedCards(shopperOfRequest(request))),
    paymentAuthToken: () => attempt(async () => checkouts.savedCardAuthToken(shopperOfRequest(request))),
  };
}
