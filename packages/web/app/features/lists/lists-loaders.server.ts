import {
  LIST_ITEMS_PAGE_SIZE,
  LIST_SORT_OPTIONS,
  LIST_TYPE_FILTERS,
  LISTS_SCREEN_PAGE_SIZE,
  listSortQuery,
  listTypeAccess,
  LOGIN_ROUTES,
  MAX_LIST_ITEMS,
  type DoorFailure,
  type ShoppingListItemView,
  withReturnTarget,
} from "@quire/domain";
import { type AppLoadContext, data, redirect } from "react-router";
import { listNoticeText, listPagesFamily, withoutListNotice } from "../../lib/list-pages";
import type { ListsScreenQuery } from "./components/lists-screen";
import { recommendedLists } from "./recommended-lists";

// What the lists routes load (decision 034): the lists screen's page of lists and its recommended
// lists, and a list's page (or all of it, for the print view). A guest is sent to sign in and
// comes back; a list the user cannot see is the site's 404.

const here = (url: URL) => `${url.pathname}${url.search}`;

/** Sends a guest to sign in (and back); the session is read first, so it holds even if the lists service is down. */
export async function requireSignedIn(request: Request, context: AppLoadContext): Promise<URL> {
  const url = new URL(request.url);
  const session = await context.session.read(request.headers.get("cookie"));
  if (!session.isLoggedIn) throw signIn(url, context);
  return url;
}

const signIn = (url: URL, context: AppLoadContext) =>
  redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, withoutListNotice(here(url)), context.tenant.id));

function failure(result: DoorFailure, url: URL, context: AppLoadContext, notFound: string): never {
  if (result.status === 401) throw signIn(url, context);
  if (result.status === 404) throw data(notFound, { status: 404 });
  throw data(result.message, { status: result.status });
}

const pageNumber = (raw: string | null) => (raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1);

/** The screen's query from the page's address; unknown choices read as the defaults. */
export function listsScreenQuery(params: URLSearchParams): ListsScreenQuery {
  const sort = params.get("sort") ?? "";
  const type = params.get("type") ?? "";
  return {
    search: (params.get("search") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
    sort: LIST_SORT_OPTIONS.some((o) => o.value === sort) ? sort : LIST_SORT_OPTIONS[0].value,
    type: LIST_TYPE_FILTERS.some((f) => f.value === type) ? type : LIST_TYPE_FILTERS[0].value,
    page: pageNumber(params.get("page")),
  };
}

export async function loadListsScreen(request: Request, context: AppLoadContext) {
  const url = await requireSignedIn(request, context);
  const query = listsScreenQuery(url.searchParams);
  const { sortBy, sortOrder } = listSortQuery(query.sort);
  const lists = context.doors.lists;
  const [found, everything] = await Promise.all([
    lists.lists({
      sortBy,
      sortOrder,
      size: String(LISTS_SCREEN_PAGE_SIZE),
      page: String(query.page),
      search: query.search,
      access: listTypeAccess(query.type).join(","),
    }),
    // what the recommended lists are chosen from: the newest 100 the user can see
    lists.lists({ sortBy: "modified", sortOrder: "desc", size: "100", page: "1" }),
  ]);
  if (!found.ok) failure(found, url, context, "We couldn't find your lists.");
  return {
    state: found.value,
    query,
    family: listPagesFamily(url.pathname),
    recommended: everything.ok ? recommendedLists(everything.value.shoppingLists) : [],
    returnTo: withoutListNotice(here(url)),
    notice: listNoticeText(url.searchParams),
  };
}

/** The lists state for the create-list page: which access levels the user may create with. */
export async function loadCreateList(request: Request, context: AppLoadContext) {
  const url = await requireSignedIn(request, context);
  const found = await context.doors.lists.lists({ size: "1", page: "1" });
  if (!found.ok) failure(found, url, context, "We couldn't find your lists.");
  return { allowed: found.value.allowedAccessLevel, family: listPagesFamily(url.pathname) };
}

const NOT_FOUND = "We couldn't find that list.";

export async function loadListPage(request: Request, context: AppLoadContext, listId: string | null) {
  const url = await requireSignedIn(request, context);
  if (!listId) throw data(NOT_FOUND, { status: 404 });
  const family = listPagesFamily(url.pathname);
  const lists = context.doors.lists;
  if (url.searchParams.get("print") === "1") {
    // The print view: every item, a page of the service's at a time (a list holds at most 1,000).
    const first = await lists.list(listId, "1");
    if (!first.ok) failure(first, url, context, NOT_FOUND);
    const items: ShoppingListItemView[] = [...first.value.items];
    const pages = Math.min(first.value.metadata.pagination.totalPages, Math.ceil(MAX_LIST_ITEMS / LIST_ITEMS_PAGE_SIZE));
    for (let page = 2; page <= pages; page++) {
      const next = await lists.list(listId, String(page));
      if (!next.ok) failure(next, url, context, NOT_FOUND);
      items.push(...next.value.items);
    }
    return { kind: "print" as const, list: first.value.list, items, family };
  }
  const page = pageNumber(url.searchParams.get("page"));
  const found = await lists.list(listId, String(page));
  if (!found.ok) failure(found, url, context, NOT_FOUND);
  return {
    kind: "list" as const,
    detail: found.value,
    family,
    returnTo: withoutListNotice(here(url)),
    notice: listNoticeText(url.searchParams),
  };
}
