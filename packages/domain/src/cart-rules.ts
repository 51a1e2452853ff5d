// Cart line rules: what quantity a line may hold after
// an add or an update, the item messages that explain why, and small helpers for reading
// cart items. Everything here is pure so the server and the web app decide identically.

import { CART_QUANTITY_MAX, DEFAULT_ADD_QUANTITY, MAX_NORMALISED_QUANTITY } from "./quantity";
import { formatLongDate } from "./stock";

export type DeliveryType = "STA" | "STS" | "ISP";

export type CartMessageType = "ERROR" | "WARNING" | "INFO";

export interface CartMessage {
  code: string;
  type: CartMessageType;
  message: string;
}

/** The exact user-facing words of the item messages. */
export const CART_MESSAGES = {
  SKU_INVALID: "This item number is not valid.",
  INVALID_ITEM: "We couldn't find this item.",
  ITEM_NOT_PUBLISHED: "This item is no longer available.",
  PRICE_NOT_AVAILABLE: "Sorry, but we are unable to display prices at this time. Please try again in a few minutes.",
  OUT_OF_STOCK: "We're sorry, this item is out of stock.",
  NOT_AVAILABLE_FOR_BOPIS: "This item is not available for pickup at this store.",
  EXCEEDED_LIMIT: "You already have this item in cart with the maximum quantity available.",
  PARTIAL_QTY_AVAILABLE: "We're sorry, but you have ordered more than we have in stock.",
  EXCEEDS_MAX_LINE_QTY: `You can order a maximum of ${CART_QUANTITY_MAX} of an item in one line.`,
  /** Shared by QTY_LIMIT_ITEM (adds) and QTY_LIMIT_EXCEEDED (updates). */
  QTY_LIMIT: (limit: number): string =>
    `We're sorry, this item is sold in limited quantities. You can order a maximum of ${limit}. Please update the quantity and click Add to cart to continue.`,
  /** An unreadable date drops the "until" part rather than printing a broken date. */
  BACKORDERED: (isoDate: string | null): string => {
    const date = isoDate ? formatLongDate(isoDate) : "";
    return date ? `This item is currently backordered until ${date}` : "This item is currently backordered";
  },
} as const;

export interface LineProduct {
  /** false: unknown item id. */
  exists: boolean;
  /** false: malformed item id (not 1-12 digits). */
  validId: boolean;
  /** PUBLISHED | DISCONTINUED | UNPUBLISHED */
  status: string;
  finalPriceCents: number | null;
  isFreeSample: boolean;
  /** Per-order limit; null means none. */
  quantityLimit: number | null;
  /** Online stock for STA/STS, the chosen store's stock for ISP. */
  availableQty: number;
  /** ISO date when backordered (availableQty 0 and backorderable). */
  backorderDate: string | null;
}

export interface QuantityDecision {
  /** false: nothing was added or changed for this item; the caller returns it as TRANSIENT. */
  accepted: boolean;
  /** The resulting line quantity (the existing quantity, or 0 for a new line, when not accepted). */
  qty: number;
  messages: CartMessage[];
}

export const MAX_ITEMS_PER_CALL = 100;

function cartMessage(code: string, type: CartMessageType, message: string): CartMessage {
  return { code, type, message };
}

// Quantities from stored lines and product data are trusted to be numbers, but a
// fraction or a negative must never leak into a line quantity.
function wholeNonNegative(n: number): number {
  if (Number.isNaN(n) || n <= 0) return 0;
  return Math.floor(n);
}

// A backorder is fulfilled from the online warehouse, so it cannot make an empty
// store shelf available for pickup: for ISP only the store's stock counts.
function isBackordered(p: LineProduct, deliveryType: DeliveryType): boolean {
  return deliveryType !== "ISP" && p.availableQty <= 0 && Boolean(p.backorderDate);
}

