import type { CartView } from "../cart-view";
import type { ListsState, ShoppingListDetail, ShoppingListSummary } from "../shopping-lists";
import type { DoorResult } from "./page-doors";

/**
 * Shopping lists, for the lists screens' and the add-to-list modal's forms (decision 032): the same
 * service and rules as the /cc/api lists calls. Fields arrive as the form posted them.
 */
export interface ListsDoor {
  /** GET /lists: the query's string parameters as posted (sortBy, sortOrder, size, page, search, access, ignoreList) */
  lists(params: Record<string, string | undefined>): Promise<DoorResult<ListsState>>;
  /** GET /list/{id}: a page of its items */
  list(listId: string, page?: string): Promise<DoorResult<ShoppingListDetail>>;
  /** POST /list: name, accessLevel (PERSONAL or SHARED), and optionally a first item */
  create(fields: { name: string; accessLevel: string; itemId?: string; qty?: string }): Promise<DoorResult<ShoppingListSummary>>;
  /** POST /list/{id}/item on each chosen list: the lists it went to */
  addItem(listIds: string[], itemId: string, qty: string): Promise<DoorResult<ShoppingListSummary[]>>;
  /** a line's new quantity (POST /list/{id}/item sets it with replace) */
  setQuantity(listId: string, listItemId: string, qty: string): Promise<DoorResult<ShoppingListDetail>>;
  removeItem(listId: string, listItemId: string): Promise<DoorResult<ShoppingListDetail>>;
  rename(listId: string, name: string): Promise<DoorResult<ShoppingListSummary>>;
  setFavorite(listId: string, favorite: boolean): Promise<DoorResult<ShoppingListSummary>>;
  remove(listId: string): Promise<DoorResult<{ id: string; name: string }>>;
  /** adds the list's lines (all, or the ones named) to the cart at their list quantities */
  addToCart(listId: string, listItemIds?: string[]): Promise<DoorResult<{ cart: CartView; cartItemIds: string[] }>>;
}
