import {
  FURNITURE_HANDLING_FEE_PER_UNIT_CENTS,
  REGULAR_CART_TYPE,
  type AddResponseType,
  type SpecialAddress,
  cartAddresses,
  checkoutSectionStatuses,
  type AppliedCoupon,
  type AppliedPaymentInput,
  type CartInfo,
  type CartLine,
  type CartViewOffer,
  type PaymentAllocation,
  allocatePayments,
  cartEasyRewards,
  isEasyRewardsEligible,
  giftCardDeliveryOf,
  type CartMessage,
  type CartSummary,
  type CartViewFreeItem,
  type LineAdjustment,
  type SavedItemView,
  estimatedDeliveryDate,
  isPickupEligible,
  isWarrantyItem,
  membershipOf,
  stockStatus,
} from "@quire/domain";
import { productImageUrl } from "../catalogue";
import type { OfferedProduct } from "../catalogue";
import type { CartItemRow, CartProductRow, CartRow } from "./cart.repository";
import { freeSampleNotices } from "./free-items.service";
import { assemblyView } from "./furniture-assembly";

// Shapes a cart into the spec's `data.cartInfo`. Money fields are integer cents.

export type ItemAction = "ADD_ITEM" | "DELETED_ITEM" | "EDIT_ITEM" | "NONE";

export interface LineChange {
  actioned: ItemAction;
  prevQty: number;
  qtyAdded: number;
  requestedQty: number;
  messages: CartMessage[];
}

/** An item of this request that did not become a line (out of stock, unknown, bad store): shown once, never stored. */
export interface TransientItem {
  itemId: string;
  requestedQty: number;
  deliveryType: string;
  pickupStoreNumber: string | null;
  messages: CartMessage[];
  product: CartProductRow | undefined;
}

export interface CartViewInput {
  cart: CartRow | null;
  lines: CartItemRow[];
  products: Map<number, CartProductRow>;
  changes: Map<string, LineChange>;
  transient: TransientItem[];
  coupons: AppliedCoupon[];
  visibleCoupons: AppliedCoupon[];
  lineAdjustments: LineAdjustment[];
  summary: CartSummary;
  liveMessages: Map<string, CartMessage[]>;
  cartMessages: CartMessage[];
  newCart: boolean;
  userType: string;
  today: Date;
  /** a signed-in shopper's rewards and what their checkout applies (gift cards, points); null for guests */
  wallet?: { tier: string | null; points: number; businessAccount?: boolean; applied: AppliedPaymentInput[] } | null;
  /** the owner's saved-for-later items, newest first (decision 024) */
  sflItems?: SavedItemView[];
  /** the cart's claimed free items and the offers it qualifies for (decision 026) */
  free?: { freeItems: CartViewFreeItem[]; availableFreeItems: CartViewFreeItem[] };
  /** protection plans and add-ons each line's product offers (decision 025) */
  offers?: Map<number, { warrantyPlans: OfferedProduct[]; addOns: OfferedProduct[] }>;
  /** units on the pickup store's shelf for each pickup (ISP) line, by cart line id (decision 030) */
  pickupShelf?: Map<string, number>;
  /** stored message codes a line no longer has (an item back in stock), by cart line id */
  clearedCodes?: Map<string, Set<string>>;
  /** how the caller asked for the answer (decision 072); absent: the whole cart, with inventory */
  answer?: AnswerOptions;
}

/** The add call's answer options (decision 072). */
export interface AnswerOptions {
  responseType: AddResponseType;
  source: string | null;
  skipInv: boolean;
}

const WHOLE_ANSWER: AnswerOptions = { responseType: "WHOLE", source: null, skipInv: false };

/** A quick-checkout cart's stored ship-to and bill-to (decision 072). */
export interface SpecialAddresses {
  shipTo: SpecialAddress | null;
  billTo: SpecialAddress | null;
}

export function specialAddressesOf(cart: Pick<CartRow, "specialAddresses"> | null): SpecialAddresses {
  if (!cart?.specialAddresses) return { shipTo: null, billTo: null };
  const stored = JSON.parse(cart.specialAddresses) as Partial<SpecialAddresses>;
  return { shipTo: stored.shipTo ?? null, billTo: stored.billTo ?? null };
}