/** Steps 1-3: reasons the item cannot be put in a line at all, checked in spec order. */
function blockingProblem(p: LineProduct, deliveryType: DeliveryType): CartMessage | null {
  if (!p.validId) return cartMessage("SKU_INVALID", "ERROR", CART_MESSAGES.SKU_INVALID);
  if (!p.exists) return cartMessage("INVALID_ITEM", "ERROR", CART_MESSAGES.INVALID_ITEM);
  const status = p.status.toUpperCase();
  if (status === "UNPUBLISHED" || status === "DISCONTINUED") {
    return cartMessage("ITEM_NOT_PUBLISHED", "ERROR", CART_MESSAGES.ITEM_NOT_PUBLISHED);
  }
  const price = p.finalPriceCents;
  // Only a free sample may legitimately cost nothing; a negative price is bad data for anyone.
  if (price === null || !Number.isFinite(price) || price < 0 || (price === 0 && !p.isFreeSample)) {
    return cartMessage("PRICE_NOT_AVAILABLE", "ERROR", CART_MESSAGES.PRICE_NOT_AVAILABLE);
  }
  if (p.availableQty <= 0 && !isBackordered(p, deliveryType)) {
    return deliveryType === "ISP"
      ? cartMessage("NOT_AVAILABLE_FOR_BOPIS", "WARNING", CART_MESSAGES.NOT_AVAILABLE_FOR_BOPIS)
      : cartMessage("OUT_OF_STOCK", "ERROR", CART_MESSAGES.OUT_OF_STOCK);
  }
  return null;
}

interface CapContext {
  isAdd: boolean;
  /** Whether the existing quantity is part of the target (an add without ignoreExistQty). */
  existingCounts: boolean;
  existing: number;
  backordered: boolean;
}

/**
 * Step 5: clamps the target to the smallest cap that bit and reports every cap that bit,
 * each message once. When the existing quantity already fills a cap on an add the shopper
 * is told they already have the maximum instead of being asked to lower their request.
 */
function applyCaps(p: LineProduct, target: number, ctx: CapContext): { qty: number; messages: CartMessage[] } {
  const alreadyFull = (cap: number): boolean => ctx.isAdd && ctx.existingCounts && ctx.existing > 0 && ctx.existing >= cap;
  const exceededLimit = cartMessage("EXCEEDED_LIMIT", "WARNING", CART_MESSAGES.EXCEEDED_LIMIT);
  const bitten: { cap: number; message: CartMessage }[] = [];

  if (p.quantityLimit !== null) {
    const limit = wholeNonNegative(p.quantityLimit);
    if (target > limit) {
      const code = ctx.isAdd ? "QTY_LIMIT_ITEM" : "QTY_LIMIT_EXCEEDED";
      const message = alreadyFull(limit) ? exceededLimit : cartMessage(code, "WARNING", CART_MESSAGES.QTY_LIMIT(limit));
      bitten.push({ cap: limit, message });
    }
  }
  if (!ctx.backordered) {
    const stock = wholeNonNegative(p.availableQty);
    if (target > stock) {
      const message = alreadyFull(stock)
        ? exceededLimit
        : cartMessage("PARTIAL_QTY_AVAILABLE", "WARNING", CART_MESSAGES.PARTIAL_QTY_AVAILABLE);
      bitten.push({ cap: stock, message });
    }
  }
  if (target > CART_QUANTITY_MAX) {
    bitten.push({
      cap: CART_QUANTITY_MAX,
      message: cartMessage("EXCEEDS_MAX_LINE_QTY", "WARNING", CART_MESSAGES.EXCEEDS_MAX_LINE_QTY),
    });
  }

  const messages: CartMessage[] = [];
  for (const { message } of bitten) {
    if (!messages.some((m) => m.code === message.code && m.message === message.message)) messages.push(message);
  }
  return { qty: Math.min(target, ...bitten.map((b) => b.cap)), messages };
}

function backorderMessages(p: LineProduct, backordered: boolean): CartMessage[] {
  return backordered ? [cartMessage("BACKORDERED", "INFO", CART_MESSAGES.BACKORDERED(p.backorderDate))] : [];
}

