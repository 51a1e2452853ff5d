import type { CartView } from "../cart-view";
import type { ListsState, ShoppingListDetail, ShoppingListSummary } from "../shopping-lists";
import type { DoorResult } from "./page-doors";

/**
 * Shopping lists' reads, for the lists screens and the add-to-list modal (decision 032): the same
 * service as the /cc/api lists calls. Their changes are commands (ListsCommandAnswers).
 */
export interface ListsDoor {
  /** GET /lists: the query's string parameters as posted (sortBy, sortOrder, size, page, search, access, ignoreList) */
  lists(params: Record<string, string | undefined>): Promise<DoorResult<ListsState>>;
  /** GET /list/{id}: a page of its items */
  list(listId: string, page?: string): Promise<DoorResult<ShoppingListDetail>>;
}

/** The lists' commands and what each answers a page; fields arrive as the forms post them. */
export interface ListsCommandAnswers {
  /** POST /list: name, accessLevel (PERSONAL or SHARED), and optionally a first item (itemId, qty) */
  "lists.create": ShoppingListSummary;
  /** POST /list/{id}/item on each chosen list (listIds, joined by commas; itemId, qty): the lists it went to */
  "lists.add-item": ShoppingListSummary[];
  /** a line's new quantity (listId, listItemId, qty; POST /list/{id}/item sets it with replace): the list's first page */
  "lists.set-quantity": ShoppingListDetail;
  /** listId, listItemId: the list's first page */
  "lists.remove-item": ShoppingListDetail;
  /** PUT /list/{id}: listId and name (a rename) or favorite ("true" or "false") */
  "lists.update": ShoppingListSummary;
  /** DELETE /list/{id}: listId */
  "lists.remove": { id: string; name: string };
  /** the list's lines (all, or listItemIds joined by commas) to the cart at their list quantities */
  "lists.add-to-cart": { cart: CartView; cartItemIds: string[] };
}
