import { Pagination } from "../features/catalogue/components/pagination";
import { ListPage } from "../features/lists/components/list-page";
import { ListPrintView } from "../features/lists/components/list-print-view";
import { listRefusalOf } from "../features/lists/list-form-refusal";
import { loadListPage } from "../features/lists/lists-loaders.server";
import { listFormAction } from "../lib/list-actions.server";
import { listPageHref } from "../lib/list-pages";
import { translatorFor } from "../lib/i18n";
import type { Route } from "./+types/list-details";
import "../ui/original-price.css";

// /cc/mmx/list/details?id=<listId>: one list's page on the business site (decision 034); the
// consumer site's is /kuber/viewList?tid=US&listId=<listId>, with the same components.

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  const name = data ? (data.kind === "list" ? data.detail.list.name : data.list.name) : t("List");
  return [{ title: `${name} | Quire` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListPage(request, context, new URL(request.url).searchParams.get("id"));
}

export const action = (args: Route.ActionArgs) => listFormAction(args);

export default function ListDetailsRoute({ loaderData, actionData }: Route.ComponentProps) {
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
  const { detail, family } = loaderData;
  return (
    <div className="page">
      <ListPage
        detail={detail}
        family={family}
        returnTo={loaderData.returnTo}
        notice={loaderData.notice}
        refusal={listRefusalOf(actionData)}
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
