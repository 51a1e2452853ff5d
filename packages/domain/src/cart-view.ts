import type { AppliedPaymentView } from "./checkout/checkout-view";
import type { CartEasyRewards } from "./payments/easy-rewards";

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
  /** WARRANTY | ADDON | BUNDLE when the line belongs to another line (decision 025) */
  parentRelationType?: string | null;
  parentRelationCartItemId?: string | null;
  parentItemId?: string | null;
  itemAttributes?: { partBundleId: string | null; partBundle: boolean };
  /** protection plans and add-ons the line's product offers */
  warrantyPlans?: CartViewOffer[];
  addOns?: CartViewOffer[];
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

export interface CartView {
  cartId: string | null;
  items: CartViewItem[];
  coupons: CartViewCoupon[];
  messages: CartViewMessage[];
  cartAttributes: { numberOfItems: number; numberOfLineItems: number; isTaxError: boolean; proceedCheckout: boolean };
  cartSummary: {
    cartSubTotal: number;
    cartSubTotalAfterCoupons: number;
    couponsTotal: number;
    couponCount: number;
    shipFee: number;
    handlingFee: number;
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
  appliedPayments?: AppliedPaymentView[];
  /** a signed-in shopper's Easy Rewards on this cart; null for guests */
  cartEasyRewards?: CartEasyRewards | null;
}

/** What pages may ask of the cart service; the cookie header identifies the browser's cart. */
export interface CartReader {
  read(cookieHeader: string | null): Promise<CartView>;
  /** units in the cart, for the header */
  count(cookieHeader: string | null): Promise<number>;
}
