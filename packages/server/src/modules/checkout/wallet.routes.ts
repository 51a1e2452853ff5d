import { type CheckoutView, WALLET_TYPES, type WalletType } from "@quire/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { errorResponse } from "../../http/error-response";
import { shopperOfRequest } from "./checkout-request";
import { parseBody, refuseCardNumbers } from "./checkout.schema";
import type { VendorPaymentInput, WalletPaymentService } from "./wallet-payment.service";

// POST /cc/api/checkout/default/vendorpayment (spec section 7, the PayPal body of section 3): the
// wallet the shopper approved on the gateway's page becomes the checkout's payment. The auth token
// call (type P, K, AP) is checkout.routes.ts's, which hands wallets to the same service.

const text = (max: number) => z.string().max(max);

/** The spec's contact information (billing and shipping); the address kept is the wallet's own. */
const contact = z
  .object({
    firstName: text(200),
    lastName: text(200),
    address1: text(200),
    address2: text(200).nullable(),
    city: text(200),
    state: text(20),
    zipCode: text(20),
    country: text(10),
    phones: z.array(z.object({ number: text(40), extension: text(10).nullable().optional() })).max(3),
    field1: text(40).nullable(),
    email: z.object({ emailId1: text(300) }).partial(),
  })
  .partial();

const walletInfo = z.object({
  paymentMethodNonce: text(2048).describe("the approval the wallet's page answered (?nonce=)"),
  payerEmail: text(300).optional().describe("when given, must be the payer the wallet approved with"),
  payerId: text(100).optional(),
});

export const vendorPaymentBody = z
  .object({
    vendorPayment: z.object({
      checkoutId: text(64).optional().describe("the cart id (cartInfo.cartId); when given it must be the shopper's cart"),
      consumerType: text(20).optional().describe("CNC, accepted and not used"),
      requestType: text(20).optional(),
      vendorPaymentType: z
        .enum(WALLET_TYPES as [WalletType, ...WalletType[]])
        .optional()
        .describe("PAYPAL (default), KLARNA or APPLE_PAY"),
      contactInformation: z
        .object({ billingAddress: contact, shippingAddress: contact, billing: contact, shipping: contact })
        .partial()
        .optional()
        .describe("accepted for the spec's shape; the address kept and shipped to is the one the wallet approved with"),
      payPalInfo: z
        .object({
          deviceData: text(4000).optional(),
          payPalEmail: text(300).optional().describe("when given, must be the payer PayPal approved with"),
          paymentMethodNonce: text(2048),
          payerId: text(100).optional(),
        })
        .optional()
        .describe("PAYPAL: the spec's payPalInfo"),
      walletInfo: walletInfo.optional().describe("KLARNA and APPLE_PAY (PayPal's too, if payPalInfo is not sent)"),
    }),
  })
  .describe(
    "Pay with a wallet the shopper approved on the gateway's wallet page (spec section 3's PayPal body; vendorPaymentType and walletInfo for Klarna and Apple Pay)",
  );

export function vendorPaymentInputOf(body: z.infer<typeof vendorPaymentBody>): VendorPaymentInput {
  const payment = body.vendorPayment;
  const wallet = payment.vendorPaymentType ?? "PAYPAL";
  const paypal = payment.payPalInfo;
  const other = payment.walletInfo;
  const info = wallet === "PAYPAL" && paypal ? { ...paypal, payerEmail: paypal.payPalEmail } : other;
  if (!info) {
    const which = wallet === "PAYPAL" ? "payPalInfo" : "walletInfo";
    throw new AppError(400, "INVALID_REQUEST", `vendorPayment.${which}.paymentMethodNonce is required`);
  }
  return {
    wallet,
    nonce: info.paymentMethodNonce,
    checkoutId: payment.checkoutId,
    payerEmail: info.payerEmail,
    payerId: info.payerId,
  };
}

// Objects are loose in the document: the answer carries the whole CheckoutView of @quire/domain.
const checkoutData = z.object({ data: z.looseObject({ orderPayment: z.looseObject({}).nullable() }) });

// Untyped here as in checkout.routes.ts: the document's schema is loose, the answer is the whole CheckoutView.
const sendView = (reply: FastifyReply, view: CheckoutView) => reply.send({ data: view });

export async function walletRoutes(appBase: FastifyInstance, opts: { wallets: WalletPaymentService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setValidatorCompiler(schemasParsedByHandlers);
  app.addHook("preHandler", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (request.body !== undefined) refuseCardNumbers(request.body);
  });

  app.post(
    "/cc/api/checkout/default/vendorpayment",
    {
      schema: {
        tags: ["checkout"],
        summary: "Pay with PayPal, Klarna or Apple Pay: the approval (nonce) from the gateway's wallet page",
        body: vendorPaymentBody,
        response: {
          200: checkoutData,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const shopper = shopperOfRequest(request);
      const input = vendorPaymentInputOf(parseBody(vendorPaymentBody, request.body));
      return sendView(reply, await opts.wallets.attach(shopper, input));
    },
  );
}
