import type { CheckoutView } from "@quire/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { runJson } from "../../http/commands";
import { AppError } from "../../http/errors";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { errorResponse } from "../../http/error-response";
import { appliedPaymentCommands, giftCardBody, rewardsBody } from "./applied-payments.commands";
import type { AppliedPaymentsService } from "./applied-payments.service";
import { refuseCardNumbers } from "./checkout.schema";
import type { CheckoutService } from "./checkout.service";

// Gift and prepaid cards, Easy Rewards and Amex points at checkout (decision 021). A gift card's
// number travels here (it is not a credit card: a credit card number in its place is refused) and
// goes straight to the gateway; only its reference, fingerprint and last four are kept.

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
// Untyped reply: the document's schema is loose, the answer is the whole CheckoutView.
const sendView = (reply: FastifyReply, view: CheckoutView, extra: object = {}) => reply.send({ data: view, ...extra });

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

export async function appliedPaymentsRoutes(
  appBase: FastifyInstance,
  opts: { applied: AppliedPaymentsService; checkouts: CheckoutService },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const commands = appliedPaymentCommands(opts);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setValidatorCompiler(schemasParsedByHandlers);
  app.addHook("preHandler", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (request.body !== undefined) refuseCardNumbersBesideGiftCard(request.body);
  });
  const tags = ["checkout"];

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
    async (request, reply) => reply.send({ data: await runJson(commands.giftCardBalance, { request, reply }, request.body) }),
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
    async (request, reply) => sendView(reply, await runJson(commands.applyGiftCard, { request, reply }, request.body)),
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
    async (request, reply) => sendView(reply, await runJson(commands.applyRewards, { request, reply }, request.body)),
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
      const { view, ...outcome } = await runJson(commands.applyAmexPoints, { request, reply }, request.body);
      return sendView(reply, view, outcome);
    },
  );

  const removeApplied = async (request: FastifyRequest, reply: FastifyReply) => {
    if (methodOf(request) !== "DELETE") {
      throw new AppError(405, "METHOD_NOT_ALLOWED", "Use DELETE (or POST with X-HTTP-Method-Override: DELETE)");
    }
    return sendView(reply, await runJson(commands.removeAppliedPayment, { request, reply }, request.params));
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
