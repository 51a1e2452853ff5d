import {
  type PickupDoor,
  type PickupReader,
  YOUR_STORE_COOKIE,
  YOUR_STORE_MAX_AGE_MS,
  normalizeStoreNumber,
  serializeYourStoreCookie,
} from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { serializeCookie } from "../../http/cookies";
import { pickupViewerOf, yourStoreOf } from "./pickup.routes";
import { PICKUP_NOT_ALLOWED, type PickupService } from "./pickup.service";

/** What the pages read about pickup, bound to this request's viewer and YourStore cookie. */
export function pickupReaderFor(pickups: PickupService, request: FastifyRequest): PickupReader {
  return {
    forProduct: (itemId, options) => pickups.forProduct(pickupViewerOf(request), yourStoreOf(request), itemId, options),
    forTiles: (itemIds) => pickups.forTiles(pickupViewerOf(request), yourStoreOf(request), itemIds),
    forBusiness: (zip) => pickups.forBusiness(pickupViewerOf(request), yourStoreOf(request), zip),
  };
}

/**
 * "Pick up here" on the product page's store chooser: writes the YourStore cookie (readable by
 * the page's scripts, as the header's store reads it). The locator's make-my-store also keeps a
 * signed-in shopper's preferred store; the merger may route this through it.
 */
export function pickupPageDoor(pickups: PickupService, request: FastifyRequest, reply: FastifyReply): PickupDoor {
  return {
    async makeMyPickupStore(storeNumberText) {
      if (!pickups.allowed(pickupViewerOf(request))) {
        return { ok: false, status: 403, code: "PICKUP_NOT_ALLOWED", message: PICKUP_NOT_ALLOWED };
      }
      const storeNumber = normalizeStoreNumber(storeNumberText);
      const store = storeNumber ? await pickups.pickupStore(storeNumber) : null;
      if (!store) {
        return {
          ok: false,
          status: 400,
          code: "INVALID_STORE_NUMBER",
          message: "We couldn't find that store. Please choose another store.",
        };
      }
      reply.header(
        "set-cookie",
        serializeCookie(YOUR_STORE_COOKIE, serializeYourStoreCookie(store), {
          maxAgeSeconds: Math.floor(YOUR_STORE_MAX_AGE_MS / 1000),
          secure: request.protocol === "https",
          httpOnly: false,
        }),
      );
      return { ok: true, value: store };
    },
  };
}
