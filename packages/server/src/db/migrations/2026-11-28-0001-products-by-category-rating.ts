import { type Kysely, sql } from "kysely";

// Frozen once landed. The same-category recommendations of every product page (best rated first in
// the item's category) walked the whole category through products_category_price and sorted it: 0.5-0.7
// ms of each signed-in product page at 5,000 products, more as categories grow. With the category's
// products in rating order the walk stops at the rail's twelfth recommendable item.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index products_category_rating on products (category_id, rating desc, review_count desc, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index products_category_rating`.execute(db);
}
