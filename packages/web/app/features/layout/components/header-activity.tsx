import {
  formatRewardsDollars,
  formatRewardsPoints,
  type HeaderFooterData,
  messageCountText,
  redeemableValueCents,
  type TenantId,
} from "@quire/domain";
import { Link } from "react-router";
import { useListsSurfaces } from "../../../ui/add-to-list-slot";
import { useRewardsHeader } from "../hooks/use-rewards-header";

type Header = HeaderFooterData["header"];

interface Props {
  tenant: TenantId;
  signedIn: boolean;
  counts: Header["counts"];
  rewards: Header["rewards"];
  /** who is signed in (the session's customer number): whose rewards the header may cache */
  customerNumber?: string | null;
}

/**
 * A member's points and what they can spend (whole dollars): the session's figures as the page
 * was rendered, then the rewards calls' answer once it arrives after hydration.
 */
function RewardsActivity({
  tenant,
  rewards,
  customerNumber,
}: {
  tenant: TenantId;
  rewards: NonNullable<Header["rewards"]>;
  customerNumber: string | null;
}) {
  const live = useRewardsHeader(`${customerNumber ?? ""}:${rewards.tier}:${rewards.points}`, tenant);
  const points = live?.available?.loyaltyRewards.accounts[0]?.points ?? rewards.points;
  const toSpend = live?.available?.availableRewards ?? redeemableValueCents(rewards.points);
  return (
    <li className="header-activity__item">
      <Link to="/rewards/dashboard">
        Rewards: {formatRewardsPoints(points)} points · {formatRewardsDollars(toSpend)} to spend
      </Link>
      {live?.info?.showFreeSkuNewFlag ? (
        <>
          {" "}
          <Link to="/rewards/dashboard#offers" className="header-activity__new">
            New offer
          </Link>
        </>
      ) : null}
    </li>
  );
}

/**
 * The signed-in shopper's activity in the header: message count, approvals (approvers only),
 * lists count and, for rewards members, points and rewards dollars. Guests see only "Lists", which
 * asks them to sign in to create one (decision 035).
 */
export function HeaderActivity({ tenant, signedIn, counts, rewards, customerNumber = null }: Props) {
  // "Lists (N)" opens the lists drawer once the page is interactive (decision 035).
  const { ListsOpener } = useListsSurfaces();
  if (!signedIn) {
    return (
      <ul className="header-activity" aria-label="Lists">
        <li className="header-activity__item">
          <ListsOpener text="Lists" />
        </li>
      </ul>
    );
  }
  return (
    <ul className="header-activity" aria-label="Your account activity">
      <li className="header-activity__item">{messageCountText(counts.messages)}</li>
      {counts.approvals !== null ? (
        <li className="header-activity__item">
          <Link to="/approvals">Approvals ({counts.approvals})</Link>
        </li>
      ) : null}
      <li className="header-activity__item">
        <ListsOpener text={`Lists (${counts.lists})`} />
      </li>
      {rewards ? <RewardsActivity tenant={tenant} rewards={rewards} customerNumber={customerNumber} /> : null}
    </ul>
  );
}
