import { type StoresCommandAnswers, type YourStore, normalizeStoreNumber } from "@quire/domain";
import { z } from "zod";
import type { Command, CommandTable } from "../../http/commands";
import { zodInput } from "../../http/command-input";
import { AppError } from "../../http/errors";
import type { StoreService } from "./stores.service";
import { yourStoreSetCookie } from "./your-store-cookie";

// The locator's make-my-store, declared once (decision 063): the store pages' and the pickup
// chooser's forms run it. The preferred-store call (/gus/api/usr/c/address) is another change: it
// saves a signed-in shopper's address fields and refuses guests.

const storeChoice = z.object({ storeNumber: z.string() });
export type StoreChoice = z.output<typeof storeChoice>;

export function makeMyStoreCommand(stores: StoreService): Command<StoreChoice, YourStore, YourStore> {
  return {
    name: "stores.make-my-store",
    input: zodInput(storeChoice),
    // a guest's choice is the cookie alone; a signed-in shopper's is also their preferred store
    async run({ request, reply }, { storeNumber }) {
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
    },
    fromForm: (fields) => ({ storeNumber: fields.storeNumber ?? "" }),
    toPage: (store) => ({ ok: true, value: store }),
  };
}

/** The stores' commands by the names the pages' actions use. */
export function storesPageCommands(stores: StoreService): CommandTable<StoresCommandAnswers> {
  return { "stores.make-my-store": makeMyStoreCommand(stores) };
}
