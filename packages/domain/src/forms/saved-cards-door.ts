import type { PaymentAuthToken, SavedCardView } from "../checkout/checkout-view";
import type { DoorResult } from "./page-doors";

/** The signed-in shopper's saved cards, default first; defaultSavedCardId: the card checkout picks. */
export interface SavedCardsList {
  cards: SavedCardView[];
  defaultSavedCardId: string | null;
}

/**
 * The account's saved cards page (/account/payment-methods), with the rules of the JSON calls
 * under /cc/api/payment/cards. Every call answers 401 UNAUTHORIZED for guests; another shopper's
 * card is 404 CARD_NOT_FOUND, as if it did not exist.
 */
export interface SavedCardsDoor {
  /** the gateway's origin, for the card form's iframe and its full-page fallback */
  readonly gatewayOrigin: string;
  list(): Promise<DoorResult<SavedCardsList>>;
  /** the payment auth token the gateway's card form needs (bound to this shopper, not to a cart) */
  paymentAuthToken(): Promise<DoorResult<PaymentAuthToken>>;
}

/** The saved cards' changes (the account's page and the checkout's), as commands, and what each answers a page. */
export interface SavedCardsCommandAnswers {
  /** fields: cardToken (the gateway's), nickname, makeDefault ("on") */
  "saved-cards.add": SavedCardView;
  /** fields: savedCardId */
  "saved-cards.make-default": null;
  /** fields: savedCardId */
  "saved-cards.remove": null;
}
