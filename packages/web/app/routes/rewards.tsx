import { useRouteLoaderData } from "react-router";
import { RewardsProgram } from "../features/rewards/components/rewards-program";
import type { RootData } from "../lib/root-data";

export function meta() {
  return [
    { title: "Quire Rewards: earn up to 5% back | Quire" },
    {
      name: "description",
      content: "Join Quire Rewards free: earn up to 5% back in Rewards, tiers by yearly spend and offers every month.",
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
