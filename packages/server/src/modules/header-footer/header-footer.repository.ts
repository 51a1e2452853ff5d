import type { NavItem, TenantId } from "@quire/domain";
import { compiledOnce } from "../../db/compiled-once";
import type { Db } from "../../db/database";

// Header and footer SQL: navigation items and web toggles per tenant, unread messages per user.
// Every function takes the db or an open transaction explicitly.

/** The tenant's navigation items, by slot and position; the JSON column holds the NavItem fields. */
export async function findNavItems(db: Db, tenant: TenantId): Promise<NavItem[]> {
  const rows = await db
    .selectFrom("navItems")
    .select(["id", "slot", "item"])
    .where("tenant", "=", tenant)
    .orderBy("slot")
    .orderBy("position")
    .orderBy("id")
    .execute();
  // the row's id and slot win over whatever the JSON says, so an item cannot move itself
  return rows.map((r) => ({ ...(JSON.parse(r.item) as NavItem), id: r.id, slot: r.slot as NavItem["slot"] }));
}

/** Names of the tenant's active web toggles, sorted. */
export async function findActiveWebToggles(db: Db, tenant: TenantId): Promise<string[]> {
  const rows = await db
    .selectFrom("webToggles")
    .select("toggleName")
    .where("tenant", "=", tenant)
    .where("active", "=", 1)
    .orderBy("toggleName")
    .execute();
  return rows.map((r) => r.toggleName);
}

// the header's counts are read for every signed-in page (decision 051's compiled-once queries)
const unreadMessages = compiledOnce((db: Db, userId: number) =>
  db
    .selectFrom("userMessages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", userId)
    .where("readAt", "is", null),
);

export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  return Number((await unreadMessages(db, userId)).rows[0]?.n ?? 0);
}
