import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { runJson } from "../../http/commands";
import { AppError } from "../../http/errors";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { cartViewerOf, setNewCartCookie } from "./cart-request";
import type { CartService } from "./cart.service";
import { savedItemsCommands } from "./saved-items.commands";
import { parseListPage, saveRequest, savedItemParams, savedListQuery } from "./saved-items.schema";
import type { SavedResult } from "./saved-items.service";

// Saved for later under /cc/api (cart.md section 7; decision 024). Failures answer the spec's
// {message: 'ERROR', errors: [{code, message}]} with the HTTP status; the CSRF check of every
// other cart call applies (decision 010).

type ListQuery = { page?: string; size?: string; fullResponse?: string };

const savedError = z
  .object({ message: z.literal("ERROR"), errors: z.array(z.object({ code: z.string(), message: z.string() })) })
  .describe("The spec's saved-for-later failure");
const savedAnswer = z
  .object({ message: z.literal("SUCCESS"), data: z.looseObject({}) })
  .describe("sflItems (newest first), page, size, totalCount; cartInfo when the cart changed");

function methodOf(request: FastifyRequest): string {
  const override = request.headers["x-http-method-override"];
  return (typeof override === "string" ? override : request.method).toUpperCase();
}

function send(request: FastifyRequest, reply: FastifyReply, result: SavedResult) {
  reply.header("cache-control", "no-store");
  if (result.cart) {
    reply.header("x-ctx-token", result.cart.ctxToken);
    setNewCartCookie(request, reply, result.cart);
  }
  return reply.status(result.statusCode).send(result.body);
}

/** A refusal thrown before the service answered (bad input, wrong method), in the spec's shape. */
function refusal(error: AppError): SavedResult {
  return {
    statusCode: error.statusCode,
    body: { message: "ERROR", errors: [{ code: error.code, message: error.message }] },
    cart: null,
  };
}

export async function savedItemsRoutes(appBase: FastifyInstance, opts: { carts: CartService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const saved = opts.carts.saved;
  const commands = savedItemsCommands(opts.carts);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setValidatorCompiler(schemasParsedByHandlers);
  const docs = (summary: string, extra: Record<string, unknown> = {}) => ({
    tags: ["saved for later"],
    summary,
    querystring: savedListQuery,
    response: { 200: savedAnswer, 400: savedError, 404: savedError, 405: savedError, 415: savedError },
    ...extra,
  });
  /** Runs a handler; an AppError (bad input, wrong method) answers in the spec's failure shape. */
  const handle =
    <R extends FastifyRequest>(run: (request: R, reply: FastifyReply) => Promise<SavedResult>) =>
    async (request: R, reply: FastifyReply) => {
      try {
        return send(request, reply, await run(request, reply));
      } catch (error) {
        if (error instanceof AppError) return send(request, reply, refusal(error));
        throw error;
      }
    };
  const only = (request: FastifyRequest, method: string) => {
    const asked = methodOf(request);
    if (asked !== method) throw new AppError(405, "METHOD_NOT_ALLOWED", `${asked} is not allowed here`);
  };
  const jsonBody = (request: FastifyRequest) => {
    if (typeof request.body === "string") {
      throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Send saved for later a JSON body (application/json).");
    }
    return request.body;
  };

  const list = handle(async (request: FastifyRequest<{ Querystring: ListQuery }>) => {
    const { page, size } = parseListPage(request.query);
    const data = await saved.list(cartViewerOf(request), page, size);
    return { statusCode: 200, body: { message: "SUCCESS", data: { ...data } }, cart: null };
  });
  const save = handle(async (request: FastifyRequest<{ Querystring: ListQuery }>, reply) => {
    only(request, "POST");
    parseListPage(request.query);
    return runJson(commands.save, { request, reply }, jsonBody(request));
  });
  const remove = handle(async (request: FastifyRequest<{ Params: { id: string }; Querystring: ListQuery }>, reply) => {
    only(request, "DELETE");
    const page = parseListPage(request.query);
    const fullList = request.query.fullResponse === "true" ? page : null;
    return runJson(commands.remove, { request, reply }, { id: request.params.id, fullList });
  });
  const moveOne = handle(async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    only(request, "POST");
    return runJson(commands.moveToCart, { request, reply }, { id: request.params.id });
  });
  const moveAll = handle(async (request: FastifyRequest, reply) => {
    only(request, "POST");
    return runJson(commands.moveAllToCart, { request, reply }, {});
  });

  app.get("/cc/api/sfl", { schema: docs("The saved-for-later list, newest first by createdDate") }, list);
  app.post(
    "/cc/api/sfl",
    { schema: docs("Save for later: a cart line (it leaves the cart) or a product", { body: saveRequest }) },
    save,
  );
  app.post(
    "/cc/api/sfl/move-all",
    { schema: docs("Move every saved item to the cart (answers the cart, message SFL_MOVED)", {}) },
    moveAll,
  );
  app.post(
    "/cc/api/sfl/:id",
    {
      schema: docs("Remove a saved item (X-HTTP-Method-Override: DELETE); fullResponse=true answers the list", {
        params: savedItemParams,
      }),
    },
    remove,
  );
  app.delete("/cc/api/sfl/:id", { schema: docs("Remove a saved item", { params: savedItemParams }) }, remove);
  app.post(
    "/cc/api/sfl/:id/move",
    {
      schema: docs("Move a saved item to the cart (answers the cart, message SFL_MOVED)", { params: savedItemParams }),
    },
    moveOne,
  );
}
