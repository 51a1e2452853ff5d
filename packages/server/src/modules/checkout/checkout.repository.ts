import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { AddressTable, CheckoutPaymentTable, CheckoutTable, OrderTable, SavedCardTable } from "../../db/schema";

// Checkout SQL: addresses, saved cards, a cart's checkout choices, orders and the stock and budget
// they move. Every function takes the database or a transaction explicitly.

export type AddressRow = AddressTable;
export type SavedCardRow = SavedCardTable;
export type CheckoutRow = CheckoutTable;
export type OrderRow = OrderTable;

export interface ShopperKey {
  userId: number;
  tenant: string;
}

// ---- addresses

export async function listAddresses(db: Db, who: ShopperKey): Promise<AddressRow[]> {
  return db
    .selectFrom("addresses")
    .selectAll()
    .where("userId", "=", who.userId)
    .where("tenant", "=", who.tenant)
    .orderBy("updatedAt", "desc")
    .orderBy("id")
    .execute();
}

export async function findAddress(db: Db, who: ShopperKey, id: string): Promise<AddressRow | undefined> {
  return db
    .selectFrom("addresses")
    .selectAll()
    .where("id", "=", id)
    .where("userId", "=", who.userId)
    .where("tenant", "=", who.tenant)
    .executeTakeFirst();
}

export async function insertAddress(db: Db, row: AddressRow): Promise<void> {
  await db.insertInto("addresses").values(row).execute();
}

