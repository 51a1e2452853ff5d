import type { AppliedPaymentInput } from "@quire/domain";
import { sql } from "kysely";
import { type Db, type DbKind, isPostgres } from "../../db/database";
import type { CartItemTable, CartTable } from "../../db/schema";
import { compiledOnce } from "../../db/compiled-once";

// All cart SQL. Every function takes the db or an open transaction explicitly.

export type CartRow = CartTable;
export type CartItemRow = CartItemTable;

export interface CartProductRow {
  id: number;
  itemId: string;
  itemUrl: string;
  name: string;
  brandName: string;
  status: string;
  finalPriceCents: number;
  basePriceCents: number;
  comparePriceCents: number | null;
  unit: string;
  unitCount: number;
  quantityLimit: number | null;
  isFreeSample: number;
  division: number;
  department: number;
  classId: number;
  skuSetId: string | null;
  categorySlug: string;
  parentCategorySlug: string | null;
  categoryId: number;
  parentCategoryId: number | null;
  onlineQty: number;
  backorderDate: string | null;
  /** a gift card's delivery id (389 e-delivery, 235 physical); null for any other product */
  giftCardDeliveryId: number | null;
  /** a paid membership's program (SELECT, PREMIUM; decision 080); null for any other product */
  membershipProgram: string | null;
  /** furniture that offers assembly (decision 026) */
  assemblyEligible: number;
  /** set when re-priced for a business cart (decision 042): the item is on the account's contract */
  onContract?: boolean;
  /**
   * Which per-item rule tables hold rows for this product (RULE bits), read with the product in the
   * same statement. Absent on a row built elsewhere: then every rule is read as before.
   */
  ruleFlags?: number;
  /** the heavy-item carrier fee per unit (null: none), read with the product; absent on a row built elsewhere */
  heavyFeePerUnitCents?: number | null;
}

/**
 * The per-item rules a product may carry (decision 051). A product read with PRODUCT_COLUMNS says
 * which of these tables have rows for it, so the cart skips the reads that could only find nothing:
 * most products carry none. The flags come from the tables themselves in the product's statement
 * (index probes), never from a cache, so a rule written by anyone counts at once.
 */
export const RULE = {
  alternates: 1,
  heavyFee: 2,
  restrictions: 4,
  warrantyPlans: 8,
  addOns: 16,
} as const;

/** False only when the product's read said it has no rows of this rule. */
export function mayHaveRule(p: Pick<CartProductRow, "ruleFlags"> | undefined, rule: number): boolean {
  return p?.ruleFlags === undefined || (p.ruleFlags & rule) !== 0;
}

/** Who a cart belongs to: a signed-in user, else the browser holding the guest cart cookie. */
export type CartOwner = { userId: number; tenant: string } | { guestTokenHash: string };

export async function findCartByOwner(db: Db, ownerTokenHash: string): Promise<CartRow | undefined> {
  // user_id null: an account cart is never opened by a cookie, only by the account's session
  return db
    .selectFrom("carts")
    .selectAll()
    .where("ownerTokenHash", "=", ownerTokenHash)
    .where("userId", "is", null)
    .executeTakeFirst();
}

