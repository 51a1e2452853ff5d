import { type DoorResult, type StoresDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { StoreService } from "./stores.service";
import { myStoreOf } from "./your-store-cookie";

// The store locator pages' reads: the same service and rules as storeLocator; make-my-store is a
// command (stores.commands.ts).

const attempt = <T>(work: () => Promise<T>): Promise<DoorResult<T>> =>
  work().then((value) => ({ ok: true as const, value }), doorFailure);

export function storesPageDoor(stores: StoreService, request: FastifyRequest): StoresDoor {
  return {
    locate: (search) => attempt(() => stores.locate(search)),
    find: (storeNumber) => stores.locatorStore(storeNumber),
    yourStore: () => myStoreOf(request.headers.cookie),
  };
}
