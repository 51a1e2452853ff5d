import type { IncomingMessage, ServerResponse } from "node:http";
import { type CheckoutView, walletOfTokenType } from "@quire/domain";
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { runJson } from "../../http/commands";
import { AppError } from "../../http/errors";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { errorResponse } from "../../http/error-response";
import { cartViewerOfShopper } from "./checkout-shopper";
import { type CheckoutCommands, checkoutCommands } from "./checkout.commands";
import { shopperOfRequest } from "./checkout-request";

import {
  addCardBody,
  addressBody,
  deliveryBody,
  ordersQuery,
  paymentBody,
  ORDER_IDEMPOTENCY_KEY,
  placeOrderBody,
  refuseCardNumbers,
} from "./checkout.schema";
import type { CheckoutService } from "./checkout.service";
import { modifyQuery, ordersCommands } from "./orders.commands";
import { type SavedCardCommands, cardParams, savedCardCommands } from "./saved-cards.commands";
import type { OrderPlacementService } from "./order-placement.service";
import type { OrdersService } from "./orders.service";
import type { WalletPaymentService } from "./wallet-payment.service";

function methodOf(request: FastifyRequest): string {
  const override = request.headers["x-http-method-override"];
  return (typeof override === "string" ? override : request.method).toUpperCase();
}

// Objects are loose in the document: the answers carry the whole CheckoutView of @quire/domain.
const checkoutData = z.object({ data: z.looseObject({ orderPayment: z.looseObject({}).nullable() }) });
const authTokenAnswer = z.object({
  value: z.string(),
  validUntil: z.string(),
  tokenType: z.literal("SP"),
  transactionId: z.string(),
});
const orderAnswer = z.object({
  data: z.object({ order: z.looseObject({ orderNumber: z.string(), status: z.string(), totalCents: z.number().int() }) }),
});
// Untyped reply: the document's schema is loose, the answer is the whole CheckoutView.
const sendView = (reply: FastifyReply, view: CheckoutView, extra: object = {}) => reply.send({ data: view, ...extra });

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

/** the plugin's instance, reading its schemas through Zod */
type CheckoutApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export async function checkoutRoutes(
  appBase: FastifyInstance,
  opts: { checkouts: CheckoutService; placements: OrderPlacementService; orders: OrdersService; wallets?: WalletPaymentService },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { checkouts, placements, orders } = opts;
  const commands = checkoutCommands({ checkouts, placements });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setValidatorCompiler(schemasParsedByHandlers);
  app.addHook("preHandler", async (request, reply) => {
    reply.header("cache-control", "no-store");
    // A card number never travels to the storefront: refused before any rule reads the body.
    if (request.body !== undefined) refuseCardNumbers(request.body);
  });
  checkoutStepRoutes(app, checkouts, commands, opts.wallets);
  orderRoutes(app, checkouts, orders, commands);
  savedCardRoutes(app, checkouts, savedCardCommands(checkouts));
}

const tags = ["checkout"];

