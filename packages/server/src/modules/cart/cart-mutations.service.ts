import {
  CART_AREA_MESSAGES,
  CART_ITEMS_OOS_CODE,
  DEFAULT_STORE,
  SKU_ADDED_CODE,
  SPECIAL_CART_TYPE,
  addedConfirmation,
  BUSINESS_COUPON_ONLY_CODE,
  BUSINESS_COUPON_ONLY_MESSAGE,
  type CartMessage,
  OFF_CONTRACT_CODE,
  OFF_CONTRACT_MESSAGE,
  OFF_CONTRACT_REFUSAL,
  type TenantId,
  couponAppliesToCart,
  couponEligibility,
  isBusinessCart,
  refusesOffContract,
  decideAddQuantity,
  decideUpdateQuantity,
  dependentLineIds,
  effectiveItemId,
  CHOOSE_STORE_CODE,
  CHOOSE_STORE_MESSAGE,
  LINE_DELIVERY_MESSAGES,
  cartLineKey,
  decideLineDelivery,
  isPickupEligible,
  membershipAddRefusal,
  membershipOf,
  resolveDeliveryType,
} from "@quire/domain";
import type { Db, DbKind } from "../../db/database";
import { type TransactionRunner, transactionRunner } from "../../db/transaction-groups";
import { AppError } from "../../http/errors";
import { TtlCache } from "../../lib/ttl-cache";
import { repriceRows } from "../business-pricing";
import { addRelatedItems, enforcePlanQuantities, isRelatedAdd } from "./cart-line-relations";
import { BLOCKED_BY_POLICY, ITEM_ID, availableQuantity, insertCartLine, isBlocked, lineProduct } from "./cart-line-rules";
import { findForwardedGuest } from "./cart-merge.service";
import { dropLapsedFreeItems, freeSampleAddRefusal, samplesOnlyRefusal } from "./free-items.service";
import { applyAssembly } from "./furniture-assembly";
import { type CartViewer, hashOwnerToken, newCartRow, ownerOf } from "./cart-ownership";
import { type CartState, type CartViewService, type RequestEffects, isoDay, toCouponDefinition } from "./cart-view.service";
import * as repo from "./cart.repository";
import type { AddItemsRequest, UpdateItemsRequest } from "./cart.schema";
import type { CartInfo } from "./cart.view";
import { pooledRandom } from "../../lib/random-pool";
import { cartAdds } from "../ops";
import { membershipFacts } from "../rewards";

export interface CartRequestContext {
  /** value of the browser's cart cookie, if any (ignored while signed in) */
  ownerToken: string | null;
  /** the signed-in user: their account cart is used instead of the cookie's */
  userId: number | null;
  /** category ids the user's organisation blocks from add to cart */
  blockedCategoryIds: readonly number[];
  tenant: TenantId;
  /** the shopper's store from the YourStore cookie, if any */
  yourStoreNumber: string | null;
  /** pickup in store is allowed (canPickUpInStore: consumers, business users with G_BOP); absent means allowed */
  canPickUp?: boolean;
  idempotencyKey: string | null;
  /** fingerprint of method, path and body, to tell a replay from a different request under the same key ("" without a key) */
  requestHash: string;
  /** when this browser's "Don't show alternatives" ends (decision 027) */
  alternatesOptOutUntil?: string | null;
}

export interface CartResult {
  statusCode: number;
  body: { data: { cartInfo: CartInfo } } | { code: string; message: string; data?: { cartInfo: CartInfo } };
  ctxToken: string;
  /** set when this request created the cart: the route writes it as the cart cookie */
  newOwnerToken: string | null;
}

/** Thrown inside a transaction to undo it and answer with `result` (a rejected add changes nothing). */
class RollbackWith extends Error {
  constructor(readonly result: CartResult) {
    super("rollback");
  }
}

export interface MutationScope extends Omit<RequestEffects, "newCart"> {
  trx: Db;
  state: CartState;
  now: Date;
  /** the viewer's blocked categories (the account's, when a merged guest cookie was forwarded) */
  blockedCategoryIds: readonly number[];
  /** changes to the cart row itself, written with the change's own touch of the cart (no statement of their own) */
  cartChanges: Partial<repo.CartRow>;
}

export type MutationOutcome = { error?: { statusCode: number; code: string; message: string } } | undefined;

const CART_ITEM_NOT_FOUND = {
  statusCode: 404,
  code: "CART_ITEM_ID_NOT_FOUND",
  message: "We couldn't find that item in your cart.",
};

