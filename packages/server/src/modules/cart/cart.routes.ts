import { CART_AREA_MESSAGES } from "@quire/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { runJson } from "../../http/commands";
import { AppError } from "../../http/errors";
import { errorResponse } from "../../http/error-response";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { type CartCommands, cartCommands } from "./cart.commands";
import { cartViewerOf, contextOf, methodOf, send } from "./cart-request";
import { addItemsRequest, checkoutStatusRequest, couponRequest, parseCheckoutStatus, updateItemsRequest } from "./cart.schema";
import { freeItemsRequestBody } from "./free-items.schema";
import type { CartService } from "./cart.service";
import { cartError, cartResponse } from "./cart-response.schema";

const cartHeaders = z.object({
  "x-http-method-override": z.string().optional(),
  "idempotency-key": z.string().optional().describe("a retried mutation with the same key is applied once"),
  "x-http-encode": z.string().optional().describe("present: the body is {encoded: base64(JSON)}"),
});

const docs = (summary: string, extra: Record<string, unknown> = {}) => ({
  tags: ["cart"],
  summary,
  headers: cartHeaders,
  response: {
    200: cartResponse,
    400: cartError,
    401: errorResponse,
    404: cartError,
    405: errorResponse,
    422: errorResponse,
    500: errorResponse,
  },
  ...extra,
});

const cartQuery = z.object({
  grindType: z.string().optional(),
  wt: z.string().optional(),
  alt: z.string().optional(),
  mmx: z.string().optional(),
  ux2: z.string().optional(),
  memItem: z.string().optional(),
  buyNow: z.string().optional(),
  invDtls: z.string().optional(),
  tenantId: z.string().optional(),
  requestType: z.enum(["sbaMMX", "sbaACI"]).optional(),
});
const itemParams = z.object({ cartItemId: z.string().min(1).max(64) });
const codeParams = z.object({ code: z.string().min(1).max(40) });
const updateQuery = z.object({ buyNow: z.string().optional(), actionType: z.string().optional() });

/** The cart calls' handlers: each change runs its command; the answer is the cart as the spec writes it. */
function cartHandlers(
  carts: CartService,
  commands: CartCommands,
  checkoutExtras?: (request: FastifyRequest) => Promise<Record<string, unknown>>,
) {
  const readCart = async (request: FastifyRequest, reply: FastifyReply) => {
    // the buy-now read is of the account's cart: a guest has no account to read (decision 072)
    if ((request.query as { buyNow?: string }).buyNow === "true" && request.session.userId === null) {
      throw new AppError(401, "MISSING_WEB_USER_ID", CART_AREA_MESSAGES.MISSING_WEB_USER_ID);
    }
    const { cartInfo, ctxToken } = await carts.readCart(cartViewerOf(request));
    const { cartInfo: moreCartInfo, ...extras } =
      checkoutExtras && request.session.userId !== null ? await checkoutExtras(request) : {};
    const body = { data: { cartInfo: { ...cartInfo, ...(moreCartInfo as object | undefined) }, ...extras } };
    return send(request, reply, { statusCode: 200, body, ctxToken, newOwnerToken: null });
  };
  const addOrUpdateItems = async (request: FastifyRequest, reply: FastifyReply) => {
    const method = methodOf(request);
    if (method === "PUT") return send(request, reply, await runJson(commands.updateItems, { request, reply }, request.body));
    if (method !== "POST") throw new AppError(405, "METHOD_NOT_ALLOWED", `${method} is not allowed here`);
    return send(request, reply, await runJson(commands.addItems, { request, reply }, request.body));
  };
  const deleteItem = async (request: FastifyRequest<{ Params: { cartItemId: string } }>, reply: FastifyReply) => {
    if (methodOf(request) !== "DELETE")
      throw new AppError(405, "METHOD_NOT_ALLOWED", "Use DELETE (or POST with X-HTTP-Method-Override: DELETE)");
    return send(request, reply, await runJson(commands.removeLine, { request, reply }, request.params));
  };
  const updateCart = async (
    request: FastifyRequest<{ Querystring: { buyNow?: string; actionType?: string } }>,
    reply: FastifyReply,
  ) => {
    if (methodOf(request) !== "PUT")
      throw new AppError(405, "METHOD_NOT_ALLOWED", "Use PUT (or POST with X-HTTP-Method-Override: PUT)");
    const body = request.body as Record<string, unknown> | undefined;
    if (request.query.buyNow === "true" || (body && "proceedCheckout" in body && !("items" in body) && !("item" in body))) {
      const proceed = parseCheckoutStatus(body);
      // Checkout needs a signed-in shopper; the storefront answers 401 with the login page.
      if (proceed && request.session.userId === null) {
        throw new AppError(401, "UNAUTHORIZED", "Please sign in to check out.");
      }
      return send(request, reply, await carts.setCheckoutStatus(contextOf(request), proceed));
    }
    const action = request.query.actionType ?? "EDIT_ITEM";
    if (action !== "EDIT_ITEM") throw new AppError(400, "INVALID_REQUEST", "actionType: only EDIT_ITEM is supported");
    return send(request, reply, await runJson(commands.updateItems, { request, reply }, request.body));
  };
  const applyCoupon = async (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, await runJson(commands.applyCoupon, { request, reply }, request.body));
  const removeCoupon = async (request: FastifyRequest<{ Params: { code: string } }>, reply: FastifyReply) => {
    if (methodOf(request) !== "DELETE")
      throw new AppError(405, "METHOD_NOT_ALLOWED", "Use DELETE (or POST with X-HTTP-Method-Override: DELETE)");
    return send(request, reply, await runJson(commands.removeCoupon, { request, reply }, { couponCode: request.params.code }));
  };

  return { readCart, addOrUpdateItems, deleteItem, updateCart, applyCoupon, removeCoupon };
}

