import { compiledOnce } from "../../db/compiled-once";
import type { Db } from "../../db/database";
import type { ProductReviewTable } from "../../db/schema";

// All review SQL (decision 038). Every function takes the database or a transaction explicitly.

export interface ReviewedProductRow {
  id: number;
  itemId: string;
  name: string;
  rating: number;
  reviewCount: number;
  imageKind: string;
  status: string;
}

export async function findProduct(db: Db, itemId: string): Promise<ReviewedProductRow | undefined> {
  return db
    .selectFrom("products")
    .select(["id", "itemId", "name", "rating", "reviewCount", "imageKind", "status"])
    .where("itemId", "=", itemId)
    .executeTakeFirst();
}

/** Up to `limit` item ids the user has reviewed. */
// read for every signed-in page (decision 065's small read; decision 051's compiled-once queries)
const reviewedBy = compiledOnce((db: Db, userId: number, limit: number) =>
  db
    .selectFrom("productReviews as r")
    .innerJoin("products as p", "p.id", "r.productId")
    .select("p.itemId")
    .distinct()
    .where("r.userId", "=", userId)
    .limit(limit),
);

export async function reviewedItemIds(db: Db, userId: number, limit: number): Promise<string[]> {
  return (await reviewedBy(db, userId, limit)).rows.map((r) => String(r.itemId));
}

/** Whether the user has an order (placed, shipped or delivered) with a line for the product. */
export async function hasBought(db: Db, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom("orderLines as l")
    .innerJoin("orders as o", "o.id", "l.orderId")
    .select("l.orderId")
    .where("o.userId", "=", userId)
    .where("l.productId", "=", productId)
    .where("o.status", "in", ["PLACED", "SHIPPED", "DELIVERED"])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findUserReview(db: Db, userId: number, productId: number) {
  return db
    .selectFrom("productReviews")
    .select("id")
    .where("userId", "=", userId)
    .where("productId", "=", productId)
    .executeTakeFirst();
}

export async function writtenReviews(db: Db, productId: number): Promise<ProductReviewTable[]> {
  return db
    .selectFrom("productReviews")
    .selectAll()
    .where("productId", "=", productId)
    .orderBy("createdAt", "desc")
    .orderBy("id")
    .execute();
}

export async function insertReview(db: Db, row: ProductReviewTable): Promise<void> {
  await db.insertInto("productReviews").values(row).execute();
}

export async function authorName(db: Db, userId: number): Promise<string> {
  const user = await db.selectFrom("users").select(["firstName", "lastName"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return "A shopper";
  return `${user.firstName} ${user.lastName.slice(0, 1)}.`.trim();
}
