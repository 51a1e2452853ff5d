import {
  type LoyaltyOfferView,
  type RewardsActivityView,
  type RewardsDashboard,
  formatCents,
  formatRewardsPoints,
  REWARDS_EARN_RATE_PERCENT,
  wholeDollars,
} from "@quire/domain";
import { Form, Link } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import type { RewardsFormRefusal } from "../rewards-form";
import { rewardsDate, signedPoints, tierName, tierProgressText } from "../rewards-text";

interface Props {
  dashboard: RewardsDashboard;
  /** the offer just activated (from the redirect after the form) */
  activatedId?: string | null;
  /** the member just joined */
  joined?: boolean;
  refusal?: RewardsFormRefusal | null;
}

function Summary({ dashboard }: { dashboard: RewardsDashboard }) {
  const { info, available } = dashboard;
  return (
    <dl className="rewards-summary">
      <div className="rewards-summary__item">
        <dt>Points</dt>
        <dd className="rewards-summary__figure">{formatRewardsPoints(dashboard.points)}</dd>
      </div>
      <div className="rewards-summary__item">
        <dt>Rewards to spend</dt>
        <dd className="rewards-summary__figure">{wholeDollars(available.availableRewards)}</dd>
      </div>
      <div className="rewards-summary__item">
        <dt>Tier</dt>
        <dd className="rewards-summary__figure">
          {tierName(info.tier)}
          {info.showTierUpgradeNewFlag ? <span className="rewards-badge">New</span> : null}
        </dd>
        <dd className="rewards-summary__note">{REWARDS_EARN_RATE_PERCENT[info.tier]}% back in Rewards</dd>
      </div>
      <div className="rewards-summary__item">
        <dt>Rewards number</dt>
        <dd className="rewards-summary__number">{info.rewardsNumber}</dd>
      </div>
    </dl>
  );
}

function TierProgress({ info }: { info: RewardsDashboard["info"] }) {
  return (
    <section className="rewards-progress" aria-labelledby="rewards-progress-title">
      <h2 id="rewards-progress-title">Your tier</h2>
      <p>
        Spent this year: <strong>{formatCents(info.amtSpent)}</strong>
      </p>
      {info.nextTier !== null ? (
        <>
          <progress
            className="rewards-progress__bar"
            max={100}
            value={info.percentToNextTier}
            aria-label={`Progress to ${tierName(info.nextTier)}`}
          >
            {info.percentToNextTier}%
          </progress>
          <p className="rewards-progress__text">
            {tierProgressText(info)} {tierName(info.nextTier)} starts at {wholeDollars(info.nextTierThreshold ?? 0)} a year.
          </p>
        </>
      ) : (
        <p className="rewards-progress__text">{tierProgressText(info)}</p>
      )}
    </section>
  );
}

function OfferCard({
  offer,
  isNew,
  justActivated,
  refusal,
}: {
  offer: LoyaltyOfferView;
  isNew: boolean;
  justActivated: boolean;
  refusal: RewardsFormRefusal | null;
}) {
  const titleId = `offer-${offer.id}-title`;
  return (
    <li className="rewards-offer" aria-labelledby={titleId}>
      <h3 id={titleId} className="rewards-offer__title">
        {offer.title}
        {isNew ? <span className="rewards-badge">New</span> : null}
      </h3>
      <p className="rewards-offer__reward">{offer.rewardText}</p>
      <p>{offer.description}</p>
      <p className="rewards-offer__ends">Ends {rewardsDate(offer.expiresAt)}</p>
      {refusal ? (
        <p className="rewards-offer__error" role="alert">
          {refusal.message}
        </p>
      ) : null}
      {offer.fulfilledAt ? (
        <p className="rewards-offer__state rewards-offer__state--paid">Reward added to your points</p>
      ) : offer.activatedAt ? (
        <p className={`rewards-offer__state${justActivated ? " rewards-offer__state--new" : ""}`}>
          Activated{offer.minSpendCents > 0 ? `: place an order of ${wholeDollars(offer.minSpendCents)} or more` : ""}
        </p>
      ) : (
        <Form method="post" className="rewards-offer__form" preventScrollReset>
          <CsrfField />
          <input type="hidden" name="intent" value="activate" />
          <input type="hidden" name="offerId" value={offer.id} />
          <button type="submit" className="button button--secondary" aria-describedby={titleId}>
            Activate
          </button>
        </Form>
      )}
    </li>
  );
}

function History({ history }: { history: RewardsActivityView[] }) {
  if (history.length === 0) return <p>No points yet: your orders' points show here once they are placed.</p>;
  return (
    <table className="rewards-history">
      <caption className="visually-hidden">Points history, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Activity</th>
          <th scope="col">Points</th>
        </tr>
      </thead>
      <tbody>
        {history.map((entry) => (
          <tr key={entry.id}>
            <td>{rewardsDate(entry.at)}</td>
            <td>{entry.description}</td>
            <td className={entry.points < 0 ? "rewards-history__points--taken" : undefined}>{signedPoints(entry.points)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /rewards/dashboard: points, tier and the way to the next, the month's offers, the history. */
export function RewardsDashboardView({ dashboard, activatedId = null, joined = false, refusal = null }: Props) {
  const { info } = dashboard;
  const activated = dashboard.offers.find((o) => o.id === activatedId) ?? null;
  return (
    <div className="rewards-dashboard">
      <p role="status" className="rewards-dashboard__status">
        {joined ? "Welcome to Quire Rewards! Your offers are below." : activated ? `Activated: ${activated.title}.` : ""}
      </p>
      {refusal && !dashboard.offers.some((o) => o.id === refusal.target) ? (
        <p className="notice rewards-dashboard__error" role="alert">
          {refusal.message}
        </p>
      ) : null}
      <Summary dashboard={dashboard} />
      <TierProgress info={info} />
      <section aria-labelledby="offers" className="rewards-offers">
        <h2 id="offers" tabIndex={-1}>
          Your offers
        </h2>
        {dashboard.offers.length === 0 ? (
          <p>No offers this month.</p>
        ) : (
          <ul className="rewards-offers__list">
            {dashboard.offers.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                isNew={offer.freeSku && info.showFreeSkuNewFlag && offer.activatedAt === null}
                justActivated={offer.id === activatedId}
                refusal={refusal?.target === offer.id ? refusal : null}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="rewards-history-title">
        <h2 id="rewards-history-title">Points history</h2>
        <History history={dashboard.history} />
      </section>
      <p>
        <Link to="/rewards">How Quire Rewards works</Link> · <Link to="/rewards/join">Where we send your offers</Link>
      </p>
    </div>
  );
}