/**
 * Adding `requested` to a line that holds `existing` (0 for a new line).
 * ignoreExistQty: the result replaces the existing quantity instead of adding to it.
 *
 * Expects `requested` from parseRequestedQuantity; anything else is truncated and negatives
 * count as 0. When the existing quantity already exceeds a cap (stock fell, a limit was
 * introduced) the line is brought down to the cap, so a line never leaves here above one.
 */
export function decideAddQuantity(
  p: LineProduct,
  existing: number,
  requested: number,
  options: { ignoreExistQty?: boolean; deliveryType?: DeliveryType } = {},
): QuantityDecision {
  const deliveryType = options.deliveryType ?? "STA";
  const current = wholeNonNegative(existing);
  const problem = blockingProblem(p, deliveryType);
  if (problem) return { accepted: false, qty: current, messages: [problem] };

  const backordered = isBackordered(p, deliveryType);
  const existingCounts = !options.ignoreExistQty;
  const target = existingCounts ? current + wholeNonNegative(requested) : wholeNonNegative(requested);
  const capped = applyCaps(p, target, { isAdd: true, existingCounts, existing: current, backordered });
  const messages = [...backorderMessages(p, backordered), ...capped.messages];

  // Nothing could be put in a new line (e.g. a limit of 0): report it like a refusal. An
  // existing line that is merely full stays accepted so the caller shows it unchanged.
  if (capped.qty === 0 && current === 0) return { accepted: false, qty: 0, messages };
  return { accepted: true, qty: capped.qty, messages };
}

/**
 * Setting a line to an absolute quantity (cart update, EDIT_ITEM). 0 removes the line and
 * is always allowed, even for an item that has since become unavailable.
 * Expects `requested` from parseRequestedQuantity. A negative, non-finite or below-1
 * fractional request is refused without touching the line: garbage must never read as
 * "remove". Other fractions are truncated.
 */
export function decideUpdateQuantity(
  p: LineProduct,
  existing: number,
  requested: number,
  options: { deliveryType?: DeliveryType } = {},
): QuantityDecision {
  const current = wholeNonNegative(existing);
  if (requested === 0) return { accepted: true, qty: 0, messages: [] };
  if (!Number.isFinite(requested) || requested < 1) return { accepted: false, qty: current, messages: [] };

  const deliveryType = options.deliveryType ?? "STA";
  const problem = blockingProblem(p, deliveryType);
  if (problem) return { accepted: false, qty: current, messages: [problem] };

  const backordered = isBackordered(p, deliveryType);
  const capped = applyCaps(p, Math.floor(requested), { isAdd: false, existingCounts: false, existing: current, backordered });
  return { accepted: true, qty: capped.qty, messages: [...backorderMessages(p, backordered), ...capped.messages] };
}

export type RequestQuantity = { ok: true; qty: number } | { ok: false };

const WHOLE_NUMBER_TEXT = /^\d+$/;

/**
 * A requested quantity from a request body. Missing or empty (undefined, null, blank text)
 * means the default add quantity of 1. Whole numbers 1..9999 are accepted, as numbers or as
 * plain digit strings ("5", " 05 "); 0 only with allowZero (updates, where 0 removes).
 * Fractions (including "5.0"), signs, exponents, booleans and objects are rejected.
 */
export function parseRequestedQuantity(
  raw: unknown,
  { allowZero, required = false }: { allowZero: boolean; required?: boolean },
): RequestQuantity {
  let value: number;
  // An add without a quantity adds one; an update must say what the quantity becomes.
  if (raw === undefined || raw === null) return required ? { ok: false } : { ok: true, qty: DEFAULT_ADD_QUANTITY };
  if (typeof raw === "number") {
    value = raw;
  } else if (typeof raw === "string") {
    const trimmed = raw.trim();
    if (trimmed === "") return required ? { ok: false } : { ok: true, qty: DEFAULT_ADD_QUANTITY };
    if (!WHOLE_NUMBER_TEXT.test(trimmed)) return { ok: false };
    value = Number(trimmed);
  } else {
    return { ok: false };
  }
  if (!Number.isInteger(value) || value > MAX_NORMALISED_QUANTITY) return { ok: false };
  if (value < 0 || (value === 0 && !allowZero)) return { ok: false };
  // `+ 0` turns -0 into 0 so it never reaches a line.
  return { ok: true, qty: value + 0 };
}