export async function cartRoutes(
  appBase: FastifyInstance,
  opts: {
    carts: CartService;
    /** more of GET /cc/api/checkout's data for a signed-in shopper (the checkout module's orderPayment; cartInfo: fields merged into the cart's) */
    checkoutExtras?: (request: FastifyRequest) => Promise<Record<string, unknown>>;
  },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { carts } = opts;
  const commands = cartCommands(carts);
  // The response schemas document the cart's shape; the answer is written as the service built it
  // (no second pass that could strip a field the spec's clients read).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setValidatorCompiler(schemasParsedByHandlers);
  // Every cart body is a JSON object (or absent): anything else is refused before a rule reads it.
  app.addHook("preHandler", async (request) => {
    const body = request.body;
    if (body === undefined || body === null) return;
    if (typeof body === "string") {
      throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the cart a JSON body (application/json).");
    }
    if (typeof body !== "object" || Array.isArray(body)) {
      throw new AppError(400, "INVALID_REQUEST", "The body must be a JSON object.");
    }
  });
  // Each body is parsed in its handler with the request's schema; the routes carry the same schemas for the document.
  const { readCart, addOrUpdateItems, deleteItem, updateCart, applyCoupon, removeCoupon } = cartHandlers(
    carts,
    commands,
    opts.checkoutExtras,
  );

  app.get(
    "/cc/api/checkout",
    { schema: docs("The browser's cart (empty view when it has none)", { querystring: cartQuery }) },
    readCart,
  );
  app.post(
    "/cc/api/checkout/default/item",
    {
      schema: docs("Add items (with X-HTTP-Method-Override: PUT, update items)", {
        body: z.union([addItemsRequest, updateItemsRequest]),
      }),
    },
    addOrUpdateItems,
  );
  app.put("/cc/api/checkout/default/item", { schema: docs("Update items", { body: updateItemsRequest }) }, addOrUpdateItems);
  app.post(
    "/cc/api/checkout/default/item/:cartItemId",
    { schema: docs("Remove a line (X-HTTP-Method-Override: DELETE)", { params: itemParams }) },
    deleteItem,
  );
  app.delete("/cc/api/checkout/default/item/:cartItemId", { schema: docs("Remove a line", { params: itemParams }) }, deleteItem);
  app.post(
    "/cc/api/checkout/default",
    {
      schema: docs(
        "Update lines (actionType=EDIT_ITEM) or, with ?buyNow=true and proceedCheckout, the cart status; X-HTTP-Method-Override: PUT",
        { querystring: updateQuery, body: z.union([updateItemsRequest, checkoutStatusRequest]) },
      ),
    },
    updateCart,
  );
  app.put(
    "/cc/api/checkout/default",
    {
      schema: docs("Update lines or the cart status", {
        querystring: updateQuery,
        body: z.union([updateItemsRequest, checkoutStatusRequest]),
      }),
    },
    updateCart,
  );
  app.post("/cc/api/checkout/default/coupon", { schema: docs("Apply a coupon code", { body: couponRequest }) }, applyCoupon);
  app.post(
    "/cc/api/checkout/default/coupon/:code",
    { schema: docs("Remove a coupon (X-HTTP-Method-Override: DELETE)", { params: codeParams }) },
    removeCoupon,
  );
  app.delete("/cc/api/checkout/default/coupon/:code", { schema: docs("Remove a coupon", { params: codeParams }) }, removeCoupon);
  app.post(
    "/cc/api/checkout/default/freeItems",
    {
      schema: docs("Claim free items ({freeItems: [{offerId}]}) or remove them ({deleteFreeItems: [{freeItemId}]})", {
        body: freeItemsRequestBody,
      }),
    },
    async (request, reply) => send(request, reply, await runJson(commands.changeFreeItems, { request, reply }, request.body)),
  );
}
