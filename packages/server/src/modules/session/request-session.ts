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
}

declare module "fastify" {
  interface FastifyRequest {
    session: RequestSession;
  }
}