const RESOLVED_ID_SEPARATOR = "##";

/**
 * A resolved item id containing "##" replaces the item id. The part before
 * "##" is the real item number ("200##COLOR" -> "200"); the rest is variant detail that is
 * not an item id. A resolved id without "##", or with nothing before it, leaves itemId.
 */
export function effectiveItemId(itemId: string, resolvedItemId?: string | null): string {
  if (!resolvedItemId) return itemId;
  const at = resolvedItemId.indexOf(RESOLVED_ID_SEPARATOR);
  if (at <= 0) return itemId;
  return resolvedItemId.slice(0, at);
}

/**
 * Delivery type for a request: STA by default and for unknown values
 * (case-insensitive). STS and ISP need a store; without one they fall back to STA.
 * storeNumber is returned only for STS/ISP, since STA ships to an address.
 */
export function resolveDeliveryType(
  requested: string | undefined | null,
  storeNumber: string | null,
): { deliveryType: DeliveryType; storeNumber: string | null } {
  const type = (requested ?? "").trim().toUpperCase();
  const store = storeNumber?.trim() ?? "";
  if ((type === "STS" || type === "ISP") && store !== "") return { deliveryType: type, storeNumber: store };
  return { deliveryType: "STA", storeNumber: null };
}

/** Only items with no status (missing, null or "") or status ACTIVE / active are active. */
export function isItemActive(item: { status?: string | null }): boolean {
  const status = item.status;
  return status === undefined || status === null || status === "" || status === "ACTIVE" || status === "active";
}

/** A cart is empty when it carries an EMPTY_CART message or no active items remain. */
export function isCartEmpty(cart: { messages?: { code: string }[]; items: { status?: string | null }[] }): boolean {
  if (cart.messages?.some((m) => m.code === "EMPTY_CART")) return true;
  return !cart.items.some(isItemActive);
}

/** OUT_OF_STOCK on the item itself or on its selected delivery option. */
export function isItemOutOfStock(item: {
  messages?: { code: string }[];
  selectedDeliveryOption?: { messages?: { code: string }[] } | null;
}): boolean {
  const hasOutOfStock = (messages?: { code: string }[]): boolean => messages?.some((m) => m.code === "OUT_OF_STOCK") ?? false;
  return hasOutOfStock(item.messages) || hasOutOfStock(item.selectedDeliveryOption?.messages);
}

export type CartAction = "ADD_ITEM" | "DELETED_ITEM" | "EDIT_ITEM" | "NONE";

/**
 * How an action moved a line's quantity, e.g. for analytics and the mini
 * cart count. Add raises by what was added (qty - prevQty, which is qty for a new line),
 * delete lowers by the whole previous quantity, edit moves by the absolute difference.
 * A zero amount is always "none" so callers never fire an add or remove event for nothing.
 */
export function quantityChange(
  actioned: CartAction,
  prevQty: number,
  qty: number,
): { direction: "increase" | "decrease" | "none"; amount: number } {
  const none = { direction: "none" as const, amount: 0 };
  switch (actioned) {
    case "ADD_ITEM": {
      const amount = Math.max(0, qty - prevQty);
      return amount > 0 ? { direction: "increase", amount } : none;
    }
    case "DELETED_ITEM":
      return prevQty > 0 ? { direction: "decrease", amount: prevQty } : none;
    case "EDIT_ITEM": {
      const amount = Math.abs(qty - prevQty);
      if (amount === 0) return none;
      return { direction: qty < prevQty ? "decrease" : "increase", amount };
    }
    case "NONE":
      return none;
  }
}
