import {
  LIST_SORT_OPTIONS,
  LIST_TYPE_FILTERS,
  type ListsState,
  MAX_FAVORITE_LISTS,
  type ShoppingListSummary,
} from "@quire/domain";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { type Translate, useT } from "../../../lib/i18n";
import { CONSUMER_TID, listPageHref, type ListPagesFamily, listsScreenHref } from "../../../lib/list-pages";
import type { ListFormRefusal } from "../list-form-refusal";
import { itemCountText, listTypeText } from "../list-text";
import { CreateListForm } from "./create-list-form";
import { ListNotice } from "./list-notice";
import { ListsTable } from "./lists-table";

/** The screen's query as the page's address holds it. */
export interface ListsScreenQuery {
  search: string;
  sort: string;
  type: string;
  page: number;
}

interface Props {
  state: ListsState;
  query: ListsScreenQuery;
  family: ListPagesFamily;
  recommended: readonly ShoppingListSummary[];
  /** the page's address without its notice: where the forms come back to */
  returnTo: string;
  notice?: string | null;
  refusal?: ListFormRefusal | null;
  /** the page links under the table (the route's pagination) */
  pagination?: ReactNode;
}

const MAX_NOTE_ID = "lists-max-favorites";

/** The type filters this user has: All, Personal, Shared (when they can see shared lists), Favorites. */
export function typeFiltersFor(available: readonly string[]) {
  return LIST_TYPE_FILTERS.filter(
    (filter) => filter.value !== "shared" || filter.access.some((level) => available.includes(level)),
  );
}

function emptyText(query: ListsScreenQuery, hasLists: boolean, t: Translate): string {
  if (query.search) return t("No lists match “{{search}}”.", { search: query.search });
  if (query.type === "favorites") return t("You have no favorite lists yet. Add one with its Add to favorites button.");
  if (query.type === "shared") return t("No one has shared a list with your account yet.");
  if (query.type === "personal") return t("You have no personal lists yet.");
  if (hasLists || query.page > 1) return t("There are no lists on this page.");
  return t("You don't have any lists yet. Create one here, or add a product to a new list from its page.");
}

/**
 * The lists screen (spec section 2): find a list (search, sort, type filter: a GET form), the
 * lists a page at a time in the table, recommended lists, and the create-list form.
 */
export function ListsScreen({ state, query, family, recommended, returnTo, notice, refusal, pagination }: Props) {
  const { t } = useT();
  const filters = typeFiltersFor(state.availableAccessLevel);
  const total = state.metadata.totalItems;
  const filtered = query.search !== "" || query.type !== "all";
  const pages = Math.max(1, state.metadata.pagination.totalPages);
  const refusalHere = refusal && refusal.intent !== "create-list" ? refusal : null;
  return (
    <div className="lists-screen">
      <div className="lists-screen__top">
        <h1>{t("Your lists")}</h1>
        <a className="button button--secondary lists-screen__create-link" href="#create-list">
          {t("Create a list")}
        </a>
      </div>
      <ListNotice text={notice} />
      {refusalHere && refusalHere.target === null ? (
        <p className="form-error" role="alert">
          {t(refusalHere.message)}
        </p>
      ) : null}

      {/* keyed by the query, so its fields show the query after a link changes it (no page load with a script) */}
      <Form
        key={`${query.search}\n${query.sort}\n${query.type}`}
        method="get"
        action={listsScreenHref(family).split("?")[0]}
        className="lists-find"
        role="search"
        aria-label={t("Find a list")}
      >
        {family === "consumer" ? <input type="hidden" name="tid" value={CONSUMER_TID} /> : null}
        <div className="field">
          <label htmlFor="lists-search">{t("Search lists")}</label>
          <input id="lists-search" name="search" type="search" defaultValue={query.search} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="lists-sort">{t("Sort by")}</label>
          <select id="lists-sort" name="sort" defaultValue={query.sort}>
            {LIST_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="lists-type">{t("Show")}</label>
          <select id="lists-type" name="type" defaultValue={query.type}>
            {filters.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {t(filter.label)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t("Show lists")}
        </button>
      </Form>

      <section aria-labelledby="lists-results-heading" className="lists-results">
        <h2 id="lists-results-heading" className="lists-results__count">
          {total === 0
            ? filtered
              ? t("No matching lists")
              : t("No lists yet")
            : pages > 1
              ? t(total === 1 ? "1 list, page {{page}} of {{pages}}" : "{{count}} lists, page {{page}} of {{pages}}", {
                  count: total.toLocaleString("en-US"),
                  page: Math.min(query.page, pages),
                  pages,
                })
              : t(total === 1 ? "1 list" : "{{count}} lists", { count: total.toLocaleString("en-US") })}
        </h2>
        {state.maxFavoriteReached ? (
          <p id={MAX_NOTE_ID} className="lists-max-note">
            {t("You have {{count}} favorite lists, the most you can have. Remove one from your favorites to add another.", {
              count: MAX_FAVORITE_LISTS,
            })}
          </p>
        ) : null}
        {state.shoppingLists.length > 0 ? (
          <>
            <div className="lists-table-wrap">
              <ListsTable
                lists={state.shoppingLists}
                family={family}
                returnTo={returnTo}
                maxFavoriteReached={state.maxFavoriteReached}
                maxNoteId={MAX_NOTE_ID}
                refusal={refusalHere}
                caption={t(filters.find((f) => f.value === query.type)?.label ?? "All lists")}
              />
            </div>
            {pagination}
          </>
        ) : (
          <div className="lists-empty">
            <p>{emptyText(query, total > 0, t)}</p>
            {filtered || query.page > 1 ? (
              <p>
                <Link to={listsScreenHref(family)}>{t("Show all lists")}</Link>
              </p>
            ) : null}
          </div>
        )}
      </section>

      {recommended.length > 0 ? (
        <section aria-labelledby="lists-recommended-heading" className="lists-recommended">
          <h2 id="lists-recommended-heading">{t("Recommended lists")}</h2>
          <ul className="lists-recommended__list">
            {recommended.map((list) => (
              <li key={list.id} className="lists-recommended__item">
                <Link to={listPageHref(family, list.id)} className="lists-recommended__name">
                  {list.name}
                </Link>
                <span className="lists-recommended__facts">
                  {listTypeText(list, t)} · {itemCountText(list.itemCount, t)}
                  {list.isOwner ? "" : ` · ${t("by {{name}}", { name: list.ownerName })}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {state.readOnly ? null : <CreateListForm allowed={state.allowedAccessLevel} returnTo={returnTo} refusal={refusal} />}
    </div>
  );
}
