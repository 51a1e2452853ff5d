import { MAX_ITEMS_PER_CALL, parseRequestedQuantity } from "@quire/domain";
import { z } from "zod";
import { AppError } from "../../http/errors";

// The cart calls' bodies. Parsing is done by hand on top of these shapes so that failures carry
// the spec's own codes (INVALID_ITEMS, INVALID_QTY) rather than a generic validation error.
// Unknown fields are ignored, as the spec's client sends many optional flags.

const flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);
const storeNumber = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,6}$/, "store numbers are digits"));

export const addItemsBodyDoc = z.object({
  items: z
    .array(
      z.object({
        itemId: z.union([z.string(), z.number()]),
        qty: z.union([z.number(), z.string()]).optional(),
        deliveryType: z.enum(["STA", "STS", "ISP"]).optional(),
        resolvedItemId: z.string().optional(),
        storeNumber: z.string().optional(),
      }),
    )
    .describe("1 to 100 items"),
  yourStoreNo: z.string().optional(),
  buyNow: z.boolean().optional(),
  ignoreExistQty: z.boolean().optional(),
  responseType: z.literal("WHOLE").optional(),
  forceUpdate: z.boolean().optional(),
  skipInv: z.boolean().optional().describe("accepted; stock is always checked"),
  coupons: z.array(z.string()).optional(),
  type: z.literal("SPECIAL").optional(),
});

export interface AddItemsRequest {
  items: {
    itemId: string;
    resolvedItemId: string | null;
    qty: number;
    deliveryType: string | null;
    storeNumber: string | null;
  }[];
  yourStoreNo: string | null;
  buyNow: boolean;
  ignoreExistQty: boolean;
  coupons: string[];
}

export interface UpdateItemsRequest {
  items: { cartItemId: string; qty: number }[];
}

const INVALID_ITEMS = () => new AppError(400, "INVALID_ITEMS", "Items not passed");
const INVALID_QTY = () => new AppError(400, "INVALID_QTY", "Qty of one the items is incorrect");

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function optionalFlag(body: Record<string, unknown>, name: string): boolean {
  if (body[name] === undefined || body[name] === null) return false;
  const parsed = flag.safeParse(body[name]);
  if (!parsed.success) throw new AppError(400, "INVALID_REQUEST", `${name}: must be true or false`);
  return parsed.data;
}

function optionalStore(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === "") return null;
  const parsed = storeNumber.safeParse(value);
  if (!parsed.success) throw new AppError(400, "INVALID_REQUEST", `${name}: store numbers are 1 to 6 digits`);
  return parsed.data.padStart(4, "0");
}

function itemList(body: unknown): unknown[] {
  if (!isRecord(body)) throw INVALID_ITEMS();
  const items = Array.isArray(body.items) ? body.items : isRecord(body.item) ? [body.item] : null;
  if (!items || items.length === 0) throw INVALID_ITEMS();
  if (items.length > MAX_ITEMS_PER_CALL) {
    throw new AppError(400, "INVALID_ITEMS", `Too many items: at most ${MAX_ITEMS_PER_CALL} in one call`);
  }
  return items;
}

export function parseAddItems(body: unknown): AddItemsRequest {
  const items = itemList(body);
  const root = body as Record<string, unknown>;
  const parsed = items.map((raw) => {
    if (!isRecord(raw)) throw INVALID_ITEMS();
    const id = raw.itemId;
    if (!((typeof id === "string" && id.trim() !== "" && id.length <= 40) || (typeof id === "number" && Number.isInteger(id)))) {
      throw new AppError(400, "INVALID_ITEMS", "Each item needs an itemId");
    }
    const qty = parseRequestedQuantity(raw.qty, { allowZero: false });
    if (!qty.ok) throw INVALID_QTY();
    const delivery = raw.deliveryType;
    if (delivery !== undefined && delivery !== null && (typeof delivery !== "string" || delivery.length > 10)) {
      throw new AppError(400, "INVALID_REQUEST", "deliveryType: must be STA, STS or ISP");
    }
    const resolved = typeof raw.resolvedItemId === "string" && raw.resolvedItemId.length <= 60 ? raw.resolvedItemId : null;
    return {
      itemId: String(id).trim(),
      resolvedItemId: resolved,
      qty: qty.qty,
      deliveryType: typeof delivery === "string" ? delivery.toUpperCase() : null,
      storeNumber: optionalStore(raw.storeNumber, "storeNumber"),
    };
  });
  const coupons = Array.isArray(root.coupons) ? root.coupons.filter((c): c is string => typeof c === "string").slice(0, 5) : [];
  return {
    items: parsed,
    yourStoreNo: optionalStore(root.yourStoreNo, "yourStoreNo"),
    buyNow: optionalFlag(root, "buyNow"),
    ignoreExistQty: optionalFlag(root, "ignoreExistQty"),
    coupons,
  };
}

export function parseUpdateItems(body: unknown): UpdateItemsRequest {
  const items = itemList(body);
  return {
    items: items.map((raw) => {
      if (!isRecord(raw) || typeof raw.cartItemId !== "string" || raw.cartItemId === "" || raw.cartItemId.length > 64) {
        throw new AppError(400, "INVALID_ITEMS", "Must provide cartItemId as prop of item");
      }
      const qty = parseRequestedQuantity(raw.qty, { allowZero: true, required: true });
      if (!qty.ok) throw INVALID_QTY();
      return { cartItemId: raw.cartItemId, qty: qty.qty };
    }),
  };
}

export const updateItemsBodyDoc = z.object({
  items: z.array(z.object({ cartItemId: z.string(), qty: z.union([z.number(), z.string()]) })).optional(),
  item: z.object({ cartItemId: z.string(), qty: z.union([z.number(), z.string()]) }).optional(),
  proceedCheckout: z.boolean().optional().describe("with ?buyNow=true: mark the cart ready for checkout"),
});

export const couponBodyDoc = z.object({ couponCode: z.string().min(1).max(40) });

export function parseCouponCode(body: unknown): string {
  const code = isRecord(body) ? (body.couponCode ?? body.code) : undefined;
  if (typeof code !== "string" || !/^[A-Za-z0-9_-]{1,40}$/.test(code.trim())) {
    throw new AppError(400, "INVALID_COUPON", "Enter a coupon code (letters and digits).");
  }
  return code.trim();
}
