import type { MarkedPickupReady, StorePickupsCommandAnswers } from "@quire/domain";
import { z } from "zod";
import type { Command, CommandInput, CommandTable } from "../../http/commands";
import type { StorePickupsService } from "./store-pickups.service";

// Marking a pickup ready declared once (decision 079): POST
// /api/store-pickups/{storeNumber}/orders/{orderNumber}/ready and the staff page's form (/csr/pickups).

const markReadyRequest = z.object({ storeNumber: z.string(), orderNumber: z.string() });

/** The store and order as the route's path or the form's fields name them; the service judges both. */
const markReadyInput: CommandInput<{ storeNumber: string; orderNumber: string }> = {
  schema: markReadyRequest,
  parse(body) {
    const parsed = markReadyRequest.safeParse(body);
    return parsed.success ? parsed.data : { storeNumber: "", orderNumber: "" };
  },
};

export function storePickupsCommands(pickups: StorePickupsService) {
  const markReady: Command<{ storeNumber: string; orderNumber: string }, MarkedPickupReady, MarkedPickupReady> = {
    name: "store-pickups.mark-ready",
    input: markReadyInput,
    run: ({ request }, { storeNumber, orderNumber }) => pickups.markReady(request.session, storeNumber, orderNumber, request.log),
    fromForm: (fields) => ({ storeNumber: fields.storeNumber ?? "", orderNumber: fields.orderNumber ?? "" }),
    toPage: (marked) => ({ ok: true, value: marked }),
  };
  return { markReady };
}

/** The staff page's command by the name its action uses. */
export function storePickupsPageCommands(pickups: StorePickupsService): CommandTable<StorePickupsCommandAnswers> {
  return { "store-pickups.mark-ready": storePickupsCommands(pickups).markReady };
}