function offerView(o: OfferedProduct): CartViewOffer {
  return { itemId: o.itemId, name: o.name, finalPrice: o.finalPriceCents, inStock: o.onlineQty > 0 };
}

/** The spec's warranty detection: division 8, department 88. */
function isWarrantyProduct(p: CartProductRow): boolean {
  return p.division === 8 && p.department === 88;
}

function isEasyRewardsItem(p: CartProductRow | undefined): boolean {
  return (
    p !== undefined &&
    isEasyRewardsEligible({
      isWarrantyPlan: isWarrantyProduct(p),
      isFreeSample: p.isFreeSample === 1,
      isGiftCard: giftCardDeliveryOf(p.giftCardDeliveryId) !== null,
    })
  );
}

/** Furniture carries a delivery handling fee per unit (docs/decisions/008). */
export function handlingFeePerUnitCents(p: CartProductRow | undefined): number {
  return p && (p.parentCategorySlug === "furniture" || p.categorySlug === "furniture")
    ? FURNITURE_HANDLING_FEE_PER_UNIT_CENTS
    : 0;
}

function productView(p: CartProductRow | undefined, itemId: string): CartLine["product"] {
  if (!p) return { partNumber: itemId, name: null, images: { standard: null }, brandName: null };
  return {
    partNumber: p.itemId,
    customerSku: null,
    name: p.name,
    images: { standard: productImageUrl(p.itemId) },
    brandName: p.brandName,
    itemUrl: `/${p.itemUrl}`,
    unit: p.unit,
    unitCount: p.unitCount,
    baseCategory: { category: p.categorySlug },
    omsBaseCategory: p.parentCategorySlug ?? p.categorySlug,
    omsDivisionId: p.division,
    omsDepartmentId: p.department,
    classId: p.classId,
    skusetID: p.skuSetId,
    productTypeName: "STANDARD",
    isFreeSample: p.isFreeSample === 1,
    flags: {
      comingSoon: false,
      preOrder: false,
      sfs: false,
      inStoreOnlyProduct: false,
      seePriceInCart: false,
      bopisEligible: isPickupEligible({ ...p, isWarrantyPlan: isWarrantyProduct(p) }),
    },
  };
}

