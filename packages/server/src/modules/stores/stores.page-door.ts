import { type DoorResult, normalizeStoreNumber, type StoresDoor } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors";
import { doorFailure } from "../../http/commands";
import type { StoreService } from "./stores.service";
import { myStoreOf, yourStoreSetCookie } from "./your-store-cookie";

// The store locator pages' door: the same service and rules as storeLocator and preferred_store.

const attempt = <T>(work: () => Promise<T>): Promise<DoorResult<T>> =>
  work().then((value) => ({ ok: true as const, value }), doorFailure);

export function storesPageDoor(stores: StoreService, request: FastifyRequest, reply: FastifyReply): StoresDoor {
  return {
    locate: (search) => attempt(() => stores.locate(search)),
    find: (storeNumber) => stores.locatorStore(storeNumber),
    yourStore: () => myStoreOf(request.headers.cookie),
    // make-my-store: a guest's choice is the cookie alone; a signed-in shopper's is also their preferred store
    makeMyStore: (storeNumber) =>
      attempt(async () => {
        let store = null;
        if (request.session.userId != null) store = await stores.savePreferredStore(request.session, { storeNumber });
        else {
          if (normalizeStoreNumber(storeNumber) === null)
            throw new AppError(400, "INVALID_STORE_NUMBER", "A store number is 1 to 6 digits.");
          store = await stores.yourStoreOf(storeNumber);
          if (!store) throw new AppError(404, "STORE_NOT_FOUND", "There is no store with that number.");
        }
        reply.header("set-cookie", yourStoreSetCookie(store, { secure: request.protocol === "https" }));
        return store;
      }),
  };
}
