import {
  formatCents,
  formatCount,
  formatLongDate,
  type Language,
  REWARDS_TIER_NAMES,
  type RewardsTier,
  type SlpCustomerRewardsInfo,
} from "@quire/domain";
import type { Translate } from "../../lib/i18n";

// How the rewards pages word their figures. Rewards amounts are whole dollars and points above a
// million read as M (money.ts); spend is money and keeps its cents.

export function tierName(tier: RewardsTier): string {
  return REWARDS_TIER_NAMES[tier];
}

/** "March 4, 2026" from an ISO timestamp (its UTC day, as the server renders it); the text itself otherwise. */
export function rewardsDate(iso: string, language: Language = "en"): string {
  if (language === "es") {
    const time = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(time) ? iso : SPANISH_DATE.format(time);
  }
  return formatLongDate(iso.slice(0, 10)) || iso;
}

/** "30 de noviembre de 2026": the Spanish page's dates (money and numbers stay en-US). */
const SPANISH_DATE = new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" });

/** "+250" or "-1,000": history points with their sign; 0 as "0". */
export function signedPoints(points: number): string {
  if (!Number.isFinite(points) || points === 0) return "0";
  return `${points > 0 ? "+" : "-"}${formatCount(Math.abs(Math.trunc(points)))}`;
}

/** Where the member stands on the way to the next tier, in a sentence. */
export function tierProgressText(info: Pick<SlpCustomerRewardsInfo, "tier" | "nextTier" | "remainingAmt">): string {
  if (info.nextTier === null) return `You're ${tierName(info.tier)}, our top tier.`;
  if (info.remainingAmt <= 0) return `You've reached ${tierName(info.nextTier)}.`;
  return `Spend ${formatCents(info.remainingAmt)} more this year to reach ${tierName(info.nextTier)}.`;
}

/** The tier's progress sentence in the page's language (English as tierProgressText says it). */
export function tierProgressSentence(
  info: Pick<SlpCustomerRewardsInfo, "tier" | "nextTier" | "remainingAmt">,
  t: Translate,
): string {
  if (info.nextTier === null) return t("You're {{tier}}, our top tier.", { tier: tierName(info.tier) });
  if (info.remainingAmt <= 0) return t("You've reached {{tier}}.", { tier: tierName(info.nextTier) });
  return t("Spend {{amount}} more this year to reach {{tier}}.", {
    amount: formatCents(info.remainingAmt),
    tier: tierName(info.nextTier),
  });
}

// The rewards service's words (offer titles, rewards, history entries, refusals) are fixed English
// sentences; those with a number or a name in them are matched by their shape, the rest by t(text).
const SHAPES: { pattern: RegExp; translate: (m: RegExpExecArray, t: Translate) => string }[] = [
  { pattern: /^Earned on order (\S+)$/, translate: (m, t) => t("Earned on order {{number}}", { number: m[1]! }) },
  { pattern: /^Redeemed on order (\S+)$/, translate: (m, t) => t("Redeemed on order {{number}}", { number: m[1]! }) },
  { pattern: /^Reached (\w+)$/, translate: (m, t) => t("Reached {{tier}}", { tier: m[1]! }) },
  {
    pattern: /^(.+) \(order (\S+)\)$/,
    translate: (m, t) => t("{{offer}} (order {{number}})", { offer: rewardsText(m[1], t), number: m[2]! }),
  },
  { pattern: /^([\d,]+) bonus points$/, translate: (m, t) => t("{{count}} bonus points", { count: m[1]! }) },
  { pattern: /^(\$[\d,.]+) in Rewards$/, translate: (m, t) => t("{{amount}} in Rewards", { amount: m[1]! }) },
  // the enrolment form's field messages (the checkout's address rules)
  { pattern: /^(.+) is required$/, translate: (m, t) => t("{{field}} is required", { field: t(m[1]!) }) },
];

/** A rewards text from the server or the domain, in the page's language (English as it is). */
export function rewardsText(text: string | null | undefined, t: Translate): string {
  if (!text) return "";
  for (const shape of SHAPES) {
    const m = shape.pattern.exec(text);
    if (m) return shape.translate(m, t);
  }
  return t(text);
}
