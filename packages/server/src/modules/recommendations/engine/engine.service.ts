import crypto from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
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

  /** An order's items (each once) counted as bought together. */
  async orderPlaced(
    { orderNumber, itemIds }: { orderNumber: string; itemIds: string[] },
    log?: FastifyBaseLogger,
  ): Promise<void> {
    try {
      await engine.addBasket(this.db, itemIds, this.clock().getTime());
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
