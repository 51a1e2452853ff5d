import * as z from "zod/mini";
import { PARENT_RELATION_TYPES } from "./cart-line-relations";
import { ADD_RESPONSE_TYPES, SPECIAL_ADDRESS_RULE, SPECIAL_CART_TYPE, decodeSpecialAddress } from "./cart-answer-parts";
import { MAX_ITEMS_PER_CALL, parseRequestedQuantity } from "./cart-rules";
import { ASSEMBLY_MESSAGES, parseFurnSvcInfo } from "./furniture-assembly";

// One schema per cart request: the JSON calls and the cart page's form actions parse their bodies
// with these, once, and a refusal carries the cart's own codes (INVALID_ITEMS, INVALID_QTY,
// INVALID_COUPON, INVALID_REQUEST, INVALID_DATA_ITEM) and words. Unknown fields are ignored: the
// cart's client sends many optional flags we do not act on; the add's flags are read (decision 072).

export type CartRequestCode = "INVALID_ITEMS" | "INVALID_QTY" | "INVALID_COUPON" | "INVALID_REQUEST" | "INVALID_DATA_ITEM";

export interface CartRequestFailure {
  code: CartRequestCode;
  message: string;
}

const ITEMS_NOT_PASSED = "Items not passed";
const QTY_INCORRECT = "Qty of one the items is incorrect";
export const COUPON_CODE_RULE = "Enter a coupon code (letters and digits).";
const COUPON_CODE = /^[A-Za-z0-9_-]{1,40}$/;
const STORE_NUMBER = /^\d{1,6}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** a custom issue from a transform: the message is the words the caller sees */
function refuse(ctx: { issues: unknown[] }, input: unknown, message: string): never {
  (ctx.issues as { code: "custom"; message: string; input: unknown }[]).push({ code: "custom", message, input });
  return z.NEVER;
}

const TOO_MANY_ITEMS = `Too many items: at most ${MAX_ITEMS_PER_CALL} in one call`;

/** `items: [...]`, or a single `item: {...}` as the older client sends; counted before any item is read */
const withItemList = z.transform((body: unknown, ctx) => {
  if (!isRecord(body)) return body;
  const items = Array.isArray(body.items) ? body.items : isRecord(body.item) ? [body.item] : undefined;
  if (items && items.length > MAX_ITEMS_PER_CALL) {
    ctx.issues.push({ code: "custom", message: TOO_MANY_ITEMS, input: items, path: ["items"] });
    return z.NEVER;
  }
  return { ...body, items };
});

/** 1 to 100 items, each an object */
const itemsOf = <T extends z.core.$ZodType>(item: T) =>
  z.array(item, { error: ITEMS_NOT_PASSED }).check(z.minLength(1, ITEMS_NOT_PASSED));

const nothing = <T extends z.core.$ZodType>(schema: T) => z.optional(z.nullable(schema));

/** absent, null and "" mean no store; otherwise 1 to 6 digits, written as at least four ("0042") */
const STORE_RULE = "store numbers are 1 to 6 digits";
const optionalStoreNumber = z.pipe(
  nothing(z.union([z.string(), z.number()], { error: STORE_RULE })),
  z.transform((value, ctx) => {
    if (value === undefined || value === null || value === "") return null;
    const text = String(value);
    return STORE_NUMBER.test(text) ? text.padStart(4, "0") : refuse(ctx, value, STORE_RULE);
  }),
);

/** true, false, "true" or "false"; absent or null is false */
const FLAG_RULE = "must be true or false";
const optionalFlag = z.pipe(
  nothing(z.union([z.boolean(), z.enum(["true", "false"])], { error: FLAG_RULE })),
  z.transform((value) => value === true || value === "true"),
);

const quantity = (rule: { allowZero: boolean; required: boolean }) =>
  z.pipe(
    rule.required
      ? z.nullable(z.union([z.number(), z.string()], { error: QTY_INCORRECT }))
      : nothing(z.union([z.number(), z.string()], { error: QTY_INCORRECT })),
    z.transform((value, ctx) => {
      const parsed = parseRequestedQuantity(value, rule);
      return parsed.ok ? parsed.qty : refuse(ctx, value, QTY_INCORRECT);
    }),
  );

const ITEM_ID_RULE = "Each item needs an itemId";
const RELATION_RULE = "must be WARRANTY, ADDON or BUNDLE";
const LINK_RULE = "must be an id of at most 64 characters";
/** absent, null and "" mean none (left out of the parsed item); else trimmed text of at most 64 characters */
const optionalLink = z.pipe(
  nothing(z.union([z.string(), z.number()], { error: LINK_RULE })),
  z.transform((value, ctx) => {
    if (value === undefined || value === null || value === "") return undefined;
    const text = String(value).trim();
    return text !== "" && text.length <= 64 ? text : refuse(ctx, value, LINK_RULE);
  }),
);
const DELIVERY_RULE = "must be STA, STS or ISP";