/** The guest cart behind a cookie, locked on PostgreSQL so a sign-in's merge and a late add take turns. */
export async function lockGuestCart(db: Db, kind: DbKind, ownerTokenHash: string): Promise<CartRow | undefined> {
  const query = db.selectFrom("carts").selectAll().where("ownerTokenHash", "=", ownerTokenHash).where("userId", "is", null);
  return (kind === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}

/** Remembers which account cart a guest cart went into at sign-in (and drops records past their use). */
export async function recordMergedGuestCart(
  db: Db,
  row: { guestTokenHash: string; userId: number; tenant: string; blockedCategoryIds: string; mergedAt: string },
  forgetBefore: string,
): Promise<void> {
  await db.deleteFrom("mergedGuestCarts").where("mergedAt", "<", forgetBefore).execute();
  await db
    .insertInto("mergedGuestCarts")
    .values(row)
    .onConflict((oc) => oc.column("guestTokenHash").doNothing())
    .execute();
}

export async function findMergedGuestCart(db: Db, guestTokenHash: string, since: string) {
  return db
    .selectFrom("mergedGuestCarts")
    .select(["userId", "tenant", "blockedCategoryIds"])
    .where("guestTokenHash", "=", guestTokenHash)
    .where("mergedAt", ">=", since)
    .executeTakeFirst();
}

export async function findCartOf(db: Db, owner: CartOwner): Promise<CartRow | undefined> {
  if ("guestTokenHash" in owner) return findCartByOwner(db, owner.guestTokenHash);
  return db
    .selectFrom("carts")
    .selectAll()
    .where("userId", "=", owner.userId)
    .where("tenant", "=", owner.tenant)
    .orderBy("createdAt")
    .executeTakeFirst();
}

// PostgreSQL: the owner's cart found and locked in one statement. A cart merged away (deleted) while this
// waited for its lock is not returned: the caller finds none and looks again as for a new cart.
const lockedGuestCart = compiledOnce((db: Db, ownerTokenHash: string) =>
  db.selectFrom("carts").selectAll().where("ownerTokenHash", "=", ownerTokenHash).where("userId", "is", null).forUpdate(),
);
const lockedUserCart = compiledOnce((db: Db, userId: number, tenant: string) =>
  db
    .selectFrom("carts")
    .selectAll()
    .where("userId", "=", userId)
    .where("tenant", "=", tenant)
    .orderBy("createdAt")
    .limit(1)
    .forUpdate(),
);

/**
 * The owner's cart for a change in this transaction: locked as it is read on PostgreSQL; SQLite runs
 * one writer at a time, so the row it reads is already the row it holds.
 */
export async function findCartForChange(db: Db, kind: DbKind, owner: CartOwner): Promise<CartRow | undefined> {
  if (kind !== "postgres") return findCartOf(db, owner);
  const result =
    "guestTokenHash" in owner
      ? await lockedGuestCart(db, owner.guestTokenHash)
      : await lockedUserCart(db, owner.userId, owner.tenant);
  return result.rows[0];
}

// PostgreSQL: a cart and its rows go in one statement (one round trip, not five); SQLite has no
// data-modifying WITH, and there a statement costs no round trip.
const deleteCartAtOnce = compiledOnce(
  (_db: Db, cartId: string, scope: string) => sql`with
    items as (delete from cart_items where cart_id = ${cartId}),
    coupons as (delete from cart_coupons where cart_id = ${cartId}),
    claims as (delete from cart_free_items where cart_id = ${cartId}),
    replies as (delete from idempotent_replies where scope = ${scope})
    delete from carts where id = ${cartId}`,
);

export async function deleteCart(db: Db, cart: Pick<CartRow, "id" | "ownerTokenHash">): Promise<void> {
  if (isPostgres(db)) {
    await deleteCartAtOnce(db, cart.id, cart.ownerTokenHash);
    return;
  }
  await db.deleteFrom("cartItems").where("cartId", "=", cart.id).execute();
  await db.deleteFrom("cartCoupons").where("cartId", "=", cart.id).execute();
  await db.deleteFrom("cartFreeItems").where("cartId", "=", cart.id).execute();
  await db.deleteFrom("idempotentReplies").where("scope", "=", cart.ownerTokenHash).execute();
  await db.deleteFrom("carts").where("id", "=", cart.id).execute();
}

const guestCartUnits = compiledOnce(
  (_db: Db, tokenHash: string) => sql<{ units: number | null }>`select sum(ci.qty) as units from cart_items ci
    join carts c on c.id = ci.cart_id where c.owner_token_hash = ${tokenHash} and c.user_id is null`,
);
const userCartUnits = compiledOnce(
  (_db: Db, userId: number, tenant: string) => sql<{ units: number | null }>`select sum(ci.qty) as units from cart_items ci
    join carts c on c.id = ci.cart_id where c.user_id = ${userId} and c.tenant = ${tenant}`,
);

/** Units in the cart of this owner (0 without one): the header's count, in one query. */
export async function countCartUnits(db: Db, owner: CartOwner): Promise<number> {
  const result =
    "guestTokenHash" in owner
      ? await guestCartUnits(db, owner.guestTokenHash)
      : await userCartUnits(db, owner.userId, owner.tenant);
  return Number(result.rows[0]?.units ?? 0);
}

/** Serialises concurrent changes to one cart: a row lock on PostgreSQL; SQLite already runs one writer at a time. */
export async function lockCart(db: Db, kind: DbKind, cartId: string): Promise<CartRow | undefined> {
  const query = db.selectFrom("carts").selectAll().where("id", "=", cartId);
  return (kind === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}

const insertCartRow = compiledOnce((db: Db, row: CartRow) => db.insertInto("carts").values(row));

export async function insertCart(db: Db, row: CartRow): Promise<void> {
  await insertCartRow(db, row);
}

// PostgreSQL: the new cart and its coupons in one statement (one round trip fewer per new cart).
// SQLite has no data-modifying WITH, and there a statement costs no round trip.
const insertCartRowWithCoupons = compiledOnce((db: Db, row: CartRow, codes: readonly string[], now: string) =>
  db
    .with("newCart", (db) => db.insertInto("carts").values(row))
    .insertInto("cartCoupons")
    .values(codes.map((code) => ({ cartId: row.id, code, appliedAt: now })))
    .onConflict((oc) => oc.columns(["cartId", "code"]).doNothing()),
);

/** A new cart with the coupons it starts with. */
export async function insertCartWithCoupons(
  db: Db,
  kind: DbKind,
  row: CartRow,
  codes: readonly string[],
  now: string,
): Promise<void> {
  if (kind === "postgres" && codes.length > 0) {
    await insertCartRowWithCoupons(db, row, codes, now);
    return;
  }
  await insertCartRow(db, row);
  for (const code of codes) await insertCartCoupon(db, row.id, code, now);
}

export async function touchCart(db: Db, cartId: string, changes: Partial<CartRow>, now: string): Promise<void> {
  await db
    .updateTable("carts")
    .set({ ...changes, updatedAt: now, version: sql`version + 1` })
    .where("id", "=", cartId)
    .execute();
}

const cartItemsOf = compiledOnce((db: Db, cartId: string) =>
  db.selectFrom("cartItems").selectAll().where("cartId", "=", cartId).orderBy("position").orderBy("createdAt"),
);

export async function listCartItems(db: Db, cartId: string): Promise<CartItemRow[]> {
  return (await cartItemsOf(db, cartId)).rows;
}

const cartItemsWithSwapsOf = compiledOnce(
  (_db: Db, cartId: string) => sql<
    CartItemRow & { swapOrigItemId: string | null }
  >`select ci.*, s.orig_item_id as swap_orig_item_id
    from cart_items ci left join cart_item_swaps s on s.cart_item_id = ci.id
    where ci.cart_id = ${cartId} order by ci.position, ci.created_at`,
);

/** The cart's lines and, by line, the item each replaced with an alternate (altItem.origItemId), in one read. */
export async function listCartItemsWithSwaps(
  db: Db,
  cartId: string,
): Promise<{ lines: CartItemRow[]; swaps: Map<string, string> }> {
  const lines: CartItemRow[] = [];
  const swaps = new Map<string, string>();
  for (const { swapOrigItemId, ...line } of (await cartItemsWithSwapsOf(db, cartId)).rows) {
    lines.push(line);
    if (swapOrigItemId !== null) swaps.set(line.id, swapOrigItemId);
  }
  return { lines, swaps };
}

const insertCartItemRow = compiledOnce((db: Db, row: CartItemRow) => db.insertInto("cartItems").values(row));

export async function insertCartItem(db: Db, row: CartItemRow): Promise<void> {
  await insertCartItemRow(db, row);
}

const updateCartItemRow = compiledOnce((db: Db, id: string, changes: Partial<CartItemRow>) =>
  db.updateTable("cartItems").set(changes).where("id", "=", id),
);

export async function updateCartItem(
  db: Db,
  id: string,
  changes: Partial<
    Pick<
      CartItemRow,
      "qty" | "status" | "lineKey" | "messages" | "updatedAt" | "furnSvcInfo" | "deliveryType" | "pickupStoreNumber"
    >
  >,
): Promise<void> {
  await updateCartItemRow(db, id, changes);
}

/** The columns of a CartProductRow but its rule flags, over `products p` with PRODUCT_JOINS. */
export const PRODUCT_BASE_COLUMNS = sql`p.id, p.item_id, p.item_url, p.name, b.name as brand_name, p.status,
      p.final_price_cents, p.base_price_cents, p.compare_price_cents, p.unit, p.unit_count, p.quantity_limit, p.is_free_sample,
      p.division, p.department, p.class_id, p.sku_set_id, c.slug as category_slug, pc.slug as parent_category_slug,
      p.category_id, c.parent_id as parent_category_id,
      coalesce(i.online_qty, 0) as online_qty, i.backorder_date, p.gift_card_delivery_id, p.assembly_eligible,
      p.membership_program`;

/** The columns of a CartProductRow, its RULE flags included (an index probe per rule table). */
export const PRODUCT_COLUMNS = sql`${PRODUCT_BASE_COLUMNS},
      (case when exists (select 1 from item_alternates r where r.product_id = p.id) then ${sql.lit(RULE.alternates)} else 0 end
        + case when exists (select 1 from heavy_items r where r.product_id = p.id) then ${sql.lit(RULE.heavyFee)} else 0 end
        + case when exists (select 1 from item_restrictions r where r.product_id = p.id) then ${sql.lit(RULE.restrictions)} else 0 end
        + case when exists (select 1 from warranty_links r where r.product_id = p.id) then ${sql.lit(RULE.warrantyPlans)} else 0 end
        + case when exists (select 1 from product_addons r where r.product_id = p.id) then ${sql.lit(RULE.addOns)} else 0 end)
        as rule_flags,
      (select r.fee_per_unit_cents from heavy_items r where r.product_id = p.id) as heavy_fee_per_unit_cents`;

export const PRODUCT_JOINS = sql`join brands b on b.id = p.brand_id
    join categories c on c.id = p.category_id
    left join categories pc on pc.id = c.parent_id
    left join inventory i on i.product_id = p.id`;

/** A product row as the driver gives it (numbers may be strings on PostgreSQL), field by field. */
export function toCartProduct(r: CartProductRow): CartProductRow {
  return {
    id: Number(r.id),
    itemId: r.itemId,
    itemUrl: r.itemUrl,
    name: r.name,
    brandName: r.brandName,
    status: r.status,
    finalPriceCents: Number(r.finalPriceCents),
    basePriceCents: Number(r.basePriceCents),
    comparePriceCents: r.comparePriceCents === null ? null : Number(r.comparePriceCents),
    unit: r.unit,
    unitCount: Number(r.unitCount),
    quantityLimit: r.quantityLimit === null ? null : Number(r.quantityLimit),
    isFreeSample: Number(r.isFreeSample),
    division: Number(r.division),
    department: Number(r.department),
    classId: Number(r.classId),
    skuSetId: r.skuSetId,
    categorySlug: r.categorySlug,
    parentCategorySlug: r.parentCategorySlug,
    categoryId: Number(r.categoryId),
    parentCategoryId: r.parentCategoryId === null ? null : Number(r.parentCategoryId),
    onlineQty: Number(r.onlineQty),
    backorderDate: r.backorderDate,
    giftCardDeliveryId: r.giftCardDeliveryId === null ? null : Number(r.giftCardDeliveryId),
    assemblyEligible: Number(r.assemblyEligible),
    membershipProgram: r.membershipProgram ?? null,
    ...(r.ruleFlags === undefined || r.ruleFlags === null ? {} : { ruleFlags: Number(r.ruleFlags) }),
    ...(r.heavyFeePerUnitCents === undefined
      ? {}
      : { heavyFeePerUnitCents: r.heavyFeePerUnitCents === null ? null : Number(r.heavyFeePerUnitCents) }),
  };
}

/** The products behind a cart's lines, in one query (the cart's hot path). */
const productsOfCart = compiledOnce(
  (_db: Db, cartId: string) => sql<CartProductRow>`select ${PRODUCT_COLUMNS}
    from products p ${PRODUCT_JOINS}
    where p.id in (select product_id from cart_items where cart_id = ${cartId})`,
);

export async function findProductsOfCart(db: Db, cartId: string): Promise<CartProductRow[]> {
  return (await productsOfCart(db, cartId)).rows.map(toCartProduct);
}

// By item ids, by product ids, or both: one compiled query per list shape (compiled-once.ts).
const productsByItemIds = compiledOnce(
  (_db: Db, itemIds: readonly string[]) => sql<CartProductRow>`select ${PRODUCT_COLUMNS}
    from products p ${PRODUCT_JOINS}
    where p.item_id in (${sql.join(itemIds)})`,
);
const productsByIds = compiledOnce(
  (_db: Db, productIds: readonly number[]) => sql<CartProductRow>`select ${PRODUCT_COLUMNS}
    from products p ${PRODUCT_JOINS}
    where p.id in (${sql.join(productIds)})`,
);
const productsByEither = compiledOnce(
  (_db: Db, itemIds: readonly string[], productIds: readonly number[]) => sql<CartProductRow>`select ${PRODUCT_COLUMNS}
    from products p ${PRODUCT_JOINS}
    where (p.item_id in (${sql.join(itemIds)}) or p.id in (${sql.join(productIds)}))`,
);

export async function findCartProducts(db: Db, by: { itemIds?: string[]; productIds?: number[] }): Promise<CartProductRow[]> {
  const itemIds = by.itemIds ?? [];
  const productIds = by.productIds ?? [];
  if (itemIds.length === 0 && productIds.length === 0) return [];
  const result =
    itemIds.length > 0 && productIds.length > 0
      ? await productsByEither(db, itemIds, productIds)
      : itemIds.length > 0
        ? await productsByItemIds(db, itemIds)
        : await productsByIds(db, productIds);
  return result.rows.map(toCartProduct);
}

export async function storeExists(db: Db, storeNumber: string): Promise<boolean> {
  const row = await db.selectFrom("stores").select("storeNumber").where("storeNumber", "=", storeNumber).executeTakeFirst();
  return row !== undefined;
}

export async function storeStock(db: Db, storeNumber: string, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("storeInventory")
    .select(["productId", "qty"])
    .where("storeNumber", "=", storeNumber)
    .where("productId", "in", productIds)
    .execute();
  return new Map(rows.map((r) => [Number(r.productId), Number(r.qty)]));
}

const couponCodesOf = compiledOnce((db: Db, cartId: string) =>
  db.selectFrom("cartCoupons").select("code").where("cartId", "=", cartId).orderBy("appliedAt"),
);

export async function listCartCouponCodes(db: Db, cartId: string): Promise<string[]> {
  const { rows } = await couponCodesOf(db, cartId);
  return rows.map((r) => r.code);
}

const insertCartCoupon = compiledOnce((db: Db, cartId: string, code: string, now: string) =>
  db
    .insertInto("cartCoupons")
    .values({ cartId, code, appliedAt: now })
    .onConflict((oc) => oc.columns(["cartId", "code"]).doNothing()),
);

export async function addCartCoupon(db: Db, cartId: string, code: string, now: string): Promise<void> {
  await insertCartCoupon(db, cartId, code, now);
}

export async function removeCartCoupon(db: Db, cartId: string, code: string): Promise<number> {
  const result = await db.deleteFrom("cartCoupons").where("cartId", "=", cartId).where("code", "=", code).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findCoupons(db: Db, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .selectFrom("coupons as k")
    .leftJoin("categories as c", "c.id", "k.categoryId")
    .select([
      "k.code",
      "k.description",
      "k.kind",
      "k.value",
      "k.minOrderCents",
      "k.basketLevel",
      "k.autoAdd",
      "k.expiresAt",
      "k.active",
      "k.businessEligible",
      "c.slug as categorySlug",
    ])
    .where("k.code", "in", codes)
    .execute();
}

/** Coupons put on every new cart; a business cart gets only those marked for business (decision 042). */
export async function findAutoAddCouponCodes(db: Db, options: { businessOnly?: boolean } = {}): Promise<string[]> {
  let query = db.selectFrom("coupons").select("code").where("autoAdd", "=", 1).where("active", "=", 1);
  if (options.businessOnly) query = query.where("businessEligible", "=", 1);
  const rows = await query.execute();
  return rows.map((r) => r.code);
}

export async function findIdempotentReply(db: Db, scope: string, key: string) {
  return db
    .selectFrom("idempotentReplies")
    .select(["requestHash", "statusCode", "body"])
    .where("scope", "=", scope)
    .where("idempotencyKey", "=", key)
    .executeTakeFirst();
}

export async function saveIdempotentReply(
  db: Db,
  row: { scope: string; idempotencyKey: string; requestHash: string; statusCode: number; body: string; createdAt: string },
): Promise<void> {
  await db.insertInto("idempotentReplies").values(row).execute();
}

export async function deleteCartItem(db: Db, id: string): Promise<void> {
  await db.deleteFrom("cartItems").where("id", "=", id).execute();
}

// One statement for the three reads of the wallet: each is at most one row except the applied payments,
// so their rows carry the user's and the checkout's columns (nulls where there is none).
const cartWalletRows = compiledOnce(
  (_db: Db, userId: number, cartId: string) => sql<{
    userFound: number | null;
    rewardsTier: string | null;
    rewardsPoints: number | null;
    accountId: number | null;
    membershipProgram: string | null;
    /** true or 1 when the cart has a checkout row (PostgreSQL says a boolean, SQLite a number) */
    checkoutFound: boolean | number | null;
    paymentType: string | null;
    cardBrand: string | null;
    id: string | null;
    kind: string | null;
    last4: string | null;
    balanceCents: number | null;
    requestedCents: number | null;
    points: number | null;
  }>`select u.id as user_found, u.rewards_tier, u.rewards_points, u.account_id, u.membership_program,
      c.cart_id is not null as checkout_found, c.payment_type, c.card_brand,
      p.id, p.kind, p.last4, p.balance_cents, p.requested_cents, p.points
    from (select 1 as one) as one
    left join users u on u.id = ${userId}
    left join checkouts c on c.cart_id = ${cartId}
    left join checkout_payments p on p.cart_id = ${cartId}
    order by p.created_at, p.id`,
);

/**
 * A signed-in shopper's rewards and what their checkout applies besides its primary payment; Amex
 * points count only while the checkout pays with an Amex card.
 */
export async function findCartWallet(
  db: Db,
  cartId: string,
  userId: number,
): Promise<{
  tier: string | null;
  points: number;
  businessAccount: boolean;
  membershipProgram: string | null;
  applied: AppliedPaymentInput[];
}> {
  const { rows } = await cartWalletRows(db, userId, cartId);
  const first = rows[0];
  const user = first?.userFound != null ? first : undefined;
  const checkout = first?.checkoutFound ? first : undefined;
  const applied = rows.flatMap((r) => (r.id === null ? [] : [{ ...r, id: r.id, kind: r.kind ?? "" }]));
  const paysByAmex = checkout?.paymentType === "CREDIT_CARD" && checkout.cardBrand === "AMEX";
  return {
    tier: user?.rewardsTier ?? null,
    points: Number(user?.rewardsPoints ?? 0),
    businessAccount: user?.accountId != null,
    membershipProgram: user?.membershipProgram ?? null,
    applied: applied
      .filter((r) => r.kind !== "AMEX_POINTS" || paysByAmex)
      .map((r) => ({
        id: r.id,
        kind: r.kind as AppliedPaymentInput["kind"],
        last4: r.last4,
        balanceCents: Number(r.balanceCents),
        requestedCents: r.requestedCents === null ? null : Number(r.requestedCents),
        points: r.points === null ? null : Number(r.points),
      })),
  };
}
