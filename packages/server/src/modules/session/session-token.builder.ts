import { DEFAULT_ZIP, type SessionToken, type SessionUserType, type TenantId, guestSessionToken } from "@quire/domain";
import type { AccountTable, ShipToTable, UserTable } from "../../db/schema";
import type { BudgetCentreRow } from "../account";

// Builds the spec's session token from what the database holds.

const NEW_MEMBER_DAYS = 90;

const SEGMENT_BY_TIER: Record<string, string> = {
  BASE: "3_FREE_REWARDS_BSE",
  PREMIER: "4_FREE_REWARDS_PMR",
  ELITE: "26_LOYALTY_ELT",
};

export function permissionsOf(user: Pick<UserTable, "groupPermissions">): string[] {
  return user.groupPermissions
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
}

export function userSessionToken(
  tenant: TenantId,
  user: UserTable,
  business: { account: AccountTable; budgetCentre: BudgetCentreRow | undefined; shipTo: ShipToTable | undefined } | null,
  now: Date,
): SessionToken {
  const base = guestSessionToken(tenant);
  const permissions = permissionsOf(user);
  const userType = user.userType as SessionUserType;
  const isBusinessUser = userType === "PR6" || userType === "PR7";
  const otherPermission: string[] = [];
  // The spec's loyalty-related check for business types PR6 and PR7: they may see business rewards.
  if (isBusinessUser) otherPermission.push("BUSINESS_LOYALTY");
  const memberSince = user.memberSince ? Date.parse(user.memberSince) : NaN;
  const isNewMember = Number.isFinite(memberSince) && now.getTime() - memberSince <= NEW_MEMBER_DAYS * 86_400_000;
  const shipTo = business?.shipTo;
  return {
    ...base,
    isLoggedIn: true,
    userType,
    routeLevel: permissions.includes("G_ALP") ? "linkPlus" : permissions.includes("G_AL") ? "link" : null,
    accountNumber: business?.account.accountNumber ?? null,
    customerNumber: user.customerNumber,
    zipcode: shipTo?.zipCode ?? DEFAULT_ZIP,
    billToId: business ? business.account.accountNumber : null,
    shipToId: shipTo?.shipToId ?? null,
    sessionIPA: {
      permissionDetail: {
        globalPermission: permissions.filter((p) => !p.startsWith("H_") && p !== "MPI"),
        otherPermission,
        landingPagesPermission: permissions.filter((p) => p.startsWith("H_")),
        deprecableRequestFields: [],
        activePriceMethods: permissions.includes("MPI") ? ["MPI"] : [],
      },
      membershipDetail: { membershipProgram: (user.membershipProgram as "SELECT" | "PREMIUM" | null) ?? null },
      sessionData: shipTo ? { shipToZip: shipTo.zipCode, city: shipTo.city, state: shipTo.state } : null,
    },
    userInfo: { contact: { firstName: user.firstName, lastName: user.lastName } },
    rewards:
      user.rewardsNumber && user.rewardsTier
        ? {
            number: user.rewardsNumber,
            tier: user.rewardsTier,
            segment: isNewMember ? "24_LOYALTY_NEW" : (SEGMENT_BY_TIER[user.rewardsTier] ?? "25_LOYALTY_LOW"),
            points: Number(user.rewardsPoints ?? 0),
            balanceCents: Number(user.rewardsBalanceCents ?? 0),
          }
        : null,
    accountInfo: business
      ? {
          flowType: "MVP",
          shipToId: shipTo?.shipToId ?? null,
          accountNumber: business.account.accountNumber,
          accountName: business.account.name,
          salesRepName: business.account.salesRepName,
          salesRepEmail: business.account.salesRepEmail,
          salesRepPhone: business.account.salesRepPhone,
        }
      : null,
    budgetCenter: business?.budgetCentre
      ? { name: business.budgetCentre.name, availableBalanceCents: Number(business.budgetCentre.availableBalanceCents) }
      : null,
    shipTo: shipTo
      ? { shipToId: shipTo.shipToId, name: shipTo.name, city: shipTo.city, state: shipTo.state, zipCode: shipTo.zipCode }
      : null,
    csrUserId: userType === "CSR" ? user.customerNumber : null,
  };
}
