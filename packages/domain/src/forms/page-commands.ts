import type { CartView } from "../cart-view";
import type { CheckoutView, OrderStatus } from "../checkout/checkout-view";
import type { BusinessApplicationsCommandAnswers } from "../business-applications";
import type { ChatCommandAnswers } from "../chat";
import type { StorePickupsCommandAnswers } from "../store-pickups";
import type { AccountCommandAnswers, OrderTrackingCommandAnswers } from "./account-door";
import type {
  ApprovalsCommandAnswers,
  DoorResult,
  RewardsCommandAnswers,
  SessionCommandAnswers,
  StoresCommandAnswers,
} from "./page-doors";
import type { SavedCardsCommandAnswers } from "./saved-cards-door";
import type { SavedItemsCommandAnswers } from "./saved-items-door";
import type { ListsCommandAnswers } from "./lists-door";
import type { PickupCommandAnswers } from "../pickup";
import type { BudgetsCommandAnswers } from "./budgets-door";
import type { QuickOrderCommandAnswers } from "./quick-order-door";
import type { RecentlyPurchasedCommandAnswers } from "../recently-purchased";
import type { ContentCommandAnswers } from "./content-door";
import type { ReviewsCommandAnswers } from "../reviews/reviews";
import type { MessagesCommandAnswers } from "./messages-door";

// The one door of a change (decision 063): a server module declares each change once, as a
// command with its input schema; the spec's JSON route and a page's form action are both made
// from it. A page's action hands the form's fields to the command by name and gets what the
// command answers a page: the same schema, rules and words as the JSON call.

/** A form's fields as the browser posted them. */
export type FormFields = Record<string, string>;

/** An add's answer to a page: the cart, the lines the add touched, and the cart's context token. */
export interface CartAddAnswer {
  cart: CartView;
  cartItemIds: string[];
  /** the x-ctx-token of the answer, which the page keeps beside its cached count */
  ctxToken: string;
}

/** The cart's commands (saved for later's too) and what each answers a page. */
export interface CartCommandAnswers extends SavedItemsCommandAnswers {
  "cart.add": CartAddAnswer;
  "cart.update-items": CartView;
  "cart.remove": CartView;
  "cart.apply-coupon": CartView;
  "cart.remove-coupon": CartView;
  /** claims a free-item offer (offerId), or removes a claimed free item (freeItemId) (decision 026) */
  "cart.change-free-items": CartView;
  /** a furniture line's assembly: units at each level (BASC, CUST), the line's quantity kept (decision 026) */
  "cart.set-assembly": CartView;
  /** a line's delivery: STA, ISP or STS at a store (decision 030) */
  "cart.set-delivery": CartView;
  /** items that belong to a line (protection plans, add-ons) or a bundle's members (decision 025) */
  "cart.add-related": { cart: CartView; cartItemIds: string[] };
  /** "Don't show alternatives" for 30 days (decision 027) */
  "cart.hide-alternates": null;
}

/** Checkout's commands (the account's saved cards' too) and what each answers a page. */
export interface CheckoutCommandAnswers extends SavedCardsCommandAnswers {
  /** fields: method (DELIVERY | PICKUP), storeNumber (for PICKUP) */
  "checkout.choose-delivery": CheckoutView;
  /**
   * fields: kind (shipping | billing | pickup); addressId (a saved address) or firstName, lastName,
   * organizationName, address1, address2, city, state, zipCode, phone, extension, email;
   * addressConfirmed ("on") keeps a new address as typed after a suggestion (addressSuggestion).
   */
  "checkout.save-address": CheckoutView;
  /**
   * fields: paymentType (CREDIT_CARD | ON_ACCOUNT); for a new card cardToken (the gateway's),
   * saveCard ("on"), nickname, billingSameAsShipping ("on") or the billing address fields with a
   * "billing." prefix; for a saved card savedCardId; on advantage purchaseOrderNumber.
   */
  "checkout.attach-payment": CheckoutView;
  /** fields: giftCardNumber, pin: what is on the card (nothing is applied) */
  "checkout.gift-card-balance": { type: string; last4: string; balanceCents: number };
  /** fields: giftCardNumber, pin: the card pays what it can of the order */
  "checkout.apply-gift-card": CheckoutView;
  /** fields: amount (whole dollars in cents): Easy Rewards points pay that much */
  "checkout.apply-rewards": CheckoutView;
  /** fields: amount (whole dollars in cents): the Amex card's points pay that much (status success or warning) */
  "checkout.apply-amex-points": { view: CheckoutView; status: "success" | "warning"; message: string };
  /** fields: appliedPaymentId: a gift or prepaid card, the rewards or the points off the order */
  "checkout.remove-applied-payment": CheckoutView;
  /**
   * fields: wallet (PAYPAL | KLARNA | APPLE_PAY), returnUrl (the absolute /checkout the gateway's
   * approval page sends the shopper back to). Answers the approval page's URL to redirect to.
   */
  "checkout.start-wallet": { url: string };
  /** fields: wallet, nonce: the approved wallet pays the order, its address saved (field1) and shipped to */
  "checkout.attach-wallet": CheckoutView;
  "checkout.place-order": { orderNumber: string; status: OrderStatus };
  /** fields: orderNumber: an approver opens an order of their account waiting for approval as their cart */
  "orders.open-as-cart": { orderNumber: string };
}

/**
 * What each command answers a page, by the command's name: one line per module, each module's
 * names and answers declared beside its door.
 */
export interface PageCommandAnswers
  extends
    CartCommandAnswers,
    CheckoutCommandAnswers,
    SessionCommandAnswers,
    AccountCommandAnswers,
    OrderTrackingCommandAnswers,
    ListsCommandAnswers,
    StoresCommandAnswers,
    PickupCommandAnswers,
    BudgetsCommandAnswers,
    QuickOrderCommandAnswers,
    RecentlyPurchasedCommandAnswers,
    ContentCommandAnswers,
    ReviewsCommandAnswers,
    RewardsCommandAnswers,
    ApprovalsCommandAnswers,
    BusinessApplicationsCommandAnswers,
    MessagesCommandAnswers,
    ChatCommandAnswers,
    StorePickupsCommandAnswers {}

export type PageCommandName = keyof PageCommandAnswers;

/** The commands as a page's actions reach them, bound to the request (its session and cookies). */
export interface PageCommands {
  run<N extends PageCommandName>(name: N, fields: FormFields): Promise<DoorResult<PageCommandAnswers[N]>>;
}
