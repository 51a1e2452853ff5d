import type { CartView } from "../cart-view";
import type { BoughtGiftCardView } from "../payments/gift-cards";

// What the checkout, confirmation and order pages read, and what GET /cc/api/checkout and the
// order calls answer. Money is integer cents; card data is only ever brand, last four and expiry.

export type DeliveryMethod = "DELIVERY" | "PICKUP";

/** S shipping, B billing, SB both, ST store pickup person (spec section 3, Address). */
export type AddressType = "S" | "B" | "SB" | "ST";

export interface CheckoutAddress {
  id: string;
  type: AddressType;
  firstName: string;
  lastName: string;
  organizationName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: "US";
  /** numbers are digits only; pages show them as (xxx) xxx-xxxx */
  phones: { number: string; extension: string | null }[];
  email: string | null;
  storeNumber: string | null;
  isDefaultShippingAddress: boolean;
  lastUsedAddress: boolean;
  /** ApplePayAddress | KlarnaAddress | PaypalAddress for wallet addresses, else null */
  field1: string | null;
}

/** The primary payment: a card, a wallet (approved on the gateway's wallet pages) or, for business, on account. */
export type PaymentType = "CREDIT_CARD" | "ON_ACCOUNT" | "PAYPAL" | "KLARNA" | "APPLE_PAY";
export type WalletType = Extract<PaymentType, "PAYPAL" | "KLARNA" | "APPLE_PAY">;
export const WALLET_TYPES: readonly WalletType[] = ["PAYPAL", "KLARNA", "APPLE_PAY"];

export function isWalletType(value: unknown): value is WalletType {
  return typeof value === "string" && (WALLET_TYPES as readonly string[]).includes(value);
}

/**
 * The payment attached to the cart: never more of a card than brand, last four and expiry. A wallet
 * payment carries the payer the wallet named instead (walletEmail).
 */
export interface OrderPayment {
  paymentType: PaymentType;
  /** a CardBrand (VISA, MASTER_CARD, AMEX, DISCOVER, STORE_CARD, BUSINESS_STORE_CARD) for cards */
  brand: string | null;
  last4: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  /** the saved card it came from, if any */
  savedCardId: string | null;
  purchaseOrderNumber: string | null;
  /** PAYPAL, KLARNA, APPLE_PAY: the payer's e-mail the wallet answered with */
  walletEmail?: string | null;
}

/** What else pays part of the order: gift and prepaid cards, Easy Rewards points, Amex points. */
export type AppliedPaymentKind = "GIFT_CARD" | "PREPAID_CARD" | "EASY_REWARDS" | "AMEX_POINTS";

export interface AppliedPaymentView {
  id: string;
  kind: AppliedPaymentKind;
  /** last four of the card (gift, prepaid, Amex), null for Easy Rewards */
  last4: string | null;
  /** what is on it (the card's balance, the points' value) when it was applied */
  balanceCents: number;
  /** what it pays of this order */
  amountCents: number;
  /** points used (Easy Rewards, Amex), else null */
  points: number | null;
}

/**
 * How the order total is paid: the applied amounts and what is left for the primary payment
 * (balanceOrdTotal). The applied amounts and balanceOrdTotal always add up to ordTotal.
 */
export interface PaymentSummary {
  ordTotal: number;
  giftCardAppliedAmt: number;
  prepaidCardAppliedAmt: number;
  easyRewardsAppliedAmt: number;
  amexPointsAppliedAmt: number;
  balanceOrdTotal: number;
}

export interface SavedCardView {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  nickname: string | null;
  isDefault: boolean;
  lastUsedAt: string | null;
  updatedAt: string;
  expired: boolean;
  expiringSoon: boolean;
}

/** COMPLETE: done and shown condensed; ACTIVE: the section to fill now; PENDING: waits for an earlier one. */
export type CheckoutSectionStatus = "COMPLETE" | "ACTIVE" | "PENDING";

export interface CheckoutSections {
  delivery: CheckoutSectionStatus;
  address: CheckoutSectionStatus;
  payment: CheckoutSectionStatus;
  review: CheckoutSectionStatus;
}

export interface PickupStoreView {
  storeNumber: string;
  name: string;
  addressLine: string;
  city: string;
  state: string;
  zipcode: string;
}

/** A cart line picked up or shipped to a store, as checkout shows it (decision 030). */
export interface CheckoutPickupLine {
  cartItemId: string;
  itemId: string;
  name: string;
  qty: number;
  deliveryType: "ISP" | "STS";
  store: PickupStoreView | null;
}

export interface BusinessCheckoutView {
  accountName: string;
  budgetCentre: { name: string; availableBalanceCents: number } | null;
  /** true when this order will wait for an approver (over budget or the account's policy) */
  approvalRequired: boolean;
  /** why: OVER_BUDGET | ACCOUNT_POLICY | null */
  approvalReason: string | null;
  /** an order on account needs a purchase order number */
  payOnAccountAllowed: boolean;
}

export interface CheckoutMessage {
  code: string;
  type: "ERROR" | "WARNING" | "INFO";
  message: string;
}

