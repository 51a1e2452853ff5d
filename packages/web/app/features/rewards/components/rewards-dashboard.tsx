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
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import type { RewardsFormRefusal } from "../rewards-form";
import { rewardsDate, rewardsText, signedPoints, tierName, tierProgressSentence } from "../rewards-text";
import "../rewards.css";

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
  const { t } = useT();
  return (
    <dl className="rewards-summary">
      <div className="rewards-summary__item">
        <dt>{t("Points")}</dt>
        <dd className="rewards-summary__figure">{formatRewardsPoints(dashboard.points)}</dd>
      </div>
      <div className="rewards-summary__item">
        <dt>{t("Rewards to spend")}</dt>
        <dd className="rewards-summary__figure">{wholeDollars(available.availableRewards)}</dd>
      </div>
      <div className="rewards-summary__item">
        <dt>{t("Tier")}</dt>
        <dd className="rewards-summary__figure">
          {tierName(info.tier)}
          {info.showTierUpgradeNewFlag ? <span className="rewards-badge">{t("New")}</span> : null}
        </dd>
        <dd className="rewards-summary__note">
          {t("{{percent}}% back in Rewards", { percent: REWARDS_EARN_RATE_PERCENT[info.tier] })}
        </dd>
      </div>
      <div className="rewards-summary__item">
        <dt>{t("Rewards number")}</dt>
        <dd className="rewards-summary__number">{info.rewardsNumber}</dd>
      </div>
    </dl>
  );
}

function TierProgress({ info }: { info: RewardsDashboard["info"] }) {
  const { t } = useT();
  return (
    <section className="rewards-progress" aria-labelledby="rewards-progress-title">
      <h2 id="rewards-progress-title">{t("Your tier")}</h2>
      <p>
        {t("Spent this year:")} <strong>{formatCents(info.amtSpent)}</strong>
      </p>
      {info.nextTier !== null ? (
        <>
          <progress
            className="rewards-progress__bar"
            max={100}
            value={info.percentToNextTier}
            aria-label={t("Progress to {{tier}}", { tier: tierName(info.nextTier) })}
          >
            {info.percentToNextTier}%
          </progress>
          <p className="rewards-progress__text">
            {tierProgressSentence(info, t)}{" "}
            {t("{{tier}} starts at {{amount}} a year.", {
              tier: tierName(info.nextTier),
              amount: wholeDollars(info.nextTierThreshold ?? 0),
            })}
          </p>
        </>
      ) : (
        <p className="rewards-progress__text">{tierProgressSentence(info, t)}</p>
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
  const { t, language } = useT();
  return (
    <li className="rewards-offer" aria-labelledby={titleId}>
      <h3 id={titleId} className="rewards-offer__title">
        {rewardsText(offer.title, t)}
        {isNew ? <span className="rewards-badge">{t("New")}</span> : null}
      </h3>
      <p className="rewards-offer__reward">{rewardsText(offer.rewardText, t)}</p>
      <p>{rewardsText(offer.description, t)}</p>
      <p className="rewards-offer__ends">{t("Ends {{date}}", { date: rewardsDate(offer.expiresAt, language) })}</p>
      {refusal ? (
        <p className="rewards-offer__error" role="alert">
          {rewardsText(refusal.message, t)}
        </p>
      ) : null}
      {offer.fulfilledAt ? (
        <p className="rewards-offer__state rewards-offer__state--paid">{t("Reward added to your points")}</p>
      ) : offer.activatedAt ? (
        <p className={`rewards-offer__state${justActivated ? " rewards-offer__state--new" : ""}`}>
          {offer.minSpendCents > 0
            ? t("Activated: place an order of {{amount}} or more", { amount: wholeDollars(offer.minSpendCents) })
            : t("Activated")}
        </p>
      ) : (
        <Form method="post" className="rewards-offer__form" preventScrollReset>
          <CsrfField />
          <input type="hidden" name="intent" value="activate" />
          <input type="hidden" name="offerId" value={offer.id} />
          <button type="submit" className="button button--secondary" aria-describedby={titleId}>
            {t("Activate")}
          </button>
        </Form>
      )}
    </li>
  );
}

function History({ history }: { history: RewardsActivityView[] }) {
  const { t, language } = useT();
  if (history.length === 0) return <p>{t("No points yet: your orders' points show here once they are placed.")}</p>;
  return (
    <table className="rewards-history">
      <caption className="visually-hidden">{t("Points history, newest first")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("Date")}</th>
          <th scope="col">{t("Activity")}</th>
          <th scope="col">{t("Points")}</th>
        </tr>
      </thead>
      <tbody>
        {history.map((entry) => (
          <tr key={entry.id}>
            <td>{rewardsDate(entry.at, language)}</td>
            <td>{rewardsText(entry.description, t)}</td>
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
  const { t } = useT();
  return (
    <div className="rewards-dashboard">
      <p role="status" className="rewards-dashboard__status">
        {joined
          ? t("Welcome to Quire Rewards! Your offers are below.")
          : activated
            ? t("Activated: {{offer}}.", { offer: rewardsText(activated.title, t) })
            : ""}
      </p>
      {refusal && !dashboard.offers.some((o) => o.id === refusal.target) ? (
        <p className="notice rewards-dashboard__error" role="alert">
          {rewardsText(refusal.message, t)}
        </p>
      ) : null}
      <Summary dashboard={dashboard} />
      <TierProgress info={info} />
      <section aria-labelledby="offers" className="rewards-offers">
        <h2 id="offers" tabIndex={-1}>
          {t("Your offers")}
        </h2>
        {dashboard.offers.length === 0 ? (
          <p>{t("No offers this month.")}</p>
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
        <h2 id="rewards-history-title">{t("Points history")}</h2>
        <History history={dashboard.history} />
      </section>
      <p>
        <Link to="/rewards">{t("How Quire Rewards works")}</Link> ·{" "}
        <Link to="/rewards/join">{t("Where we send your offers")}</Link>
      </p>
    </div>
  );
}