/** Delivery, the addresses, the payment and the card form's token: a checkout's steps before its order. */
function checkoutStepRoutes(
  app: CheckoutApp,
  checkouts: CheckoutService,
  commands: CheckoutCommands,
  wallets?: WalletPaymentService,
) {
  const saveAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    const method = methodOf(request);
    if (method !== "POST" && method !== "PUT") throw new AppError(405, "METHOD_NOT_ALLOWED", `${method} is not allowed here`);
    return sendView(reply, await runJson(commands.saveAddress, { request, reply }, request.body));
  };
  app.post(
    "/cc/api/checkout/default/address",
    {
      schema: {
        tags,
        summary: "Set the shipping, billing or pickup-person address (X-HTTP-Method-Override: PUT to change)",
        body: addressBody,
        response: { 200: checkoutData, ...errors },
      },
    },
    saveAddress,
  );
  app.put(
    "/cc/api/checkout/default/address",
    {
      schema: {
        tags,
        summary: "Change the shipping, billing or pickup-person address",
        body: addressBody,
        response: { 200: checkoutData, ...errors },
      },
    },
    saveAddress,
  );

  app.post(
    "/cc/api/checkout/default/delivery",
    {
      schema: {
        tags,
        summary: "Ship to an address or pick up at a store",
        body: deliveryBody,
        response: { 200: checkoutData, ...errors },
      },
    },
    async (request, reply) => sendView(reply, await runJson(commands.chooseDelivery, { request, reply }, request.body)),
  );

  app.post(
    "/cc/api/checkout/default/payment",
    {
      schema: {
        tags,
        summary: "Attach a payment: a gateway card token, a saved card, or (advantage) on account with a PO number",
        body: paymentBody,
        response: { 200: checkoutData, ...errors },
      },
    },
    async (request, reply) => sendView(reply, await runJson(commands.attachPayment, { request, reply }, request.body)),
  );

  app.post(
    "/cc/api/payment/gateway/authToken",
    {
      schema: {
        tags,
        summary:
          "A payment auth token bound to this shopper and cart: SP for the gateway's card form; P (PayPal, with paypalClientToken), K (Klarna) or AP (Apple Pay) for the wallet's page, valid 23 hours",
        querystring: z.object({ type: z.enum(["SP", "P", "K", "AP"]).optional() }),
        response: {
          200: authTokenAnswer.extend({
            tokenType: z.enum(["SP", "P", "K", "AP"]),
            paypalClientToken: z.object({ ClientToken: z.string(), ReturnUser: z.boolean() }).optional(),
            walletClientToken: z.object({ ClientToken: z.string(), ReturnUser: z.boolean() }).optional(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const type = (request.query as { type?: unknown }).type;
      // ---- wallets (decision 019): P, K and AP are the wallet service's
      const wallet = walletOfTokenType(type);
      if (wallet && wallets) return reply.send(await wallets.issueToken(shopperOfRequest(request), wallet));
      if (type !== undefined && type !== "SP")
        throw new AppError(400, "INVALID_REQUEST", "type: SP (card), P (PayPal), K (Klarna) or AP (Apple Pay)");
      return reply.send(await checkouts.issuePaymentAuthToken(shopperOfRequest(request)));
    },
  );
}

/** Placing the order, the shopper's orders, and an approver opening one as their cart. */
function orderRoutes(app: CheckoutApp, checkouts: CheckoutService, orders: OrdersService, commands: CheckoutCommands) {
  const openAsCart = ordersCommands(orders).openAsCart;
  app.post(
    "/cc/api/checkout/default/order",
    {
      schema: {
        tags,
        summary: "Place the order. Needs an Idempotency-Key header and the reviewed total (expectedTotal, cents)",
        headers: z.object({ "idempotency-key": z.string().describe("8-100 letters, digits or . _ : -") }),
        body: placeOrderBody,
        response: { 200: orderAnswer, 201: orderAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers["idempotency-key"];
      if (typeof key !== "string" || !ORDER_IDEMPOTENCY_KEY.test(key)) {
        throw new AppError(
          400,
          "IDEMPOTENCY_KEY_REQUIRED",
          "Send an Idempotency-Key header of 8 to 100 letters, digits or . _ : -",
        );
      }
      const body = request.body;
      const input = typeof body === "object" && body !== null && !Array.isArray(body) ? { ...body, idempotencyKey: key } : body;
      const order = await runJson(commands.placeOrder, { request, reply }, input);
      return reply.status(order.replayed ? 200 : 201).send({ data: { order: { ...order } } });
    },
  );

  app.get(
    "/cc/api/orders",
    {
      schema: {
        tags,
        summary: "The signed-in shopper's orders, newest first (approvers: their account's)",
        querystring: ordersQuery,
        response: { 200: z.looseObject({}), ...errors },
      },
    },
    async (request, reply) => {
      const shopper = shopperOfRequest(request);
      const query = ordersQuery.safeParse(request.query);
      if (!query.success)
        throw new AppError(400, "INVALID_REQUEST", "page and pageSize must be positive whole numbers (pageSize at most 50)");
      return reply.send({ data: await orders.list(shopper, request.session, query.data.page ?? 1, query.data.pageSize ?? 10) });
    },
  );

  app.get(
    "/cc/api/orders/:orderNumber",
    {
      schema: {
        tags,
        summary: "One order of the signed-in shopper (another's is a 404)",
        params: z.object({ orderNumber: z.string().max(40) }),
        response: { 200: z.looseObject({}), ...errors },
      },
    },
    async (request, reply) => {
      const shopper = shopperOfRequest(request);
      const { orderNumber } = request.params as { orderNumber: string };
      if (!/^\d{1,20}$/.test(orderNumber)) throw new AppError(404, "ORDER_NOT_FOUND", "We couldn't find that order.");
      return reply.send({ data: { order: await orders.get(shopper, request.session, orderNumber) } });
    },
  );

  // MODIFY_CART (spec section 7): an approver opens an order waiting for approval as their cart.
  const modifyOrder = async (request: FastifyRequest, reply: FastifyReply) => {
    if (methodOf(request) !== "PUT") {
      throw new AppError(405, "METHOD_NOT_ALLOWED", "Use PUT (or POST with X-HTTP-Method-Override: PUT)");
    }
    await runJson(openAsCart, { request, reply }, request.query);
    const { cartInfo } = await checkouts.views.readCart(cartViewerOfShopper(shopperOfRequest(request)));
    return reply.send({ data: { cartInfo } });
  };
  const modifyDocs = (summary: string) => ({
    schema: { tags, summary, querystring: modifyQuery, response: { 200: z.looseObject({}), ...errors } },
  });
  app.put(
    "/cc/api/cart/default",
    modifyDocs("An approver opens an order waiting for approval as their cart (actionType=MODIFY_CART)"),
    modifyOrder,
  );
  app.post("/cc/api/cart/default", modifyDocs("MODIFY_CART with X-HTTP-Method-Override: PUT"), modifyOrder);
}

/** The account's saved cards: list, add, make default, remove. */
function savedCardRoutes(app: CheckoutApp, checkouts: CheckoutService, cards: SavedCardCommands) {
  app.get(
    "/cc/api/payment/cards",
    {
      schema: {
        tags,
        summary: "The shopper's saved cards (brand, last four, expiry; default first)",
        response: { 200: z.looseObject({}), ...errors },
      },
    },
    async (request, reply) => reply.send({ data: await checkouts.savedCards(shopperOfRequest(request)) }),
  );
  app.post(
    "/cc/api/payment/cards",
    {
      schema: {
        tags,
        summary:
          "Save a card the gateway tokenised (cardPayment.accountNumber = its token; userNotes = nickname; defaultPayment). 201 with the cards and the new card; 409 CARD_ALREADY_SAVED; 400 SAVED_CARD_LIMIT_REACHED past 10 cards",
        body: addCardBody,
        response: { 201: z.looseObject({}), ...errors },
      },
    },
    async (request, reply) => {
      const card = await runJson(cards.add, { request, reply }, request.body);
      return reply.status(201).send({ data: { ...(await checkouts.savedCards(shopperOfRequest(request))), card } });
    },
  );
  app.post(
    "/cc/api/payment/cards/authToken",
    {
      schema: {
        tags,
        summary: "A payment auth token (SP) for the card form outside a checkout: adding a saved card, with or without a cart",
        response: { 200: authTokenAnswer, ...errors },
      },
    },
    async (request, reply) => reply.send(checkouts.savedCardAuthToken(shopperOfRequest(request))),
  );
  const makeDefault = async (request: FastifyRequest, reply: FastifyReply) => {
    if (methodOf(request) !== "PUT")
      throw new AppError(405, "METHOD_NOT_ALLOWED", "Use PUT (or POST with X-HTTP-Method-Override: PUT)");
    await runJson(cards.makeDefault, { request, reply }, request.params);
    return reply.send({ data: await checkouts.savedCards(shopperOfRequest(request)) });
  };
  app.put(
    "/cc/api/payment/cards/:id/default",
    {
      schema: {
        tags,
        summary: "Make a saved card the default",
        params: cardParams,
        response: { 200: z.looseObject({}), ...errors },
      },
    },
    makeDefault,
  );
  app.post(
    "/cc/api/payment/cards/:id/default",
    {
      schema: {
        tags,
        summary: "Make a saved card the default (X-HTTP-Method-Override: PUT)",
        params: cardParams,
        response: { 200: z.looseObject({}), ...errors },
      },
    },
    makeDefault,
  );
  const deleteCard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (methodOf(request) !== "DELETE")
      throw new AppError(405, "METHOD_NOT_ALLOWED", "Use DELETE (or POST with X-HTTP-Method-Override: DELETE)");
    await runJson(cards.remove, { request, reply }, request.params);
    return reply.send({ data: await checkouts.savedCards(shopperOfRequest(request)) });
  };
  app.delete(
    "/cc/api/payment/cards/:id",
    { schema: { tags, summary: "Remove a saved card", params: cardParams, response: { 200: z.looseObject({}), ...errors } } },
    deleteCard,
  );
  app.post(
    "/cc/api/payment/cards/:id",
    {
      schema: {
        tags,
        summary: "Remove a saved card (X-HTTP-Method-Override: DELETE)",
        params: cardParams,
        response: { 200: z.looseObject({}), ...errors },
      },
    },
    deleteCard,
  );
}
