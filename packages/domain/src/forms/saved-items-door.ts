import type { CartView } from "../cart-view";

/**
 * Saved for later's commands, for the cart page's forms (decision 024): each answers the cart as
 * it stands after the change (its sflItems included), or a failure with the cart's code and words.
 */
export interface SavedItemsCommandAnswers {
  /** a cart line leaves the cart for the list */
  "saved-items.save": CartView;
  "saved-items.move-to-cart": CartView;
  "saved-items.move-all-to-cart": CartView;
  "saved-items.remove": CartView;
}
