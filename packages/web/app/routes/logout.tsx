import { redirect } from "react-router";
import { serverAnswerOrFailure } from "../lib/action-post";
import { signOutFormAction } from "../features/session/session-actions.server";
import type { Route } from "./+types/logout";

// Where the account menu's sign-out form posts: the session ends on the server, then home.

export const action = (args: Route.ActionArgs) => signOutFormAction(args);

/** The account menu's post (a fetcher, respond=data) that got no answer of ours shows the generic words. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => serverAnswerOrFailure(serverAction, "sign-out");

/** Nothing to show: a visit (a bookmark, a reload) goes home. */
export function loader() {
  return redirect("/");
}
