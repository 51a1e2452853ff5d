import {
  CART_AREA_MESSAGES,
  CART_ITEMS_OOS_CODE,
  type CartMessage,
  isItemActive,
  isItemOutOfStock,
  type CouponDefinition,
  type MergeReport,
  type PricedLine,
  type BusinessPriceContext,
  couponAppliesToCart,
  decideUpdateQuantity,
  giftCardDeliveryOf,
  isBusinessCart,
  isWarrantyItem,
  memberPricingProgram,
  membershipOf,
  priceCart,
  splitDeliveryMessages,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { TtlCache } from "../../lib/ttl-cache";
import { lookupZip } from "../../lib/us-zip";
import { cartBudgetOf } from "../budgets";
import { priceContextOfCart, repriceRows } from "../business-pricing";
import { lineOffers } from "./cart-line-relations";
import { lineProduct } from "./cart-line-rules";
import { type CartViewer, DEFAULT_SHIP_TO_ZIP, findCartOfViewer, ownerOf } from "./cart-ownership";
import * as repo from "./cart.repository";
import { quickBuyOf } from "./quick-buy";
import { savedOwnerOf, savedOwnerOfCart } from "./saved-items.repository";
import { savedPageOf } from "./saved-items.view";
import {
  type AnswerOptions,
  type CartInfo,
  type LineChange,
  type TransientItem,
  buildCartInfo,
  checkoutSectionsOf,
  handlingFeePerUnitCents,
  specialAddressesOf,
} from "./cart.view";
import { ItemRulesService } from "./item-rules.service";
import { freeItemsView, samplesOnlyMessage } from "./free-items.service";
import type { CartFreeItemRow } from "./free-items.repository";
import { assemblyPricing } from "./furniture-assembly";
import { withCartBudget } from "./cart-budget";

/** A cart as stored: the row, its lines, the products on them and the coupon codes applied. */
export interface CartState {
  cart: repo.CartRow;
  lines: repo.CartItemRow[];
  /** the products on the lines, at the prices the cart's owner pays (contract prices, decision 042) */
  products: Map<number, repo.CartProductRow>;
  couponCodes: string[];
  /** the owner's business price context; null for guests, consumers and the consumer site */
  pricing: BusinessPriceContext | null;
  /**
   * The cart was created by this request (decision 051): what is known of it is in hand, so the reads
   * that could only find nothing (its free-item claims, a new guest's saved items) are not made.
   * Cleared when this request claims a free item.
   */
  created?: boolean;
  /**
   * The lines' swaps (decision 027), read with the lines, or all a created cart can have (those this
   * request recorded); kept current as this request records more, so the answer does not read them again.
   */
  swaps?: Map<string, string>;
  /** the cart's free-item claims as this request last read them, once nothing more changes them */
  claims?: CartFreeItemRow[];
}

/**
 * An item on two lines with different deliveries says so on those lines and on the cart (the rule is
 * the domain's, split-delivery.ts), before the quick buy reads what needs attention. In place, as annotate.
 */
function withSplitDeliveryMessages(info: CartInfo): CartInfo {
  const split = splitDeliveryMessages(info);
  if (!split.cart) return info;
  for (const item of info.items) {
    const message = item.cartItemId ? split.lines.get(item.cartItemId) : undefined;
    if (message) item.messages = [...item.messages, message];
  }
  info.messages = [...info.messages, split.cart];
  return info;
}

/** A cart with a line out of stock says so above its lines (cart.md section 8). In place, as annotate. */
function withOutOfStockNotice(info: CartInfo): CartInfo {
  if (info.items.some((item) => item.cartItemId && isItemActive(item) && isItemOutOfStock(item))) {
    info.messages = [
      ...info.messages,
      { code: CART_ITEMS_OOS_CODE, type: "ERROR", message: CART_AREA_MESSAGES.CART_ITEMS_OUT_OF_STOCK },
    ];
  }
  return info;
}

/** The quick buy's card is the cart's user payment, and its address completes checkout's address section. */
function withQuickBuyFacts(
  state: CartState,
  quickBuy: CartInfo["quickBuy"],
): Pick<CartInfo, "userPayment" | "checkoutSections"> | Record<string, never> {
  if (!quickBuy) return {};
  const special = specialAddressesOf(state.cart);
  return {
    userPayment: { paymentType: "CREDIT_CARD", brand: quickBuy.card.brand, last4: quickBuy.card.last4 },
    checkoutSections: checkoutSectionsOf(state.lines, {
      shipTo: true,
      pickupPerson: state.cart.userId !== null || special.billTo !== null,
    }),
  };
}

/** What this request did to the cart, shown once in the answer beside what is stored. */
export interface RequestEffects {
  changes: Map<string, LineChange>;
  transient: TransientItem[];
  /** lines removed by this request, still shown once with status DELETED */
  removed: repo.CartItemRow[];
  cartMessages: CartMessage[];
  newCart: boolean;
  /** a guest's checkout (guest checkout): what it applies besides its card is read for this payer */
  checkoutPayerId?: number;
  /** when the shopper's "Don't show alternatives" ends, if chosen */
  alternatesOptOutUntil?: string | null;
  /** placing an order: only what the order is priced and checked by (no saved-for-later list, no quick buy) */
  forPlacement?: boolean;
  /** the add call's answer options (decision 072): PARTIAL items, no inventory, the caller's source */
  answer?: AnswerOptions;
}

const NO_QUICK_BUY = { buyNowEligible: false, quickBuy: null };

type CouponRow = Awaited<ReturnType<typeof repo.findCoupons>>[number];

/** Builds the cart answer: lines, coupons, prices and the messages the shopper should see. */
export class CartViewService {
  /** Coupon definitions change rarely: each process keeps them for a minute. */
  private readonly couponCache = new TtlCache<CouponRow[]>(200, 60_000);
  /** alternates, heavy-item surcharges and restrictions (item-rules.service.ts) */
  readonly itemRules = new ItemRulesService();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** The cart of this browser, or an empty cart view when it has none. GET never creates anything. */
  async readCart(who: CartViewer): Promise<{ cartInfo: CartInfo; ctxToken: string }> {
    const cart = await findCartOfViewer(this.db, who);
    if (!cart) {
      // No cart (never had one, or the order took it): the saved items are still the shopper's.
      const owner = ownerOf(who);
      const saved = await savedPageOf(this.db, owner ? savedOwnerOf(owner, who.tenant) : null, this.clock());
      return { cartInfo: { ...this.emptyView(who.userId !== null), sflItems: saved.sflItems }, ctxToken: "" };
    }
    const state = await this.loadState(this.db, cart);
    const cartInfo = await this.view(this.db, state, {
      changes: new Map(),
      transient: [],
      removed: [],
      cartMessages: [],
      newCart: false,
      alternatesOptOutUntil: who.alternatesOptOutUntil ?? null,
    });
    return { cartInfo, ctxToken: cart.ctxToken };
  }

  /** The sold-out drawer's offer for an item not in the cart (decision 027). */
  alternatesFor(who: CartViewer, itemId: string) {
    return this.itemRules.alternatesForItem(this.db, itemId, who.alternatesOptOutUntil, this.clock());
  }

  async itemCount(who: CartViewer): Promise<number> {
    const owner = ownerOf(who);
    return owner ? repo.countCartUnits(this.db, owner) : 0;
  }

  /**
   * The cart as stored. A cart this request has just inserted (`created`, with the coupon codes it was
   * given) has no lines and so no products yet: its state is built from what is in hand, unread.
   */
  async loadState(db: Db, cart: repo.CartRow, created?: { couponCodes: string[] }): Promise<CartState> {
    if (created) {
      const pricing = await priceContextOfCart(db, cart);
      return {
        cart,
        lines: [],
        products: new Map(),
        couponCodes: [...created.couponCodes],
        pricing,
        created: true,
        swaps: new Map(),
      };
    }
    const [{ lines, swaps }, couponCodes, listed, pricing] = await Promise.all([
      repo.listCartItemsWithSwaps(db, cart.id),
      repo.listCartCouponCodes(db, cart.id),
      repo.findProductsOfCart(db, cart.id),
      priceContextOfCart(db, cart),
    ]);
    // the cart, checkout and the placed order's unit prices all read these prices
    const products = await repriceRows(db, pricing, listed);
    return { cart, lines, products: new Map(products.map((p) => [p.id, p])), couponCodes, pricing, swaps };
  }

  async view(db: Db, state: CartState, effects: RequestEffects): Promise<CartInfo> {
    const today = this.clock();
    const couponRows = await this.couponDefinitions(db, state.couponCodes);
    // consumer coupons (typed earlier, or automatic) do not apply to a business cart (decision 042)
    const business = { isBusiness: isBusinessCart(state.cart) };
    const coupons: CouponDefinition[] = state.couponCodes.flatMap((code) => {
      const row = couponRows.find((r) => r.code === code);
      return row && couponAppliesToCart({ businessEligible: Number(row.businessEligible ?? 0) === 1 }, business)
        ? [toCouponDefinition(row)]
        : [];
    });
    const itemRules = await this.itemRules.forCart(db, {
      cart: state.cart,
      lines: state.lines,
      products: [...state.products.values(), ...effects.transient.flatMap((t) => (t.product ? [t.product] : []))],
      optOutUntil: effects.alternatesOptOutUntil,
      now: today,
      swapsInHand: state.swaps,
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
          surchargeFeePerUnitCents: itemRules.surchargeFeePerUnit(line),
          active: true,
          isGiftCard: giftCardDeliveryOf(p.giftCardDeliveryId) !== null,
          isMembership: membershipOf(p) !== null,
          isPlan: isWarrantyItem({ parentRelationType: line.parentRelationType, division: p.division, department: p.department }),
          ...assemblyPricing(line),
        },
      ];
    });
    // Only a signed-in shopper, or a guest's checkout, has a checkout that may apply gift cards or points.
    const payer = state.cart.userId ?? effects.checkoutPayerId ?? null;
    const wallet = payer === null ? null : await repo.findCartWallet(db, state.cart.id, payer);
    const priced = priceCart({
      lines: pricedLines,
      coupons,
      shipToState: lookupZip(state.cart.shipToZip)?.state ?? null,
      today: isoDay(today),
      membershipProgram: membershipPricingOf(state, wallet?.membershipProgram ?? null),
    });
    // Standing problems (stock ran out, limit lowered) show on lines this request did not touch.
    const liveMessages = new Map<string, CartMessage[]>();
    const clearedCodes = new Map<string, Set<string>>();
    const pickupShelf = await pickupShelfStock(db, state.lines);
    for (const line of state.lines) {
      if (effects.changes.has(line.id)) continue;
      const p = state.products.get(line.productId);
      const available = line.deliveryType === "ISP" ? (pickupShelf.get(line.id) ?? 0) : (p?.onlineQty ?? 0);
      const decision = decideUpdateQuantity(lineProduct(line.itemId, p, available), line.qty, line.qty, {
        deliveryType: line.deliveryType as PricedLine["deliveryType"],
      });
      const stored = new Set((JSON.parse(line.messages) as CartMessage[]).map((msg) => msg.code));
      const fresh = decision.messages.filter((msg) => !stored.has(msg.code));
      // stored when the line was changed while sold out: the stock has come back since
      if (stored.has("OUT_OF_STOCK") && !decision.messages.some((msg) => msg.code === "OUT_OF_STOCK")) {
        clearedCodes.set(line.id, new Set(["OUT_OF_STOCK"]));
        fresh.push({ code: "BACK_IN_STOCK", type: "INFO", message: CART_AREA_MESSAGES.BACK_IN_STOCK });
      }
      if (fresh.length > 0) liveMessages.set(line.id, fresh);
    }
    const cartMessages = [...effects.cartMessages];
    if (state.cart.mergeReport) cartMessages.push(mergeMessage(JSON.parse(state.cart.mergeReport) as MergeReport));
    if (state.cart.modifyingOrderNumber) {
      cartMessages.push({
        code: "MODIFY_ORDER",
        type: "INFO",
        message: `You are changing order ${state.cart.modifyingOrderNumber}. Approve it on the approvals page when you are done.`,
      });
    }
    if (state.lines.length === 0) cartMessages.push({ code: "EMPTY_CART", type: "INFO", message: "Your cart is empty." });
    const samplesOnly = samplesOnlyMessage(state);
    if (samplesOnly) cartMessages.push(samplesOnly);
    const visibleLines = [...state.lines, ...effects.removed];
    // A guest cart made by this request sits behind a cookie minted a moment ago: nothing is saved under it.
    const saved =
      effects.forPlacement || (state.created && state.cart.userId === null)
        ? { sflItems: [] }
        : await savedPageOf(db, savedOwnerOfCart(state.cart), today);
    const free = await freeItemsView(db, state);
    const offers = await lineOffers(db, state.lines, state.products);
    const cartInfo = buildCartInfo({
      sflItems: saved.sflItems,
      free,
      wallet,
      offers,
      cart: state.cart,
      lines: visibleLines,
      products: state.products,
      changes: effects.changes,
      transient: effects.transient,
      coupons: priced.coupons,
      visibleCoupons: priced.visibleCoupons,
      lineAdjustments: priced.lineAdjustments,
      summary: priced.summary,
      liveMessages,
      clearedCodes,
      pickupShelf,
      cartMessages,
      answer: effects.answer,
      newCart: effects.newCart,
      userType: state.cart.userId === null ? "GUEST" : "REGISTERED",
      today,
    });
    // Item rules first: a line they flag (restricted, sold out) keeps the cart from a quick buy.
    const annotated = withOutOfStockNotice(withSplitDeliveryMessages(itemRules.annotate(cartInfo)));
    const quickBuy = effects.forPlacement ? NO_QUICK_BUY : await quickBuyOf(db, state.cart, annotated, today);
    const answered = Object.assign(annotated, quickBuy, withQuickBuyFacts(state, quickBuy.quickBuy));
    return withCartBudget(answered, await cartBudgetOf(db, state.cart, answered.cartSummary.ordTotal, today));
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

  private async couponDefinitions(db: Db, codes: string[]): Promise<CouponRow[]> {
    if (codes.length === 0) return [];
    return this.couponCache.getOrCompute([...codes].sort().join(","), () => repo.findCoupons(db, codes));
  }
}

