import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { data, redirect } from "react-router";
import { InsightsView } from "../features/insights/components/insights-view";
import type { Route } from "./+types/admin-insights";

// /admin/insights (decision 050): the store owner's last 7 days, for store administrators (the
// business-applications role). Read on the server, so it works without JavaScript; guests are sent
// to sign in and back, anyone else gets a 403 page.

const PATH = "/admin/insights";

export function meta() {
  return [{ title: "Store insights | Quire" }, { name: "robots", content: "noindex" }];
}

// Figures change with every visit: never let a shared cache keep them.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ context }: Route.LoaderArgs) {
  const result = await context.doors.insights.read();
  if (result.ok) return { insights: result.value, forbidden: null };
  if (result.status === 401) throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, PATH, context.tenant.id));
  if (result.status === 403) return data({ insights: null, forbidden: result.message }, { status: 403 });
  throw data(result.message, { status: result.status });
}

export default function AdminInsightsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page insights-page">
      <h1>Store insights</h1>
      {loaderData.insights ? (
        <InsightsView insights={loaderData.insights} />
      ) : (
        <p className="notice" role="alert">
          {loaderData.forbidden ?? "Your account can't see store insights."}
        </p>
      )}
    </div>
  );
}
