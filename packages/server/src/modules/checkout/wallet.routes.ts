import type { CheckoutView } from "@quire/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { runJson } from "../../http/commands";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { errorResponse } from "../../http/error-response";
import { refuseCardNumbers } from "./checkout.schema";
import { attachWalletCommand, vendorPaymentBody } from "./wallet.commands";
import type { WalletPaymentService } from "./wallet-payment.service";

// POST /cc/api/checkout/default/vendorpayment (spec section 7, the PayPal body of section 3): the
// wallet the shopper approved on the gateway's page becomes the checkout's payment. The auth token
// call (type P, K, AP) is checkout.routes.ts's, which hands wallets to the same service.

// Objects are loose in the document: the answer carries the whole CheckoutView of @quire/domain.
const checkoutData = z.object({ data: z.looseObject({ orderPayment: z.looseObject({}).nullable() }) });

// Untyped reply: the document's schema is loose, the answer is the whole CheckoutView.
const sendView = (reply: FastifyReply, view: CheckoutView, extra: object = {}) => reply.send({ data: view, ...extra });

export async function walletRoutes(appBase: FastifyInstance, opts: { wallets: WalletPaymentService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const attachWallet = attachWalletCommand(opts.wallets);
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
    async (request, reply) => sendView(reply, await runJson(attachWallet, { request, reply }, request.body)),
  );
}