/** The add's type and its addresses, judged before the cart is opened (decision 072). */
function refuseAddFlags(ctx: CartRequestContext, body: AddItemsRequest): void {
  if (body.type !== SPECIAL_CART_TYPE && (body.specialShipTo || body.specialBillTo)) {
    throw new AppError(400, "INVALID_REQUEST", "specialShipTo and specialBillTo go with type SPECIAL");
  }
  if (body.type === SPECIAL_CART_TYPE && ctx.userId === null) {
    throw new AppError(401, "MISSING_USER", CART_AREA_MESSAGES.MISSING_USER);
  }
}

/**
 * A quick-checkout (SPECIAL) cart holding lines takes only quick-checkout adds, unless the add forces
 * it back to a regular cart; an add with type SPECIAL makes the cart one, with the addresses it sent
 * (decision 072).
 */
function cartTypeChange(m: MutationScope, body: AddItemsRequest): MutationOutcome {
  const special = m.state.cart.type === SPECIAL_CART_TYPE;
  if (body.type === SPECIAL_CART_TYPE) {
    const sent = body.specialShipTo || body.specialBillTo;
    const stored = m.state.cart.specialAddresses ?? null;
    const specialAddresses = sent ? JSON.stringify({ shipTo: body.specialShipTo, billTo: body.specialBillTo }) : stored;
    m.cartChanges = {
      ...m.cartChanges,
      type: SPECIAL_CART_TYPE,
      specialAddresses,
      ...(body.specialShipTo ? { shipToZip: body.specialShipTo.zipCode } : {}),
    };
    return undefined;
  }
  if (!special) return undefined;
  // an emptied quick-checkout cart has nothing left to keep apart: it takes the add as a regular cart
  if (!body.forceUpdate && m.state.lines.length > 0) {
    return { error: { statusCode: 400, code: "CART_STATUS_ERROR", message: CART_AREA_MESSAGES.CART_STATUS_ERROR } };
  }
  m.cartChanges = { ...m.cartChanges, type: null, specialAddresses: null };
  return undefined;
}

/** The coupons an add brings (its `coupons`): each one the cart may take is applied; the others say why not. */
async function applyAddCoupons(m: MutationScope, codes: readonly string[]): Promise<number> {
  const wanted = [...new Set(codes.map((c) => c.trim().toUpperCase()).filter((c) => /^[A-Z0-9_-]{1,40}$/.test(c)))];
  if (wanted.length === 0) return 0;
  const rows = await repo.findCoupons(m.trx, wanted);
  let applied = 0;
  for (const code of wanted) {
    const refusal = couponRefusal(
      rows.find((r) => r.code === code),
      m,
    );
    if (refusal) {
      m.cartMessages.push({ code: refusal.code, type: "WARNING", message: refusal.message });
      continue;
    }
    if (!m.state.couponCodes.includes(code)) {
      await repo.addCartCoupon(m.trx, m.state.cart.id, code, m.now.toISOString());
      m.state.couponCodes.push(code);
    }
    applied++;
  }
  return applied;
}

type CouponRow = Awaited<ReturnType<typeof repo.findCoupons>>[number];

/** Why a coupon may not go on this cart, or null. */
function couponRefusal(row: CouponRow | undefined, m: MutationScope): { code: string; message: string } | null {
  const verdict = couponEligibility(row ? toCouponDefinition(row) : undefined, isoDay(m.now));
  if (!verdict.ok) return verdict;
  const businessEligible = Number(row?.businessEligible ?? 0) === 1;
  if (!couponAppliesToCart({ businessEligible }, { isBusiness: isBusinessCart(m.state.cart) })) {
    return { code: BUSINESS_COUPON_ONLY_CODE, message: BUSINESS_COUPON_ONLY_MESSAGE };
  }
  return null;
}

/** The cart as this change found it, kept so a refusal answers with it (what the change wrote is rolled back). */
function snapshotOf(state: CartState): CartState {
  return {
    ...state,
    cart: { ...state.cart },
    lines: state.lines.map((l) => ({ ...l })),
    products: new Map(state.products),
    couponCodes: [...state.couponCodes],
    swaps: state.swaps ? new Map(state.swaps) : undefined,
    claims: undefined,
  };
}

