import {
  ORDERED_BY_ALL,
  type ProductSummary,
  RECENT_ITEMS_LIMIT,
  type RecentItem,
  type RecentItemsView,
  reorderAvailability,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import type { RequestSession } from "../session";
import * as repo from "./recently-purchased.repository";

export const SIGN_IN_FOR_RECENT_ITEMS = "Please sign in to see what you bought recently.";
export const ALL_BUYERS_BUSINESS_ONLY = "Only business accounts can see what every buyer ordered.";
export const BUYER_NOT_FOUND = "We couldn't find that buyer.";

/**
 * Where the shopper's current prices and stock come from: the catalogue's (so contract prices
 * reach this page when the catalogue answers them for the session; never priced here).
 */
export interface CurrentProducts {
  summariesByItemIds(itemIds: string[], session?: RequestSession): Promise<ProductSummary[]>;
}

/**
 * Recently purchased (spec cart.md 6, decision 045). orderedByUserId: left out or the caller's own
 * customer number, their own orders; ALL (business users only, 403 for consumers) every order of
 * their account; another buyer's customer number of the same account, that buyer's orders there.
 * Any other number (another account's user, a consumer, an unknown one) is 404.
 */
export class RecentlyPurchasedService {
  constructor(
    private readonly db: Db,
    private readonly products: CurrentProducts,
  ) {}

  async recentItems(session: RequestSession, orderedByUserId: string | undefined): Promise<RecentItemsView> {
    if (!session.token.isLoggedIn || session.userId === null) {
      throw new AppError(401, "UNAUTHORIZED", SIGN_IN_FOR_RECENT_ITEMS);
    }
    const own = session.token.customerNumber;
    const asked = orderedByUserId?.trim() ?? "";
    const business = session.accountId !== null;
    const all = asked.toUpperCase() === ORDERED_BY_ALL;
    let scope: repo.PurchaseScope;
    if (all) {
      if (session.accountId === null) throw new AppError(403, "FORBIDDEN", ALL_BUYERS_BUSINESS_ONLY);
      scope = { accountId: session.accountId };
    } else if (asked === "" || asked === own) {
      scope = { userId: session.userId };
    } else {
      const user = await repo.findUserByCustomerNumber(this.db, asked);
      if (!user || !business || user.accountId !== session.accountId || session.accountId === null) {
        throw new AppError(404, "USER_NOT_FOUND", BUYER_NOT_FOUND);
      }
      scope = { userId: user.id, accountId: session.accountId };
    }
    const items = await repo.findPurchasedItems(this.db, scope, RECENT_ITEMS_LIMIT);
    const oldest = items.at(-1)?.lastOrderedAt ?? "";
    const [lines, summaries] = await Promise.all([
      repo.findPurchasedLines(
        this.db,
        scope,
        items.map((i) => i.productId),
        oldest,
      ),
      this.products.summariesByItemIds(
        items.map((i) => i.itemId),
        session,
      ),
    ]);
    const byItemId = new Map(summaries.map((s) => [s.itemId, s]));
    const itemDetails = items.map((item): RecentItem => {
      // the newest order's lines of this item (same time: the higher order id), its units summed
      const latest = lines.filter((l) => l.productId === item.productId && l.placedAt === item.lastOrderedAt);
      const orderId = Math.max(...latest.map((l) => l.orderId));
      const last = latest.filter((l) => l.orderId === orderId);
      const product = byItemId.get(item.itemId) ?? null;
      const first = last[0];
      return {
        sku: item.itemId,
        itemId: item.itemId,
        name: product?.name ?? first?.name ?? item.itemId,
        itemUrl: product?.itemUrl ?? null,
        imageUrl: product?.imageUrl ?? null,
        lastOrderedDate: item.lastOrderedAt,
        lastQty: last.reduce((n, l) => n + l.qty, 0),
        orderCount: item.orderCount,
        price: product?.finalPriceCents ?? null,
        stockStatus: product?.stockStatus ?? null,
        ...reorderAvailability(product),
        lastOrderedBy: business && first ? [first.buyerFirstName, first.buyerLastName].filter(Boolean).join(" ") : null,
      };
    });
    return { orderedByUserId: all ? ORDERED_BY_ALL : asked || (own ?? ""), itemDetails };
  }
}
