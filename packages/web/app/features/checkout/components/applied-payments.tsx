import {
  type AppliedPaymentView,
  type CheckoutView,
  EASY_REWARDS_MESSAGES,
  formatCents,
  formatRewardsPoints,
  MAX_GIFT_CARD_NUMBER_DIGITS,
  MAX_STORED_VALUE_CARDS_PER_ORDER,
} from "@quire/domain";
import { Form } from "react-router";
import type { CheckoutFormNotice } from "../../../lib/checkout-notice";
import { type Translate, translatorFor, useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { ErrorSummary, fieldId, TextField } from "../../../ui/form-fields";
import { GiftCardFields } from "../../../ui/gift-card-fields";
import { checkoutMessage } from "../checkout-text";
import { type CheckoutRefusal, summaryErrorsOf } from "./checkout-model";

// What pays part of the order besides the card, wallet or account: gift and prepaid cards (the
// "Gift & prepaid cards" tab), Easy Rewards points and Amex Membership Rewards points. Each is a
// plain form posted to the checkout's action.

const GIFT_FORM = "gift-card";
const REWARDS_FORM = "easy-rewards";
const AMEX_FORM = "amex-points";

const KIND_TEXT: Record<AppliedPaymentView["kind"], string> = {
  GIFT_CARD: "Gift card",
  PREPAID_CARD: "Prepaid card",
  EASY_REWARDS: "Easy Rewards",
  AMEX_POINTS: "Membership Rewards points",
};

/** "Gift card ending in 0019" */
export function appliedPaymentText(p: Pick<AppliedPaymentView, "kind" | "last4">, t: Translate = translatorFor("en")): string {
  return p.last4 ? t("{{brand}} ending in {{last4}}", { brand: t(KIND_TEXT[p.kind]), last4: p.last4 }) : t(KIND_TEXT[p.kind]);
}

const GIFT_INTENTS = new Set(["gift-balance", "apply-gift-card"]);
export const APPLIED_PAYMENT_INTENTS = new Set([...GIFT_INTENTS, "apply-rewards", "apply-amex-points", "remove-applied"]);

function RemoveApplied({ payment, tab }: { payment: AppliedPaymentView; tab?: string }) {
  const { t } = useT();
  return (
    <Form method="post" className="applied-payment__remove">
      <CsrfField />
      <input type="hidden" name="intent" value="remove-applied" />
      <input type="hidden" name="appliedPaymentId" value={payment.id} />
      {tab ? <input type="hidden" name="paymentTab" value={tab} /> : null}
      <button type="submit" className="link-button">
        {t("Remove")}
        <span className="visually-hidden"> {appliedPaymentText(payment, t)}</span>
      </button>
    </Form>
  );
}

/** Points applied to the order (Easy Rewards, Amex), what they pay and the way to take them off. */
function AppliedPoints({ payment, name }: { payment: AppliedPaymentView; name: string }) {
  return (
    <div className="applied-payment">
      <span className="applied-payment__name">{name}</span>
      <span className="applied-payment__amount">{formatCents(payment.amountCents)}</span>
      <RemoveApplied payment={payment} />
    </div>
  );
}

/** The gift and prepaid cards on the order, what each pays and holds, and the form to add one. */
export function GiftCardsPanel({
  view,
  refusal,
  notice,
}: {
  view: CheckoutView;
  refusal: CheckoutRefusal | null;
  notice: CheckoutFormNotice | null;
}) {
  const { t } = useT();
  const cards = (view.appliedPayments ?? []).filter((p) => p.kind === "GIFT_CARD" || p.kind === "PREPAID_CARD");
  const mine = refusal && GIFT_INTENTS.has(refusal.intent) ? refusal : null;
  const values = mine?.values ?? {};
  const errors = mine?.fields ?? {};
  const summary = view.paymentSummary;
  const full = cards.length >= MAX_STORED_VALUE_CARDS_PER_ORDER;
  const balance = notice?.giftCardBalance;
  const idOf = (name: string) => (name === "giftCardNumber" || name === "pin" ? fieldId(GIFT_FORM, name) : null);
  return (
    <div className="applied-payments">
      {cards.length > 0 ? (
        <ul className="applied-payments__list" aria-label={t("Gift and prepaid cards on this order")}>
          {cards.map((card) => (
            <li key={card.id} className="applied-payment">
              <span className="applied-payment__name">{appliedPaymentText(card, t)}</span>
              <span className="applied-payment__amount">
                {t("Pays {{amount}}", { amount: formatCents(card.amountCents) })}{" "}
                <span className="applied-payment__balance">
                  {t("of {{balance}}", { balance: formatCents(card.balanceCents) })}
                </span>
              </span>
              <RemoveApplied payment={card} tab="gift" />
            </li>
          ))}
        </ul>
      ) : null}
      {summary && cards.length > 0 ? (
        <p className="applied-payments__rest" role="status">
          {summary.balanceOrdTotal > 0
            ? t("{{amount}} left to pay: choose a card or another payment for the rest.", {
                amount: formatCents(summary.balanceOrdTotal),
              })
            : t("Your gift cards cover this order in full.")}
        </p>
      ) : null}
      {balance ? (
        <p className="checkout-notice checkout-notice--info" role="status">
          {t("{{card}} ending in {{last4}} has a balance of {{amount}}.", {
            card: balance.type === "PREPAID_CARD" ? t("Prepaid card") : t("Gift card"),
            last4: balance.last4,
            amount: formatCents(balance.balanceCents),
          })}
        </p>
      ) : null}
      {full ? (
        <p className="checkout-summary__hint">
          {t("You can use up to {{max}} gift and prepaid cards on one order.", { max: MAX_STORED_VALUE_CARDS_PER_ORDER })}
        </p>
      ) : summary && summary.balanceOrdTotal === 0 && cards.length > 0 ? null : (
        <Form method="post" className="checkout-form checkout-form--gift" id={`${GIFT_FORM}-form`} noValidate>
          <ErrorSummary id={`${GIFT_FORM}-errors`} errors={summaryErrorsOf(mine, idOf)} />
          <CsrfField />
          <GiftCardFields
            formId={GIFT_FORM}
            numberLabel={t("Gift or prepaid card number")}
            numberHint={t("Up to {{max}} digits, from the back of the card.", { max: MAX_GIFT_CARD_NUMBER_DIGITS })}
            defaultNumber={values.giftCardNumber ?? ""}
            errors={errors}
          />
          <div className="checkout-form__actions">
            <button type="submit" name="intent" value="apply-gift-card" className="button">
              {t("Apply card")}
            </button>
            <button type="submit" name="intent" value="gift-balance" className="button button--secondary">
              {t("Check balance")}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}

/** Easy Rewards: a member's points pay whole dollars of the items they may pay for. */
export function EasyRewardsPanel({ view, refusal }: { view: CheckoutView; refusal: CheckoutRefusal | null }) {
  const { t } = useT();
  const rewards = view.cart.cartEasyRewards;
  if (!rewards || view.tenant !== "dotcom") return null;
  const applied = (view.appliedPayments ?? []).find((p) => p.kind === "EASY_REWARDS");
  const mine = refusal?.intent === "apply-rewards" ? refusal : null;
  if (!rewards.redeemEligibility && !applied) {
    return rewards.availablePoints > 0 ? (
      <p className="easy-rewards easy-rewards--unavailable">
        {t(rewards.messages[0]?.message ?? EASY_REWARDS_MESSAGES.noEligibleItems)}
      </p>
    ) : null;
  }
  const dollars = Math.floor(rewards.availableDollarValue / 100);
  const choices = [5, 10, 20, 50, 100, 200].filter((d) => d <= dollars);
  if (!choices.includes(dollars)) choices.push(dollars);
  return (
    <section className="easy-rewards" aria-labelledby="easy-rewards-title">
      <h3 id="easy-rewards-title">Easy Rewards</h3>
      <p>
        {t("You have {{amount}} in rewards ({{points}} points).", {
          amount: formatCents(rewards.availableDollarValue),
          points: formatRewardsPoints(rewards.availablePoints),
        })}
        {rewards.earnedPoints > 0
          ? t(" This order earns {{points}} points.", { points: formatRewardsPoints(rewards.earnedPoints) })
          : ""}
      </p>
      {applied && applied.amountCents > 0 ? <AppliedPoints payment={applied} name={t("Easy Rewards applied")} /> : null}
      <Form method="post" className="checkout-form checkout-form--inline" id={`${REWARDS_FORM}-form`} noValidate>
        <ErrorSummary id={`${REWARDS_FORM}-errors`} errors={summaryErrorsOf(mine, () => fieldId(REWARDS_FORM, "amount"))} />
        <CsrfField />
        <input type="hidden" name="intent" value="apply-rewards" />
        <div className="field">
          <label htmlFor={fieldId(REWARDS_FORM, "amount")}>{t("Rewards to use")}</label>
          <select
            id={fieldId(REWARDS_FORM, "amount")}
            name="amount"
            defaultValue={String((applied?.amountCents ?? choices[0]! * 100) || 100)}
          >
            {choices.map((d) => (
              <option key={d} value={String(d * 100)}>
                {formatCents(d * 100)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          {applied ? t("Change rewards") : t("Apply rewards")}
        </button>
      </Form>
    </section>
  );
}

/** Amex Membership Rewards: offered once the order is paid with an Amex card. */
export function AmexPointsPanel({
  view,
  refusal,
  notice,
}: {
  view: CheckoutView;
  refusal: CheckoutRefusal | null;
  notice: CheckoutFormNotice | null;
}) {
  const { t } = useT();
  const payment = view.orderPayment;
  if (view.tenant !== "dotcom" || payment?.paymentType !== "CREDIT_CARD" || payment.brand !== "AMEX") return null;
  const applied = (view.appliedPayments ?? []).find((p) => p.kind === "AMEX_POINTS");
  const mine = refusal?.intent === "apply-amex-points" ? refusal : null;
  const outcome = notice?.amexPoints;
  return (
    <section className="amex-points" aria-labelledby="amex-points-title">
      <h3 id="amex-points-title">{t("Pay with Membership Rewards points")}</h3>
      {outcome ? (
        <p
          className={`checkout-notice ${outcome.status === "warning" ? "checkout-notice--warning" : "checkout-notice--info"}`}
          role="status"
        >
          {checkoutMessage(t, outcome.message)}
        </p>
      ) : null}
      {applied && applied.amountCents > 0 ? <AppliedPoints payment={applied} name={appliedPaymentText(applied, t)} /> : null}
      <Form method="post" className="checkout-form checkout-form--inline" id={`${AMEX_FORM}-form`} noValidate>
        <ErrorSummary id={`${AMEX_FORM}-errors`} errors={summaryErrorsOf(mine, () => fieldId(AMEX_FORM, "amount"))} />
        <CsrfField />
        <input type="hidden" name="intent" value="apply-amex-points" />
        <TextField
          id={fieldId(AMEX_FORM, "amount")}
          name="amount"
          label={t("Points to use")}
          hint={t("100 points pay $1.00. Use points in hundreds, e.g. 1000 for $10.00.")}
          inputMode="numeric"
          maxLength={9}
          defaultValue={mine?.values?.amount ?? ""}
          error={mine?.fields?.pointsAmount}
        />
        <button type="submit" className="button button--secondary">
          {t("Apply points")}
        </button>
      </Form>
    </section>
  );
}

/** The order summary's lines for what else pays, and what is left. */
export function appliedSummaryRows(
  view: CheckoutView,
  t: Translate = translatorFor("en"),
): { label: string; amount: string; className?: string }[] {
  const s = view.paymentSummary;
  if (!s || s.balanceOrdTotal === s.ordTotal) return [];
  const rows: { label: string; amount: string; className?: string }[] = [];
  const add = (label: string, cents: number) => {
    if (cents > 0) rows.push({ label, amount: formatCents(-cents), className: "summary__saving" });
  };
  add(t("Gift cards"), s.giftCardAppliedAmt);
  add(t("Prepaid cards"), s.prepaidCardAppliedAmt);
  add(t("Easy Rewards"), s.easyRewardsAppliedAmt);
  add(t("Membership Rewards points"), s.amexPointsAppliedAmt);
  rows.push({ label: t("Balance to pay"), amount: formatCents(s.balanceOrdTotal), className: "summary__total" });
  return rows;
}
