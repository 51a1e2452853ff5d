import type { PickupDoor, PickupReader, StoresDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
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
 * "Pick up here" on the product page's store chooser and the business pickup page: the locator's
 * make-my-store (the YourStore cookie, and a signed-in shopper's preferred store), offered only to
 * a viewer who may pick up in store.
 */
export function pickupPageDoor(
  pickups: PickupService,
  request: FastifyRequest,
  makeMyStore: StoresDoor["makeMyStore"],
): PickupDoor {
  return {
    async makeMyPickupStore(storeNumberText) {
      if (!pickups.allowed(pickupViewerOf(request))) {
        return { ok: false, status: 403, code: "PICKUP_NOT_ALLOWED", message: PICKUP_NOT_ALLOWED };
      }
      return makeMyStore(storeNumberText);
    },
  };
}
