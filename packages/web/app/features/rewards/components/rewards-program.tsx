import {
  EARNS_UP_TO_TEXT,
  POINTS_PER_REDEEMABLE_DOLLAR,
  REWARDS_EARN_RATE_PERCENT,
  REWARDS_TIER_THRESHOLD_CENTS,
  REWARDS_TIERS,
  wholeDollars,
} from "@quire/domain";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { tierName } from "../rewards-text";
import "../rewards.css";

/** The id of the footnote the promo bar's superscript ("5% back in Rewards¹") points to. */
export const REWARDS_FOOTNOTE_ID = "footnote-1";

interface Props {
  /** "MEMBER" shows the dashboard link instead of Join */
  standing: "GUEST" | "SIGNED_IN" | "MEMBER";
}

/** /rewards: the program: tiers and their rates, how points work, and the footnote. */
export function RewardsProgram({ standing }: Props) {
  const { t } = useT();
  return (
    <div className="rewards-program">
      <section className="rewards-hero" aria-labelledby="rewards-title">
        <h1 id="rewards-title">{t("Quire Rewards")}</h1>
        <p className="rewards-hero__lead">
          {t("Members earn up to {{percent}}% back in Rewards", { percent: REWARDS_EARN_RATE_PERCENT.ELITE })}
          <sup>
            <a href={`#${REWARDS_FOOTNOTE_ID}`} aria-label={t("Footnote 1")} id="footnote-1-ref">
              1
            </a>
          </sup>{" "}
          {t("on what they buy, offers every month, and it's free to join.")}
        </p>
        <p>
          {standing === "MEMBER" ? (
            <Link className="button" to="/rewards/dashboard">
              {t("Go to your Rewards")}
            </Link>
          ) : (
            <Link className="button" to="/rewards/join">
              {t("Join free")}
            </Link>
          )}
        </p>
        <p>
          <Link to="/membership">{t("Member prices all year: Quire Select and Premium")}</Link>
        </p>
      </section>

      <section aria-labelledby="rewards-tiers">
        <h2 id="rewards-tiers">{t("Tiers and what they earn")}</h2>
        <table className="rewards-tiers">
          <caption className="visually-hidden">{t("Rewards tiers")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("Tier")}</th>
              <th scope="col">{t("Spend in a calendar year")}</th>
              <th scope="col">{t("Back in Rewards")}</th>
            </tr>
          </thead>
          <tbody>
            {REWARDS_TIERS.map((tier) => (
              <tr key={tier}>
                <th scope="row">{tierName(tier)}</th>
                <td>
                  {REWARDS_TIER_THRESHOLD_CENTS[tier] === 0
                    ? t("Join free")
                    : t("{{amount}} or more", { amount: wholeDollars(REWARDS_TIER_THRESHOLD_CENTS[tier]) })}
                </td>
                <td>{REWARDS_EARN_RATE_PERCENT[tier]}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="rewards-how">
        <h2 id="rewards-how">{t("How points work")}</h2>
        <ul className="rewards-how">
          <li>{t("Every order earns points at your tier's rate: one point for each cent of Rewards.")}</li>
          <li>
            {t(
              "Points pay at checkout in whole dollars ({{points}} points make $1) with Easy Rewards: choose how much to use on the payment step.",
              { points: POINTS_PER_REDEEMABLE_DOLLAR },
            )}
          </li>
          <li>
            {t(
              "Your spend this calendar year moves you up: reach a tier's spend and it is yours for the rest of the year and the next.",
            )}
          </li>
          <li>
            {t("Every month brings offers for your tier on your Rewards dashboard: activate one, then place a qualifying order.")}
          </li>
          <li>{t("New members (in their first 90 days) get a welcome bonus to activate.")}</li>
        </ul>
      </section>

      <section aria-labelledby="rewards-notes" className="rewards-notes">
        <h2 id="rewards-notes" className="visually-hidden">
          {t("Notes")}
        </h2>
        <p id={REWARDS_FOOTNOTE_ID} tabIndex={-1}>
          <sup>1</sup>{" "}
          {t(
            "{{earnsUpTo}}: Elite members earn {{elite}}%, Premier members {{premier}}% and Base members {{base}}% of eligible purchases, on ink & toner, paper and everything else, as points worth 1¢ each. Points are added once the order is placed and are redeemed in whole dollars.",
            {
              earnsUpTo: t(EARNS_UP_TO_TEXT),
              elite: REWARDS_EARN_RATE_PERCENT.ELITE,
              premier: REWARDS_EARN_RATE_PERCENT.PREMIER,
              base: REWARDS_EARN_RATE_PERCENT.BASE,
            },
          )}{" "}
          <a href="#footnote-1-ref">{t("Back to the text")}</a>
        </p>
      </section>
    </div>
  );
}
