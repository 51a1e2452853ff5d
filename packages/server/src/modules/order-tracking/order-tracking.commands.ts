import { type OrderTrackingCommandAnswers, type TrackedOrder, trackOrderRequest } from "@quire/domain";
import type { z } from "zod";
import type { Command, CommandTable } from "../../http/commands";
import { parseWith } from "../session";
import type { OrderTrackingService } from "./order-tracking.service";

// Track an order declared once (decision 063): POST /api/orders/lookup and the /orders/track form
// both run it, so the look-up limit per client address is taken once, before the order is read.

type TrackOrderInput = z.output<typeof trackOrderRequest>;

export function orderTrackingCommands(orderTracking: OrderTrackingService) {
  const track: Command<TrackOrderInput, TrackedOrder, TrackedOrder> = {
    name: "order-tracking.track",
    input: { schema: trackOrderRequest, parse: (body) => parseWith(trackOrderRequest, body) },
    run: ({ request }, query) => orderTracking.track(query, { tenant: request.tenant.id, ip: request.ip }),
    fromForm: (fields) => fields,
    toPage: (order) => ({ ok: true, value: order }),
  };
  return { track };
}

/** Track order's command by the name a page's action uses. */
export function orderTrackingPageCommands(orderTracking: OrderTrackingService): CommandTable<OrderTrackingCommandAnswers> {
  return { "order-tracking.track": orderTrackingCommands(orderTracking).track };
}
