import {
  LIST_ITEMS_PAGE_SIZE,
  type ListAccessLevel,
  LIST_ACCESS_LEVELS,
  MAX_ITEMS_PER_CALL,
  MAX_LIST_ITEM_QUANTITY,
  normalizeListName,
  parseRequestedQuantity,
} from "@quire/domain";
import { z } from "zod";
import { AppError } from "../../http/errors";
import { refuseCardNumberIn } from "../../http/free-text";

// The lists calls' inputs (decision 033), parsed once by the handlers so a refusal carries the
// call's own code and words; the zod schemas below document the same shapes in OpenAPI.

const ITEM_ID = /^[A-Za-z0-9_-]{1,40}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const INVALID_LIST_NAME = "INVALID_LIST_NAME";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function badRequest(message: string, code = "INVALID_REQUEST"): AppError {
  return new AppError(400, code, message);
}

/** A JSON object body, or a 400 (a form or text body is 415 before this). */
function objectBody(body: unknown, what: string): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (!isRecord(body)) throw badRequest(`Send ${what} as a JSON object.`);
  return body;
}

export function parseListName(raw: unknown): string {
  refuseCardNumberIn({ name: raw });
  const result = normalizeListName(raw);
  // fields: the create and rename forms show the words at the name field
  if (!result.ok) throw new AppError(400, INVALID_LIST_NAME, result.message, { fields: { name: result.message } });
  return result.name;
}

export function parseAccessLevel(raw: unknown): ListAccessLevel {
  const level = typeof raw === "string" ? raw.trim().toUpperCase() : raw === undefined || raw === null ? "PERSONAL" : "";
  if (!(LIST_ACCESS_LEVELS as readonly string[]).includes(level))
    throw badRequest("accessLevel is PERSONAL, SHARED or GLOBAL.", "INVALID_ACCESS_LEVEL");
  return level as ListAccessLevel;
}

function parseItemId(raw: unknown): string {
  const id = typeof raw === "number" && Number.isInteger(raw) ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (!ITEM_ID.test(id)) throw badRequest("Each item needs an itemId.", "INVALID_ITEMS");
  return id;
}

function parseQty(raw: unknown): number {
  const parsed = parseRequestedQuantity(raw, { allowZero: false, required: false });
  if (!parsed.ok || parsed.qty > MAX_LIST_ITEM_QUANTITY)
    throw badRequest(`A quantity is a whole number from 1 to ${MAX_LIST_ITEM_QUANTITY}.`, "INVALID_QTY");
  return parsed.qty;
}

export interface ListItemInput {
  itemId: string;
  qty: number;
}

/** items: [{itemId, qty}] (1 to 100), or one itemId with qty; the same item twice adds up. */
export function parseItems(body: Record<string, unknown>, required: boolean): ListItemInput[] {
  let raw: unknown[];
  if (Array.isArray(body.items)) raw = body.items;
  else if (body.itemId !== undefined && body.itemId !== null && body.itemId !== "")
    raw = [{ itemId: body.itemId, qty: body.qty }];
  else if (body.items === undefined || body.items === null) {
    if (required) throw badRequest("Items not passed", "INVALID_ITEMS");
    return [];
  } else throw badRequest("items is a list of {itemId, qty}.", "INVALID_ITEMS");
  if (required && raw.length === 0) throw badRequest("Items not passed", "INVALID_ITEMS");
  if (raw.length > MAX_ITEMS_PER_CALL)
    throw badRequest(`Too many items: at most ${MAX_ITEMS_PER_CALL} in one call`, "INVALID_ITEMS");
  const merged = new Map<string, number>();
  for (const item of raw) {
    if (!isRecord(item)) throw badRequest("Each item needs an itemId.", "INVALID_ITEMS");
    const itemId = parseItemId(item.itemId);
    merged.set(itemId, (merged.get(itemId) ?? 0) + parseQty(item.qty));
  }
  return [...merged].map(([itemId, qty]) => ({ itemId, qty: Math.min(qty, MAX_LIST_ITEM_QUANTITY) }));
}

export interface CreateListInput {
  name: string;
  accessLevel: ListAccessLevel;
  items: ListItemInput[];
}

export function parseCreateList(body: unknown): CreateListInput {
  const b = objectBody(body, "the list");
  return { name: parseListName(b.name), accessLevel: parseAccessLevel(b.accessLevel), items: parseItems(b, false) };
}

export interface AddItemsInput {
  items: ListItemInput[];
  /** the line's quantity becomes qty instead of adding to it */
  replace: boolean;
}

const flag = (raw: unknown, name: string): boolean => {
  if (raw === undefined || raw === null || raw === false || raw === "false") return false;
  if (raw === true || raw === "true") return true;
  throw badRequest(`${name} must be true or false.`);
};

export function parseAddItems(body: unknown): AddItemsInput {
  const b = objectBody(body, "the items");
  return { items: parseItems(b, true), replace: flag(b.replace, "replace") };
}

export interface UpdateListInput {
  name?: string;
  favorite?: boolean;
  accessLevel?: ListAccessLevel;
  readOnly?: boolean;
}

