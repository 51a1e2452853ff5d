import { SAVED_ITEMS_PAGE_SIZE, parseRequestedQuantity, savedListPage } from "@quire/domain";
import { z } from "zod";
import { AppError } from "../../http/errors";
import { ITEM_ID } from "./cart-line-rules";

// The saved-for-later calls' inputs (decision 024), parsed once; a refusal is a 400 with words.

/** What is saved: a line of the cart (it leaves the cart), or a product and a quantity. */
export type SaveRequest = { cartItemId: string } | { itemId: string; qty: number };

export const saveRequest = z
  .union([
    z.object({ cartItemId: z.string().min(1).max(64) }),
    z.object({ itemId: z.union([z.string(), z.number()]), qty: z.union([z.number(), z.string()]).optional() }),
  ])
  .describe("a cart line ({cartItemId}) or a product ({itemId, qty})");

export const savedListQuery = z.object({
  mmx: z.string().optional(),
  page: z.string().optional().describe("from 1 (default 1)"),
  size: z.string().optional().describe(`1 to ${SAVED_ITEMS_PAGE_SIZE} (default ${SAVED_ITEMS_PAGE_SIZE})`),
  fullResponse: z.string().optional().describe("true: a removal answers with the whole list"),
  requestType: z.enum(["sbaMMX", "sbaACI"]).optional(),
});

export const savedItemParams = z.object({ id: z.string().min(1).max(64) });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function parseSaveRequest(body: unknown): SaveRequest {
  if (!isRecord(body)) throw new AppError(400, "INVALID_REQUEST", "Send the item to save: {cartItemId} or {itemId, qty}.");
  const { cartItemId, itemId, qty } = body;
  if (cartItemId !== undefined && cartItemId !== null && cartItemId !== "") {
    if (typeof cartItemId !== "string" || cartItemId.length > 64) {
      throw new AppError(400, "INVALID_REQUEST", "Must provide cartItemId as prop of item");
    }
    return { cartItemId };
  }
  const id =
    typeof itemId === "number" && Number.isInteger(itemId) ? String(itemId) : typeof itemId === "string" ? itemId.trim() : "";
  if (!ITEM_ID.test(id)) throw new AppError(400, "INVALID_ITEMS", "Items not passed");
  const parsed = parseRequestedQuantity(qty, { allowZero: false, required: false });
  if (!parsed.ok) throw new AppError(400, "INVALID_QTY", "Qty of one the items is incorrect");
  return { itemId: id, qty: parsed.qty };
}

export function parseListPage(query: { page?: string; size?: string }): { page: number; size: number } {
  const result = savedListPage(query.page, query.size);
  if (!result.ok) throw new AppError(400, "INVALID_REQUEST", result.message);
  return { page: result.page, size: result.size };
}