/** A pickup line's stock is its store's shelf (shelfQty); every other line's is the online stock. */
function inventoryView(p: CartProductRow | undefined, shelfQty?: number): CartLine["inventory"] {
  if (!p) return null;
  if (shelfQty !== undefined) {
    return {
      availableQty: Math.max(0, shelfQty),
      stockStatus: stockStatus(shelfQty, null),
      isBackOrder: false,
      backorderDate: null,
      quantityLimit: p.quantityLimit,
    };
  }
  const status = stockStatus(p.onlineQty, p.backorderDate);
  return {
    availableQty: Math.max(0, p.onlineQty),
    stockStatus: status,
    isBackOrder: status === "BACKORDERED",
    backorderDate: p.backorderDate,
    quantityLimit: p.quantityLimit,
  };
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function deliveryView(
  deliveryType: string,
  storeNumber: string | null,
  zip: string,
  p: CartProductRow | undefined,
  today: Date,
): CartLine["selectedDeliveryOption"] {
  const backordered = p ? stockStatus(p.onlineQty, p.backorderDate) === "BACKORDERED" : false;
  const shipDate = backordered && p?.backorderDate ? p.backorderDate : isoDay(estimatedDeliveryDate(today));
  const date = deliveryType === "ISP" ? isoDay(today) : shipDate;
  return {
    deliveryType,
    pickupStoreNumber: storeNumber,
    addressDetails: { zipCode: zip, storeNumber },
    minDeliveryDate: date,
    maxDeliveryDate: date,
    isBackOrder: backordered,
    messages: [],
  };
}

/** The answer's parts for one build: the ship-to ZIP, the day, and each line's coupon adjustments. */
interface LineContext {
  input: CartViewInput;
  zip: string;
  adjustmentsByLine: Map<string, LineAdjustment[]>;
}

function lineView(line: CartItemRow, { input, zip, adjustmentsByLine }: LineContext): CartLine {
  const p = input.products.get(line.productId);
  const change = input.changes.get(line.id);
  const cleared = input.clearedCodes?.get(line.id);
  const stored = (JSON.parse(line.messages) as CartMessage[]).filter((m) => !cleared?.has(m.code));
  const messages = [
    ...(change ? change.messages : [...stored, ...(input.liveMessages.get(line.id) ?? [])]),
    ...freeSampleNotices(line, p),
  ];
  const offers = input.offers?.get(line.productId);
  return {
    itemId: line.itemId,
    resolvedItemId: line.itemId,
    cartItemId: line.id,
    qty: line.qty,
    prevQty: change?.prevQty ?? line.qty,
    qtyAdded: change?.qtyAdded ?? 0,
    requestedQty: change?.requestedQty ?? line.qty,
    status: line.status,
    actioned: change?.actioned ?? "NONE",
    messages,
    inventory: input.answer?.skipInv
      ? null
      : inventoryView(p, line.deliveryType === "ISP" ? (input.pickupShelf?.get(line.id) ?? 0) : undefined),
    product: productView(p, line.itemId),
    priceInfo: linePriceView(p, line.qty, adjustmentsByLine.get(line.id) ?? []),
    selectedDeliveryOption: deliveryView(line.deliveryType, line.pickupStoreNumber, zip, p, input.today),
    isWarrantyItem: isWarrantyItem({
      parentRelationType: line.parentRelationType,
      division: p?.division,
      department: p?.department,
    }),
    parentItemId: line.parentItemId ?? null,
    parentRelationCartItemId: line.parentRelationCartItemId ?? null,
    parentRelationType: line.parentRelationType ?? null,
    requiredItemIds: line.requiredItemIds ? (JSON.parse(line.requiredItemIds) as string[]) : [],
    itemAttributes: {
      partBundleId: line.partBundleId ?? null,
      partBundle: Boolean(line.partBundleId),
      membershipSKU: p !== undefined && membershipOf(p) !== null,
    },
    warrantyPlans: (offers?.warrantyPlans ?? []).map(offerView),
    addOns: (offers?.addOns ?? []).map(offerView),
    easyRewardsItem: { redemptionEligibility: isEasyRewardsItem(p) },
    ...assemblyView(line, p),
  };
}

function linePriceView(p: CartProductRow | undefined, qty: number, adjustments: LineAdjustment[]): CartLine["priceInfo"] {
  const unit = p?.finalPriceCents ?? 0;
  const discount = adjustments.reduce((n, a) => n + a.adjustmentCents, 0);
  return {
    finalPrice: unit,
    finalPricePerUnit: unit,
    basePrice: p?.basePriceCents ?? 0,
    basePricePerUnit: p?.basePriceCents ?? 0,
    comparePrice: p?.comparePriceCents ?? null,
    handlingFeePerUnit: handlingFeePerUnitCents(p),
    finalPriceBeforeBasketCoupons: unit,
    lineTotal: unit * qty,
    lineTotalAfterCoupons: unit * qty - discount,
    priceAdjustment: adjustments.map((a) => ({
      adjustmentType: "COUPON",
      couponCode: a.couponCode,
      adjustment: { adjustmentPrice: -a.adjustmentCents },
    })),
  };
}

/** A refused item of this request: shown once with its reasons, on the line and on its delivery option. */
function transientView(t: TransientItem, zip: string, today: Date): CartLine {
  return {
    itemId: t.itemId,
    resolvedItemId: t.itemId,
    cartItemId: null,
    qty: 0,
    prevQty: 0,
    qtyAdded: 0,
    requestedQty: t.requestedQty,
    status: "TRANSIENT",
    actioned: "NONE",
    messages: t.messages,
    inventory: inventoryView(t.product),
    product: productView(t.product, t.itemId),
    priceInfo: t.product ? { finalPrice: t.product.finalPriceCents, basePrice: t.product.basePriceCents } : null,
    selectedDeliveryOption: { ...deliveryView(t.deliveryType, t.pickupStoreNumber, zip, t.product, today), messages: t.messages },
  };
}

function couponView(c: AppliedCoupon): CartInfo["coupons"][number] {
  return {
    code: c.code,
    description: c.description,
    couponValid: c.couponValid,
    couponQualified: c.couponQualified,
    couponType: c.couponType,
    basketLevelCoupon: c.basketLevelCoupon,
    autoAddCoupon: c.autoAddCoupon,
    errorMessage: c.errorMessage,
    errorReason: c.errorReason,
    discountAmount: c.discountCents,
  };
}

function cartAttributesView(input: CartViewInput): CartInfo["cartAttributes"] {
  const s = input.summary;
  return {
    userType: input.userType,
    orderNumber: null,
    numberOfItems: s.numberOfItems,
    numberOfLineItems: s.numberOfLineItems,
    newItemAdded: [...input.changes.values()].some((c) => c.actioned === "ADD_ITEM"),
    isTaxError: s.isTaxError,
    proceedCheckout: input.cart ? input.cart.proceedCheckout === 1 : false,
    enablePaypal: true,
    // The sandbox offers Apple Pay on its own page to browsers without Apple Pay (decision 019).
    enableApplePay: true,
    useApplePayAddress: true,
    enableARSFromCart: false,
    isMandatoryEnabled: false,
    ccmultisave: input.userType !== "GUEST",
    // the card gateway authorises at the order; the charge is captured after
    isPreAuthEnabled: true,
    enableStoredCredentials: input.userType !== "GUEST",
    tpsCode: null,
  };
}

function cartSummaryView(s: CartSummary, paid: PaymentAllocation["summary"]): CartInfo["cartSummary"] {
  return {
    cartSubTotal: s.cartSubTotal,
    cartSubTotalAfterCoupons: s.cartSubTotalAfterCoupons,
    cartSubTotalExcludingBasketCoupons: s.cartSubTotalExcludingBasketCoupons,
    // category coupons are applied first (priority one), then basket coupons (priority two)
    cartSubTotalAfterPriorityTwoCoupons: s.cartSubTotalAfterCoupons,
    couponsTotalExludingPriorityTwo: s.cartSubTotal - s.cartSubTotalExcludingBasketCoupons,
    // a member's prices, or those of the membership in the cart (decision 080)
    finalMembershipSavings: s.finalMembershipSavings,
    couponsTotal: s.couponsTotal,
    couponCount: s.couponCount,
    instantCouponSavings: s.instantCouponSavings,
    shipFee: s.shipFee,
    handlFee: s.handlFee,
    handlingFee: s.handlingFee,
    /** heavy items' carrier fees (decision 027); surchargeFeePerUnit is added with the lines' rules */
    surchargeFee: s.surchargeFee,
    surchargeFeePerUnit: 0,
    handlingFeeTbd: s.handlingFeeTbd,
    estimatedTax: s.estimatedTax,
    ordTotal: s.ordTotal,
    balanceOrdTotal: paid.balanceOrdTotal,
    giftCardAppliedAmt: paid.giftCardAppliedAmt,
    prepaidCardAppliedAmt: paid.prepaidCardAppliedAmt,
    easyRewardsAppliedAmt: paid.easyRewardsAppliedAmt,
    amexPointsAppliedAmt: paid.amexPointsAppliedAmt,
    freeShippingRemaining: s.freeShippingRemainingCents,
    freeShippingMessage: s.freeShippingMessage,
  };
}

/** What Easy Rewards may pay for: the active lines of items that can be paid with points. */
function easyRewardsLimitOf(input: CartViewInput): number {
  return input.lines.reduce((n, line) => {
    const p = input.products.get(line.productId);
    return line.status === "ACTIVE" && isEasyRewardsItem(p) ? n + (p?.finalPriceCents ?? 0) * line.qty : n;
  }, 0);
}

/** Protection plans and add-ons the cart's lines offer, each with the line it would belong to. */
function relatedItemsOf(input: CartViewInput): CartInfo["relatedItems"] {
  return input.lines.flatMap((line) => {
    const offers = line.status === "ACTIVE" ? input.offers?.get(line.productId) : undefined;
    if (!offers) return [];
    const of = (relationType: "WARRANTY" | "ADDON") => (o: OfferedProduct) => ({
      itemId: o.itemId,
      relationType,
      parentItemId: line.itemId,
      parentCartItemId: line.id,
    });
    return [...offers.warrantyPlans.map(of("WARRANTY")), ...offers.addOns.map(of("ADDON"))];
  });
}

/** What the cart knows of checkout's address and pickup-person sections (decision 072). */
export function checkoutSectionsOf(
  lines: readonly Pick<CartItemRow, "status" | "deliveryType">[],
  known: { shipTo: boolean; pickupPerson: boolean },
): CartInfo["checkoutSections"] {
  const active = lines.filter((l) => l.status === "ACTIVE");
  const storeLines = active.filter((l) => l.deliveryType === "ISP" || l.deliveryType === "STS").length;
  return checkoutSectionStatuses({
    shippedLines: active.length - storeLines,
    storeLines,
    shipToKnown: known.shipTo,
    pickupPersonKnown: known.pickupPerson,
  });
}

/** The cart as the answer's `data.cartInfo`: the schema's type (@quire/domain cart-answer.schema.ts). */
export function buildCartInfo(input: CartViewInput): CartInfo {
  const { cart } = input;
  const zip = cart?.shipToZip ?? "01702";
  const adjustmentsByLine = new Map<string, LineAdjustment[]>();
  for (const a of input.lineAdjustments) adjustmentsByLine.set(a.cartItemId, [...(adjustmentsByLine.get(a.cartItemId) ?? []), a]);
  const lineContext: LineContext = { input, zip, adjustmentsByLine };
  const easyRewardsLimit = easyRewardsLimitOf(input);
  const wallet = input.wallet ?? null;
  const allocation = allocatePayments(input.summary.ordTotal, wallet?.applied ?? [], { easyRewardsLimitCents: easyRewardsLimit });
  const answer = input.answer ?? WHOLE_ANSWER;
  const special = specialAddressesOf(cart);
  const stores = input.lines.flatMap((l) =>
    l.status === "ACTIVE" && l.deliveryType !== "STA" && l.pickupStoreNumber ? [l.pickupStoreNumber] : [],
  );
  // PARTIAL: only the lines this add touched (and its refused items); the summary is still the whole cart's
  const shownLines = answer.responseType === "PARTIAL" ? input.lines.filter((l) => input.changes.has(l.id)) : input.lines;
  return {
    cartId: cart?.id ?? null,
    previousCartId: null,
    status: cart?.status ?? "ACTIVE",
    type: cart?.type ?? REGULAR_CART_TYPE,
    items: [
      ...shownLines.map((line) => lineView(line, lineContext)),
      ...input.transient.map((t) => transientView(t, zip, input.today)),
    ],
    coupons: input.visibleCoupons.map(couponView),
    sflItems: input.sflItems ?? [],
    freeItems: input.free?.freeItems ?? [],
    availableFreeItems: input.free?.availableFreeItems ?? [],
    messages: input.cartMessages,
    cartAttributes: cartAttributesView(input),
    cartSummary: cartSummaryView(input.summary, allocation.summary),
    /** gift and prepaid cards, Easy Rewards and Amex points the checkout applies, with what each pays */
    appliedPayments: allocation.applied,
    cartEasyRewards: wallet
      ? cartEasyRewards({
          tier: wallet.tier,
          points: wallet.points,
          eligibleCents: easyRewardsLimit,
          appliedCents: allocation.summary.easyRewardsAppliedAmt,
          businessAccount: wallet.businessAccount,
        })
      : null,
    newCart: input.newCart,
    /** set by quick-buy.ts for a signed-in shopper's cart */
    buyNowEligible: false,
    quickBuy: null,
    userInfo: { shipToZipCode: zip },
    addresses: cartAddresses(special, stores),
    metadata: { responseType: answer.responseType, source: answer.source, skipInv: answer.skipInv },
    captchaData: { captchaRequired: false },
    /** set with the quick buy (cart-view.service.ts): the card it would charge */
    userPayment: null,
    relatedItems: relatedItemsOf(input),
    checkoutSections: checkoutSectionsOf(input.lines, {
      shipTo: special.shipTo !== null,
      pickupPerson: input.userType !== "GUEST" || special.billTo !== null,
    }),
  };
}

export type { CartInfo };
