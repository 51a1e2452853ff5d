import type { ShoppingListSummary, TenantId } from "@quire/domain";
import { request } from "../../../lib/request";

// The header's list card (spec section 7): POST {prefix}/api/sparxProxy/getListCardData, prefix ''
// on the consumer site and '/ele-lpd' on the business site. data.listsData.lists decides which
// drawer opens; a failed call (the request layer's: only 2xx succeeds) or an answer that is not that
// shape counts as a failure.

export function listCardPath(tenant: TenantId): string {
  return `${tenant === "advantage" ? "/ele-lpd" : ""}/api/sparxProxy/getListCardData`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isList(value: unknown): value is ShoppingListSummary {
  return isRecord(value) && typeof value.id === "string" && typeof value.name === "string";
}

/** The shopper's lists for the drawer, most recently changed first; throws when the call fails. */
export async function fetchListCard(tenant: TenantId, signal?: AbortSignal): Promise<ShoppingListSummary[]> {
  const url = listCardPath(tenant);
  const body = await request(url, { method: "POST", body: {}, signal });
  const lists = isRecord(body) && isRecord(body.data) && isRecord(body.data.listsData) ? body.data.listsData.lists : undefined;
  if (!Array.isArray(lists) || !lists.every(isList)) throw new Error(`${url} answered without data.listsData.lists`);
  return lists;
}
