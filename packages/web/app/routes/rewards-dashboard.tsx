import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { data, redirect } from "react-router";
import { RewardsDashboardView } from "../features/rewards/components/rewards-dashboard";
import { rewardsDashboardAction } from "../features/rewards/rewards-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/rewards-dashboard";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Your Rewards | Quire") }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

/** A guest is sent to sign in and back; a shopper who has not joined is sent to join. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await context.doors.rewards.dashboard();
  if (!result.ok) {
    if (result.status === 401) {
      throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, `${url.pathname}${url.search}`, context.tenant.id));
    }
    if (result.code === "NOT_A_MEMBER") throw redirect("/rewards/join");
    throw data(result.message, { status: result.status });
  }
  return {
    dashboard: result.value,
    activatedId: url.searchParams.get("activated"),
    joined: url.searchParams.get("joined") === "1",
  };
}

/** Activate on an offer, posted before hydration or without JavaScript. */
export const action = (args: Route.ActionArgs) => rewardsDashboardAction(args);

export default function RewardsDashboardRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="page rewards-page">
      <h1>{t("Your Rewards")}</h1>
      <RewardsDashboardView
        dashboard={loaderData.dashboard}
        activatedId={loaderData.activatedId}
        joined={loaderData.joined}
        refusal={actionData?.refusal ?? null}
      />
    </div>
  );
}
