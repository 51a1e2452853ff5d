import { useRouteLoaderData } from "react-router";
import { RewardsProgram } from "../features/rewards/components/rewards-program";
import { translatorFor } from "../lib/i18n";
import type { RootData } from "../lib/root-data";
import type { Route } from "./+types/rewards";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [
    { title: t("Quire Rewards: earn up to 5% back | Quire") },
    {
      name: "description",
      content: t("Join Quire Rewards free: earn up to 5% back in Rewards, tiers by yearly spend and offers every month."),
    },
  ];
}

/** The rewards program: the same page for everyone, with Join or the member's dashboard link. */
export default function RewardsRoute() {
  const root = useRouteLoaderData<RootData>("root");
  const session = root?.session;
  const standing = !session?.isLoggedIn ? "GUEST" : session.rewards ? "MEMBER" : "SIGNED_IN";
  return (
    <div className="page rewards-page">
      <RewardsProgram standing={standing} />
    </div>
  );
}
