import { type ListAccessLevel, MAX_LIST_ITEM_QUANTITY, type TenantId } from "@quire/domain";

// What the add-to-list page's loader and action answer (lib/add-to-list-actions.server.ts), read
// by the page, the add-to-list modal and the header's create-list drawer (decision 035).

export const CHOOSE_A_LIST = "Choose a list or name a new one";
export const QUANTITY_RANGE = `Enter a quantity from 1 to ${MAX_LIST_ITEM_QUANTITY}`;
export const SIGN_IN_FOR_LISTS = "Sign in to save items to a list.";
export const LISTS_UNAVAILABLE = "We couldn't load your lists just now. You can still create a new one.";

/** A list this shopper may add to, as the form offers it. */
export interface AddableList {
  id: string;
  name: string;
  accessLevel: ListAccessLevel;
  itemCount: number;
}

export interface AddToListPageData {
  tenant: TenantId;
  signedIn: boolean;
  /** null when the page was opened with no item (the header's create-list flow) */
  item: { itemId: string; name: string; imageUrl: string | null; itemUrl: string | null } | null;
  qty: number;
  returnTo: string | null;
  lists: AddableList[];
  allowedAccessLevel: ListAccessLevel[];
  /** the lists could not be read: the form still offers a new list */
  listsError: string | null;
  /** sign in, coming back to this page */
  signInHref: string;
  listsHref: string;
}

export interface AddToListSuccess {
  ok: true;
  intent: "add" | "create";
  /** "Added to Office and Desk" / "Created Office" */
  message: string;
  lists: { id: string; name: string; href: string }[];
  returnTo: string | null;
}

export interface AddToListRefusal {
  ok: false;
  intent: string;
  message: string;
  fields: { name?: string; qty?: string; lists?: string };
  values: { name: string; qty: string; listIds: string[]; accessLevel: string };
  signInHref?: string;
}

export type AddToListAnswer = AddToListSuccess | AddToListRefusal;
