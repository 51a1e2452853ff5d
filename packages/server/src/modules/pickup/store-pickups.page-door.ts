import type { DoorResult, StorePickupsDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { StorePickupsService } from "./store-pickups.service";

// The store staff's pickup page's read (marking ready is the store-pickups.mark-ready command).

const attempt = <T>(work: () => Promise<T>): Promise<DoorResult<T>> =>
  work().then((value) => ({ ok: true as const, value }), doorFailure);

export function storePickupsPageDoor(pickups: StorePickupsService, request: FastifyRequest): StorePickupsDoor {
  return { list: (storeNumber) => attempt(() => pickups.list(request.session, storeNumber)) };
}
