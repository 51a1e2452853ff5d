import {
  formatRewardsDollars,
  formatCount,
  formatRewardsPoints,
  type HeaderFooterData,
  redeemableValueCents,
  type TenantId,
} from "@quire/domain";
import { FastLink } from "../../../ui/fast-link";
import { type Translate, useT } from "../../../lib/i18n";
import { useListsSurfaces } from "../../../ui/add-to-list-slot";
import { useRewardsHeader } from "../hooks/use-rewards-header";

type Header = HeaderFooterData["header"];

/** messageCountText's words in the page's language: "You have 1 message." / "You have 3 messages." */
function messageText(count: number, t: Translate): string {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return n === 1 ? t("You have 1 message.") : t("You have {{number}} messages.", { number: formatCount(n) });
}

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
  const { t } = useT();
  const live = useRewardsHeader(`${customerNumber ?? ""}:${rewards.tier}:${rewards.points}`, tenant);
  const points = live?.available?.loyaltyRewards.accounts[0]?.points ?? rewards.points;
  const toSpend = live?.available?.availableRewards ?? redeemableValueCents(rewards.points);
  return (
    <li className="header-activity__item">
      <FastLink to="/rewards/dashboard">
        {t("Rewards: {{points}} points · {{dollars}} to spend", {
          points: formatRewardsPoints(points),
          dollars: formatRewardsDollars(toSpend),
        })}
      </FastLink>
      {live?.info?.showFreeSkuNewFlag ? (
        <>
          {" "}
          <FastLink to="/rewards/dashboard#offers" className="header-activity__new">
            {t("New offer")}
          </FastLink>
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
  const { t } = useT();
  if (!signedIn) {
    return (
      <ul className="header-activity" aria-label={t("Lists")}>
        <li className="header-activity__item">
          <ListsOpener text={t("Lists")} />
        </li>
      </ul>
    );
  }
  return (
    <ul className="header-activity" aria-label={t("Your account activity")}>
      <li className="header-activity__item">
        {/* the message centre (decision 073) */}
        <FastLink to="/account/messages">{messageText(counts.messages, t)}</FastLink>
      </li>
      {counts.approvals !== null ? (
        <li className="header-activity__item">
          <FastLink to="/approvals">{t("Approvals ({{count}})", { count: counts.approvals })}</FastLink>
        </li>
      ) : null}
      <li className="header-activity__item">
        <ListsOpener text={t("Lists ({{count}})", { count: counts.lists })} />
      </li>
      {rewards ? <RewardsActivity tenant={tenant} rewards={rewards} customerNumber={customerNumber} /> : null}
    </ul>
  );
}
