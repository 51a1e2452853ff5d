import { type TenantId, TRACK_ORDER_NOT_FOUND, type TrackedOrder } from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { orderPickupsOf } from "../pickup";
import { type AttemptLimiter, type LimitRule, tooManyAttempts } from "../session";
import * as repo from "./order-tracking.repository";

// Track an order without signing in (decision 037): the order number and the e-mail it was placed
// with. A wrong number and a wrong e-mail get the same answer, and every look-up is counted per
// client address, so the form cannot be used to find orders or e-mails.

export const TRACK_ADDRESS_RULE: LimitRule = { max: 10, windowMs: 15 * 60_000 };
/** at most this many lines are named; the rest are counted */
const NAMED_ITEMS = 5;

export class OrderTrackingService {
  constructor(
    private readonly db: Db,
    private readonly limiter: AttemptLimiter,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async track(query: { orderNumber: string; email: string }, who: { tenant: TenantId; ip: string }): Promise<TrackedOrder> {
    const key = `track-address:${who.ip}`;
    const wait = await this.limiter.reserve(key, TRACK_ADDRESS_RULE, this.clock().getTime());
    if (wait > 0) throw tooManyAttempts(wait, "order look-ups");
    const order = await repo.findOrderByNumberAndEmail(this.db, who.tenant, query.orderNumber, query.email);
    if (!order) throw new AppError(404, "ORDER_NOT_FOUND", TRACK_ORDER_NOT_FOUND);
    // A found order gives its look-up back: only misses use up the address's allowance.
    await this.limiter.release(key);
    const items = await repo.orderItems(this.db, Number(order.id));
    return {
      orderNumber: order.orderNumber,
      status: order.status,
      placedAt: order.placedAt,
      totalCents: Number(order.totalCents),
      shippingCity: order.deliveryMethod === "PICKUP" ? null : cityOf(order.shippingAddress),
      items: items.slice(0, NAMED_ITEMS),
      itemCount: items.reduce((sum, item) => sum + item.qty, 0),
      pickups: await orderPickupsOf(this.db, Number(order.id)),
    };
  }
}

/** "Framingham, MA" from the order's address snapshot; never the street */
function cityOf(snapshot: string | null): string | null {
  if (!snapshot) return null;
  try {
    const address = JSON.parse(snapshot) as { city?: unknown; state?: unknown };
    return typeof address.city === "string" && address.city
      ? `${address.city}, ${String(address.state ?? "")}`.replace(/, $/, "")
      : null;
  } catch {
    return null;
  }
}
