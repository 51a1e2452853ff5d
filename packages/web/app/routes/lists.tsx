import { redirect } from "react-router";
import { Pagination } from "../features/catalogue/components/pagination";
import { ListPage } from "../features/lists/components/list-page";
import { ListPrintView } from "../features/lists/components/list-print-view";
import { ListsScreen } from "../features/lists/components/lists-screen";
import { listRefusalOf } from "../features/lists/list-form-refusal";
import { loadListPage, loadListsScreen } from "../features/lists/lists-loaders.server";
import { listFormAction } from "../lib/list-actions.server";
import { BUSINESS_LISTS_PATH, listPageHref, listsScreenHref } from "../lib/list-pages";
import { translatorFor } from "../lib/i18n";
import type { Route } from "./+types/lists";
import "../ui/original-price.css";

// The lists screen (decision 034): /cc/mmx/list/mylists on the business site, /kuber/viewList?tid=US
// on the consumer site (with &listId=<id>, one list's page: the same components as
// /cc/mmx/list/details). /cc/sparq/list, the business list area, leads to the lists screen.

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  const title =
    data && data.kind === "list" ? data.detail.list.name : data && data.kind === "print" ? data.list.name : t("Your lists");
  return [{ title: `${title} | Quire` }, { name: "robots", content: "noindex" }];
}

// Lists are one shopper's (or one account's): never let a shared cache keep them.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname.toLowerCase().replace(/\/+$/, "") === "/cc/sparq/list") throw redirect(BUSINESS_LISTS_PATH);
  const listId = url.searchParams.get("listId");
  if (listId !== null) return loadListPage(request, context, listId);
  return { kind: "screen" as const, ...(await loadListsScreen(request, context)) };
}

export const action = (args: Route.ActionArgs) => listFormAction(args);

export default function ListsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = listRefusalOf(actionData);
  if (loaderData.kind === "print") {
    return (
      <div className="page">
        <ListPrintView
          list={loaderData.list}
          items={loaderData.items}
          backHref={listPageHref(loaderData.family, loaderData.list.id)}
        />
      </div>
    );
  }
  if (loaderData.kind === "list") {
    const { detail, family } = loaderData;
    return (
      <div className="page">
        <ListPage
          detail={detail}
          family={family}
          returnTo={loaderData.returnTo}
          notice={loaderData.notice}
          refusal={refusal}
          pagination={
            <Pagination
              page={detail.metadata.pagination.page}
              pageCount={detail.metadata.pagination.totalPages}
              hrefFor={(page) => listPageHref(family, detail.list.id, page)}
            />
          }
        />
      </div>
    );
  }
  const { state, query, family } = loaderData;
  return (
    <div className="page">
      <ListsScreen
        state={state}
        query={query}
        family={family}
        recommended={loaderData.recommended}
        returnTo={loaderData.returnTo}
        notice={loaderData.notice}
        refusal={refusal}
        pagination={
          <Pagination
            page={state.metadata.pagination.page}
            pageCount={state.metadata.pagination.totalPages}
            hrefFor={(page) =>
              listsScreenHref(family, {
                search: query.search,
                sort: query.sort === "updated" ? undefined : query.sort,
                type: query.type === "all" ? undefined : query.type,
                page: page > 1 ? page : undefined,
              })
            }
          />
        }
      />
    </div>
  );
}
