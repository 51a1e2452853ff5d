import { AddToListDone, AddToListForm, AddToListSignIn } from "../features/add-to-list/components/add-to-list-form";
import { addToListAction, addToListLoader } from "../lib/add-to-list-actions.server";
import { Form } from "react-router";
import type { Route } from "./+types/add-to-list";

// /lists/add?itemId=…&qty=…&returnTo=…: add an item to one or more lists, or to a new one, as a
// page that works without JavaScript (decision 035). With JavaScript "Add to list" opens the same
// form in a modal, loaded from this loader and posted to this action by fetchers.

export const loader = (args: Route.LoaderArgs) => addToListLoader(args);
export const action = (args: Route.ActionArgs) => addToListAction(args);

export function meta({ data }: Route.MetaArgs) {
  const name = data?.item?.name;
  return [{ title: name ? `Add ${name} to a list | Quire` : "Create a list | Quire" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function AddToListPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData ?? null;
  return (
    <div className="page page--narrow add-to-list-page">
      <h1>{loaderData.item ? "Add to list" : "Create a list"}</h1>
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
