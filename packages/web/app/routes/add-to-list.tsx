import { AddToListDone, AddToListForm, AddToListSignIn } from "../features/add-to-list/components/add-to-list-form";
import { addToListAction, addToListLoader } from "../lib/add-to-list-actions.server";
import { Form } from "react-router";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/add-to-list";

// /lists/add?itemId=…&qty=…&returnTo=…: add an item to one or more lists, or to a new one, as a
// page that works without JavaScript (decision 035). With JavaScript "Add to list" opens the same
// form in a modal, loaded from this loader and posted to this action by fetchers.

export const loader = (args: Route.LoaderArgs) => addToListLoader(args);
export const action = (args: Route.ActionArgs) => addToListAction(args);

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  const name = data?.item?.name;
  return [
    { title: name ? t("Add {{name}} to a list | Quire", { name }) : t("Create a list | Quire") },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function AddToListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const answer = actionData ?? null;
  return (
    <div className="page page--narrow add-to-list-page">
      <h1>{loaderData.item ? t("Add to list") : t("Create a list")}</h1>
      {answer?.ok ? (
        <AddToListDone answer={answer} />
      ) : answer && answer.signInHref ? (
        <AddToListSignIn data={loaderData} message={answer.message} />
      ) : (
        <AddToListForm data={loaderData} answer={answer} FormAs={Form} idPrefix="add-to-list-page" />
      )}
    </div>
  );
}
