// Shopping lists (storefront.md sections 2, 3, 4, 6, 7, 9; decision 032): the access levels, the
// lists query and its defaults, the list name rule, the screen's sort and type filters, the
// header's truncation, and the shapes the lists service answers. Money is integer cents.

/** Who can see a list: its owner (PERSONAL), the account's members (SHARED), everyone in the account, published by its administrator (GLOBAL). */
export type ListAccessLevel = "PERSONAL" | "SHARED" | "GLOBAL";
export const LIST_ACCESS_LEVELS: readonly ListAccessLevel[] = ["PERSONAL", "SHARED", "GLOBAL"];

/** The access the lists query may ask for: the three levels, or the user's favourites. */
export type ListAccessQuery = ListAccessLevel | "FAVORITE";

/** 'List name is required' (spec section 5). */
export const LIST_NAME_REQUIRED = "List name is required";
export const LIST_NAME_MAX_LENGTH = 60;
export const LIST_NAME_TOO_LONG = `List name can be at most ${LIST_NAME_MAX_LENGTH} characters`;

/** How many lists one user may mark as favourite; the lists state's maxFavoriteReached is this count reached. */
export const MAX_FAVORITE_LISTS = 10;
/** The most lines one list holds, and the most of one item on a line. */
export const MAX_LIST_ITEMS = 1000;
export const MAX_LIST_ITEM_QUANTITY = 9999;

/** The lists query's defaults (spec section 7): page 1, 100 per page, by modified, ascending. */
export const LISTS_DEFAULT_PAGE_SIZE = 100;
export const LISTS_MAX_PAGE_SIZE = 100;
/** The lists screen's own page of lists, and the list page's page of items. */
export const LISTS_SCREEN_PAGE_SIZE = 10;
export const LIST_ITEMS_PAGE_SIZE = 24;

/** The header's lists drawer (spec section 9): 5 lists, names cut to 25 characters, 3 names in one place. */
export const HEADER_LISTS_MAX = 5;
export const HEADER_LIST_NAME_LENGTH = 25;
export const HEADER_LIST_NAMES_IN_ONE_PLACE = 3;

export type ListSortBy = "modified" | "name";
export type ListSortOrder = "asc" | "desc";

/** The lists query (spec section 3), after defaults. */
export interface ListsQuery {
  sortBy: ListSortBy;
  sortOrder: ListSortOrder;
  size: number;
  page: number;
  search: string;
  access: ListAccessQuery[];
  /** list ids left out of the answer (the add-to-list modal hides the list it was opened from) */
  ignoreList: string[];
  dataEncode: boolean;
  responseType: string | null;
  action: string | null;
}

/** The lists screen's sort choices: label, and the query they send. */
export const LIST_SORT_OPTIONS = [
  { value: "updated", label: "Last updated", sortBy: "modified", sortOrder: "desc" },
  { value: "az", label: "A-Z/0-9", sortBy: "name", sortOrder: "asc" },
  { value: "za", label: "Z-A/9-0", sortBy: "name", sortOrder: "desc" },
] as const satisfies readonly { value: string; label: string; sortBy: ListSortBy; sortOrder: ListSortOrder }[];
export type ListSortChoice = (typeof LIST_SORT_OPTIONS)[number]["value"];

/** The lists screen's type filter: label, and the access it asks for. */
export const LIST_TYPE_FILTERS = [
  { value: "all", label: "All lists", access: ["PERSONAL", "SHARED", "GLOBAL"] },
  { value: "personal", label: "My personal lists", access: ["PERSONAL"] },
  { value: "shared", label: "Shared lists", access: ["SHARED", "GLOBAL"] },
  { value: "favorites", label: "My favorites", access: ["FAVORITE"] },
] as const satisfies readonly { value: string; label: string; access: readonly ListAccessQuery[] }[];
export type ListTypeFilter = (typeof LIST_TYPE_FILTERS)[number]["value"];

/** The lists table's columns (spec section 2). */
export const LISTS_TABLE_COLUMNS = ["List name", "Modified On", "List type", "Actions"] as const;