const itemToAdd = z.object(
  {
    itemId: z.pipe(
      z.union([z.string(), z.number()], { error: ITEM_ID_RULE }),
      z.transform((id, ctx) => {
        if (typeof id === "string" && id.trim() !== "" && id.length <= 40) return id.trim();
        if (typeof id === "number" && Number.isInteger(id)) return String(id);
        return refuse(ctx, id, ITEM_ID_RULE);
      }),
    ),
    qty: quantity({ allowZero: false, required: false }),
    deliveryType: z.pipe(
      nothing(z.string({ error: DELIVERY_RULE }).check(z.maxLength(10, DELIVERY_RULE))),
      z.transform((value) => (typeof value === "string" ? value.toUpperCase() : null)),
    ),
    // variant detail the client may send; anything unusable is ignored rather than refused
    resolvedItemId: z.catch(
      z.pipe(
        nothing(z.string().check(z.maxLength(60))),
        z.transform((value) => value ?? null),
      ),
      null,
    ),
    storeNumber: optionalStoreNumber,
    // a line that belongs to another (decision 025): the parent line in this cart (or the parent
    // item added in the same call), the relation, and the bundle the item is added as part of
    parentCartItemId: optionalLink,
    parentItemId: optionalLink,
    parentRelationType: z.pipe(
      nothing(z.string({ error: RELATION_RULE })),
      z.transform((value, ctx) => {
        if (value === undefined || value === null || value === "") return undefined;
        const upper = value.toUpperCase();
        return (PARENT_RELATION_TYPES as readonly string[]).includes(upper)
          ? (upper as (typeof PARENT_RELATION_TYPES)[number])
          : refuse(ctx, value, RELATION_RULE);
      }),
    ),
    partBundleId: optionalLink,
  },
  { error: ITEMS_NOT_PASSED },
);

/** A quick-checkout address: base64 of a JSON address, decoded; absent, null and "" mean none. */
const specialAddress = z.pipe(
  nothing(z.string({ error: SPECIAL_ADDRESS_RULE })),
  z.transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === "") return null;
    return decodeSpecialAddress(value) ?? refuse(ctx, value, SPECIAL_ADDRESS_RULE);
  }),
);

const SOURCE_RULE = "must be 1 to 40 letters, digits, spaces or . _ : -";

/** Add items: POST /cc/api/checkout/default/item, and the page's add form. */
export const addItemsRequest = z.pipe(
  withItemList,
  z.object(
    {
      items: itemsOf(itemToAdd),
      yourStoreNo: optionalStoreNumber,
      buyNow: optionalFlag,
      ignoreExistQty: optionalFlag,
      // send true to add the item itself even where its rule substitutes a hard alternate (decision 027)
      ignoreHrdAlt: optionalFlag,
      // codes the client offers with the add; any that are not text are dropped, at most five kept
      coupons: z.catch(
        z.pipe(
          z.optional(z.array(z.unknown())),
          z.transform((list) => (list ?? []).filter((c): c is string => typeof c === "string").slice(0, 5)),
        ),
        [],
      ),
      // decision 072: a quick-checkout cart with its addresses; the answer's shape and inventory; where the add came from
      type: z.pipe(
        nothing(z.string({ error: `must be ${SPECIAL_CART_TYPE}` })),
        z.transform((value, ctx) => {
          if (value === undefined || value === null || value === "") return null;
          return value.trim().toUpperCase() === SPECIAL_CART_TYPE
            ? SPECIAL_CART_TYPE
            : refuse(ctx, value, `must be ${SPECIAL_CART_TYPE}`);
        }),
      ),
      specialShipTo: specialAddress,
      specialBillTo: specialAddress,
      forceUpdate: optionalFlag,
      skipInv: optionalFlag,
      responseType: z.pipe(
        nothing(z.string({ error: "must be WHOLE or PARTIAL" })),
        z.transform((value, ctx) => {
          if (value === undefined || value === null || value === "") return "WHOLE" as const;
          const upper = value.trim().toUpperCase();
          return (ADD_RESPONSE_TYPES as readonly string[]).includes(upper)
            ? (upper as (typeof ADD_RESPONSE_TYPES)[number])
            : refuse(ctx, value, "must be WHOLE or PARTIAL");
        }),
      ),
      source: z.pipe(
        nothing(z.string({ error: SOURCE_RULE })),
        z.transform((value, ctx) => {
          if (value === undefined || value === null || value.trim() === "") return null;
          const text = value.trim();
          return /^[A-Za-z0-9 ._:-]{1,40}$/.test(text) ? text : refuse(ctx, value, SOURCE_RULE);
        }),
      ),
    },
    { error: ITEMS_NOT_PASSED },
  ),
);
export type AddItemsRequest = z.output<typeof addItemsRequest>;

