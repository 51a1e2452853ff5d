import type { CartView } from "../cart-view";
import type { OrderStatus } from "../checkout/checkout-view";
import type { AccountCommandAnswers, OrderTrackingCommandAnswers } from "./account-door";
import type { DoorResult, RewardsCommandAnswers, SessionCommandAnswers } from "./page-doors";
import type { SavedItemsCommandAnswers } from "./saved-items-door";
import type { ListsCommandAnswers } from "./lists-door";

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

/** Checkout's commands and what each answers a page. */
export interface CheckoutCommandAnswers {
  "checkout.place-order": { orderNumber: string; status: OrderStatus };
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
    RewardsCommandAnswers {}

export type PageCommandName = keyof PageCommandAnswers;

/** The commands as a page's actions reach them, bound to the request (its session and cookies). */
export interface PageCommands {
  run<N extends PageCommandName>(name: N, fields: FormFields): Promise<DoorResult<PageCommandAnswers[N]>>;
}
