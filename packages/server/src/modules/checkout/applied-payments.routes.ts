import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { readCookie } from "../../http/cookies";
import { AppError } from "../../http/errors";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { errorResponse } from "../../http/error-response";
import { SESSION_COOKIE } from "../session";
import type { AppliedPaymentsService } from "./applied-payments.service";
import type { Shopper } from "./checkout-shopper";
import { shopperOfRequest } from "./checkout-request";
import { parseBody, refuseCardNumbers } from "./checkout.schema";
import type { CheckoutService } from "./checkout.service";

// Gift and prepaid cards, Easy Rewards and Amex points at checkout (decision 021). A gift card's
// number travels here (it is not a credit card: a credit card number in its place is refused) and
// goes straight to the gateway; only its reference, fingerprint and last four are kept.

export const giftCardBody = z.strictObject({
  giftCardNumber: z.string().max(40).describe("digits only, at most 19 (spaces and dashes between groups are ignored)"),
  pin: z.string().max(8).describe("the 4-digit security code from the back of the card"),
});
export const rewardsBody = z.strictObject({
  amount: z.number().int().describe("whole dollars in cents (e.g. 1500 for $15.00)"),
});

const paymentSummary = z.object({
  ordTotal: z.number().int(),
  giftCardAppliedAmt: z.number().int(),
  prepaidCardAppliedAmt: z.number().int(),
  easyRewardsAppliedAmt: z.number().int(),
  amexPointsAppliedAmt: z.number().int(),
  balanceOrdTotal: z.number().int(),
});
const checkoutData = z.object({ data: z.looseObject({ paymentSummary: paymentSummary.optional() }) });
const balanceAnswer = z.object({
  data: z.object({ type: z.enum(["GIFT_CARD", "PREPAID_CARD"]), last4: z.string(), balanceCents: z.number().int() }),
});
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

function methodOf(request: FastifyRequest): string {
  const override = request.headers["x-http-method-override"];
  return (typeof override === "string" ? override : request.method).toUpperCase();
}

/** Any field but the gift card's own that holds a card number is refused before anything reads it. */
function refuseCardNumbersBesideGiftCard(body: unknown): void {
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const { giftCardNumber: _giftCard, ...rest } = body as Record<string, unknown>;
    refuseCardNumbers(rest);
  } else refuseCardNumbers(body);
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

export async function appliedPaymentsRoutes(
  appBase: FastifyInstance,
  opts: { applied: AppliedPaymentsService; checkouts: CheckoutService },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { applied, checkouts } = opts;
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setValidatorCompiler(schemasParsedByHandlers);
  app.addHook("preHandler", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (request.body !== undefined) refuseCardNumbersBesideGiftCard(request.body);
  });
  const tags = ["checkout"];
  const sendView = async (reply: FastifyReply, shopper: Shopper, extra: object = {}) =>
    reply.send({ data: await checkouts.view(shopper), ...extra });

  app.post(
    "/cc/api/payment/giftcard/balance",
    {
      schema: {
        tags,
        summary: "Check a gift or prepaid card's balance (nothing is applied); limited per session and account",
        body: giftCardBody,
        response: { 200: balanceAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const body = parseBody(giftCardBody, request.body);
      return reply.send({ data: await applied.checkBalance(balanceCheckerOf(request), body, request.log) });
    },
  );

  app.post(
    "/cc/api/checkout/default/giftcard",
    {
      schema: {
        tags,
        summary: `Apply a gift or prepaid card to the order (at most 5; GIFT_CARD_LIMIT_EXCEEDED past that; declines GIFT_CARD_D33, D38, D39)`,
        body: giftCardBody,
        response: { 200: checkoutData, ...errors },
      },
    },
    async (request, reply) => {
      const shopper = shopperOfRequest(request);
      await applied.applyStoredValue(shopper, parseBody(giftCardBody, request.body), request.log);
      return sendView(reply, shopper);
    },
  );

  app.post(
    "/cc/api/checkout/default/rewards",
    {
      schema: {
        tags,
        summary: "Apply Easy Rewards points: a whole-dollar amount (cents) up to the rewards available",
        body: rewardsBody,
        response: { 200: checkoutData, ...errors },
      },
    },
    async (request, reply) => {
      const shopper = shopperOfRequest(request);
      await applied.applyEasyRewards(shopper, parseBody(rewardsBody, request.body).amount);
      return sendView(reply, shopper);
    },
  );

  app.post(
    "/cc/api/checkout/default/amexpoints",
    {
      schema: {
        tags,
        summary: "Pay part of the order with the Membership Rewards points of the Amex card it is paid with",
        body: rewardsBody,
        response: { 200: checkoutData.extend({ status: z.enum(["success", "warning"]), message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const shopper = shopperOfRequest(request);
      const amount = parseBody(rewardsBody, request.body).amount;
      const before = await checkouts.view(shopper);
      const owed = (before.paymentSummary?.balanceOrdTotal ?? 0) + (before.paymentSummary?.amexPointsAppliedAmt ?? 0);
      const outcome = await applied.applyAmexPoints(shopper, amount, owed);
      return sendView(reply, shopper, outcome);
    },
  );

  const removeApplied = async (request: FastifyRequest, reply: FastifyReply) => {
    if (methodOf(request) !== "DELETE") {
      throw new AppError(405, "METHOD_NOT_ALLOWED", "Use DELETE (or POST with X-HTTP-Method-Override: DELETE)");
    }
    const shopper = shopperOfRequest(request);
    await applied.remove(shopper, (request.params as { id: string }).id);
    return sendView(reply, shopper);
  };
  const idParams = z.object({ id: z.string().min(1).max(64) });
  app.delete(
    "/cc/api/checkout/default/appliedpayment/:id",
    {
      schema: {
        tags,
        summary: "Remove a gift or prepaid card, Easy Rewards or Amex points from the order",
        params: idParams,
        response: { 200: checkoutData, ...errors },
      },
    },
    removeApplied,
  );
  app.post(
    "/cc/api/checkout/default/appliedpayment/:id",
    {
      schema: {
        tags,
        summary: "Remove an applied payment (X-HTTP-Method-Override: DELETE)",
        params: idParams,
        response: { 200: checkoutData, ...errors },
      },
    },
    removeApplied,
  );
}