/** Changes to a cart: adds, quantity changes, removals, checkout status and coupons. */
export class CartMutationService {
  /**
   * The coupons every new cart starts with. Coupons are written only by the seed, never by a request, so
   * each process keeps the list for a minute, as it keeps coupon definitions (cart-view.service.ts).
   */
  private readonly autoCoupons = new TtlCache<string[]>(2, 60_000);

  /** On SQLite the changes of one event-loop turn commit together, each in a savepoint (transaction-groups.ts). */
  private readonly transactions: TransactionRunner;

  constructor(
    db: Db,
    private readonly kind: DbKind,
    private readonly views: CartViewService,
    private readonly clock: () => Date,
  ) {
    this.transactions = transactionRunner(db, kind);
  }

  private autoAddCouponCodes(trx: Db, businessOnly: boolean): Promise<string[]> {
    return this.autoCoupons.getOrCompute(businessOnly ? "business" : "all", () =>
      repo.findAutoAddCouponCodes(trx, { businessOnly }),
    );
  }

  async addItems(ctx: CartRequestContext, body: AddItemsRequest): Promise<CartResult> {
    refuseAddFlags(ctx, body);
    const result = await this.mutate(ctx, { create: true }, async (m) => {
      m.answer = { responseType: body.responseType, source: body.source, skipInv: body.skipInv };
      const typeRefusal = cartTypeChange(m, body);
      if (typeRefusal) return typeRefusal;
      const { requested, byItemId, related } = await requestedProducts(m, this.views, ctx, body);
      for (const item of requested) {
        if (!related.includes(item)) await addPlainItem(m, ctx, body, item, byItemId.get(item.itemId));
      }
      const touched = m.state.lines.filter((l) => m.changes.has(l.id));
      await this.views.itemRules.recordSwaps(m.trx, touched, requested, m.now, m.state.swaps);
      const relatedOutcome = await addRelatedItems(m, related, byItemId);
      if (relatedOutcome) return relatedOutcome;
      if (m.transient.length === requested.length) return nothingAdded(m);
      const sampleAlone = freeSampleAddRefusal(m);
      if (sampleAlone) return { error: sampleAlone };
      if (body.buyNow === true) m.cartChanges = { ...m.cartChanges, buyNow: 1 };
      const coupons = await applyAddCoupons(m, body.coupons);
      const skus = [...m.changes.values()].filter((c) => c.actioned === "ADD_ITEM").length;
      const confirmation = addedConfirmation(skus, coupons);
      if (confirmation) m.cartMessages.push({ code: SKU_ADDED_CODE, type: "INFO", message: confirmation });
      return undefined;
    });
    // the adds counter of /metrics (decision 054): one increment per add that went through
    if (result.statusCode === 200) cartAdds.inc();
    return result;
  }

  async updateItems(ctx: CartRequestContext, body: UpdateItemsRequest): Promise<CartResult> {
    return this.mutate(ctx, { create: false }, async (m) => {
      for (const item of body.items) {
        if (!m.state.lines.some((l) => l.id === item.cartItemId)) return { error: CART_ITEM_NOT_FOUND };
      }
      for (const item of body.items) {
        const line = m.state.lines.find((l) => l.id === item.cartItemId);
        if (!line) continue;
        const prevQty = line.qty;
        if (item.qty === 0) {
          await removeLine(m, line, item.qty);
          continue;
        }
        const p = m.state.products.get(line.productId);
        // a line off the contract (merged from a guest cart, or the contract changed) may shrink, not grow
        if (p && item.qty > prevQty && refusesOffContract(m.state.pricing, p.onContract === true)) {
          return { error: { statusCode: 400, code: OFF_CONTRACT_CODE, message: OFF_CONTRACT_MESSAGE } };
        }
        let requestedQty = item.qty;
        if (item.deliveryType !== undefined) {
          const moved = await changeLineDelivery(m, ctx, line, p, item.deliveryType, item.storeNumber ?? null);
          if ("error" in moved) return { error: moved.error };
          requestedQty += moved.mergedQty;
        }
        const available = await availableQuantity(m.trx, p, line.deliveryType, line.pickupStoreNumber);
        const decision = decideUpdateQuantity(lineProduct(line.itemId, p, available), prevQty, requestedQty, {
          deliveryType: line.deliveryType as "STA" | "STS" | "ISP",
        });
        const iso = m.now.toISOString();
        const qty = decision.accepted ? decision.qty : prevQty;
        line.qty = qty;
        line.messages = JSON.stringify(decision.messages);
        await repo.updateCartItem(m.trx, line.id, { qty, messages: line.messages, updatedAt: iso });
        m.changes.set(line.id, {
          actioned: "EDIT_ITEM",
          prevQty,
          qtyAdded: qty - prevQty,
          requestedQty: item.qty,
          messages: decision.messages,
        });
        const assemblyError = await applyAssembly(m, line, item.furnSvcInfo);
        if (assemblyError) return { error: assemblyError };
      }
      return enforcePlanQuantities(m, body.items, removeLine);
    });
  }

