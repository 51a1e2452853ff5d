import type { AvailableRewards, RewardsHeaderData, SlpCustomerRewardsInfo, TenantId } from "@quire/domain";
import { request } from "../../../lib/request";

// The header's rewards pair (spec section 7): GET {prefix}/api/sparxProxy/getSlpCustomerRewardsInfo
// and .../getAvailableRewards, run together. GETs through the page's request layer (the session
// cookie, only 2xx as success); an answer that is not the expected shape counts as a failure.

/** The sparxProxy prefix: the consumer site's /api, the business site's /ele-lpd/api. */
export function sparxPrefix(tenant: TenantId): string {
  return tenant === "advantage" ? "/ele-lpd/api" : "/api";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isInfo(value: unknown): value is SlpCustomerRewardsInfo {
  return isRecord(value) && typeof value.tier === "string" && typeof value.remainingAmt === "number";
}

function isAvailable(value: unknown): value is AvailableRewards {
  return (
    isRecord(value) &&
    typeof value.availableRewards === "number" &&
    isRecord(value.loyaltyRewards) &&
    Array.isArray(value.loyaltyRewards.accounts)
  );
}

async function dataOf(url: string, signal?: AbortSignal): Promise<unknown> {
  const body = await request(url, { signal });
  if (!isRecord(body) || !("data" in body)) throw new Error(`${url} answered without data`);
  return body.data;
}

/** Both calls at once; null parts for a guest or a shopper who is not a member. Throws when either fails. */
export async function fetchRewardsHeader(tenant: TenantId, signal?: AbortSignal): Promise<RewardsHeaderData> {
  const prefix = sparxPrefix(tenant);
  const [info, available] = await Promise.all([
    dataOf(`${prefix}/sparxProxy/getSlpCustomerRewardsInfo`, signal),
    dataOf(`${prefix}/sparxProxy/getAvailableRewards`, signal),
  ]);
  if ((info !== null && !isInfo(info)) || (available !== null && !isAvailable(available))) {
    throw new Error("The rewards answers were not the expected shape");
  }
  return { info, available };
}
