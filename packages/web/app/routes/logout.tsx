import { redirect } from "react-router";
import { signOutFormAction } from "../features/session/session-actions.server";
import type { Route } from "./+types/logout";

// Where the account menu's sign-out form posts: the session ends on the server, then home.

export const action = (args: Route.ActionArgs) => signOutFormAction(args);

/** Nothing to show: a visit (a bookmark, a reload) goes home. */
export function loader() {
  return redirect("/");
}
