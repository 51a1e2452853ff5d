import crypto from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import type { Db } from "../../../db/database";
import * as engine from "./engine.repository";

// Keeps the engine current as the store runs (decision 049): every placed order adds its pairs,
// every product page view its shopper's history and a little popularity. A failure here is logged
// and never fails the order or the page.

export class RecommendationEngine {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async orderPlaced(orderNumber: string, log?: FastifyBaseLogger): Promise<void> {
    try {
      const rows = await sql<{ itemId: string }>`select distinct p.item_id from orders o
        join order_lines l on l.order_id = o.id join products p on p.id = l.product_id
        where o.order_number = ${orderNumber}`.execute(this.db);
      await engine.addBasket(
        this.db,
        rows.rows.map((r) => r.itemId),
        this.clock().getTime(),
      );
    } catch (error) {
      log?.error({ err: error, orderNumber }, "recommendation engine: order not counted");
    }
  }

  async viewed(shopperKey: string | null, itemId: string, log?: FastifyBaseLogger): Promise<void> {
    try {
      await engine.recordView(this.db, shopperKey, itemId, this.clock().getTime());
    } catch (error) {
      log?.error({ err: error, itemId }, "recommendation engine: view not recorded");
    }
  }

  rebuild(): Promise<{ baskets: number; pairs: number }> {
    return engine.rebuildFromBaskets(this.db);
  }
}

/** The shopper key of product views: the user, else a hash of the guest cart cookie (never the cookie itself). */
export function shopperKeyOf(userId: number | null, guestCartToken: string | null): string | null {
  if (userId !== null) return `u:${userId}`;
  if (guestCartToken) return `g:${crypto.createHash("sha256").update(guestCartToken).digest("base64url")}`;
  return null;
}
