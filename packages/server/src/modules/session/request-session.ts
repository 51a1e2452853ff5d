import type { SessionToken } from "@quire/domain";

// What every request knows about its viewer, set by the session hook before any route runs.
// Routes and services read it; only the session module writes it.

export interface RequestSession {
  token: SessionToken;
  /** users.id of the signed-in user; null for guests */
  userId: number | null;
  /**
   * users.id of the guest-checkout record a guest opened with "Check out as a guest" (dotcom): the
   * checkout and its order belong to it, while the shopper stays a guest everywhere else.
   */
  checkoutGuestId?: number | null;
  /** accounts.id of a business user */
  accountId: number | null;
  budgetCentreId: number | null;
  /** group permission codes, also in token.sessionIPA.permissionDetail.globalPermission */
  permissions: string[];
  /** category ids the user's organisation blocks from add to cart (business accounts) */
  blockedCategoryIds: number[];
  /**
   * Set only on the session a signed-in shopper's shared page is rendered with (decision 065): it
   * has no user, and what the page shows of its shopper beyond the token comes from here.
   */
  pageFacts?: ShopperPageFacts;
}

/** What a signed-in shopper's public pages show of them beyond their session token (decision 065). */
export interface ShopperPageFacts {
  /** the header's cart count (in a group's page, the marker a copy writes the shopper's count over) */
  cartCount: number;
  /** the header's unread messages, pending approvals and lists */
  counts: { messages: number; approvals: number | null; lists: number };
  /** the business user's budget centre as it stands now */
  budgetCenter: { name: string; availableBalanceCents: number } | null;
  /** item id to its last order, for the tiles' past-purchase badge */
  lastOrdered: ReadonlyMap<string, string>;
  /** item ids bought (placed, shipped or delivered) and item ids reviewed: may they review a product */
  bought: ReadonlySet<string>;
  reviewed: ReadonlySet<string>;
}

declare module "fastify" {
  interface FastifyRequest {
    session: RequestSession;
  }
}
