import crypto from "node:crypto";
import {
  type AppliedCoupon,
  type CartMessage,
  type CouponDefinition,
  type LineProduct,
  type PricedLine,
  type MergeReport,
  type TenantId,
  couponEligibility,
  decideAddQuantity,
  decideUpdateQuantity,
  effectiveItemId,
  priceCart,
  resolveDeliveryType,
} from "@quire/domain";
import type { Db, DbKind } from "../../db/database";
import { AppError } from "../../http/errors";
import { TtlCache } from "../../lib/ttl-cache";
import { lookupZip } from "../../lib/us-zip";
import * as repo from "./cart.repository";
import type { AddItemsRequest, UpdateItemsRequest } from "./cart.schema";
import { type CartInfo, type LineChange, type TransientItem, buildCartInfo, handlingFeePerUnitCents } from "./cart.view";

export const DEFAULT_SHIP_TO_ZIP = "01702";
/**
 * How long a merged guest cart's cookie still reaches the account cart it went into: long enough
 * for requests that were in flight at sign-in, short enough that an old copy of the cookie is
 * worth nothing.
 */
const MERGED_COOKIE_GRACE_MS = 2 * 60_000;
const ITEM_ID = /^\d{1,12}$/;

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
  idempotencyKey: string | null;
  /** fingerprint of method, path and body, to tell a replay from a different request under the same key */
  requestHash: string;
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

/** The cart a mutation waited for was merged into an account cart meanwhile: run it again. */
class CartMoved extends Error {
  constructor() {
    super("cart moved");
  }
}

/** Who is asking: the signed-in user, else the guest cart cookie. */
export interface CartViewer {
  ownerToken: string | null;
  userId: number | null;
  tenant: TenantId;
}

function ownerOf(who: CartViewer): repo.CartOwner | null {
  if (who.userId !== null) return { userId: who.userId, tenant: who.tenant };
  return who.ownerToken ? { guestTokenHash: hashOwnerToken(who.ownerToken) } : null;
}

const BLOCKED_BY_POLICY: CartMessage = {
  code: "RESTRICTED_ITEM",
  type: "ERROR",
  message: "The items are blocked for add to cart as per your organization policies",
};

function mergeMessage(report: MergeReport): CartMessage {
  const moved = report.merged.reduce((n, m) => n + m.qtyAdded, 0) + report.notMerged.reduce((n, m) => n + m.qtyAdded, 0);
  const problems = report.notMerged.length;
  return {
    code: "CART_AUTO_MERGE",
    type: problems > 0 ? "WARNING" : "INFO",
    message:
      `We moved ${moved} ${moved === 1 ? "item" : "items"} from your earlier visit into your cart.` +
      (problems > 0 ? ` ${problems} ${problems === 1 ? "line" : "lines"} could not move in full.` : ""),
  };
}

export function hashOwnerToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

interface CartState {
  cart: repo.CartRow;
  lines: repo.CartItemRow[];
  products: Map<number, repo.CartProductRow>;
  couponCodes: string[];
}

interface MutationScope {
  trx: Db;
  state: CartState;
  now: Date;
  changes: Map<string, LineChange>;
  transient: TransientItem[];
  /** lines removed by this request, still shown once with status DELETED */
  removed: repo.CartItemRow[];
  cartMessages: CartMessage[];
  /** the viewer's blocked categories (the account's, when a merged guest cookie was forwarded) */
  blockedCategoryIds: readonly number[];
}

type MutationOutcome = { error?: { statusCode: number; code: string; message: string } } | undefined;

