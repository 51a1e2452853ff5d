import crypto from "node:crypto";
import type { CheckoutView } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Command } from "../../http/commands";
import { zodInput } from "../../http/command-input";
import { readCookie } from "../../http/cookies";
import { SESSION_COOKIE } from "../session";
import type { AppliedPaymentsService } from "./applied-payments.service";
import { checkFormFields } from "./checkout-form";
import { shopperOfRequest, viewAfter } from "./checkout-request";
import type { Shopper } from "./checkout-shopper";
import { parseBody } from "./checkout.schema";
import type { CheckoutService } from "./checkout.service";

// Gift and prepaid cards, Easy Rewards and Amex points at checkout (decision 021), declared once:
// the JSON routes in applied-payments.routes.ts and the checkout page's (and the balance page's)
// forms run these. A gift card's number is the one field that may look like a card number: the
// service checks it is not a credit card, and it goes to the gateway, never kept.

export const giftCardBody = z.strictObject({
  giftCardNumber: z.string().max(40).describe("digits only, at most 19 (spaces and dashes between groups are ignored)"),
  pin: z.string().max(8).describe("the 4-digit security code from the back of the card"),
});
export const rewardsBody = z.strictObject({
  amount: z.number().int().describe("whole dollars in cents (e.g. 1500 for $15.00)"),
});

type GiftCard = z.output<typeof giftCardBody>;
type Amount = z.output<typeof rewardsBody>;
type Balance = Awaited<ReturnType<AppliedPaymentsService["checkBalance"]>>;
type AmexOutcome = { view: CheckoutView; status: "success" | "warning"; message: string };

const giftCardInput = { schema: giftCardBody, parse: (body: unknown) => parseBody(giftCardBody, body) };
const amountInput = { schema: rewardsBody, parse: (body: unknown) => parseBody(rewardsBody, body) };

/** A gift card form's number and PIN; the PIN is a checkout form's field like any other. */
function giftCardOfForm(fields: Record<string, string>): GiftCard {
  const card = { giftCardNumber: fields.giftCardNumber ?? "", pin: fields.pin ?? "" };
  checkFormFields({ pin: card.pin });
  return card;
}

/**
 * An amount form's field: whole cents as digits. Anything else is no amount (0), which the
 * service refuses as it refuses any amount under a dollar, in its words for the form's field.
 */
function amountOfForm(fields: Record<string, string>): Amount {
  checkFormFields(fields);
  const typed = (fields.amount ?? "").trim();
  return { amount: /^\d{1,9}$/.test(typed) ? Number(typed) : 0 };
}

/** Who asks for a balance: a signed-in shopper, or a guest known by their session or address. */
export function balanceCheckerOf(request: FastifyRequest) {
  if (request.session.token.isLoggedIn && request.session.userId !== null) {
    const shopper = shopperOfRequest(request);
    return { subject: shopper.subject, sessionKey: shopper.sessionKey, userId: shopper.userId, tenant: shopper.tenant };
  }
  const sessionKey = crypto
    .createHash("sha256")
    .update(readCookie(request.headers.cookie, SESSION_COOKIE) ?? `ip:${request.ip}`)
    .digest("base64url")
    .slice(0, 32);
  return { subject: `guest:${sessionKey}`, sessionKey, userId: null, tenant: request.tenant.id };
}

const removeAppliedRequest = z.object({
  // an id longer than any applied payment's is no payment's: only what could be one is looked up
  id: z.string().transform((id) => id.slice(0, 64)),
});

export function appliedPaymentCommands(services: { applied: AppliedPaymentsService; checkouts: CheckoutService }) {
  const { applied, checkouts } = services;
  const thenView = (request: FastifyRequest, change: (shopper: Shopper) => Promise<unknown>) =>
    viewAfter(checkouts, request, change);
  const view = (value: CheckoutView) => ({ ok: true as const, value });

  const giftCardBalance: Command<GiftCard, Balance, Balance> = {
    name: "checkout.gift-card-balance",
    input: giftCardInput,
    run: ({ request }, card) => applied.checkBalance(balanceCheckerOf(request), card, request.log),
    fromForm: giftCardOfForm,
    toPage: (balance) => ({ ok: true, value: balance }),
  };
  const applyGiftCard: Command<GiftCard, CheckoutView, CheckoutView> = {
    name: "checkout.apply-gift-card",
    input: giftCardInput,
    run: ({ request }, card) => thenView(request, (shopper) => applied.applyStoredValue(shopper, card, request.log)),
    fromForm: giftCardOfForm,
    toPage: view,
  };
  const applyRewards: Command<Amount, CheckoutView, CheckoutView> = {
    name: "checkout.apply-rewards",
    input: amountInput,
    run: ({ request }, { amount }) => thenView(request, (shopper) => applied.applyEasyRewards(shopper, amount)),
    fromForm: amountOfForm,
    toPage: view,
  };
  const applyAmexPoints: Command<Amount, AmexOutcome, AmexOutcome> = {
    name: "checkout.apply-amex-points",
    input: amountInput,
    async run({ request }, { amount }) {
      const shopper = shopperOfRequest(request);
      const before = await checkouts.view(shopper);
      // the points may pay what is owed, counting what they pay already
      const owed = (before.paymentSummary?.balanceOrdTotal ?? 0) + (before.paymentSummary?.amexPointsAppliedAmt ?? 0);
      const outcome = await applied.applyAmexPoints(shopper, amount, owed);
      return { view: await checkouts.view(shopper), ...outcome };
    },
    fromForm: amountOfForm,
    toPage: (outcome) => ({ ok: true, value: outcome }),
  };
  const removeAppliedPayment: Command<{ id: string }, CheckoutView, CheckoutView> = {
    name: "checkout.remove-applied-payment",
    input: zodInput(removeAppliedRequest),
    run: ({ request }, { id }) => thenView(request, (shopper) => applied.remove(shopper, id)),
    fromForm: (fields) => ({ id: fields.appliedPaymentId ?? "" }),
    toPage: view,
  };
  return { giftCardBalance, applyGiftCard, applyRewards, applyAmexPoints, removeAppliedPayment };
}