/** The create-list choices (spec section 2). */
export const LIST_ACCESS_CHOICES = [
  { value: "PERSONAL", label: "Personal", hint: "Only you can see it" },
  { value: "SHARED", label: "Shared", hint: "Account members can use it and may edit" },
] as const satisfies readonly { value: ListAccessLevel; label: string; hint: string }[];

/** What the lists table's List type column reads. */
export function listTypeLabel(accessLevel: ListAccessLevel): string {
  if (accessLevel === "PERSONAL") return "Personal";
  if (accessLevel === "SHARED") return "Shared";
  return "Company";
}

export type ListNameResult = { ok: true; name: string } | { ok: false; message: string };

/** A list name as typed: spaces collapsed and trimmed; empty is 'List name is required'. */
export function normalizeListName(input: unknown): ListNameResult {
  const name = typeof input === "string" ? input.replace(/\s+/g, " ").trim() : "";
  if (name === "") return { ok: false, message: LIST_NAME_REQUIRED };
  if ([...name].length > LIST_NAME_MAX_LENGTH) return { ok: false, message: LIST_NAME_TOO_LONG };
  return { ok: true, name };
}

/** A list name in the header: at most 25 characters, then an ellipsis (a space the cut ends on is dropped). */
export function headerListName(name: string): string {
  const chars = [...name];
  if (chars.length <= HEADER_LIST_NAME_LENGTH) return name;
  return `${chars.slice(0, HEADER_LIST_NAME_LENGTH).join("").trimEnd()}…`;
}

/** The lists the header's drawer shows: the first 5, each name cut to 25 characters. */
export function headerLists<T extends { name: string }>(lists: readonly T[]): (T & { displayName: string })[] {
  return lists.slice(0, HEADER_LISTS_MAX).map((list) => ({ ...list, displayName: headerListName(list.name) }));
}

/**
 * Names in one sentence ("Added to Office, Breakroom and Desk"): at most 3 names, each cut to 25
 * characters, the rest counted ("… and 2 more").
 */