export class CartService {
  constructor(
    private readonly db: Db,
    private readonly kind: DbKind,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The cart of this browser, or an empty cart view when it has none. GET never creates anything. */
  async readCart(who: CartViewer): Promise<{ cartInfo: CartInfo; ctxToken: string }> {
    const owner = ownerOf(who);
    const cart = owner ? await repo.findCartOf(this.db, owner) : undefined;
    if (!cart) return { cartInfo: this.emptyView(who.userId !== null), ctxToken: "" };
    const state = await this.loadState(this.db, cart);
    const cartInfo = await this.view(this.db, state, {
      changes: new Map(),
      transient: [],
      removed: [],
      cartMessages: [],
      newCart: false,
    });
    return { cartInfo, ctxToken: cart.ctxToken };
  }

  async itemCount(who: CartViewer): Promise<number> {
    const owner = ownerOf(who);
    return owner ? repo.countCartUnits(this.db, owner) : 0;
  }

  async addItems(ctx: CartRequestContext, body: AddItemsRequest): Promise<CartResult> {
    return this.mutate(ctx, { create: true }, async (m) => {
      const requested = body.items.map((item) => ({ ...item, itemId: effectiveItemId(item.itemId, item.resolvedItemId) }));
      const known = await repo.findCartProducts(m.trx, {
        itemIds: requested.map((r) => r.itemId).filter((id) => ITEM_ID.test(id)),
      });
      const byItemId = new Map(known.map((p) => [p.itemId, p]));
      for (const p of known) m.state.products.set(p.id, p);

      for (const item of requested) {
        const p = byItemId.get(item.itemId);
        const storeCandidate = item.storeNumber ?? body.yourStoreNo ?? ctx.yourStoreNumber ?? m.state.cart.storeNumber;
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
        if (p && isBlocked(p, m.blockedCategoryIds)) {
          transient([BLOCKED_BY_POLICY]);
          continue;
        }
        if (deliveryType !== "STA" && storeNumber && !(await repo.storeExists(m.trx, storeNumber))) {
          transient([
            {
              code: "INVALID_STORE_NUMBER",
              type: "ERROR",
              message: `We couldn't find store ${storeNumber}. Please choose another store.`,
            },
          ]);
          continue;
        }
        const available =
          p && deliveryType === "ISP" && storeNumber
            ? ((await repo.storeStock(m.trx, storeNumber, [p.id])).get(p.id) ?? 0)
            : (p?.onlineQty ?? 0);
        const lineKey = `${item.itemId}|${deliveryType}|${storeNumber ?? ""}`;
        const existing = m.state.lines.find((l) => l.lineKey === lineKey);
        const decision = decideAddQuantity(
          this.lineProduct(item.itemId, p, available, deliveryType),
          existing?.qty ?? 0,
          item.qty,
          {
            ignoreExistQty: body.ignoreExistQty === true,
            deliveryType,
          },
        );
        if (!decision.accepted) {
          transient(decision.messages);
          continue;
        }
        const iso = m.now.toISOString();
        if (existing) {
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
            requestedQty: (earlier?.requestedQty ?? 0) + item.qty,
            messages: decision.messages,
          });
        } else if (p) {
          const row: repo.CartItemRow = {
            id: crypto.randomUUID(),
            cartId: m.state.cart.id,
            lineKey,
            productId: p.id,
            itemId: p.itemId,
            qty: decision.qty,
            status: "ACTIVE",
            deliveryType,
            pickupStoreNumber: deliveryType === "STA" ? null : storeNumber,
            messages: JSON.stringify(decision.messages),
            position: m.state.lines.reduce((n, l) => Math.max(n, l.position + 1), 0),
            createdAt: iso,
            updatedAt: iso,
          };
          await repo.insertCartItem(m.trx, row);
          m.state.lines.push(row);
          m.changes.set(row.id, {
            actioned: "ADD_ITEM",
            prevQty: 0,
            qtyAdded: decision.qty,
            requestedQty: item.qty,
            messages: decision.messages,
          });
        }
      }

      if (m.transient.length === requested.length) {
        // Nothing was added: the add is an error and the cart stays as it was.
        const first = m.transient[0]?.messages[0];
        const outOfStock = first?.code === "OUT_OF_STOCK";
        return {
          error: {
            statusCode: 400,
            code: first?.code ?? "INVALID_ITEMS",
            message: outOfStock
              ? "We're sorry, this item is out of stock and is not added to cart."
              : (first?.message ?? "Failure while adding item to cart. Please try again"),
          },
        };
      }
      if (body.buyNow === true) await repo.touchCart(m.trx, m.state.cart.id, { buyNow: 1 }, m.now.toISOString());
      return undefined;
    });
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
          await this.removeLine(m, line, item.qty);
          continue;
        }
        const p = m.state.products.get(line.productId);
        const available =
          p && line.deliveryType === "ISP" && line.pickupStoreNumber
            ? ((await repo.storeStock(m.trx, line.pickupStoreNumber, [p.id])).get(p.id) ?? 0)
            : (p?.onlineQty ?? 0);
        const decision = decideUpdateQuantity(this.lineProduct(line.itemId, p, available, line.deliveryType), prevQty, item.qty, {
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
      }
      return undefined;
    });
  }

  async deleteItem(ctx: CartRequestContext, cartItemId: string): Promise<CartResult> {
    return this.mutate(ctx, { create: false }, async (m) => {
      const line = m.state.lines.find((l) => l.id === cartItemId);
      if (!line) return { error: CART_ITEM_NOT_FOUND };
      await this.removeLine(m, line, 0);
      return undefined;
    });
  }

  async setCheckoutStatus(ctx: CartRequestContext, proceedCheckout: boolean): Promise<CartResult> {
    return this.mutate(ctx, { create: false }, async (m) => {
      if (proceedCheckout && m.state.lines.length === 0) {
        return { error: { statusCode: 400, code: "EMPTY_CART", message: "Your cart is empty." } };
      }
      await repo.touchCart(m.trx, m.state.cart.id, { proceedCheckout: proceedCheckout ? 1 : 0 }, m.now.toISOString());
      m.state.cart.proceedCheckout = proceedCheckout ? 1 : 0;
      return undefined;
    });
  }

  async applyCoupon(ctx: CartRequestContext, rawCode: string): Promise<CartResult> {
    const code = rawCode.trim().toUpperCase();
    return this.mutate(ctx, { create: true }, async (m) => {
      const [row] = await repo.findCoupons(m.trx, [code]);
      const verdict = couponEligibility(row ? toCouponDefinition(row) : undefined, isoDay(m.now));
      if (!verdict.ok) return { error: { statusCode: 400, code: verdict.code, message: verdict.message } };
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

  /** Coupon definitions change rarely: each process keeps them for a minute. */
  private readonly couponCache = new TtlCache<Awaited<ReturnType<typeof repo.findCoupons>>>(200, 60_000);

  private async couponDefinitions(db: Db, codes: string[]) {
    if (codes.length === 0) return [];
    return this.couponCache.getOrCompute([...codes].sort().join(","), () => repo.findCoupons(db, codes));
  }

  private lineProduct(itemId: string, p: repo.CartProductRow | undefined, available: number, _deliveryType: string): LineProduct {
    return {
      exists: p !== undefined,
      validId: ITEM_ID.test(itemId),
      status: p?.status ?? "UNPUBLISHED",
      finalPriceCents: p ? p.finalPriceCents : null,
      isFreeSample: p?.isFreeSample === 1,
      quantityLimit: p?.quantityLimit ?? null,
      availableQty: available,
      backorderDate: p && p.onlineQty <= 0 ? p.backorderDate : null,
    };
  }

  private async removeLine(m: MutationScope, line: repo.CartItemRow, requestedQty: number): Promise<void> {
    await repo.deleteCartItem(m.trx, line.id);
    m.state.lines = m.state.lines.filter((l) => l.id !== line.id);
    m.removed.push({ ...line, status: "DELETED" });
    m.changes.set(line.id, { actioned: "DELETED_ITEM", prevQty: line.qty, qtyAdded: -line.qty, requestedQty, messages: [] });
  }

  private newCartRow(tenant: TenantId, userId: number | null, iso: string): repo.CartRow {
    return {
      id: crypto.randomUUID(),
      tenant,
      // An account cart gets a value no cookie can hash to (a sha-256 in base64url has no colon).
      ownerTokenHash: `user-cart:${crypto.randomUUID()}`,
      userId,
      status: "ACTIVE",
      ctxToken: crypto.randomBytes(18).toString("base64url"),
      shipToZip: DEFAULT_SHIP_TO_ZIP,
      storeNumber: null,
      proceedCheckout: 0,
      buyNow: 0,
      version: 0,
      createdAt: iso,
      updatedAt: iso,
      mergeReport: null,
    };
  }

  /**
   * Signing in: the guest cart of this browser moves into the account cart. Quantities of the same
   * item and fulfilment add up within stock and limits; what cannot move says why. The guest cart
   * is deleted, so its cookie opens nothing afterwards. Null when there was nothing to merge.
   */
  async mergeGuestCart(
    guestToken: string | null,
    user: { userId: number; tenant: TenantId; blockedCategoryIds: readonly number[] },
  ): Promise<MergeReport | null> {
    if (!guestToken) return null;
    return this.db.transaction().execute(async (trx) => {
      const guest = await repo.lockGuestCart(trx, this.kind, hashOwnerToken(guestToken));
      if (!guest || guest.tenant !== user.tenant) return null;
      // Adds still in flight with this cookie follow the cart into the account (see mutate).
      const now = this.clock();
      await repo.recordMergedGuestCart(
        trx,
        {
          guestTokenHash: guest.ownerTokenHash,
          userId: user.userId,
          tenant: user.tenant,
          blockedCategoryIds: JSON.stringify(user.blockedCategoryIds),
          mergedAt: now.toISOString(),
        },
        new Date(now.getTime() - MERGED_COOKIE_GRACE_MS).toISOString(),
      );
      const [guestLines, guestCoupons, guestProducts] = await Promise.all([
        repo.listCartItems(trx, guest.id),
        repo.listCartCouponCodes(trx, guest.id),
        repo.findProductsOfCart(trx, guest.id),
      ]);
      if (guestLines.length === 0) {
        await repo.deleteCart(trx, guest);
        return null;
      }
      const iso = this.clock().toISOString();
      let target = await repo.findCartOf(trx, { userId: user.userId, tenant: user.tenant });
      if (!target) {
        target = this.newCartRow(user.tenant, user.userId, iso);
        await repo.insertCart(trx, target);
      } else if (this.kind === "postgres") {
        target = (await repo.lockCart(trx, this.kind, target.id)) ?? target;
      }
      const targetLines = await repo.listCartItems(trx, target.id);
      const products = new Map(guestProducts.map((p) => [p.id, p]));
      const report: MergeReport = { merged: [], notMerged: [], couponsAdded: [] };
      let position = targetLines.reduce((n, l) => Math.max(n, l.position + 1), 0);
      for (const line of guestLines) {
        const p = products.get(line.productId);
        const name = p?.name ?? null;
        if (p && isBlocked(p, user.blockedCategoryIds)) {
          report.notMerged.push({ itemId: line.itemId, name, requestedQty: line.qty, qtyAdded: 0, ...pick(BLOCKED_BY_POLICY) });
          continue;
        }
        const available =
          p && line.deliveryType === "ISP" && line.pickupStoreNumber
            ? ((await repo.storeStock(trx, line.pickupStoreNumber, [p.id])).get(p.id) ?? 0)
            : (p?.onlineQty ?? 0);
        const existing = targetLines.find((l) => l.lineKey === line.lineKey);
        const before = existing?.qty ?? 0;
        const decision = decideAddQuantity(this.lineProduct(line.itemId, p, available, line.deliveryType), before, line.qty, {
          ignoreExistQty: false,
          deliveryType: line.deliveryType as "STA" | "STS" | "ISP",
        });
        const after = decision.accepted ? decision.qty : before;
        const added = Math.max(0, after - before);
        if (decision.accepted && added > 0) {
          if (existing) {
            await repo.updateCartItem(trx, existing.id, {
              qty: after,
              messages: JSON.stringify(decision.messages),
              updatedAt: iso,
            });
          } else {
            await repo.insertCartItem(trx, {
              ...line,
              id: crypto.randomUUID(),
              cartId: target.id,
              qty: after,
              messages: JSON.stringify(decision.messages),
              position: position++,
              createdAt: iso,
              updatedAt: iso,
            });
          }
        }
        if (added === line.qty) {
          report.merged.push({ itemId: line.itemId, name, qtyAdded: added, qtyAfter: after });
        } else {
          const why = decision.messages[0] ?? {
            code: "MERGE_CART",
            type: "WARNING",
            message: "You already have this item in cart with the maximum quantity available.",
          };
          report.notMerged.push({ itemId: line.itemId, name, requestedQty: line.qty, qtyAdded: added, ...pick(why) });
        }
      }
      const targetCoupons = await repo.listCartCouponCodes(trx, target.id);
      for (const code of guestCoupons) {
        if (targetCoupons.includes(code)) continue;
        await repo.addCartCoupon(trx, target.id, code, iso);
        report.couponsAdded.push(code);
      }
      await repo.touchCart(trx, target.id, { mergeReport: JSON.stringify(report) }, iso);
      await repo.deleteCart(trx, guest);
      return report;
    });
  }

  private emptyView(signedIn: boolean): CartInfo {
    const priced = priceCart({
      lines: [],
      coupons: [],
      shipToState: lookupZip(DEFAULT_SHIP_TO_ZIP)?.state ?? null,
      today: isoDay(this.clock()),
    });
    return buildCartInfo({
      cart: null,
      lines: [],
      products: new Map(),
      changes: new Map(),
      transient: [],
      coupons: [],
      visibleCoupons: [],
      lineAdjustments: [],
      summary: priced.summary,
      liveMessages: new Map(),
      cartMessages: [{ code: "EMPTY_CART", type: "INFO", message: "Your cart is empty." }],
      newCart: false,
      userType: signedIn ? "REGISTERED" : "GUEST",
      today: this.clock(),
    });
  }

  private async loadState(db: Db, cart: repo.CartRow): Promise<CartState> {
    const [lines, couponCodes, products] = await Promise.all([
      repo.listCartItems(db, cart.id),
      repo.listCartCouponCodes(db, cart.id),
      repo.findProductsOfCart(db, cart.id),
    ]);
    return { cart, lines, products: new Map(products.map((p) => [p.id, p])), couponCodes };
  }

  private async view(
    db: Db,
    state: CartState,
    scope: Pick<MutationScope, "changes" | "transient" | "removed" | "cartMessages"> & { newCart: boolean },
  ): Promise<CartInfo> {
    const today = this.clock();
    const couponRows = await this.couponDefinitions(db, state.couponCodes);
    const coupons: CouponDefinition[] = state.couponCodes.flatMap((code) => {
      const row = couponRows.find((r) => r.code === code);
      return row ? [toCouponDefinition(row)] : [];
    });
    const pricedLines: PricedLine[] = state.lines.flatMap((line) => {
      const p = state.products.get(line.productId);
      if (!p) return [];
      return [
        {
          cartItemId: line.id,
          itemId: line.itemId,
          qty: line.qty,
          unitPriceCents: p.finalPriceCents,
          basePriceCents: p.basePriceCents,
          categorySlugs: [p.categorySlug, ...(p.parentCategorySlug ? [p.parentCategorySlug] : [])],
          deliveryType: line.deliveryType as PricedLine["deliveryType"],
          handlingFeePerUnitCents: handlingFeePerUnitCents(p),
          active: true,
        },
      ];
    });
    const priced = priceCart({
      lines: pricedLines,
      coupons,
      shipToState: lookupZip(state.cart.shipToZip)?.state ?? null,
      today: isoDay(today),
    });
    // Standing problems (stock ran out, limit lowered) show on lines this request did not touch.
    const liveMessages = new Map<string, CartMessage[]>();
    for (const line of state.lines) {
      if (scope.changes.has(line.id)) continue;
      const p = state.products.get(line.productId);
      const decision = decideUpdateQuantity(
        this.lineProduct(line.itemId, p, p?.onlineQty ?? 0, line.deliveryType),
        line.qty,
        line.qty,
        { deliveryType: line.deliveryType as PricedLine["deliveryType"] },
      );
      const stored = new Set((JSON.parse(line.messages) as CartMessage[]).map((msg) => msg.code));
      const fresh = decision.messages.filter((msg) => !stored.has(msg.code));
      if (fresh.length > 0) liveMessages.set(line.id, fresh);
    }
    const cartMessages = [...scope.cartMessages];
    if (state.cart.mergeReport) cartMessages.push(mergeMessage(JSON.parse(state.cart.mergeReport) as MergeReport));
    if (state.lines.length === 0) cartMessages.push({ code: "EMPTY_CART", type: "INFO", message: "Your cart is empty." });
    const visibleLines = [...state.lines, ...scope.removed];
    return buildCartInfo({
      cart: state.cart,
      lines: visibleLines,
      products: state.products,
      changes: scope.changes,
      transient: scope.transient,
      coupons: priced.coupons,
      visibleCoupons: priced.visibleCoupons,
      lineAdjustments: priced.lineAdjustments,
      summary: priced.summary,
      liveMessages,
      cartMessages,
      newCart: scope.newCart,
      userType: state.cart.userId === null ? "GUEST" : "REGISTERED",
      today,
    });
  }

  private async findCart(db: Db, who: CartViewer): Promise<repo.CartRow | undefined> {
    const owner = ownerOf(who);
    return owner ? repo.findCartOf(db, owner) : undefined;
  }

  private async mutate(
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
      let cart = await this.findCart(trx, ctx);
      // A guest cookie whose cart was just merged at sign-in: the request was in flight meanwhile,
      // and belongs in the account cart rather than in a new guest cart nobody will see.
      if (!cart && ctx.userId === null && ctx.ownerToken) {
        const since = new Date(now.getTime() - MERGED_COOKIE_GRACE_MS).toISOString();
        const merged = await repo.findMergedGuestCart(trx, hashOwnerToken(ctx.ownerToken), since);
        if (merged && merged.tenant === ctx.tenant) {
          const blocked = JSON.parse(merged.blockedCategoryIds) as number[];
          viewer = { ...ctx, userId: Number(merged.userId), blockedCategoryIds: blocked };
          cart = await this.findCart(trx, viewer);
        }
      }
      let newCart = false;
      if (!cart) {
        if (!options.create) throw new AppError(404, "CART_ITEM_ID_NOT_FOUND", CART_ITEM_NOT_FOUND.message);
        cart = this.newCartRow(viewer.tenant, viewer.userId, iso);
        // A guest cart lives behind a fresh random cookie; an account cart behind the account's session.
        if (viewer.userId === null) {
          newOwnerToken = crypto.randomBytes(32).toString("base64url");
          cart.ownerTokenHash = hashOwnerToken(newOwnerToken);
        }
        await repo.insertCart(trx, cart);
        for (const code of await repo.findAutoAddCouponCodes(trx)) await repo.addCartCoupon(trx, cart.id, code, iso);
        newCart = true;
      }
      // SQLite runs one writer at a time, so the row read above is already current; PostgreSQL locks it.
      const locked = newCart || this.kind === "sqlite" ? cart : await repo.lockCart(trx, this.kind, cart.id);
      // Merged (deleted) while this request waited for the lock: look again, now past the merge.
      if (!locked) throw new CartMoved();

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

      const state = await this.loadState(trx, locked);
      const scope: MutationScope = {
        trx,
        state,
        now,
        changes: new Map(),
        transient: [],
        removed: [],
        cartMessages: [],
        blockedCategoryIds: viewer.blockedCategoryIds,
      };
      const outcome = await apply(scope);
      if (outcome?.error) {
        const cartInfo = await this.view(trx, await this.loadState(trx, locked), {
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
      await repo.touchCart(trx, locked.id, locked.mergeReport ? { mergeReport: null } : {}, iso);
      if (locked.mergeReport) scope.state.cart = { ...scope.state.cart, mergeReport: null };
      const cartInfo = await this.view(trx, scope.state, { ...scope, newCart });
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
        return await this.db.transaction().execute((trx) => run(trx));
      } catch (error) {
        if (error instanceof RollbackWith) return error.result;
        if (error instanceof CartMoved && attempt < 3) continue;
        // Two first changes of one account at once: the loser finds the winner's cart on the retry.
        if (attempt === 1 && viewer.userId !== null && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(e?.message ?? "");
}

function isBlocked(p: repo.CartProductRow, blockedCategoryIds: readonly number[]): boolean {
  if (blockedCategoryIds.length === 0) return false;
  return (
    blockedCategoryIds.includes(p.categoryId) || (p.parentCategoryId !== null && blockedCategoryIds.includes(p.parentCategoryId))
  );
}

function pick(message: CartMessage): { code: string; message: string } {
  return { code: message.code, message: message.message ?? message.code };
}

const CART_ITEM_NOT_FOUND = {
  statusCode: 404,
  code: "CART_ITEM_ID_NOT_FOUND",
  message: "We couldn't find that item in your cart.",
};

function toCouponDefinition(row: Awaited<ReturnType<typeof repo.findCoupons>>[number]): CouponDefinition {
  return {
    code: row.code,
    description: row.description,
    kind: row.kind as CouponDefinition["kind"],
    value: Number(row.value),
    minOrderCents: Number(row.minOrderCents),
    basketLevel: Number(row.basketLevel) === 1,
    autoAdd: Number(row.autoAdd) === 1,
    categorySlug: row.categorySlug ?? null,
    expiresAt: row.expiresAt,
    active: Number(row.active) === 1,
  };
}

export type { AppliedCoupon };