export interface CheckoutView {
  tenant: "dotcom" | "advantage";
  cart: CartView;
  deliveryMethod: DeliveryMethod;
  pickupStore: PickupStoreView | null;
  /** the stores a shopper can pick up from (nearest first) */
  pickupStores: PickupStoreView[];
  shippingAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  pickupPerson: CheckoutAddress | null;
  /**
   * The cart's lines picked up (ISP) or shipped to a store (STS), each with its store (decision 030):
   * any of them needs a pickup person; a cart with none of them shipped needs no shipping address.
   */
  pickupLines?: CheckoutPickupLine[];
  /** the cart has lines shipped to the shopper (STA): a DELIVERY checkout needs a shipping address */
  hasShippedLines?: boolean;
  /** the shopper's saved shipping addresses, to pick from */
  savedAddresses: CheckoutAddress[];
  orderPayment: OrderPayment | null;
  /** gift and prepaid cards, Easy Rewards and Amex points applied, in the order they were applied */
  appliedPayments?: AppliedPaymentView[];
  paymentSummary?: PaymentSummary;
  savedCards: SavedCardView[];
  /** the card the payment section selects first (spec section 4's default payment rule) */
  defaultSavedCardId: string | null;
  checkoutSections: CheckoutSections;
  /** every section complete and the cart can be bought */
  canPlaceOrder: boolean;
  business: BusinessCheckoutView | null;
  /** a guest checking out (decision 060): the address needs an e-mail; saved cards and rewards need an account */
  guest?: boolean;
  messages: CheckoutMessage[];
}

export interface PaymentAuthToken {
  value: string;
  /** ISO-8601 */
  validUntil: string;
  tokenType: "SP";
  transactionId: string;
}

/** PLACED: bought; PENDING_APPROVAL: waits for an approver; DECLINED: an approver said no. */
export type OrderStatus = "PLACED" | "PENDING_APPROVAL" | "DECLINED" | "SHIPPED" | "DELIVERED";

/** PREPARING: the store is setting an order's pickup aside; READY: staff said it is ready to collect (decision 079). */
export type PickupStatus = "PREPARING" | "READY";

/** One store's part of an order, as the shopper sees it. */
export interface OrderPickupView {
  storeNumber: string;
  status: PickupStatus;
  /** ISO time staff marked it ready; null while preparing */
  readyAt: string | null;
}

export interface OrderLineView {
  itemId: string;
  name: string;
  itemUrl: string | null;
  qty: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** STA ship to me, ISP pick up in store, STS ship to store (decision 030) */
  deliveryType?: "STA" | "ISP" | "STS";
  /** where an ISP or STS line is picked up */
  pickupStore?: PickupStoreView | null;
}

export interface OrderSummaryCents {
  subtotalCents: number;
  couponsTotalCents: number;
  /** what the member's prices took off (decision 080); 0 for every other order */
  membershipSavingsCents?: number;
  shipFeeCents: number;
  handlingFeeCents: number;
  taxCents: number;
  totalCents: number;
}

export interface OrderView {
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  tenant: "dotcom" | "advantage";
  lines: OrderLineView[];
  summary: OrderSummaryCents;
  couponCodes: string[];
  deliveryMethod: DeliveryMethod;
  pickupStore: PickupStoreView | null;
  /** each store's in-store pickup of the order, preparing or ready (decision 079); none before it is placed */
  pickups?: OrderPickupView[];
  shippingAddress: CheckoutAddress | null;
  pickupPerson: CheckoutAddress | null;
  payment: {
    paymentType: PaymentType;
    brand: string | null;
    last4: string | null;
    purchaseOrderNumber: string | null;
  } | null;
  /** the buyer's name, for an approver looking at their account's orders */
  placedBy: string;
  /** every method that paid, with its amount (they add up to the total) */
  payments?: OrderPaymentLineView[];
  /** Quire Rewards points the order earned and redeemed */
  rewardsEarnedPoints?: number;
  rewardsRedeemedPoints?: number;
  /** gift cards the order bought, e-gift cards with their number and PIN: only ever to the buyer (decision 023) */
  giftCards?: BoughtGiftCardView[];
}

export interface OrderPaymentLineView {
  /** CREDIT_CARD | ON_ACCOUNT | PAYPAL | KLARNA | APPLE_PAY | GIFT_CARD | PREPAID_CARD | EASY_REWARDS | AMEX_POINTS */
  type: string;
  amountCents: number;
  brand: string | null;
  last4: string | null;
  walletEmail: string | null;
  points: number | null;
}

export interface OrderListItem {
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  totalCents: number;
  itemCount: number;
  /** each store's in-store pickup of the order (decision 079) */
  pickups?: OrderPickupView[];
}

export interface OrderPage {
  orders: OrderListItem[];
  page: number;
  pageSize: number;
  totalOrders: number;
}

/** The words of an order's status, as pages show them. */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  PLACED: "Order placed",
  PENDING_APPROVAL: "Waiting for approval",
  DECLINED: "Declined",
  SHIPPED: "Shipped",
  DELIVERED: "Delivered",
};
