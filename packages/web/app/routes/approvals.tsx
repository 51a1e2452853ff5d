import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { ApprovalsList } from "../features/approvals/components/approvals-list";
import type { RootData } from "../root";

export function meta() {
  return [{ title: "Order approvals | Quire" }, { name: "robots", content: "noindex" }];
}

/**
 * Where the header's "Approvals (N)" leads (storefront.md section 6): the orders of the
 * approver's account waiting for a decision. Guests are asked to sign in (and come back here);
 * signed-in users without an approver role (no approvals count in the header) are told so.
 */
export default function ApprovalsPage() {
  // The root loader's answer (the same as useRootData(); a type-only import keeps root's loader out of this chunk).
  const data = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const tenant = data?.tenant.id ?? "dotcom";
  const signedIn = data?.session.isLoggedIn ?? false;
  const approver = data?.hf.header.counts.approvals != null;
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
        <ApprovalsList />
      )}
    </div>
  );
}
