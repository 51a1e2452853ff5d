import { data } from "react-router";
import { MembershipPrograms } from "../features/rewards/components/membership-programs";
import { membershipAction } from "../features/rewards/rewards-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/membership";

// /membership (decision 080): the paid programs, sold through the cart.

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Quire Select and Premium memberships | Quire") }];
}

// What the page shows depends on who asks: never let a shared cache keep it.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await context.doors.rewards.membershipPage();
  if (!result.ok) throw data(result.message, { status: result.status });
  return { page: result.value, shared: new URL(request.url).searchParams.get("shared") === "1" };
}

/** Add a program to the cart, or share the membership, posted before hydration or without JavaScript. */
export const action = (args: Route.ActionArgs) => membershipAction(args);

export default function MembershipRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="page page--narrow rewards-page">
      <h1>{t("Quire memberships")}</h1>
      <p>{t("Member prices on every order for a year, shared with the people you choose.")}</p>
      <MembershipPrograms page={loaderData.page} refusal={actionData?.refusal ?? null} shared={loaderData.shared} />
    </div>
  );
}
