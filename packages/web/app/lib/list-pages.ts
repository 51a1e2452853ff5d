// The lists pages' addresses on both sites (decision 034), and what a lists form's redirect tells
// the next page (post/redirect/get): `done` says which change was made and `list` names the list,
// so the page can say so in words. Shared by the route actions (list-actions.server.ts), the lists
// routes and the lists feature's screens.

import type { TenantId } from "@quire/domain";

/**
 * Which family of lists addresses a page is on: the business site's /cc/mmx/list/... or the
 * consumer site's /kuber/...?tid=US. Both are served on either host, as the orders pages are; the
 * page's own links stay in the family it was reached by.
 */
export type ListPagesFamily = "business" | "consumer";

export const BUSINESS_LISTS_PATH = "/cc/mmx/list/mylists";
export const BUSINESS_LIST_DETAILS_PATH = "/cc/mmx/list/details";
export const CONSUMER_LISTS_PATH = "/kuber/viewList";
export const CONSUMER_CREATE_LIST_PATH = "/kuber/createList";
/** the consumer pages' tenant parameter (the spec's tid=US) */
export const CONSUMER_TID = "US";

export function listPagesFamily(pathname: string): ListPagesFamily {
  return pathname.toLowerCase().startsWith("/cc/") ? "business" : "consumer";
}

export function tenantListPagesFamily(tenant: TenantId): ListPagesFamily {
  return tenant === "advantage" ? "business" : "consumer";
}

/** The lists screen; query: its search, sort, type and page (empty values left out). */
export function listsScreenHref(family: ListPagesFamily, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams(family === "consumer" ? { tid: CONSUMER_TID } : {});
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `${family === "business" ? BUSINESS_LISTS_PATH : CONSUMER_LISTS_PATH}${search ? `?${search}` : ""}`;
}

/** One list's page (page: of its items; 1 is left out). */
export function listPageHref(family: ListPagesFamily, listId: string, page = 1, extra: Record<string, string> = {}): string {
  const params =
    family === "business" ? new URLSearchParams({ id: listId }) : new URLSearchParams({ tid: CONSUMER_TID, listId: listId });
  if (page > 1) params.set("page", String(page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${family === "business" ? BUSINESS_LIST_DETAILS_PATH : CONSUMER_LISTS_PATH}?${params.toString()}`;
}

/** Where "Create a list" leads: the consumer's create-list page, the business lists screen's form. */
export function createListHref(family: ListPagesFamily): string {
  return family === "business" ? `${BUSINESS_LISTS_PATH}#create-list` : `${CONSUMER_CREATE_LIST_PATH}?tid=${CONSUMER_TID}`;
}

export const LIST_NOTICE_PARAM = "done";
export const LIST_NOTICE_NAME_PARAM = "list";

export const LIST_NOTICES = {
  created: (name: string) => `Created the list “${name}”.`,
  renamed: (name: string) => `Renamed the list to “${name}”.`,
  deleted: (name: string) => `Deleted the list “${name}”.`,
  favorited: (name: string) => `Added “${name}” to your favorites.`,
  unfavorited: (name: string) => `Removed “${name}” from your favorites.`,
  added: (name: string) => `Added the item to “${name}”.`,
  quantity: () => "Updated the quantity.",
  removed: () => "Removed the item from the list.",
  shared: (name: string) => `“${name}” is shared: give its link to whoever should see it.`,
  unshared: (name: string) => `“${name}” is no longer shared.`,
} as const;

export type ListNoticeCode = keyof typeof LIST_NOTICES;

const isNoticeCode = (code: string | null): code is ListNoticeCode => code !== null && Object.hasOwn(LIST_NOTICES, code);

/** `path` with the notice added to its query (and any earlier notice replaced). */
export function withListNotice(path: string, code: ListNoticeCode, listName = ""): string {
  const url = new URL(path, "http://quire.invalid");
  url.searchParams.set(LIST_NOTICE_PARAM, code);
  if (listName) url.searchParams.set(LIST_NOTICE_NAME_PARAM, listName);
  else url.searchParams.delete(LIST_NOTICE_NAME_PARAM);
  return `${url.pathname}${url.search}`;
}

/** The sentence a page shows for its query's notice, or null. */
export function listNoticeText(params: URLSearchParams): string | null {
  const code = params.get(LIST_NOTICE_PARAM);
  if (!isNoticeCode(code)) return null;
  const name = (params.get(LIST_NOTICE_NAME_PARAM) ?? "").slice(0, 60);
  return LIST_NOTICES[code](name);
}

/** A path without the notice (what links and forms on the page carry on with). */
export function withoutListNotice(path: string): string {
  const url = new URL(path, "http://quire.invalid");
  url.searchParams.delete(LIST_NOTICE_PARAM);
  url.searchParams.delete(LIST_NOTICE_NAME_PARAM);
  return `${url.pathname}${url.search}`;
}
