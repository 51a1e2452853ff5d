import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { runJson } from "../../http/commands";
import { AppError } from "../../http/errors";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import {
  addItemsBody,
  createListBody,
  isIdLike,
  listItemParams,
  listItemsQuerySchema,
  listPageQuerySchema,
  listParams,
  listsError,
  listsQuerySchema,
  parseItemIdsQuery,
  updateListBody,
} from "./lists.schema";
import { type ListsCommands, listsCommands } from "./lists.commands";
import type { ListsService } from "./lists.service";

// The lists service (storefront.md section 7; decisions 032 and 033), under /cc/api on both
// tenants, and the header's getListCardData under both sparxProxy prefixes. DELETE and PUT also
// come as POST with X-HTTP-Method-Override, as the spec's client sends them. Failures are
// {code, message} with the status; CSRF applies to every change (decision 010).

type Params = { id: string };
type ItemParams = { id: string; itemId: string };

function methodOf(request: FastifyRequest): string {
  const override = request.headers["x-http-method-override"];
  return (typeof override === "string" ? override.trim() : request.method).toUpperCase();
}

function listIdOf(params: { id: string }): string {
  // an id no list could have is the same 404 as an unknown one
  if (!isIdLike(params.id)) throw new AppError(404, "LIST_NOT_FOUND", "We couldn't find that list.");
  return params.id;
}

const answer = z.looseObject({});

/** A query's parameters as text: a repeated one (?access=A&access=B) is read as "A,B". */
function textQuery(query: unknown): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (typeof value === "string") out[key] = value;
    else if (Array.isArray(value)) out[key] = value.filter((v) => typeof v === "string").join(",");
  }
  return out;
}

const errors = { 400: listsError, 401: listsError, 403: listsError, 404: listsError, 405: listsError, 409: listsError };

/** A call's documentation (its row of docs/api.md); answers are the domain's types, documented loosely. */
function docs(summary: string, description: string, extra: Record<string, unknown> = {}) {
  return {
    tags: ["lists"],
    summary,
    description,
    response: { 200: answer, ...errors },
    ...extra,
  };
}

export async function listsRoutes(app: FastifyInstance, opts: { lists: ListsService }): Promise<void> {
  // answers are the domain's types (ListsState, ...); the zod schemas document the calls
  const { lists } = opts;
  const commands = listsCommands(lists);
  app.setValidatorCompiler(schemasParsedByHandlers);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  userListsRoutes(app, lists, commands);
  listItemRoutes(app, commands);
  oneListRoutes(app, lists, commands);
  listCardRoutes(app, lists);
}

/** The user's lists, which of them hold some items, and a new list. */
function userListsRoutes(app: FastifyInstance, lists: ListsService, commands: ListsCommands): void {
  app.get(
    "/cc/api/lists",
    {
      schema: docs(
        "The user's lists (spec: GET /lists)",
        "The lists state: shoppingLists (a page), metadata {pagination, totalItems, itemCount}, showCount, availableAccessLevel, readOnly, favorites, maxFavoriteReached, allowedAccessLevel. Own PERSONAL lists plus the account's SHARED and GLOBAL ones. Defaults page 1, size 100, sortBy modified, sortOrder asc, access PERSONAL,SHARED,GLOBAL. 401 for guests, 400 for an unknown sortBy, sortOrder or access.",
        { querystring: listsQuerySchema },
      ),
    },
    async (request) => lists.state(request.session, textQuery(request.query)),
  );

  app.get(
    "/cc/api/lists/items",
    {
      schema: docs(
        "Which of the user's lists hold these items (spec: GET /lists/items)",
        "?itemIds=a,b (1 to 100): {items: [{itemId, lists: [{listId, name, listItemId, qty}]}]}, for the add-to-list modal.",
        { querystring: listItemsQuerySchema },
      ),
    },
    async (request) => lists.itemsOnLists(request.session, parseItemIdsQuery(textQuery(request.query).itemIds)),
  );

  app.post(
    "/cc/api/list",
    {
      schema: {
        ...docs(
          "Create a list (spec: POST /list)",
          "Body {name, accessLevel (PERSONAL default, SHARED for business users, GLOBAL for administrators), items?: [{itemId, qty}]}. 201 with the list. 400 INVALID_LIST_NAME 'List name is required', 403 LIST_ACCESS_NOT_ALLOWED, 404 ITEM_NOT_FOUND.",
          { body: createListBody },
        ),
        response: { 201: answer, ...errors },
      },
    },
    async (request, reply) => {
      const list = await runJson(commands.create, { request, reply }, request.body);
      return reply.status(201).send(list);
    },
  );
}

