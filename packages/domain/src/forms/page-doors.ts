import type { RecommendationPlacement, RecommendationScheme } from "../recommendation-placements";
import type { ApprovalOrder } from "../approvals/approval-order";
import type { ContractPricingPage } from "../business-pricing";
import type { CartView, SoldOutOffer } from "../cart-view";
import type { CartPickupChoices } from "../line-delivery";
import type { AddressSuggestion } from "../checkout/address-validation";
import type { CheckoutView, OrderPage, OrderView, PaymentAuthToken } from "../checkout/checkout-view";
import type { WalletApprovalView } from "../payments/wallets";
import type { MergeReport } from "../session/merge-report";
import type { MembershipPage } from "../rewards/membership-cart";
import type { AccountDoor } from "./account-door";
import type { SavedCardsDoor } from "./saved-cards-door";
import type { ListsDoor } from "./lists-door";
import type { ContentDoor } from "./content-door";
import type { LocatorResults, LocatorStore } from "../stores";
import type { YourStore } from "../your-store";
import type { ReviewsDoor } from "../reviews/reviews";
import type { BudgetsDoor } from "./budgets-door";
import type { BusinessApplicationsDoor } from "../business-applications";
import type { ReportsDoor } from "../spending-report";
import type { InsightsDoor } from "../analytics/insights";
import type { RecentlyPurchasedDoor } from "../recently-purchased";
import type { CompareDoor } from "./compare-door";
import type { LandingPagesDoor } from "../landing-pages";
import type { MessagesDoor } from "./messages-door";
import type { ChatDoor } from "../chat";
import type { StorePickupsDoor } from "../store-pickups";
import type {
  LoyaltyOfferView,
  OfferSubscriptionView,
  RewardsDashboard,
  RewardsEnrolment,
  RewardsMembership,
} from "../rewards/rewards-view";
import type { MembershipView } from "../rewards/membership";

// The second door to the services: page actions (a <form method="post"> handled by a React Router
// action) call these in process, with the same rules as the JSON calls. Fields arrive as the form
// sent them (strings); the server validates them with the JSON call's own parser.

export interface DoorFailure {
  ok: false;
  status: number;
  code: string;
  message: string;
  /** a message per form field, when the failure is about fields */
  fields?: Record<string, string>;
  /** the cart as it stands, when the request was about the cart */
  cart?: CartView;
  /** ADDRESS_VALIDATION_SUGGESTION: the ZIP code's city and state for the address (decision 022) */
  addressSuggestion?: AddressSuggestion;
}

export type DoorResult<T> = { ok: true; value: T } | DoorFailure;

/** The cart's reads for the pages (its changes are commands: page-commands.ts). */
export interface CartDoor {
  /** the sold-out drawer's offer for an item (null when it needs none, or the shopper opted out) */
  alternatesFor?(itemId: string): Promise<DoorResult<SoldOutOffer | null>>;
  /** the stores each line can be picked up at, near my store, with their stock (decision 030) */
  pickupChoices?(cart: CartView): Promise<DoorResult<CartPickupChoices>>;
}

/** One item of a related add, as a form posts it (the add call's item fields). */
export interface RelatedAddItem {
  itemId: string;
  qty: string;
  parentCartItemId?: string;
  parentItemId?: string;
  parentRelationType?: string;
  partBundleId?: string;
}

export interface SessionDoor {
  /** the guest's latest order and its e-mail, which the confirmation offers an account for (null: none) */
  guestOrder(): Promise<{ orderNumber: string; email: string } | null>;
}

/** The session's commands and what each answers a page. */
export interface SessionCommandAnswers {
  /** fields: email, password */
  "session.sign-in": { merge: MergeReport | null };
  /** fields: email, password, firstName, lastName (companyName on advantage) */
  "session.register": { merge: MergeReport | null };
  /** "Check out as a guest" (dotcom): the checkout then answers for this browser's cart */
  "session.guest-checkout": Record<string, never>;
  /** fields: password. An account from the guest's latest order, with its e-mail and name */
  "session.guest-account": { merge: MergeReport | null };
  "session.sign-out": null;
}

export interface ApprovalsDoor {
  /** the orders of the approver's own account waiting for a decision */
  pending(): Promise<DoorResult<ApprovalOrder[]>>;
}

/** The approvals page's command and what it answers a page. */
export interface ApprovalsCommandAnswers {
  /** fields: intent (approve | decline), orderNumber, comment: one pending order of the approver's own account */
  "approvals.decide": { orderNumber: string };
}

/**
 * Checkout's reads for its page (its changes are commands: page-commands.ts). Every call answers
 * 401 UNAUTHORIZED for guests.
 */
export interface CheckoutDoor {
  /** the gateway's origin, for the card form's iframe and its full-page fallback */
  readonly gatewayOrigin: string;
  view(): Promise<DoorResult<CheckoutView>>;
  /** the payment auth token the gateway's card form needs (bound to this shopper and cart) */
  paymentAuthToken(): Promise<DoorResult<PaymentAuthToken>>;
  /** the payer and shipping address of the wallet's approval the shopper came back with (theirs, for this cart) */
  walletApproval(wallet: string, nonce: string): Promise<DoorResult<WalletApprovalView>>;
}