  async deleteItem(ctx: CartRequestContext, cartItemId: string): Promise<CartResult> {
    return this.mutate(ctx, { create: false }, async (m) => {
      const line = m.state.lines.find((l) => l.id === cartItemId);
      if (!line) return { error: CART_ITEM_NOT_FOUND };
      await removeLine(m, line, 0);
      return undefined;
    });
  }

  async setCheckoutStatus(ctx: CartRequestContext, proceedCheckout: boolean): Promise<CartResult> {
    return this.mutate(ctx, { create: false }, async (m) => {
      if (proceedCheckout && m.state.lines.length === 0) {
        return { error: { statusCode: 400, code: "EMPTY_CART", message: "Your cart is empty." } };
      }
      const restricted = proceedCheckout
        ? await this.views.itemRules.checkoutBlock(m.trx, { ...m.state, products: [...m.state.products.values()], now: m.now })
        : null;
      if (restricted) return { error: { statusCode: 400, ...restricted } };
      const samplesOnly = proceedCheckout ? samplesOnlyRefusal(m.state) : null;
      if (samplesOnly) return { error: samplesOnly };
      const stockOrTotal = proceedCheckout ? await checkoutStockOrTotalRefusal(m) : null;
      if (stockOrTotal) return { error: stockOrTotal };
      await repo.touchCart(m.trx, m.state.cart.id, { proceedCheckout: proceedCheckout ? 1 : 0 }, m.now.toISOString());
      m.state.cart.proceedCheckout = proceedCheckout ? 1 : 0;
      return undefined;
    });
  }

  async applyCoupon(ctx: CartRequestContext, rawCode: string): Promise<CartResult> {
    const code = rawCode.trim().toUpperCase();
    return this.mutate(ctx, { create: true }, async (m) => {
      const [row] = await repo.findCoupons(m.trx, [code]);
      const refusal = couponRefusal(row, m);
      if (refusal) return { error: { statusCode: 400, ...refusal } };
      if (!m.state.couponCodes.includes(code)) {
        await repo.addCartCoupon(m.trx, m.state.cart.id, code, m.now.toISOString());
        m.state.couponCodes.push(code);
      }
      m.cartMessages.push({ code: "COUPON_APPLIED", type: "INFO", message: "Your coupon has been added to the cart." });
      return undefined;
    });
  }

  async removeCoupon(ctx: CartRequestContext, rawCode: string): Promise<CartResult> {
    const code = rawCode.trim().toUpperCase();
    return this.mutate(ctx, { create: false }, async (m) => {
      const removed = await repo.removeCartCoupon(m.trx, m.state.cart.id, code);
      if (removed === 0) {
        return { error: { statusCode: 404, code: "COUPON_NOT_FOUND", message: "That coupon is not on your cart." } };
      }
      m.state.couponCodes = m.state.couponCodes.filter((c) => c !== code);
      m.cartMessages.push({ code: "COUPON_REMOVED", type: "INFO", message: "Your coupon has been removed from the cart." });
      return undefined;
    });
  }

