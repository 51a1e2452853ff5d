import type { Db } from "../../db/database";
import type { CartItemRow } from "./cart.repository";

// The SQL of lines that belong to another line (decision 025); what an item offers (protection
// plans, add-ons, bundles) is the catalogue's (catalogue/product-offers.repository.ts).

export type LineRelation = Pick<
  CartItemRow,
  "parentRelationType" | "parentRelationCartItemId" | "parentItemId" | "requiredItemIds" | "partBundleId"
>;

/** A line moved to another cart (sign-in merge) keeps its link to its parent's new line. */
export async function relinkLine(db: Db, id: string, changes: LineRelation & { lineKey: string }): Promise<void> {
  await db.updateTable("cartItems").set(changes).where("id", "=", id).execute();
}