/**
 * Whose member prices the cart gets (decision 080): the owner's program, else the membership in the
 * cart. A guest's cart has neither (a guest cannot add one), and a business cart is never a member's.
 */
function membershipPricingOf(state: CartState, held: string | null): ReturnType<typeof memberPricingProgram> {
  if (state.cart.userId === null || isBusinessCart(state.cart)) return null;
  const inCart = state.lines.flatMap((l) => {
    const program = membershipOf(state.products.get(l.productId) ?? {});
    return program ? [program] : [];
  });
  return memberPricingProgram(membershipOf({ membershipProgram: held }), inCart);
}

/** The day coupons are judged on, in UTC. */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function toCouponDefinition(row: CouponRow): CouponDefinition {
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

/** The merge report stays on the cart until its next change, and is told as one message. */
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

/** Units on each pickup line's store shelf (one read per store), by cart line id. */
async function pickupShelfStock(db: Db, lines: readonly repo.CartItemRow[]): Promise<Map<string, number>> {
  const byStore = new Map<string, repo.CartItemRow[]>();
  for (const line of lines) {
    if (line.deliveryType !== "ISP" || !line.pickupStoreNumber) continue;
    byStore.set(line.pickupStoreNumber, [...(byStore.get(line.pickupStoreNumber) ?? []), line]);
  }
  const shelf = new Map<string, number>();
  for (const [storeNumber, storeLines] of byStore) {
    const stock = await repo.storeStock(
      db,
      storeNumber,
      storeLines.map((l) => l.productId),
    );
    for (const line of storeLines) shelf.set(line.id, stock.get(line.productId) ?? 0);
  }
  return shelf;
}
