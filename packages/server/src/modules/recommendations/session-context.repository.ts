import type { Db } from "../../db/database";
import type { RecommendationContextTable } from "../../db/schema";

// Each shopper's recommendation context (updateSessionToken, decision 071): all its SQL.

export async function findRecommendationContext(
  db: Db,
  tenant: string,
  shopperKey: string,
): Promise<RecommendationContextTable | undefined> {
  return db
    .selectFrom("recommendationContexts")
    .selectAll()
    .where("tenant", "=", tenant)
    .where("shopperKey", "=", shopperKey)
    .executeTakeFirst();
}

export async function saveRecommendationContext(db: Db, row: RecommendationContextTable): Promise<void> {
  const { zipCode, storeNumber, pageType, skus, categoryId, updatedAt } = row;
  await db
    .insertInto("recommendationContexts")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["tenant", "shopperKey"]).doUpdateSet({ zipCode, storeNumber, pageType, skus, categoryId, updatedAt }),
    )
    .execute();
}
