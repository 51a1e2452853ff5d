import { Link } from "react-router";
import { CreateListForm } from "../features/lists/components/create-list-form";
import { listRefusalOf } from "../features/lists/list-form-refusal";
import { loadCreateList } from "../features/lists/lists-loaders.server";
import { listFormAction } from "../lib/list-actions.server";
import { listsScreenHref } from "../lib/list-pages";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/create-list";

// /kuber/createList?tid=US: the consumer site's create-list page (decision 034). After creating,
// the shopper lands on the lists screen, which names the new list.

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Create a list | Quire") }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const loader = ({ request, context }: Route.LoaderArgs) => loadCreateList(request, context);

export const action = (args: Route.ActionArgs) => listFormAction(args);

export default function CreateListRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const screen = listsScreenHref(loaderData.family);
  return (
    <div className="page page--narrow">
      <nav aria-label={t("Breadcrumb")} className="breadcrumb">
        <ol>
          <li>
            <Link to={screen}>{t("Your lists")}</Link>
          </li>
          <li aria-current="page">{t("Create a list")}</li>
        </ol>
      </nav>
      <CreateListForm allowed={loaderData.allowed} returnTo={screen} refusal={listRefusalOf(actionData)} headingLevel="h1" />
    </div>
  );
}
