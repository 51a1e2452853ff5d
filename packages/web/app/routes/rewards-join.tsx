import { data } from "react-router";
import { JoinRewards } from "../features/rewards/components/join-rewards";
import { joinRewardsAction } from "../features/rewards/rewards-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/rewards-join";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Join Quire Rewards free | Quire") }, { name: "robots", content: "noindex" }];
}

// What the page shows depends on who asks: never let a shared cache keep it.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await context.doors.rewards.enrolment();
  if (!result.ok) throw data(result.message, { status: result.status });
  return {
    enrolment: result.value,
    tenant: context.tenant.id,
    subscribed: new URL(request.url).searchParams.get("subscribed") === "1",
  };
}

/** Join, or change where offers go, posted before hydration or without JavaScript. */
export const action = (args: Route.ActionArgs) => joinRewardsAction(args);

export default function RewardsJoinRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="page page--narrow rewards-page">
      <h1>{t("Join Quire Rewards")}</h1>
      <JoinRewards
        enrolment={loaderData.enrolment}
        tenant={loaderData.tenant}
        refusal={actionData?.refusal ?? null}
        subscribed={loaderData.subscribed}
      />
    </div>
  );
}
