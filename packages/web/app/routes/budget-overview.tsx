import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { data, Link, useLocation } from "react-router";
import { BudgetOverviewView } from "../features/budgets/components/budget-overview";
import { budgetsFormAction } from "../lib/budget-actions.server";
import { useRootData } from "../lib/root-data";
import type { Route } from "./+types/budget-overview";

// Serves /cc/mmx/budget-overview and the header's "Manage budgets" (/cc/mmx/budgets): the same
// page, whose budget forms show to administrators (decision 044).

export async function loader({ context, request }: Route.LoaderArgs) {
  const result = await context.doors.budgets.overview();
  const updated = new URL(request.url).searchParams.get("updated");
  if (result.ok) return { overview: result.value, updated, denied: null };
  // signed in without the permission: a page that says so, answered 403 (not a missing page)
  const denied = { status: result.status, message: result.message };
  return data({ overview: null, updated: null, denied }, { status: result.status === 401 ? 200 : result.status });
}

/** An administrator's budget form, posted before hydration or without JavaScript. */
export const action = (args: Route.ActionArgs) => budgetsFormAction(args);

// Budgets move with every order: never let a shared cache keep them.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta() {
  return [{ title: "Budget overview | Quire" }, { name: "robots", content: "noindex" }];
}

export default function BudgetOverviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const location = useLocation();
  const tenant = root?.tenant.id ?? "advantage";
  const signInHref = withReturnTarget(LOGIN_ROUTES.identityLogin, location.pathname, tenant);
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : null;
  return (
    <div className="page budget-overview">
      <h1>Budget overview</h1>
      {loaderData.overview ? (
        <BudgetOverviewView overview={loaderData.overview} updatedCentreId={loaderData.updated} refusal={refusal} />
      ) : loaderData.denied?.status === 401 ? (
        <>
          <p>Please sign in to see your account&apos;s budgets.</p>
          <p>
            <Link className="button" to={signInHref}>
              Sign in
            </Link>
          </p>
        </>
      ) : (
        <p className="notice">You do not have permission to see budgets. Ask your account administrator for access.</p>
      )}
    </div>
  );
}
