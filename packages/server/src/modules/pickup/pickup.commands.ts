import type { PickupCommandAnswers, YourStore } from "@quire/domain";
import type { Command, CommandTable } from "../../http/commands";
import { AppError } from "../../http/errors";
import type { StoreChoice } from "../stores";
import { pickupViewerOf } from "./pickup-request";
import { PICKUP_NOT_ALLOWED, type PickupService } from "./pickup.service";

/**
 * "Pick up here" on the product page's store chooser and the business pickup page: the locator's
 * make-my-store (the YourStore cookie, and a signed-in shopper's preferred store), offered only to
 * a viewer who may pick up in store.
 */
export function pickupPageCommands(
  pickups: PickupService,
  makeMyStore: Command<StoreChoice, YourStore, YourStore>,
): CommandTable<PickupCommandAnswers> {
  const makeMyPickupStore: Command<StoreChoice, YourStore, YourStore> = {
    ...makeMyStore,
    name: "pickup.make-my-store",
    run(caller, input) {
      if (!pickups.allowed(pickupViewerOf(caller.request))) throw new AppError(403, "PICKUP_NOT_ALLOWED", PICKUP_NOT_ALLOWED);
      return makeMyStore.run(caller, input);
    },
  };
  return { "pickup.make-my-store": makeMyPickupStore };
}
