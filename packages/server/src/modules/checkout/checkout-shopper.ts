import crypto from "node:crypto";
import type { TenantId } from "@quire/domain";
import { AppError } from "../../http/errors";
import type { RequestSession } from "../session/request-session";

export const SIGN_IN_TO_CHECK_OUT = "Please sign in to check out.";

/** The signed-in shopper a checkout call is for. Guests never reach a checkout service. */
export interface Shopper {
  userId: number;
  tenant: TenantId;
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
}

export function shopperOf(session: RequestSession, sessionCookie: string | null): Shopper {
  if (!session.token.isLoggedIn || session.userId === null) throw new AppError(401, "UNAUTHORIZED", SIGN_IN_TO_CHECK_OUT);
  const tenant = session.token.tenant;
  return {
    userId: session.userId,
    tenant,
    accountId: session.accountId,
    budgetCentreId: session.budgetCentreId,
    permissions: session.permissions,
    customerNumber: session.token.customerNumber,
    name: session.token.userInfo?.contact ?? { firstName: "", lastName: "" },
    subject: `${tenant}:user:${session.userId}`,
    sessionKey: crypto
      .createHash("sha256")
      .update(sessionCookie ?? `user:${session.userId}`)
      .digest("base64url")
      .slice(0, 32),
  };
}
