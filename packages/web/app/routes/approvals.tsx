import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { ApprovalsList } from "../features/approvals/components/approvals-list";
import { approvalsFormAction } from "../features/approvals/approvals-actions.server";
import type { RootData } from "../lib/root-data";
import type { Route } from "./+types/approvals";

/** The approver's pending orders, read on the server so the page works before hydration. */
export async function loader({ context }: Route.LoaderArgs) {
  const pending = await context.doors.approvals.pending();
  return { orders: pending.ok ? pending.value : null };
}

/** Approve or Decline posted before hydration or without JavaScript. */
export const action = (args: Route.ActionArgs) => approvalsFormAction(args);

// Decisions change the list: never let a shared cache keep it.
export function headers() {
  return { "Cache-Control": "no-store" };
}

const DONE_TEXT: Record<string, string> = { approve: "approved", decline: "declined" };

export function meta() {
  return [{ title: "Order approvals | Quire" }, { name: "robots", content: "noindex" }];
}

/**
 * Where the header's "Approvals (N)" leads: the orders of the
 * approver's account waiting for a decision. Guests are asked to sign in (and come back here);
 * signed-in users without an approver role (no approvals count in the header) are told so.
 */
export default function ApprovalsPage({ loaderData, actionData }: Route.ComponentProps) {
  // The root loader's answer (the same as useRootData(); a type-only import keeps root's loader out of this chunk).
  const data = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const tenant = data?.tenant.id ?? "dotcom";
  const signedIn = data?.session.isLoggedIn ?? false;
  // An administrator without an approver role has no approvals count but may decide the orders of
  // an account whose only approver placed them (decision 059): the loader's answer lets them in.
  const approver = data?.hf.header.counts.approvals != null || loaderData.orders !== null;
  const decided = new URLSearchParams(location.search);
  const decidedOrder = decided.get("decided");
  const notice = decidedOrder ? `Order ${decidedOrder} ${DONE_TEXT[decided.get("action") ?? ""] ?? "decided"}.` : "";
  const signInHref = withReturnTarget(LOGIN_ROUTES.identityLogin, `${location.pathname}${location.search}`, tenant);
  return (
    <div className="page approvals-page">
      <h1>Order approvals</h1>
      {!signedIn ? (
        <>
          <p>Please sign in to see the orders waiting for your approval.</p>
          <p>
            <Link className="button" to={signInHref}>
              Sign in
            </Link>
          </p>
        </>
      ) : !approver ? (
        <p className="notice">You do not have permission to approve orders.</p>
      ) : (
        <ApprovalsList
          initialOrders={loaderData.orders}
          notice={notice}
          refusal={actionData && "refusal" in actionData ? actionData.refusal.message : undefined}
          confirmDecline={actionData && "confirmDecline" in actionData ? actionData.confirmDecline : undefined}
          orderHref={(orderNumber) =>
            `${tenant === "advantage" ? "/cc/mmx/orders" : "/account/orders"}/${encodeURIComponent(orderNumber)}`
          }
        />
      )}
    </div>
  );
}
