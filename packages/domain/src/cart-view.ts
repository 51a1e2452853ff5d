import type { AppliedPaymentView } from "./checkout/checkout-view";
import type { QuickBuySummary } from "./buy-now";
import type { AssemblyFeeLine, FurnSvcInfo } from "./furniture-assembly";
import type { CartEasyRewards } from "./payments/easy-rewards";
import type { AlternateKind, SoldOutReason } from "./alternates";
import type { SurchargeSplit } from "./surcharges";
import type { SavedItemView } from "./saved-item-tile";
import type { CartBudgetFields } from "./budgets";

// The parts of the cart response (`data.cartInfo`) the pages read. Money is integer cents.

export interface CartViewMessage {
  code: string;
  type: string;
  message?: string;
}

export interface CartViewItem {
  itemId: string;
  cartItemId: string | null;
  qty: number;
  prevQty: number;
  qtyAdded: number;
  requestedQty: number;
  /** ACTIVE | DELETED | TRANSIENT */
  status: string;
  actioned: string;
  messages: CartViewMessage[];
  inventory: {
    availableQty: number;
    stockStatus: string;
    isBackOrder: boolean;
    backorderDate: string | null;
    quantityLimit: number | null;
  } | null;
  product: {
    partNumber: string;
    name: string | null;
    images: { standard: string | null };
    brandName: string | null;
    itemUrl?: string;
    unit?: string;
    unitCount?: number;
  };
  priceInfo: { finalPrice: number; basePrice: number; lineTotal?: number; lineTotalAfterCoupons?: number } | null;
  selectedDeliveryOption: {
    deliveryType: string;
    pickupStoreNumber: string | null;
    minDeliveryDate: string;
    isBackOrder: boolean;
  };
  /** whether Easy Rewards points may pay for this item */
  easyRewardsItem?: { redemptionEligibility: boolean };
  /** why the sold-out drawer can open for this item (alternates.ts), and what it offers (decision 027) */
  soldOutReason?: SoldOutReason | null;
  alternates?: CartViewAlternate[];
  /** the item this line was added in place of (a hard alternate) */
  altItem?: { origItemId: string } | null;
  surchargeApplicable?: boolean;
  surchargeFeePerUnit?: number;
  surchargeSplit?: SurchargeSplit | null;
  surchargeAlts?: (CartViewAlternate & { altFactor: number; qty: number })[];
  /** furniture assembly on this line (decision 026): offered when eligible, the levels chosen and their fee lines */
  assemblyEligible?: boolean;
  furnSvcInfo?: FurnSvcInfo | null;
  furnSvcFees?: AssemblyFeeLine[];
  /** WARRANTY | ADDON | BUNDLE when the line belongs to another line (decision 025) */
  parentRelationType?: string | null;
  parentRelationCartItemId?: string | null;
  parentItemId?: string | null;
  itemAttributes?: { partBundleId: string | null; partBundle: boolean };
  /** protection plans and add-ons the line's product offers */
  warrantyPlans?: CartViewOffer[];
  addOns?: CartViewOffer[];
  /** a business cart's line: the budget centre it is charged to (decision 044) */
  itemAccountInfo?: { bcName: string | null };
}

/** What the sold-out drawer offers for an item that is not in the cart (its product page). */
export interface SoldOutOffer {
  reason: SoldOutReason;
  alternates: CartViewAlternate[];
}

/** An alternate offered on a line: a small tile with an Add button. */
export interface CartViewAlternate {
  itemId: string;
  kind: AlternateKind;
  name: string;
  brandName: string;
  itemUrl: string;
  image: string;
  finalPrice: number;
}

/** A free item claimed on the cart (`freeItems`), or one the cart qualifies for (`availableFreeItems`). */
export interface CartViewFreeItem {
  /** the claim's id; absent on an offer not yet claimed */
  freeItemId?: string;
  offerId: string;
  itemId: string;
  title: string;
  description: string;
  status?: string;
  qty: number;
  product: { name: string | null; images: { standard: string | null }; itemUrl?: string };
  priceInfo: { finalPrice: number; basePrice: number };
}

export interface CartViewOffer {
  itemId: string;
  name: string;
  finalPrice: number;
  inStock: boolean;
}

export interface CartViewCoupon {
  code: string;
  description: string;
  couponValid: boolean;
  couponQualified: boolean;
  errorMessage: string | null;
  errorReason: string | null;
  discountAmount: number;
}

export interface CartView extends Partial<CartBudgetFields> {
  cartId: string | null;
  items: CartViewItem[];
  coupons: CartViewCoupon[];
  /** saved for later, newest first (decision 024) */
  sflItems?: SavedItemView[];
  messages: CartViewMessage[];
  cartAttributes: { numberOfItems: number; numberOfLineItems: number; isTaxError: boolean; proceedCheckout: boolean };
  cartSummary: {
    cartSubTotal: number;
    cartSubTotalAfterCoupons: number;
    couponsTotal: number;
    couponCount: number;
    shipFee: number;
    handlingFee: number;
    /** part of the handling line is to be determined (custom assembly) */
    handlingFeeTbd?: boolean;
    estimatedTax: number;
    ordTotal: number;
    freeShippingRemaining: number | null;
    freeShippingMessage: string | null;
    /** what gift cards, prepaid cards, Easy Rewards and Amex points pay, and what is left to pay */
    giftCardAppliedAmt?: number;
    prepaidCardAppliedAmt?: number;
    easyRewardsAppliedAmt?: number;
    amexPointsAppliedAmt?: number;
    balanceOrdTotal?: number;
  };
  userInfo: { shipToZipCode: string };
  freeItems?: CartViewFreeItem[];
  availableFreeItems?: CartViewFreeItem[];
  appliedPayments?: AppliedPaymentView[];
  /** a signed-in shopper's Easy Rewards on this cart; null for guests */
  cartEasyRewards?: CartEasyRewards | null;
  /** the shopper can buy with what is on file (decision 028) */
  buyNowEligible?: boolean;
  /** what the quick-buy drawer shows; null unless buyNowEligible */
  quickBuy?: QuickBuySummary | null;
  /** SPECIAL: a quick-checkout cart */
  type?: string | null;
}

/** What pages may ask of the cart service; the cookie header identifies the browser's cart. */
export interface CartReader {
  read(cookieHeader: string | null): Promise<CartView>;
  /** units in the cart, for the header */
  count(cookieHeader: string | null): Promise<number>;
}