export function listNamesInOnePlace(names: readonly string[]): string {
  const shown = names.slice(0, HEADER_LIST_NAMES_IN_ONE_PLACE).map(headerListName);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(", ")} and ${rest} more`;
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}

const wholeNumber = (value: string | undefined, fallback: number, min: number, max: number): number => {
  if (value === undefined || !/^\d{1,6}$/.test(value.trim())) return fallback;
  return Math.min(max, Math.max(min, Number(value.trim())));
};

const csv = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");

export type ListsQueryResult = { ok: true; query: ListsQuery } | { ok: false; message: string };

/**
 * The lists query from its string parameters, with the spec's defaults: page 1, size 100, sort by
 * modified ascending, access PERSONAL, SHARED and GLOBAL. Unknown sort fields, orders or access
 * levels are refused rather than guessed; page and size are clamped.
 */
export function parseListsQuery(params: Record<string, string | undefined>): ListsQueryResult {
  const sortBy = (params.sortBy ?? "modified").trim() || "modified";
  if (sortBy !== "modified" && sortBy !== "name") return { ok: false, message: "sortBy is modified or name." };
  const sortOrder = (params.sortOrder ?? "asc").trim().toLowerCase() || "asc";
  if (sortOrder !== "asc" && sortOrder !== "desc") return { ok: false, message: "sortOrder is asc or desc." };
  const access = csv(params.access).map((level) => level.toUpperCase());
  for (const level of access) {
    if (level !== "FAVORITE" && !(LIST_ACCESS_LEVELS as readonly string[]).includes(level))
      return { ok: false, message: "access is PERSONAL, SHARED, GLOBAL or FAVORITE." };
  }
  return {
    ok: true,
    query: {
      sortBy,
      sortOrder,
      size: wholeNumber(params.size, LISTS_DEFAULT_PAGE_SIZE, 1, LISTS_MAX_PAGE_SIZE),
      page: wholeNumber(params.page, 1, 1, 100_000),
      search: (params.search ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
      access: access.length > 0 ? [...new Set(access as ListAccessQuery[])] : [...LIST_ACCESS_LEVELS],
      ignoreList: csv(params.ignoreList).slice(0, 100),
      dataEncode: params.dataEncode === "true",
      responseType: params.responseType?.trim() || null,
      action: params.action?.trim() || null,
    },
  };
}

/** The screen's sort choice as the query's sortBy and sortOrder; an unknown choice is Last updated. */
export function listSortQuery(choice: string | null | undefined): { sortBy: ListSortBy; sortOrder: ListSortOrder } {
  const option = LIST_SORT_OPTIONS.find((o) => o.value === choice) ?? LIST_SORT_OPTIONS[0];
  return { sortBy: option.sortBy, sortOrder: option.sortOrder };
}

/** The screen's type filter as the query's access; an unknown filter is All lists. */
export function listTypeAccess(filter: string | null | undefined): ListAccessQuery[] {
  const option = LIST_TYPE_FILTERS.find((o) => o.value === filter) ?? LIST_TYPE_FILTERS[0];
  return [...option.access];
}

/** The key names sort by: case and accents ignored, so "apple", "Apple" and "Äpple" sit together. */
export function listNameSortKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Orders lists as the query asks; ties (same name or time) by id, so pages never overlap. */
export function compareLists(
  sortBy: ListSortBy,
  sortOrder: ListSortOrder,
): (a: { id: string; name: string; modified: string }, b: { id: string; name: string; modified: string }) => number {
  const direction = sortOrder === "asc" ? 1 : -1;
  return (a, b) => {
    const ka = sortBy === "name" ? listNameSortKey(a.name) : a.modified;
    const kb = sortBy === "name" ? listNameSortKey(b.name) : b.modified;
    if (ka !== kb) return ka < kb ? -direction : direction;
    return a.id < b.id ? -direction : a.id > b.id ? direction : 0;
  };
}

/** One list as the lists service answers it. */
export interface ShoppingListSummary {
  id: string;
  name: string;
  accessLevel: ListAccessLevel;
  /** ISO timestamp of the last change to the list or its items */
  modified: string;
  created: string;
  /** the owner's name as the list table shows it ("Pat Kowalski"); "You" is the page's to say */
  ownerName: string;
  isOwner: boolean;
  /** lines on the list, and their quantities added up */
  itemCount: number;
  totalQuantity: number;
  favorite: boolean;
  /** a shared list its owner made read-only: members may use it, not change it */
  readOnly: boolean;
  /** whether this user may rename it, change its items, delete it */
  canEdit: boolean;
  canDelete: boolean;
}

/** The lists state (spec section 3) that GET /lists answers. */
export interface ListsState {
  shoppingLists: ShoppingListSummary[];
  metadata: {
    pagination: { page: number; size: number; totalPages: number };
    /** lists matching the query, on all pages */
    totalItems: number;
    /** lists on this page */
    itemCount: number;
  };
  /** whether the header shows a count (the user has lists) */
  showCount: boolean;
  /** the access levels the user can see lists of (the filters the screen offers) */
  availableAccessLevel: ListAccessLevel[];
  /** true when the user may not create lists (a guest) */
  readOnly: boolean;
  /** ids of the user's favourite lists */
  favorites: string[];
  maxFavoriteReached: boolean;
  /** the access levels the user may create a list with */
  allowedAccessLevel: ListAccessLevel[];
}

/** One line of a list, with what its tile shows. */
export interface ShoppingListItemView {
  /** the line's id (DELETE /list/{id}/item/{itemId} takes this) */
  listItemId: string;
  itemId: string;
  qty: number;
  added: string;
  title: string;
  imageUrl: string | null;
  itemUrl: string | null;
  unit: string | null;
  priceCents: number | null;
  basePriceCents: number | null;
  /** false when the catalogue no longer sells it (then it cannot go to the cart) */
  available: boolean;
}

/** GET /list/{id}: the list and a page of its items. */
export interface ShoppingListDetail {
  list: ShoppingListSummary;
  items: ShoppingListItemView[];
  metadata: {
    pagination: { page: number; size: number; totalPages: number };
    /** lines on the list */
    totalItems: number;
    /** lines on this page */
    itemCount: number;
  };
  allowedAccessLevel: ListAccessLevel[];
}

/** The header's list card (getListCardData): data.listsData.lists decides which drawer opens. */
export interface ListCardData {
  data: { listsData: { lists: ShoppingListSummary[]; totalLists: number } };
}