const CART_ITEM_ID_RULE = "Must provide cartItemId as prop of item";
const itemToUpdate = z.object(
  {
    cartItemId: z
      .string({ error: CART_ITEM_ID_RULE })
      .check(z.minLength(1, CART_ITEM_ID_RULE), z.maxLength(64, CART_ITEM_ID_RULE)),
    // an update says what the quantity becomes: no quantity is refused, not read as 1
    qty: quantity({ allowZero: true, required: true }),
    // furniture assembly levels for the line (decision 026); absent leaves them as they are
    furnSvcInfo: z.pipe(
      z.optional(z.unknown()),
      z.transform((value, ctx) => {
        if (value === undefined || value === null) return undefined;
        return parseFurnSvcInfo(value) ?? refuse(ctx, value, ASSEMBLY_MESSAGES.badShape);
      }),
    ),
    // the line's delivery (decision 030): STA, ISP or STS; absent leaves it as it is
    deliveryType: z.pipe(
      nothing(z.string({ error: DELIVERY_RULE })),
      z.transform((value, ctx) => {
        if (value === undefined || value === null || value === "") return undefined;
        const upper = value.trim().toUpperCase();
        return upper === "STA" || upper === "ISP" || upper === "STS" ? upper : refuse(ctx, value, DELIVERY_RULE);
      }),
    ),
    // the store for ISP or STS; absent takes the line's, then the shopper's store
    storeNumber: z.pipe(
      optionalStoreNumber,
      z.transform((value) => value ?? undefined),
    ),
  },
  { error: CART_ITEM_ID_RULE },
);

/** Update items' quantities (0 removes): PUT /cc/api/checkout/default/item and the page's quantity form. */
export const updateItemsRequest = z.pipe(withItemList, z.object({ items: itemsOf(itemToUpdate) }, { error: ITEMS_NOT_PASSED }));
export type UpdateItemsRequest = z.output<typeof updateItemsRequest>;

/** Apply or remove a coupon: `couponCode` (or `code`), letters, digits, "-" and "_", trimmed. */
export const couponRequest = z.pipe(
  z.transform((body: unknown) => (isRecord(body) ? { couponCode: body.couponCode ?? body.code } : body)),
  z.object(
    {
      couponCode: z.string({ error: COUPON_CODE_RULE }).check(z.trim(), z.regex(COUPON_CODE, COUPON_CODE_RULE)),
    },
    { error: COUPON_CODE_RULE },
  ),
);
export type CouponRequest = z.output<typeof couponRequest>;

/** Mark the cart ready for checkout, or not: with PUT /cc/api/checkout/default?buyNow=true. */
export const checkoutStatusRequest = z.object(
  { proceedCheckout: z.boolean({ error: "must be true or false" }) },
  { error: "must be true or false" },
);

export type CartRequestSchema =
  typeof addItemsRequest | typeof updateItemsRequest | typeof couponRequest | typeof checkoutStatusRequest;

/** the fields whose refusal has a code of its own; any other field is INVALID_REQUEST */
const CODE_OF_FIELD: Record<string, CartRequestCode> = {
  items: "INVALID_ITEMS",
  itemId: "INVALID_ITEMS",
  cartItemId: "INVALID_ITEMS",
  qty: "INVALID_QTY",
  specialShipTo: "INVALID_DATA_ITEM",
  specialBillTo: "INVALID_DATA_ITEM",
};

/**
 * The refusal a caller sees for a body a cart schema refused: the first problem, in the order the
 * body is read (items first, each item's fields in turn, then the call's options).
 */
export function cartRequestFailure(
  schema: CartRequestSchema,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): CartRequestFailure {
  if (schema === couponRequest) return { code: "INVALID_COUPON", message: COUPON_CODE_RULE };
  if (schema === checkoutStatusRequest) return { code: "INVALID_REQUEST", message: "proceedCheckout: must be true or false" };
  const first = issues[0];
  if (!first) return { code: "INVALID_ITEMS", message: ITEMS_NOT_PASSED };
  const field = [...first.path].reverse().find((key): key is string => typeof key === "string") ?? "items";
  const code = CODE_OF_FIELD[field];
  if (code) return { code, message: code === "INVALID_DATA_ITEM" ? `${field}: ${first.message}` : first.message };
  return { code: "INVALID_REQUEST", message: `${field}: ${first.message}` };
}

/** Parse a cart request body, or say why it is refused. */
export function parseCartRequest<S extends CartRequestSchema>(
  schema: S,
  body: unknown,
): { ok: true; value: z.output<S> } | ({ ok: false } & CartRequestFailure) {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return { ok: true, value: parsed.data as z.output<S> };
  return { ok: false, ...cartRequestFailure(schema, parsed.error.issues) };
}
