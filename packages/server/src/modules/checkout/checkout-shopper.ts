import crypto from "node:crypto";
import type { TenantId } from "@quire/domain";
import { AppError } from "../../http/errors";
import { type CartOwner, type CartViewer, hashOwnerToken } from "../cart";
import type { RequestSession } from "../session";

export const SIGN_IN_TO_CHECK_OUT = "Please sign in to check out.";
export const ACCOUNT_NEEDED_FOR_SAVED_CARDS = "Saved cards need an account. Sign in or create an account to save a card.";
export const ACCOUNT_NEEDED_FOR_REWARDS = "Easy Rewards need an account. Sign in or create an account to use your rewards.";

/**
 * Who a checkout call is for: a signed-in shopper, or a guest who chose "Check out as a guest"
 * (their guest-checkout record holds the checkout and the order; the cart stays the browser's).
 */
export interface Shopper {
  userId: number;
  tenant: TenantId;
  /** a guest checking out: saved cards and rewards need an account; the address needs an e-mail */
  isGuest: boolean;
  /** the cart this checkout is for: the account's, or a guest's browser cart */
  cartOwner: CartOwner;
  /** the browser's guest cart cookie, for a guest's cart view */
  cartToken: string | null;
  accountId: number | null;
  budgetCentreId: number | null;
  permissions: string[];
  customerNumber: string | null;
  /** the name on the account: a business account's ship-to locations are addressed to the buyer */
  name: { firstName: string; lastName: string };
  /** who the gateway binds payment auth tokens and card tokens to */
  subject: string;
  /** a hash of the session cookie: declined cards are counted per session as well as per account */
  sessionKey: string;
  /** the client's address: a guest's declined cards are also counted per address */
  clientIp: string;
}

export function shopperOf(
  session: RequestSession,
  sessionCookie: string | null,
  client: { cartToken: string | null; ip: string } = { cartToken: null, ip: "" },
): Shopper {
  const tenant = session.token.tenant;
  const guestId = session.userId === null ? (session.checkoutGuestId ?? null) : null;
  const userId = session.token.isLoggedIn ? session.userId : guestId;
  if (userId === null) throw new AppError(401, "UNAUTHORIZED", SIGN_IN_TO_CHECK_OUT);
  const isGuest = guestId !== null;
  return {
    userId,
    tenant,
    isGuest,
    // A guest without a cart cookie has no cart: an owner no cookie hashes to (base64url has no colon).
    cartOwner: isGuest
      ? { guestTokenHash: client.cartToken ? hashOwnerToken(client.cartToken) : "no-cart:" }
      : { userId, tenant },
    cartToken: isGuest ? client.cartToken : null,
    accountId: session.accountId,
    budgetCentreId: session.budgetCentreId,
    permissions: session.permissions,
    customerNumber: session.token.customerNumber,
    name: session.token.userInfo?.contact ?? { firstName: "", lastName: "" },
    subject: `${tenant}:user:${userId}`,
    sessionKey: crypto
      .createHash("sha256")
      .update(sessionCookie ?? `user:${userId}`)
      .digest("base64url")
      .slice(0, 32),
    clientIp: client.ip,
  };
}

/** The saved-card and rewards features of an account: a guest is told to sign in. */
export function requireAccount(shopper: Shopper, message: string): void {
  if (shopper.isGuest) throw new AppError(403, "ACCOUNT_REQUIRED", message);
}

/** The cart view's viewer of this checkout: the account, or the guest's cart cookie. */
export function cartViewerOfShopper(shopper: Shopper): CartViewer {
  return shopper.isGuest
    ? { ownerToken: shopper.cartToken, userId: null, tenant: shopper.tenant }
    : { ownerToken: null, userId: shopper.userId, tenant: shopper.tenant };
}