  /**
   * One change, in one transaction on the locked cart: finds (or creates) the cart, replays an
   * Idempotency-Key's stored answer, applies the change, and answers with the cart. A refused
   * change rolls back and answers with the cart as it was. Public so the cart module's other
   * services (saved for later, free items, line relations) change the cart in the same transaction.
   */
  async mutate(
    ctx: CartRequestContext,
    options: { create: boolean },
    apply: (m: MutationScope) => Promise<MutationOutcome>,
  ): Promise<CartResult> {
    let viewer = ctx;
    const run = async (trx: Db): Promise<CartResult> => {
      const now = this.clock();
      const iso = now.toISOString();
      let newOwnerToken: string | null = null;
      viewer = ctx;
      const findCart = (who: CartViewer) => {
        const owner = ownerOf(who);
        return owner ? repo.findCartForChange(trx, this.kind, owner) : Promise.resolve(undefined);
      };
      let cart = await findCart(ctx);
      if (!cart && ctx.userId === null && ctx.ownerToken) {
        const forwarded = await findForwardedGuest(trx, ctx.ownerToken, ctx.tenant, now);
        if (forwarded) {
          viewer = { ...ctx, ...forwarded };
          cart = await findCart(viewer);
        }
      }
      let newCart = false;
      let autoCoupons: string[] = [];
      if (!cart) {
        if (!options.create) throw new AppError(404, "CART_ID_NOT_FOUND", CART_AREA_MESSAGES.CART_ID_NOT_FOUND);
        cart = newCartRow(viewer.tenant, viewer.userId, iso);
        // A guest cart lives behind a fresh random cookie; an account cart behind the account's session.
        if (viewer.userId === null) {
          newOwnerToken = pooledRandom(32, "base64url");
          cart.ownerTokenHash = hashOwnerToken(newOwnerToken);
        }
        autoCoupons = await this.autoAddCouponCodes(trx, isBusinessCart(cart));
        await repo.insertCartWithCoupons(trx, this.kind, cart, autoCoupons, iso);
        newCart = true;
      }
      const locked = cart;

      if (ctx.idempotencyKey) {
        const prior = await repo.findIdempotentReply(trx, locked.ownerTokenHash, ctx.idempotencyKey);
        if (prior) {
          if (prior.requestHash !== ctx.requestHash) {
            throw new AppError(422, "IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used for a different request.");
          }
          return {
            statusCode: Number(prior.statusCode),
            body: JSON.parse(prior.body) as CartResult["body"],
            ctxToken: locked.ctxToken,
            newOwnerToken,
          };
        }
      }

      const state = await this.views.loadState(trx, locked, newCart ? { couponCodes: autoCoupons } : undefined);
      const scope: MutationScope = {
        trx,
        state,
        now,
        changes: new Map(),
        transient: [],
        removed: [],
        cartMessages: [],
        blockedCategoryIds: viewer.blockedCategoryIds,
        alternatesOptOutUntil: ctx.alternatesOptOutUntil ?? null,
        cartChanges: {},
      };
      const before = snapshotOf(state);
      const outcome = await apply(scope);
      if (!outcome?.error) await dropLapsedFreeItems(scope);
      if (outcome?.error) {
        // the cart as it was: what this change wrote (a line, a claim) is about to be rolled back
        const cartInfo = await this.views.view(trx, before, {
          ...scope,
          changes: new Map(),
          removed: [],
          newCart,
        });
        throw new RollbackWith({
          statusCode: outcome.error.statusCode,
          body: { code: outcome.error.code, message: outcome.error.message, data: { cartInfo } },
          ctxToken: newCart ? "" : locked.ctxToken,
          newOwnerToken: null,
        });
      }
      // A merge report is shown once: the next change to the cart retires it.
      // (A cart this request created was written with this time already.)
      const cartChanges = { ...(locked.mergeReport ? { mergeReport: null } : {}), ...scope.cartChanges };
      if (!newCart || Object.keys(scope.cartChanges).length > 0) await repo.touchCart(trx, locked.id, cartChanges, iso);
      scope.state.cart = { ...scope.state.cart, ...cartChanges };
      const cartInfo = await this.views.view(trx, scope.state, { ...scope, newCart });
      const result: CartResult = { statusCode: 200, body: { data: { cartInfo } }, ctxToken: locked.ctxToken, newOwnerToken };
      if (ctx.idempotencyKey) {
        await repo.saveIdempotentReply(trx, {
          scope: locked.ownerTokenHash,
          idempotencyKey: ctx.idempotencyKey,
          requestHash: ctx.requestHash,
          statusCode: result.statusCode,
          body: JSON.stringify(result.body),
          createdAt: iso,
        });
      }
      return result;
    };
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transactions.run(run);
      } catch (error) {
        if (error instanceof RollbackWith) return error.result;
        // Two first changes of one account at once: the loser finds the winner's cart on the retry.
        if (attempt === 1 && viewer.userId !== null && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }
}

/**
 * Moves a line to another delivery (decision 030): ship to me, pick up at a store, ship to a store.
 * A refusal (no permission, not eligible, unknown store, none on the store's shelf) changes
 * nothing: the caller rolls the whole update back. A line that meets another line of the same
 * item, delivery and store takes its quantity and the other goes.
 */
async function changeLineDelivery(
  m: MutationScope,
  ctx: CartRequestContext,
  line: repo.CartItemRow,
  p: repo.CartProductRow | undefined,
  requested: "STA" | "ISP" | "STS",
  storeNumber: string | null,
): Promise<{ error: { statusCode: number; code: string; message: string } } | { mergedQty: number }> {
  const decision = decideLineDelivery({
    requested,
    storeNumber,
    fallbackStores: [line.pickupStoreNumber, ctx.yourStoreNumber, m.state.cart.storeNumber],
    canPickUp: ctx.canPickUp !== false,
    pickupEligible: p !== undefined && isPickupEligible({ ...p, isWarrantyPlan: line.parentRelationType === "WARRANTY" }),
  });
  if (!decision.ok) return { error: { statusCode: decision.status, code: decision.code, message: decision.message } };
  const { deliveryType, storeNumber: store } = decision;
  if (store && !(await repo.storeExists(m.trx, store))) {
    return { error: { statusCode: 400, code: "INVALID_STORE_NUMBER", message: LINE_DELIVERY_MESSAGES.invalidStore(store) } };
  }
  if (deliveryType === "ISP" && store && (await availableQuantity(m.trx, p, "ISP", store)) <= 0) {
    return { error: { statusCode: 400, code: "NOT_AVAILABLE_FOR_BOPIS", message: LINE_DELIVERY_MESSAGES.noStock } };
  }
  if (decision.chooseStore) {
    m.cartMessages.push({ code: CHOOSE_STORE_CODE, type: "INFO", message: CHOOSE_STORE_MESSAGE });
  }
  const lineKey = cartLineKey(line.itemId, deliveryType, store);
  if (lineKey === line.lineKey) return { mergedQty: 0 };
  // the same item already on a line with this delivery: that line's quantity joins this one
  const twin = m.state.lines.find((l) => l.id !== line.id && l.lineKey === lineKey);
  const mergedQty = twin?.qty ?? 0;
  if (twin) await removeLine(m, twin, 0);
  line.lineKey = lineKey;
  line.deliveryType = deliveryType;
  line.pickupStoreNumber = store;
  const iso = m.now.toISOString();
  await repo.updateCartItem(m.trx, line.id, { lineKey, deliveryType, pickupStoreNumber: store, updatedAt: iso });
  return { mergedQty };
}

export async function removeLine(m: MutationScope, line: repo.CartItemRow, requestedQty: number): Promise<void> {
  await repo.deleteCartItem(m.trx, line.id);
  m.state.lines = m.state.lines.filter((l) => l.id !== line.id);
  m.removed.push({ ...line, status: "DELETED" });
  m.changes.set(line.id, { actioned: "DELETED_ITEM", prevQty: line.qty, qtyAdded: -line.qty, requestedQty, messages: [] });
  // its plans, add-ons and bundle companions leave with it (decision 025)
  for (const id of dependentLineIds(m.state.lines, line.id)) {
    const dependent = m.state.lines.find((l) => l.id === id);
    if (dependent) await removeLine(m, dependent, 0);
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(e?.message ?? "");
}

/** An item of an add, by the item id it resolved to. */
type RequestedItem = AddItemsRequest["items"][number] & { itemId: string };

/**
 * The items an add asks for, each swapped for its hard alternate unless the shopper opted out, with
 * their products at the owner's prices; plans, add-ons and bundles (decision 025) are `related`,
 * added after the plain items they belong to.
 */
async function requestedProducts(m: MutationScope, views: CartViewService, ctx: CartRequestContext, body: AddItemsRequest) {
  const asked = body.items.map((item) => ({ ...item, itemId: effectiveItemId(item.itemId, item.resolvedItemId) }));
  const askedIds = asked.map((r) => r.itemId).filter((id) => ITEM_ID.test(id));
  // More of what is on the cart: its products were read with it, at the owner's prices.
  const onCart = new Map([...m.state.products.values()].map((p) => [p.itemId, p]));
  const allOnCart = askedIds.length > 0 && askedIds.every((id) => onCart.has(id));
  // The products asked for are read once: for their hard alternates, then for the add itself.
  const askedProducts = allOnCart
    ? askedIds.map((id) => onCart.get(id)!)
    : await repo.findCartProducts(m.trx, { itemIds: askedIds });
  const requested = await views.itemRules.withHardAlternates(m.trx, asked, {
    ignoreHrdAlt: body.ignoreHrdAlt === true,
    optOutUntil: ctx.alternatesOptOutUntil,
    now: m.now,
    products: askedProducts,
    // the answer needs the cart's alternates too: one read for both
    alsoFor: [...m.state.products.values()],
  });
  const requestedIds = new Set(requested.map((r) => r.itemId).filter((id) => ITEM_ID.test(id)));
  const substitutes = [...requestedIds].filter((id) => !askedProducts.some((p) => p.itemId === id));
  const listed = [
    ...askedProducts.filter((p) => requestedIds.has(p.itemId)),
    ...(substitutes.length > 0 ? await repo.findCartProducts(m.trx, { itemIds: substitutes }) : []),
  ];
  // at the owner's prices: a business buyer's contract prices (decision 042); the cart's are already
  const known = allOnCart && substitutes.length === 0 ? listed : await repriceRows(m.trx, m.state.pricing, listed);
  const byItemId = new Map(known.map((p) => [p.itemId, p]));
  for (const p of known) m.state.products.set(p.id, p);
  const related = requested.filter((item) => isRelatedAdd(item, byItemId.get(item.itemId)));
  return { requested, byItemId, related };
}

/** One plain item of an add: a new line, more on the line it joins, or a message why not (transient). */
async function addPlainItem(
  m: MutationScope,
  ctx: CartRequestContext,
  body: AddItemsRequest,
  item: RequestedItem,
  p: repo.CartProductRow | undefined,
): Promise<void> {
  // without a store cookie, the store the header shows: the default store (0008, Natick)
  const storeCandidate =
    item.storeNumber ?? body.yourStoreNo ?? ctx.yourStoreNumber ?? m.state.cart.storeNumber ?? DEFAULT_STORE.storeNumber;
  const { deliveryType, storeNumber } = resolveDeliveryType(item.deliveryType, storeCandidate ?? null);
  const transient = (messages: CartMessage[]) =>
    m.transient.push({
      itemId: item.itemId,
      requestedQty: item.qty,
      deliveryType,
      pickupStoreNumber: storeNumber,
      messages,
      product: p,
    });
  const refused = await addRefusal(m, ctx, p, deliveryType, storeNumber);
  if (refused) {
    transient(refused);
    return;
  }
  const available = await availableQuantity(m.trx, p, deliveryType, storeNumber);
  const lineKey = `${item.itemId}|${deliveryType}|${storeNumber ?? ""}`;
  const existing = m.state.lines.find((l) => l.lineKey === lineKey);
  const decision = decideAddQuantity(lineProduct(item.itemId, p, available), existing?.qty ?? 0, item.qty, {
    ignoreExistQty: body.ignoreExistQty === true,
    deliveryType,
  });
  if (!decision.accepted) {
    transient(decision.messages);
    return;
  }
  if (existing) {
    await addToLine(m, existing, decision, item.qty);
  } else if (p) {
    const row = await insertCartLine(m, p, {
      lineKey,
      qty: decision.qty,
      deliveryType,
      pickupStoreNumber: deliveryType === "STA" ? null : storeNumber,
      messages: decision.messages,
    });
    m.changes.set(row.id, {
      actioned: "ADD_ITEM",
      prevQty: 0,
      qtyAdded: decision.qty,
      requestedQty: item.qty,
      messages: decision.messages,
    });
  }
}

/** Why an item may not be added at all, before its stock is read: the account's rules and the store. */
async function addRefusal(
  m: MutationScope,
  ctx: CartRequestContext,
  p: repo.CartProductRow | undefined,
  deliveryType: string,
  storeNumber: string | null,
): Promise<CartMessage[] | null> {
  const membership = p ? await membershipRefusal(m, ctx, p) : null;
  if (membership) return [membership];
  if (p && isBlocked(p, m.blockedCategoryIds)) return [BLOCKED_BY_POLICY];
  // Without G_IOC a business buyer orders only what the account's contract covers (decision 042).
  if (p && refusesOffContract(m.state.pricing, p.onContract === true)) return [OFF_CONTRACT_REFUSAL];
  // A business user without G_BOP is not offered pickup, and the cart does not take it (decision 030).
  if (deliveryType !== "STA" && ctx.canPickUp === false) {
    return [{ code: "NOT_AVAILABLE_FOR_BOPIS", type: "ERROR", message: LINE_DELIVERY_MESSAGES.notPermitted }];
  }
  // gift cards and protection plans are not picked up or shipped to a store
  if (deliveryType !== "STA" && p && !isPickupEligible({ ...p, isWarrantyPlan: p.division === 8 && p.department === 88 })) {
    return [{ code: "ITEM_NOT_AVAILABLE", type: "ERROR", message: CART_AREA_MESSAGES.ITEM_NOT_AVAILABLE }];
  }
  if (deliveryType !== "STA" && storeNumber && !(await repo.storeExists(m.trx, storeNumber))) {
    return [
      {
        code: "INVALID_STORE_NUMBER",
        type: "ERROR",
        message: `We couldn't find store ${storeNumber}. Please choose another store.`,
      },
    ];
  }
  return null;
}

/** Why a paid membership may not join this shopper's cart (decision 080), or null; null for any other product. */
async function membershipRefusal(m: MutationScope, ctx: CartRequestContext, p: repo.CartProductRow): Promise<CartMessage | null> {
  const program = membershipOf(p);
  if (program === null) return null;
  const facts = ctx.userId === null ? undefined : await membershipFacts(m.trx, ctx.userId);
  const inCart = m.state.lines.flatMap((l) => {
    const held = membershipOf(m.state.products.get(l.productId) ?? {});
    return held ? [held] : [];
  });
  return membershipAddRefusal(program, {
    signedIn: facts !== undefined,
    businessAccount: ctx.tenant !== "dotcom" || facts?.businessAccount === true,
    heldProgram: membershipOf({ membershipProgram: facts?.program }),
    sharesAnother: facts?.sharesAnother === true,
    inCart,
  });
}

/** More of an item on the line it is already on; two adds in one request add up in the answer. */
async function addToLine(
  m: MutationScope,
  existing: repo.CartItemRow,
  decision: { qty: number; messages: CartMessage[] },
  requestedQty: number,
): Promise<void> {
  const iso = m.now.toISOString();
  const prevQty = existing.qty;
  existing.qty = decision.qty;
  existing.messages = JSON.stringify(decision.messages);
  existing.updatedAt = iso;
  await repo.updateCartItem(m.trx, existing.id, { qty: existing.qty, messages: existing.messages, updatedAt: iso });
  const earlier = m.changes.get(existing.id);
  m.changes.set(existing.id, {
    actioned: decision.qty > prevQty || earlier?.actioned === "ADD_ITEM" ? "ADD_ITEM" : "NONE",
    prevQty: earlier?.prevQty ?? prevQty,
    qtyAdded: (earlier?.qtyAdded ?? 0) + (decision.qty - prevQty),
    requestedQty: (earlier?.requestedQty ?? 0) + requestedQty,
    messages: decision.messages,
  });
}

/** Nothing was added: the add is an error and the cart stays as it was. */
function nothingAdded(m: MutationScope): MutationOutcome {
  const first = m.transient[0]?.messages[0];
  const outOfStock = first?.code === "OUT_OF_STOCK";
  return {
    error: {
      // a guest asked to sign in (a membership is an account's): the spec's 401 sends them to sign in
      statusCode: first?.code === "MISSING_USER" ? 401 : 400,
      code: first?.code ?? "INVALID_ITEMS",
      message: outOfStock
        ? "We're sorry, this item is out of stock and is not added to cart."
        : (first?.message ?? "Failure while adding item to cart. Please try again"),
    },
  };
}

/**
 * Checkout is refused while a line is out of stock, and for a cart whose total is below zero (a
 * price gone wrong in the catalogue). Read from what the change holds: the pickup lines' shelves only.
 */
async function checkoutStockOrTotalRefusal(
  m: MutationScope,
): Promise<{ statusCode: number; code: string; message: string } | null> {
  let subtotal = 0;
  for (const line of m.state.lines) {
    const p = m.state.products.get(line.productId);
    if (!p) continue;
    subtotal += line.qty * p.finalPriceCents;
    const available = await availableQuantity(m.trx, p, line.deliveryType, line.pickupStoreNumber);
    const decision = decideUpdateQuantity(lineProduct(line.itemId, p, available), line.qty, line.qty, {
      deliveryType: line.deliveryType as "STA" | "STS" | "ISP",
    });
    if (decision.messages.some((msg) => msg.code === "OUT_OF_STOCK" || msg.code === "NOT_AVAILABLE_FOR_BOPIS")) {
      return { statusCode: 400, code: CART_ITEMS_OOS_CODE, message: CART_AREA_MESSAGES.CART_ITEMS_OOS_CHECKOUT };
    }
  }
  if (subtotal < 0) return { statusCode: 400, code: "NEGATIVE_CART_TOTAL", message: CART_AREA_MESSAGES.NEGATIVE_CART_TOTAL };
  return null;
}
