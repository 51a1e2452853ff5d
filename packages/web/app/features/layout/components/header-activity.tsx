import { formatRewardsDollars, formatRewardsPoints, type HeaderFooterData, messageCountText, type TenantId } from "@quire/domain";
import { Link } from "react-router";

type Header = HeaderFooterData["header"];

/** Where the header's lists count leads (lists paths). */
export function listsPath(tenant: TenantId): string {
  return tenant === "advantage" ? "/cc/mmx/list/mylists" : "/kuber/viewList?tid=US";
}

interface Props {
  tenant: TenantId;
  signedIn: boolean;
  counts: Header["counts"];
  rewards: Header["rewards"];
}

/**
 * The signed-in shopper's activity in the header: message count, approvals (approvers only),
 * lists count and, for rewards members, points and rewards dollars. Guests see none of it.
 */
export function HeaderActivity({ tenant, signedIn, counts, rewards }: Props) {
  if (!signedIn) return null;
  return (
    <ul className="header-activity" aria-label="Your account activity">
      <li className="header-activity__item">{messageCountText(counts.messages)}</li>
      {counts.approvals !== null ? (
        <li className="header-activity__item">
          <Link to="/approvals">Approvals ({counts.approvals})</Link>
        </li>
      ) : null}
      <li className="header-activity__item">
        <Link to={listsPath(tenant)}>Lists ({counts.lists})</Link>
      </li>
      {rewards ? (
        <li className="header-activity__item">
          Rewards: {formatRewardsPoints(rewards.points)} points · {formatRewardsDollars(rewards.balanceCents)} to spend
        </li>
      ) : null}
    </ul>
  );
}
