import type { PickupReader } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { pickupViewerOf, yourStoreOf } from "./pickup-request";
import type { PickupService } from "./pickup.service";

/** What the pages read about pickup, bound to this request's viewer and YourStore cookie. */
export function pickupReaderFor(pickups: PickupService, request: FastifyRequest): PickupReader {
  return {
    forProduct: (itemId, options) => pickups.forProduct(pickupViewerOf(request), yourStoreOf(request), itemId, options),
    forTiles: (itemIds) => pickups.forTiles(pickupViewerOf(request), yourStoreOf(request), itemIds),
    forBusiness: (zip) => pickups.forBusiness(pickupViewerOf(request), yourStoreOf(request), zip),
  };
}