/**
 * The signed-in shopper's orders (an approver: their account's). Another's order is a 404.
 * Opening one as a cart is a command (orders.open-as-cart).
 */
export interface OrdersDoor {
  list(page: string): Promise<DoorResult<OrderPage>>;
  get(orderNumber: string): Promise<DoorResult<OrderView>>;
}

/**
 * The rewards pages' reads (/rewards/join, /rewards/dashboard); their changes are commands
 * (RewardsCommandAnswers). dashboard() answers 401 UNAUTHORIZED for guests.
 */
export interface RewardsDoor {
  enrolment(): Promise<DoorResult<RewardsEnrolment>>;
  /** a member's dashboard; 404 NOT_A_MEMBER for a signed-in shopper who has not joined */
  dashboard(): Promise<DoorResult<RewardsDashboard>>;
  /** /membership: the paid programs, and a signed-in shopper's own (decision 080) */
  membershipPage(): Promise<DoorResult<MembershipPage>>;
}

/** The rewards program's commands and what each answers a page (401 UNAUTHORIZED for guests). */
export interface RewardsCommandAnswers {
  /** joins at the Base tier and subscribes the enrolment form's emailID and phoneNumber */
  "rewards.join": RewardsMembership;
  /** subscribeUserforOffers: emailID, phoneNumber, landingPages */
  "rewards.subscribe": OfferSubscriptionView;
  /** fields: offerId */
  "rewards.activate-offer": LoyaltyOfferView;
  /** fields: program (SELECT | PREMIUM); 409 ALREADY_PURCHASED for a member */
  "rewards.buy-membership": MembershipView;
  /** fields: email; 409 ALREADY_BENEFICIARY twice, 409 MEMBERSHIP_GENERIC_ERR for the member's own */
  "rewards.add-beneficiary": MembershipView;
}

export interface PageDoors {
  cart: CartDoor;
  session: SessionDoor;
  approvals: ApprovalsDoor;
  checkout: CheckoutDoor;
  orders: OrdersDoor;
  rewards: RewardsDoor;
  stores: StoresDoor;
  lists: ListsDoor;
  content: ContentDoor;
  /** the account area, password reset, the dev outbox and order tracking (decision 037) */
  account: AccountDoor;
  /** the account's saved cards: list, default, remove, add through the gateway's card form */
  savedCards: SavedCardsDoor;
  reviews: ReviewsDoor;
  /** budget overview, budget changes and the cart's budget centre (decision 044) */
  budgets: BudgetsDoor;
  /** become a customer and the administrators' decisions (decision 046) */
  businessApplications: BusinessApplicationsDoor;
  /** business spending reports (decision 045) */
  reports: ReportsDoor;
  /** the store owner's insights (decision 050) */
  insights: InsightsDoor;
  /** recently purchased and reorder (decision 045) */
  recentlyPurchased: RecentlyPurchasedDoor;
  /** the account's contract items and prices (decision 042) */
  contractPricing: ContractPricingDoor;
  /** compare items (decision 048) */
  compare: CompareDoor;
  /** landing pages (decision 071) */
  landingPages: LandingPagesDoor;
  /** the shopper's message centre (decision 073) */
  messages: MessagesDoor;
  /** chat with customer service: the reps' page (decision 074) */
  chat: ChatDoor;
  /** the store staff's pickup orders (decision 079) */
  storePickups: StorePickupsDoor;
  /** recommendation rails and product views (decision 049) */
  recommendations?: RecommendationsDoor;
}

/** What a page asks a rail for: a scheme at a placement, for some items or none. */
export interface RecommendationRailQuery {
  scheme: RecommendationScheme;
  placement: RecommendationPlacement;
  coreItemIds?: string[];
  excludeItemIds?: string[];
  limit: number;
}

export interface RecommendationRailAnswer {
  scheme: RecommendationScheme;
  heading: string;
  placement: RecommendationPlacement;
  /** best first; recId names where each came from (analytics) */
  items: { itemId: string; recId: string }[];
}

/** Recommendation rails for the pages (decision 049): null when the recommendations toggle is off. */
export interface RecommendationsDoor {
  rail(query: RecommendationRailQuery): Promise<RecommendationRailAnswer | null>;
  /** a product page was shown to this shopper */
  viewed(itemId: string): Promise<void>;
}

/** The contract-pricing page (/cc/mmx/contract-pricing): 401 for anyone but a business user. */
export interface ContractPricingDoor {
  page(query: { search: string | null; page: number }): Promise<DoorResult<ContractPricingPage>>;
}

/**
 * The store locator's pages: a search (ZIP, city or "city, state" within a radius), one store, the
 * browser's store (the YourStore cookie, else the default store); make-my-store is a command.
 */
export interface StoresDoor {
  locate(search: { address?: string; storeNumber?: string; radius?: string }): Promise<DoorResult<LocatorResults>>;
  find(storeNumber: string): Promise<LocatorStore | null>;
  yourStore(): YourStore;
}

/** The store pages' commands and what each answers a page. */
export interface StoresCommandAnswers {
  /** make-my-store (storeNumber): the YourStore cookie, and a signed-in shopper's preferred store */
  "stores.make-my-store": YourStore;
}