export async function updateAddress(db: Db, who: ShopperKey, id: string, changes: Partial<AddressRow>): Promise<number> {
  const result = await db
    .updateTable("addresses")
    .set(changes)
    .where("id", "=", id)
    .where("userId", "=", who.userId)
    .where("tenant", "=", who.tenant)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countAddresses(db: Db, who: ShopperKey): Promise<number> {
  const row = await db
    .selectFrom("addresses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", who.userId)
    .where("tenant", "=", who.tenant)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

// ---- saved cards

export async function listSavedCards(db: Db, who: ShopperKey): Promise<SavedCardRow[]> {
  return db
    .selectFrom("savedCards")
    .selectAll()
    .where("userId", "=", who.userId)
    .where("tenant", "=", who.tenant)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

export async function findSavedCard(db: Db, who: ShopperKey, id: string): Promise<SavedCardRow | undefined> {
  return db
    .selectFrom("savedCards")
    .selectAll()
    .where("id", "=", id)
    .where("userId", "=", who.userId)
    .where("tenant", "=", who.tenant)
    .executeTakeFirst();
}

export async function insertSavedCard(db: Db, row: SavedCardRow): Promise<void> {
  await db.insertInto("savedCards").values(row).execute();
}

export async function setDefaultSavedCard(db: Db, who: ShopperKey, id: string, now: string): Promise<void> {
  await db
    .updateTable("savedCards")
    .set({ isDefault: sql<number>`case when id = ${id} then 1 else 0 end`, updatedAt: now })
    .where("userId", "=", who.userId)
    .where("tenant", "=", who.tenant)
    .execute();
}

export async function deleteSavedCard(db: Db, who: ShopperKey, id: string): Promise<number> {
  const result = await db
    .deleteFrom("savedCards")
    .where("id", "=", id)
    .where("userId", "=", who.userId)
    .where("tenant", "=", who.tenant)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function markSavedCardUsed(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable("savedCards").set({ lastUsedAt: now }).where("id", "=", id).execute();
}

// ---- checkout choices of a cart

export async function findCheckout(db: Db, cartId: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom("checkouts").selectAll().where("cartId", "=", cartId).executeTakeFirst();
}

export function emptyCheckout(cartId: string, now: string): CheckoutRow {
  return {
    cartId,
    deliveryMethod: "DELIVERY",
    deliveryChosen: 0,
    pickupStoreNumber: null,
    shippingAddressId: null,
    billingAddressId: null,
    pickupAddressId: null,
    paymentType: null,
    cardToken: null,
    cardBrand: null,
    cardLast4: null,
    cardExpiryMonth: null,
    cardExpiryYear: null,
    savedCardId: null,
    purchaseOrderNumber: null,
    walletEmail: null,
    updatedAt: now,
  };
}

export async function saveCheckout(db: Db, row: CheckoutRow): Promise<void> {
  const { cartId: _cartId, ...rest } = row;
  await db
    .insertInto("checkouts")
    .values(row)
    .onConflict((oc) => oc.column("cartId").doUpdateSet(rest))
    .execute();
}

export async function deleteCheckout(db: Db, cartId: string): Promise<void> {
  await db.deleteFrom("checkouts").where("cartId", "=", cartId).execute();
}

/** Takes the card off a checkout (its other choices stay): a declined card is chosen no longer. */
export async function clearCardPayment(db: Db, cartId: string, now: string): Promise<void> {
  await db
    .updateTable("checkouts")
    .set({
      paymentType: null,
      cardToken: null,
      cardBrand: null,
      cardLast4: null,
      cardExpiryMonth: null,
      cardExpiryYear: null,
      savedCardId: null,
      updatedAt: now,
    })
    .where("cartId", "=", cartId)
    .where("paymentType", "=", "CREDIT_CARD")
    .execute();
}

/** Forgets a deleted saved card on every checkout that had picked it. */
export async function clearSavedCardFromCheckouts(db: Db, savedCardId: string): Promise<void> {
  await db
    .updateTable("checkouts")
    .set({
      paymentType: null,
      cardToken: null,
      cardBrand: null,
      cardLast4: null,
      cardExpiryMonth: null,
      cardExpiryYear: null,
      savedCardId: null,
    })
    .where("savedCardId", "=", savedCardId)
    .execute();
}

// ---- stock

/** Takes qty units of online stock, only if that many are there; false when they are not. */
export async function takeOnlineStock(db: Db, productId: number, qty: number): Promise<boolean> {
  const result = await db
    .updateTable("inventory")
    .set({ onlineQty: sql<number>`online_qty - ${qty}` })
    .where("productId", "=", productId)
    .where("onlineQty", ">=", qty)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function takeStoreStock(db: Db, storeNumber: string, productId: number, qty: number): Promise<boolean> {
  const result = await db
    .updateTable("storeInventory")
    .set({ qty: sql<number>`qty - ${qty}` })
    .where("storeNumber", "=", storeNumber)
    .where("productId", "=", productId)
    .where("qty", ">=", qty)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function returnOnlineStock(db: Db, productId: number, qty: number): Promise<void> {
  await db
    .updateTable("inventory")
    .set({ onlineQty: sql<number>`online_qty + ${qty}` })
    .where("productId", "=", productId)
    .execute();
}

export async function returnStoreStock(db: Db, storeNumber: string, productId: number, qty: number): Promise<void> {
  await db
    .updateTable("storeInventory")
    .set({ qty: sql<number>`qty + ${qty}` })
    .where("storeNumber", "=", storeNumber)
    .where("productId", "=", productId)
    .execute();
}

// ---- a business account's ship-to locations

export async function listShipTos(db: Db, accountId: number) {
  return db
    .selectFrom("shipTos")
    .select(["id", "shipToId", "name", "address1", "city", "state", "zipCode"])
    .where("accountId", "=", accountId)
    .orderBy("id")
    .execute();
}

export type ShipToRow = Awaited<ReturnType<typeof listShipTos>>[number];

export async function findAccountPolicies(db: Db, accountId: number) {
  return db.selectFrom("accounts").select(["name", "policies"]).where("id", "=", accountId).executeTakeFirst();
}

// ---- orders

export async function findOrderByKey(db: Db, userId: number, idempotencyKey: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("userId", "=", userId)
    .where("idempotencyKey", "=", idempotencyKey)
    .executeTakeFirst();
}

/** In one statement: the order this key placed, and the order placed from this cart (often the same). */
export async function findOrdersByKeyAndCart(
  db: Db,
  userId: number,
  idempotencyKey: string,
  cartId: string,
): Promise<{ byKey: OrderRow | undefined; byCart: OrderRow | undefined }> {
  const rows = await db
    .selectFrom("orders")
    .selectAll()
    .where((eb) =>
      eb.or([eb.and([eb("userId", "=", userId), eb("idempotencyKey", "=", idempotencyKey)]), eb("cartId", "=", cartId)]),
    )
    .execute();
  return {
    byKey: rows.find((r) => Number(r.userId) === userId && r.idempotencyKey === idempotencyKey),
    byCart: rows.find((r) => r.cartId === cartId),
  };
}

export async function findOrderByNumber(db: Db, orderNumber: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("orderNumber", "=", orderNumber).executeTakeFirst();
}

/** Where an order's mail goes: the e-mail a guest typed, else the account's. */
export async function findOrderRecipient(db: Db, orderNumber: string) {
  return db
    .selectFrom("orders as o")
    .innerJoin("users as u", "u.id", "o.userId")
    .select([
      "o.id",
      "o.orderNumber",
      "o.tenant",
      "o.status",
      "o.totalCents",
      "o.contactEmail",
      "u.email",
      "u.firstName",
      "u.userType",
    ])
    .where("o.orderNumber", "=", orderNumber)
    .executeTakeFirst();
}

/** A guest's latest order with the e-mail typed at checkout, and the addresses that name the shopper. */
export async function findLatestGuestOrder(db: Db, userId: number) {
  return db
    .selectFrom("orders")
    .select(["orderNumber", "contactEmail", "shippingAddress", "pickupPerson", "billingAddress"])
    .where("userId", "=", userId)
    .where("contactEmail", "is not", null)
    .orderBy("placedAt", "desc")
    .executeTakeFirst();
}

export async function orderIdOrNumberTaken(db: Db, id: number, orderNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom("orders")
    .select("id")
    .where((eb) => eb.or([eb("id", "=", id), eb("orderNumber", "=", orderNumber)]))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOrder(db: Db, row: OrderRow): Promise<void> {
  await db.insertInto("orders").values(row).execute();
}

export async function insertOrderLines(
  db: Db,
  lines: {
    orderId: number;
    productId: number;
    qty: number;
    unitPriceCents: number;
    itemId: string;
    name: string;
    deliveryType: string;
    pickupStoreNumber: string | null;
  }[],
): Promise<void> {
  if (lines.length > 0) await db.insertInto("orderLines").values(lines).execute();
}

export async function listOrderLines(db: Db, orderId: number) {
  return db
    .selectFrom("orderLines as l")
    .innerJoin("products as p", "p.id", "l.productId")
    .select([
      "l.productId",
      "l.qty",
      "l.unitPriceCents",
      "l.itemId",
      "l.name",
      "l.deliveryType",
      "l.pickupStoreNumber",
      "p.itemId as productItemId",
      "p.name as productName",
      "p.itemUrl",
    ])
    .where("l.orderId", "=", orderId)
    .orderBy("l.productId")
    .execute();
}

export async function setOrderStatus(db: Db, orderId: number, from: string, to: string): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ status: to })
    .where("id", "=", orderId)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Orders a shopper may see: their own, or (approvers) every order of their account. */
export interface OrderScope {
  userId: number;
  tenant: string;
  /** set for an approver: the account whose orders they see */
  accountId: number | null;
}

/** The orders (alias o) this scope may see, as one condition both databases read alike. */
function visibleTo(scope: OrderScope) {
  return scope.accountId !== null
    ? sql<boolean>`o.tenant = ${scope.tenant} and (o.user_id = ${scope.userId} or o.account_id = ${scope.accountId})`
    : sql<boolean>`o.tenant = ${scope.tenant} and o.user_id = ${scope.userId}`;
}

export async function countOrders(db: Db, scope: OrderScope): Promise<number> {
  const row = await db
    .selectFrom("orders as o")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(visibleTo(scope))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listOrders(db: Db, scope: OrderScope, limit: number, offset: number) {
  return db
    .selectFrom("orders as o")
    .select([
      "o.id",
      "o.orderNumber",
      "o.status",
      "o.placedAt",
      "o.totalCents",
      (eb) =>
        eb
          .selectFrom("orderLines as l")
          .select((e) => e.fn.coalesce(e.fn.sum<number>("l.qty"), e.lit(0)).as("units"))
          .whereRef("l.orderId", "=", "o.id")
          .as("itemCount"),
    ])
    .where(visibleTo(scope))
    .orderBy("o.placedAt", "desc")
    .orderBy("o.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function findScopedOrder(db: Db, scope: OrderScope, orderNumber: string) {
  return db
    .selectFrom("orders as o")
    .innerJoin("users as u", "u.id", "o.userId")
    .selectAll("o")
    .select(["u.firstName as buyerFirstName", "u.lastName as buyerLastName"])
    .where("o.orderNumber", "=", orderNumber)
    .where(visibleTo(scope))
    .executeTakeFirst();
}

export async function findStore(db: Db, storeNumber: string) {
  return db
    .selectFrom("stores")
    .select(["storeNumber", "name", "addressLine", "city", "state", "zipcode"])
    .where("storeNumber", "=", storeNumber)
    .executeTakeFirst();
}

export async function listStores(db: Db, limit: number) {
  return db
    .selectFrom("stores")
    .select(["storeNumber", "name", "addressLine", "city", "state", "zipcode"])
    .orderBy("storeNumber")
    .limit(limit)
    .execute();
}

// ---- declined authorisations (the card-testing limit)

export async function countDeclines(db: Db, key: string, sinceMs: number): Promise<{ n: number; oldestMs: number | null }> {
  const row = await db
    .selectFrom("cardDeclines")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min<number>("declinedAtMs").as("oldest")])
    .where("limiterKey", "=", key)
    .where("declinedAtMs", ">", sinceMs)
    .executeTakeFirst();
  return { n: Number(row?.n ?? 0), oldestMs: row?.oldest == null ? null : Number(row.oldest) };
}

/** countDeclines for several keys in one statement: each key's count and oldest decline (keys without any are left out). */
export async function countDeclinesOf(
  db: Db,
  keys: string[],
  sinceMs: number,
): Promise<Map<string, { n: number; oldestMs: number | null }>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom("cardDeclines")
    .select((eb) => ["limiterKey", eb.fn.countAll<number>().as("n"), eb.fn.min<number>("declinedAtMs").as("oldest")])
    .where("limiterKey", "in", keys)
    .where("declinedAtMs", ">", sinceMs)
    .groupBy("limiterKey")
    .execute();
  return new Map(rows.map((r) => [r.limiterKey, { n: Number(r.n), oldestMs: r.oldest == null ? null : Number(r.oldest) }]));
}

export async function recordDecline(db: Db, id: string, key: string, atMs: number): Promise<void> {
  await db.insertInto("cardDeclines").values({ id, limiterKey: key, declinedAtMs: atMs }).execute();
}

export async function pruneDeclines(db: Db, beforeMs: number): Promise<void> {
  await db.deleteFrom("cardDeclines").where("declinedAtMs", "<", beforeMs).execute();
}

/** Several counted attempts in one statement (the tokenising limit counts one attempt on three keys). */
export async function recordAttempts(db: Db, rows: { id: string; limiterKey: string; atMs: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("cardDeclines")
    .values(rows.map((r) => ({ id: r.id, limiterKey: r.limiterKey, declinedAtMs: r.atMs })))
    .execute();
}

/** Gives back counted attempts that were refused, so a refusal does not prolong the wait. */
export async function removeAttempts(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("cardDeclines").where("id", "in", ids).execute();
}

export async function insertApprovalOrder(
  db: Db,
  row: {
    id: string;
    accountId: number;
    orderNumber: string;
    cartId: string;
    submittedByUserId: number;
    ownerProfileId: string;
    totalCents: number;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto("approvalOrders")
    .values({ ...row, status: "PENDING", approvalComments: "", decidedAt: null, decidedByUserId: null })
    .execute();
}

// ---- an order opened as the approver's cart (MODIFY_CART)

export async function clearCartContents(db: Db, cartId: string): Promise<void> {
  await db.deleteFrom("cartItems").where("cartId", "=", cartId).execute();
  await db.deleteFrom("cartCoupons").where("cartId", "=", cartId).execute();
}

export async function findCartModifying(db: Db, userId: number, tenant: string, orderNumber: string) {
  return db
    .selectFrom("carts")
    .selectAll()
    .where("userId", "=", userId)
    .where("tenant", "=", tenant)
    .where("modifyingOrderNumber", "=", orderNumber)
    .executeTakeFirst();
}

export async function deleteOrderLines(db: Db, orderId: number): Promise<void> {
  await db.deleteFrom("orderLines").where("orderId", "=", orderId).execute();
}

export async function updateOrderAmounts(
  db: Db,
  orderId: number,
  amounts: Pick<
    OrderRow,
    "subtotalCents" | "totalCents" | "couponsTotalCents" | "shipFeeCents" | "handlingFeeCents" | "taxCents" | "couponCodes"
  >,
): Promise<void> {
  await db.updateTable("orders").set(amounts).where("id", "=", orderId).execute();
}

export async function updateApprovalTotal(db: Db, orderNumber: string, totalCents: number): Promise<void> {
  await db.updateTable("approvalOrders").set({ totalCents }).where("orderNumber", "=", orderNumber).execute();
}

// ---- payments applied to a checkout besides the primary one (gift and prepaid cards, points)

export type CheckoutPaymentRow = CheckoutPaymentTable;

export async function listCheckoutPayments(db: Db, cartId: string): Promise<CheckoutPaymentRow[]> {
  return db.selectFrom("checkoutPayments").selectAll().where("cartId", "=", cartId).orderBy("createdAt").orderBy("id").execute();
}

/** Adds an applied payment unless this cart already has one with the same fingerprint; true when added. */
export async function insertCheckoutPayment(db: Db, row: CheckoutPaymentRow): Promise<boolean> {
  const result = await db
    .insertInto("checkoutPayments")
    .values(row)
    .onConflict((oc) => oc.columns(["cartId", "fingerprint"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Sets the one payment of its kind (rewards, points) on a cart: one statement, so applies sent at once cannot clash. */
export async function replaceCheckoutPayment(db: Db, row: CheckoutPaymentRow): Promise<void> {
  const { id: _id, cartId: _cartId, fingerprint: _fingerprint, ...changes } = row;
  await db
    .insertInto("checkoutPayments")
    .values(row)
    .onConflict((oc) => oc.columns(["cartId", "fingerprint"]).doUpdateSet(changes))
    .execute();
}

export async function deleteCheckoutPayment(db: Db, cartId: string, userId: number, id: string): Promise<number> {
  const result = await db
    .deleteFrom("checkoutPayments")
    .where("id", "=", id)
    .where("cartId", "=", cartId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteCheckoutPaymentsOfKind(db: Db, cartId: string, kind: string): Promise<void> {
  await db.deleteFrom("checkoutPayments").where("cartId", "=", cartId).where("kind", "=", kind).execute();
}

export async function deleteCheckoutPayments(db: Db, cartId: string): Promise<void> {
  await db.deleteFrom("checkoutPayments").where("cartId", "=", cartId).execute();
}

/** A member's tier and points (null tier: not a rewards member). */
export async function findRewardsOf(db: Db, userId: number): Promise<{ tier: string | null; points: number } | undefined> {
  const row = await db.selectFrom("users").select(["rewardsTier", "rewardsPoints"]).where("id", "=", userId).executeTakeFirst();
  return row ? { tier: row.rewardsTier, points: Number(row.rewardsPoints) } : undefined;
}
