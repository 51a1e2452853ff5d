import { type Kysely, sql } from "kysely";

// Frozen once landed. Portable DDL only: it runs unchanged on SQLite and PostgreSQL.
// Booleans are integer 0/1, money is integer cents, timestamps are ISO-8601 text.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("app_meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();

  await db.schema
    .createTable("categories")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("parent_id", "integer")
    .addColumn("division", "integer", (c) => c.notNull())
    .addColumn("department", "integer", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("brands")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("item_id", "text", (c) => c.notNull().unique())
    .addColumn("sku_set_id", "text")
    .addColumn("color", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("item_url", "text", (c) => c.notNull().unique())
    .addColumn("brand_id", "integer", (c) => c.notNull())
    .addColumn("category_id", "integer", (c) => c.notNull())
    .addColumn("division", "integer", (c) => c.notNull())
    .addColumn("department", "integer", (c) => c.notNull())
    .addColumn("class_id", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("unit_count", "integer", (c) => c.notNull())
    .addColumn("base_price_cents", "integer", (c) => c.notNull())
    .addColumn("final_price_cents", "integer", (c) => c.notNull())
    .addColumn("compare_price_cents", "integer")
    .addColumn("quantity_limit", "integer")
    .addColumn("rating", "real", (c) => c.notNull())
    .addColumn("review_count", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("is_free_sample", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("assembly_eligible", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_warranty_plan", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("new_packaging", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("action_label", "text", (c) => c.notNull())
    .addColumn("image_kind", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("products_category_price").on("products").columns(["category_id", "final_price_cents"]).execute();
  await db.schema.createIndex("products_brand").on("products").column("brand_id").execute();
  await db.schema.createIndex("products_sku_set").on("products").column("sku_set_id").execute();
  await db.schema.createIndex("products_price").on("products").column("final_price_cents").execute();
  await db.schema.createIndex("products_rating").on("products").columns(["rating", "review_count"]).execute();

  await db.schema
    .createTable("inventory")
    .addColumn("product_id", "integer", (c) => c.primaryKey())
    .addColumn("online_qty", "integer", (c) => c.notNull())
    .addColumn("backorder_date", "text")
    .execute();

  await db.schema
    .createTable("store_inventory")
    .addColumn("store_number", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("qty", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("store_inventory_pk", ["store_number", "product_id"])
    .execute();
  await db.schema.createIndex("store_inventory_product").on("store_inventory").column("product_id").execute();

  await db.schema
    .createTable("warranty_links")
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("plan_product_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("warranty_links_pk", ["product_id", "plan_product_id"])
    .execute();

  await db.schema
    .createTable("search_tokens")
    .addColumn("token", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("weight", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_tokens_pk", ["token", "product_id"])
    .execute();

  await db.schema
    .createTable("stores")
    .addColumn("store_number", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("address_line", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zipcode", "text", (c) => c.notNull())
    .addColumn("latitude", "real", (c) => c.notNull())
    .addColumn("longitude", "real", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("working_hours", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("coupons")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("value", "integer", (c) => c.notNull())
    .addColumn("min_order_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("basket_level", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("auto_add", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("category_id", "integer")
    .addColumn("expires_at", "text")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("accounts")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("account_number", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sales_rep_name", "text")
    .addColumn("sales_rep_email", "text")
    .addColumn("sales_rep_phone", "text")
    .addColumn("policies", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("ship_tos")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("account_id", "integer", (c) => c.notNull())
    .addColumn("ship_to_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("address1", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("budget_centres")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("account_id", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("available_balance_cents", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("tenant", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("user_type", "text", (c) => c.notNull())
    .addColumn("customer_number", "text", (c) => c.notNull())
    .addColumn("rewards_number", "text")
    .addColumn("rewards_tier", "text")
    .addColumn("membership_program", "text")
    .addColumn("account_id", "integer")
    .addColumn("budget_centre_id", "integer")
    .addColumn("group_permissions", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("users_tenant_email", ["tenant", "email"])
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("order_number", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("tenant", "text", (c) => c.notNull())
    .addColumn("placed_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("subtotal_cents", "integer", (c) => c.notNull())
    .addColumn("total_cents", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_user").on("orders").column("user_id").execute();

  await db.schema
    .createTable("order_lines")
    .addColumn("order_id", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("qty", "integer", (c) => c.notNull())
    .addColumn("unit_price_cents", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_lines_pk", ["order_id", "product_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "order_lines",
    "orders",
    "users",
    "budget_centres",
    "ship_tos",
    "accounts",
    "coupons",
    "stores",
    "search_tokens",
    "warranty_links",
    "store_inventory",
    "inventory",
    "products",
    "brands",
    "categories",
    "app_meta",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