/** PUT /list/{id}: name; or favorite (true marks, false unmarks) and deletefavoriteById (unmarks); or, for its owner, accessLevel and readOnly. */
export function parseUpdateList(body: unknown, listId: string): UpdateListInput {
  const b = objectBody(body, "the change");
  const update: UpdateListInput = {};
  if (b.name !== undefined) update.name = parseListName(b.name);
  if (b.favorite !== undefined && b.favorite !== null) update.favorite = flag(b.favorite, "favorite");
  const unmark = b.deletefavoriteById;
  if (unmark !== undefined && unmark !== null && unmark !== false && unmark !== "false") {
    if (unmark !== true && unmark !== "true" && unmark !== listId)
      throw badRequest("deletefavoriteById is true or this list's id.");
    if (update.favorite === true) throw badRequest("Send favorite or deletefavoriteById, not both.");
    update.favorite = false;
  }
  // null leaves these as they are (a create's null access is PERSONAL; a change's is no change)
  if (b.accessLevel !== undefined && b.accessLevel !== null) update.accessLevel = parseAccessLevel(b.accessLevel);
  if (b.readOnly !== undefined && b.readOnly !== null) update.readOnly = flag(b.readOnly, "readOnly");
  if (Object.keys(update).length === 0)
    throw badRequest("Send what changes: name, favorite, deletefavoriteById, accessLevel or readOnly.");
  return update;
}

/** An id in a path: anything else cannot name a list or a line, so it is the same 404 as an unknown one. */
export function isIdLike(id: string): boolean {
  return ID.test(id);
}

const wholeNumber = /^\d{1,6}$/;

/** GET /list/{id}'s page: from 1; size 1 to 100 (default 24). */
export function parseItemsPage(query: { page?: unknown; size?: unknown }): { page: number; size: number } {
  const read = (raw: unknown, fallback: number, name: string, max: number) => {
    if (raw === undefined || raw === "") return fallback;
    if (typeof raw !== "string" || !wholeNumber.test(raw.trim())) throw badRequest(`${name} is a whole number.`);
    const n = Number(raw.trim());
    if (n < 1 || n > max) throw badRequest(`${name} is from 1 to ${max}.`);
    return n;
  };
  return { page: read(query.page, 1, "page", 100_000), size: read(query.size, LIST_ITEMS_PAGE_SIZE, "size", 100) };
}

/** GET /lists/items?itemIds=a,b: 1 to 100 item ids. */
export function parseItemIdsQuery(raw: unknown): string[] {
  const ids = (typeof raw === "string" ? raw : "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (ids.length === 0) throw badRequest("Send itemIds: one or more item ids, separated by commas.", "INVALID_ITEMS");
  if (ids.length > MAX_ITEMS_PER_CALL) throw badRequest(`At most ${MAX_ITEMS_PER_CALL} item ids.`, "INVALID_ITEMS");
  for (const id of ids) if (!ITEM_ID.test(id)) throw badRequest(`"${id.slice(0, 40)}" is not an item id.`, "INVALID_ITEMS");
  return [...new Set(ids)];
}

// --- documentation (OpenAPI) -------------------------------------------------------------------

export const listsQuerySchema = z.object({
  mmx: z.string().optional(),
  sortBy: z.string().optional().describe("modified (default) or name"),
  sortOrder: z.string().optional().describe("asc (default) or desc"),
  size: z.string().optional().describe("1 to 100 (default 100)"),
  page: z.string().optional().describe("from 1 (default 1)"),
  search: z.string().optional().describe("part of a list's name (case and accents ignored)"),
  access: z.string().optional().describe("PERSONAL, SHARED, GLOBAL, FAVORITE, comma-separated (default the first three)"),
  ignoreList: z.string().optional().describe("list ids to leave out, comma-separated"),
  dataEncode: z.string().optional(),
  responseType: z.string().optional(),
  action: z.string().optional(),
});
export const listItemsQuerySchema = z.object({
  mmx: z.string().optional(),
  itemIds: z.string().describe("item ids, comma-separated (1 to 100)"),
});
export const listPageQuerySchema = z.object({
  mmx: z.string().optional(),
  page: z.string().optional().describe("from 1 (default 1)"),
  size: z.string().optional().describe(`1 to 100 (default ${LIST_ITEMS_PAGE_SIZE})`),
});
export const listParams = z.object({ id: z.string() });
export const listItemParams = z.object({ id: z.string(), itemId: z.string().describe("the line's listItemId, or its item id") });
const itemInput = z.object({ itemId: z.union([z.string(), z.number()]), qty: z.union([z.number(), z.string()]).optional() });
export const createListBody = z.object({
  name: z.string(),
  accessLevel: z.enum(["PERSONAL", "SHARED", "GLOBAL"]).optional(),
  items: z.array(itemInput).optional(),
});
export const addItemsBody = z.object({
  itemId: z.union([z.string(), z.number()]).optional(),
  qty: z.union([z.number(), z.string()]).optional(),
  items: z.array(itemInput).optional(),
  replace: z.boolean().optional().describe("true: the line's quantity becomes qty"),
});
export const updateListBody = z.object({
  name: z.string().optional(),
  favorite: z.boolean().optional(),
  deletefavoriteById: z.union([z.boolean(), z.string()]).optional(),
  accessLevel: z.enum(["PERSONAL", "SHARED", "GLOBAL"]).optional(),
  readOnly: z.boolean().optional(),
});
export const listsError = z.object({ code: z.string(), message: z.string() });