/** A list's lines: added, or one removed. */
function listItemRoutes(app: FastifyInstance, commands: ListsCommands): void {
  app.post(
    "/cc/api/list/:id/item",
    {
      schema: docs(
        "Add items to a list (spec: POST /list/{id}/item)",
        "Body {itemId, qty} or {items: [{itemId, qty}]}, optional replace: true to set the line's quantity instead of adding to it. Answers {list, items: [{listItemId, itemId, qty}]}. 404 LIST_NOT_FOUND (also another account's list), 403 LIST_READ_ONLY or LIST_NOT_ALLOWED, 404 ITEM_NOT_FOUND, 409 MAX_LIST_ITEMS_REACHED (1,000 lines); quantities add up to at most 9,999.",
        { params: listParams, body: addItemsBody },
      ),
    },
    async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      const listId = listIdOf(request.params);
      const [added] = await runJson(commands.addItem, { request, reply }, { listIds: [listId], add: request.body });
      return added;
    },
  );

  const removeItem = async (request: FastifyRequest<{ Params: ItemParams }>, reply: FastifyReply) => {
    if (methodOf(request) !== "DELETE") throw new AppError(405, "METHOD_NOT_ALLOWED", `${methodOf(request)} is not allowed here`);
    const listId = listIdOf(request.params);
    return { list: await runJson(commands.removeItem, { request, reply }, { listId, listItemId: request.params.itemId }) };
  };
  const removeItemDocs = docs(
    "Remove a line from a list (spec: DELETE /list/{id}/item/{itemId}; also POST with X-HTTP-Method-Override: DELETE)",
    "itemId is the line's listItemId or its item id. Answers {list}. 404 LIST_ITEM_NOT_FOUND.",
    { params: listItemParams },
  );
  app.delete("/cc/api/list/:id/item/:itemId", { schema: removeItemDocs }, removeItem);
  app.post("/cc/api/list/:id/item/:itemId", { schema: removeItemDocs }, removeItem);
}

/** One list: read a page of it, change it, delete it. */
function oneListRoutes(app: FastifyInstance, lists: ListsService, commands: ListsCommands): void {
  app.get(
    "/cc/api/list/:id",
    {
      schema: docs(
        "A list and a page of its items (spec: GET /list/{id})",
        "?page (from 1), ?size (1 to 100, default 24): {list, items (newest first, with title, imageUrl, itemUrl, unit, priceCents, basePriceCents, available), metadata, allowedAccessLevel}.",
        { params: listParams, querystring: listPageQuerySchema },
      ),
    },
    async (request: FastifyRequest<{ Params: Params }>) =>
      lists.detail(request.session, listIdOf(request.params), textQuery(request.query)),
  );

  const change = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const method = methodOf(request);
    const listId = listIdOf(request.params);
    const caller = { request, reply };
    if (method === "PUT") return reply.send({ list: await runJson(commands.update, caller, { listId, change: request.body }) });
    if (method === "DELETE") return reply.send(await runJson(commands.remove, caller, { listId }));
    throw new AppError(405, "METHOD_NOT_ALLOWED", `${method} is not allowed here`);
  };
  const updateDocs = docs(
    "Rename, favourite, or change a list's access (spec: PUT /list/{id}; also POST with X-HTTP-Method-Override: PUT)",
    "Body {name} (members of a shared list unless read-only), {favorite: true|false} or {deletefavoriteById: true}, and for the owner {accessLevel, readOnly}. Answers {list}. 409 MAX_FAVORITE_REACHED past 10 favourites.",
    { params: listParams, body: updateListBody },
  );
  app.put("/cc/api/list/:id", { schema: updateDocs }, change);
  app.delete(
    "/cc/api/list/:id",
    {
      schema: docs(
        "Delete a list (spec: DELETE /list/{id}; also POST with X-HTTP-Method-Override: DELETE)",
        "Its owner only (a GLOBAL list: the account's administrators). Answers {id, name}.",
        { params: listParams },
      ),
    },
    change,
  );
  app.post(
    "/cc/api/list/:id",
    { schema: { ...updateDocs, summary: "PUT or DELETE /list/{id} by X-HTTP-Method-Override" } },
    change,
  );
}

/** The header's lists card, under both sparxProxy prefixes. */
function listCardRoutes(app: FastifyInstance, lists: ListsService): void {
  for (const prefix of ["/api", "/ele-lpd/api"]) {
    app.post(
      `${prefix}/sparxProxy/getListCardData`,
      {
        schema: docs(
          "The header's lists card (spec: getListCardData)",
          "data.listsData.lists: the user's 5 most recently modified lists; totalLists: all the lists they can open. Guests get an empty list.",
          { body: z.looseObject({}).optional() },
        ),
      },
      async (request) => lists.cardData(request.session),
    );
  }
}
