import { sql } from "kysely";
import type { Db } from "../../db/database";
import { RECOMMENDABLE } from "./recommendations.repository";

// Sponsored products and marketing offers: first-party tables, no third party is called.

export interface SponsoredRow {
  itemId: string;
  campaign: string;
}

/** Active sponsored products of a placement (or of every placement), recommendable ones only, by rank. */
export async function sponsoredFor(db: Db, mboxName: string, exclude: readonly string[], limit: number): Promise<SponsoredRow[]> {
  const notIn = exclude.length > 0 ? sql`and s.item_id not in (${sql.join([...exclude])})` : sql``;
  const result = await sql<SponsoredRow>`select s.item_id, s.campaign from sponsored_products s
    join products p on p.item_id = s.item_id left join inventory i on i.product_id = p.id
    where s.active = 1 and (s.mbox_name = ${mboxName} or s.mbox_name = '*') and ${RECOMMENDABLE} ${notIn}
    order by case when s.mbox_name = '*' then 1 else 0 end, s.rank, s.id limit ${limit}`.execute(db);
  return result.rows;
}

export interface OfferRow {
  id: string;
  classes: string;
  title: string;
  body: string;
  link: string;
}

export async function offersFor(db: Db, mboxName: string): Promise<OfferRow[]> {
  return db
    .selectFrom("marketingOffers")
    .select(["id", "classes", "title", "body", "link"])
    .where("mboxName", "=", mboxName)
    .where("active", "=", 1)
    .orderBy("rank")
    .orderBy("id")
    .execute();
}

export interface SurchargeAlternateRow {
  itemId: string;
  alternateItemId: string;
  altFactor: number;
}

/** The SURCHARGE alternates (decision 027) of some items, in their order. */
export async function surchargeAlternates(db: Db, itemIds: readonly string[]): Promise<SurchargeAlternateRow[]> {
  if (itemIds.length === 0) return [];
  const result = await sql<SurchargeAlternateRow>`select core.item_id, p.item_id as alternate_item_id, a.alt_factor
    from item_alternates a join products core on core.id = a.product_id join products p on p.id = a.alternate_product_id
    where a.kind = 'SURCHARGE' and core.item_id in (${sql.join([...itemIds])})
    order by core.item_id, a.position, p.id`.execute(db);
  return result.rows.map((r) => ({ ...r, altFactor: Number(r.altFactor) }));
}
