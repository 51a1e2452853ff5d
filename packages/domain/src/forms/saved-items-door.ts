import type { CartView } from "../cart-view";
import type { DoorResult } from "./page-doors";

/**
 * Saved for later, for the cart page's forms (decision 024): each answers the cart as it stands
 * after the change (its sflItems included), or a failure with the cart's code and words.
 */
export interface SavedItemsDoor {
  /** a cart line leaves the cart for the list */
  save(cartItemId: string): Promise<DoorResult<CartView>>;
  moveToCart(listItemId: string): Promise<DoorResult<CartView>>;
  moveAllToCart(): Promise<DoorResult<CartView>>;
  remove(listItemId: string): Promise<DoorResult<CartView>>;
}
