import type { TenantId } from "../site";

// The session token the storefront reads. The server
// builds it from the signed-in user (or the guest defaults) and hands it to pages and to
// GET /api/session; nothing in it is a secret. Money is integer cents.

/** Site user types of this build: guests, consumers, customer service reps and business users. */
export type SessionUserType = "GUEST" | "REGISTERED" | "REWARDS" | "CSR" | "PR6" | "PR7";

/** Cart user types. */
export type CartUserType = "GUEST" | "REGISTERED" | "THIRD_PARTY";

export interface PermissionDetail {
  /** group permission codes of the user (G_AL, G_ALP, G_BOP, ORDER_APPROVER, MANAGE_BUDGETS, ...) */
  globalPermission: string[];
  otherPermission: string[];
  /** landing-page permissions (codes starting H_, such as H_AO) */
  landingPagesPermission: string[];
  deprecableRequestFields: string[];
  /** market-price methods (MPI) */
  activePriceMethods: string[];
}

export interface SessionToken {
  tenant: TenantId;
  isLoggedIn: boolean;
  /** true on the consumer tenant */
  consumer: boolean;
  /** "sdc" consumer, "sba" business */
  routeType: string;
  /** business level: "link" (G_AL) or "linkPlus" (G_ALP); null otherwise */
  routeLevel: "link" | "linkPlus" | null;
  /** "MVP" on business accounts, "" otherwise */
  flowType: string;
  userType: SessionUserType;
  accountNumber: string | null;
  customerNumber: string | null;
  storeNumber: string;
  zipcode: string;
  billToId: string | null;
  shipToId: string | null;
  sessionIPA: {
    permissionDetail: PermissionDetail;
    membershipDetail: { membershipProgram: "SELECT" | "PREMIUM" | null };
    sessionData: { shipToZip: string; city: string | null; state: string | null } | null;
  };
  userInfo: { contact: { firstName: string; lastName: string } } | null;
  /** rewards profile of a consumer rewards member */
  rewards: {
    number: string;
    /** BASE | PREMIER | ELITE */
    tier: string;
    /** loyalty segment code, e.g. 26_LOYALTY_ELT */
    segment: string;
    points: number;
    balanceCents: number;
  } | null;
  /** account info; sales rep fields only when the account has them */
  accountInfo: {
    flowType: string;
    shipToId: string | null;
    accountNumber: string;
    accountName: string;
    salesRepName: string | null;
    salesRepEmail: string | null;
    salesRepPhone: string | null;
  } | null;
  budgetCenter: { name: string; availableBalanceCents: number } | null;
  shipTo: { shipToId: string; name: string; city: string; state: string; zipCode: string } | null;
  /** set when a customer service rep is signed in (CSR flow) */
  csrUserId: string | null;
}

/** The spec's default store and zip. */
export const DEFAULT_STORE_NUMBER = "0008";
export const DEFAULT_ZIP = "01760";

/** The token of a browser with no session: not logged in, the tenant's route, the default store. */
export function guestSessionToken(tenant: TenantId): SessionToken {
  const business = tenant === "advantage";
  return {
    tenant,
    isLoggedIn: false,
    consumer: !business,
    routeType: business ? "sba" : "sdc",
    routeLevel: null,
    flowType: business ? "MVP" : "",
    userType: "GUEST",
    accountNumber: null,
    customerNumber: null,
    storeNumber: DEFAULT_STORE_NUMBER,
    zipcode: DEFAULT_ZIP,
    billToId: null,
    shipToId: null,
    sessionIPA: {
      permissionDetail: {
        globalPermission: [],
        otherPermission: [],
        landingPagesPermission: [],
        deprecableRequestFields: [],
        activePriceMethods: [],
      },
      membershipDetail: { membershipProgram: null },
      sessionData: null,
    },
    userInfo: null,
    rewards: null,
    accountInfo: null,
    budgetCenter: null,
    shipTo: null,
    csrUserId: null,
  };
}
