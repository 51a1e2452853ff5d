import { type CheckoutView, WALLET_TYPES, type WalletType, isWalletType } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Command } from "../../http/commands";
import { zodInput } from "../../http/command-input";
import { AppError } from "../../http/errors";
import { shopperOfRequest } from "./checkout-request";
import { parseBody } from "./checkout.schema";
import type { VendorPaymentInput, WalletPaymentService } from "./wallet-payment.service";

// Wallets (PayPal, Klarna, Apple Pay; decision 019), declared once: the shopper is sent to the
// gateway's approval page (the checkout page's form), and the approval they come back with pays
// the order (POST /cc/api/checkout/default/vendorpayment, spec section 7, and the page's form).

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

const CHOOSE_WALLET = "Please choose PayPal, Klarna or Apple Pay.";

/** The wallet a form chose: the page asks for one in its words, beside the choice. */
export function walletOf(value: string | undefined): WalletType {
  if (isWalletType(value)) return value;
  throw new AppError(400, "INVALID_REQUEST", CHOOSE_WALLET, { fields: { wallet: CHOOSE_WALLET } });
}

const startWalletRequest = z.object({
  wallet: z.string().optional().describe("PAYPAL, KLARNA or APPLE_PAY"),
  returnUrl: z.string().optional().describe("the absolute /checkout the gateway's approval page sends the shopper back to"),
});
const startWalletFields = zodInput(startWalletRequest);

/** To the gateway's approval page for the wallet chosen (the page's form; the gateway's origin is the request's). */
export function startWalletCommand(
  wallets: WalletPaymentService,
  gatewayOriginOf: (request: FastifyRequest) => string,
): Command<{ wallet: WalletType; returnUrl: string }, { url: string }, { url: string }> {
  return {
    name: "checkout.start-wallet",
    input: {
      schema: startWalletRequest,
      parse(body) {
        const { wallet, returnUrl } = startWalletFields.parse(body);
        return { wallet: walletOf(wallet), returnUrl: returnUrl ?? "" };
      },
    },
    run: async ({ request }, { wallet, returnUrl }) => ({
      url: await wallets.approvalUrl(shopperOfRequest(request), wallet, returnUrl, gatewayOriginOf(request)),
    }),
    fromForm: (fields) => ({ wallet: fields.wallet, returnUrl: fields.returnUrl }),
    toPage: (answer) => ({ ok: true, value: answer }),
  };
}

/** The approved wallet pays the order, its address saved (field1) and shipped to. */
export function attachWalletCommand(wallets: WalletPaymentService): Command<VendorPaymentInput, CheckoutView, CheckoutView> {
  return {
    name: "checkout.attach-wallet",
    input: { schema: vendorPaymentBody, parse: (body) => vendorPaymentInputOf(parseBody(vendorPaymentBody, body)) },
    run: ({ request }, input) => wallets.attach(shopperOfRequest(request), input),
    // fields: wallet, nonce: the approval the shopper came back with
    fromForm: (fields) => ({
      vendorPayment: { vendorPaymentType: walletOf(fields.wallet), walletInfo: { paymentMethodNonce: fields.nonce ?? "" } },
    }),
    toPage: (view) => ({ ok: true, value: view }),
  };
}
