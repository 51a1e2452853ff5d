// Parts of the cart answer and the add call that both the server and the pages read (cart.md
// sections 3, 7 and 8; decision 072): the add's confirmation words, the add call's special
// (quick-checkout) addresses, the checkout sections' statuses, and the cart-area codes with their words.

/** A quick-checkout cart (the add call's `type`). Any other cart is REGULAR. */
export const SPECIAL_CART_TYPE = "SPECIAL";
export const REGULAR_CART_TYPE = "REGULAR";

/** The add call's answer shapes: the whole cart, or only the lines this add touched (with the whole summary). */
export const ADD_RESPONSE_TYPES = ["WHOLE", "PARTIAL"] as const;
export type AddResponseType = (typeof ADD_RESPONSE_TYPES)[number];

/** Codes the cart area answers with, each with the words a shopper sees. */
export const CART_AREA_MESSAGES = {
  BACK_IN_STOCK: "Good news! This item is back in stock.",
  ITEM_NOT_AVAILABLE: "This item is not available for pickup or ship to store.",
  CART_STATUS_ERROR: "Your cart is set for quick checkout. Please finish or leave quick checkout before adding other items.",
  CART_ID_NOT_FOUND: "We couldn't find your cart. Please refresh the page.",
  MISSING_USER: "Please sign in to use quick checkout.",
  MISSING_WEB_USER_ID: "Please sign in to see your account's cart.",
  TECHNICAL_PROBLEM: "Oops, something went wrong on our side. Please refresh the page to continue.",
  NEGATIVE_CART_TOTAL: "Your cart's total is below zero, so it cannot be checked out. Please contact us.",
  /** on the cart, above the lines that are out of stock */
  CART_ITEMS_OUT_OF_STOCK: "We're sorry, the following item is out of stock.",
  /** checkout refused while a line is out of stock */
  CART_ITEMS_OOS_CHECKOUT: "One or more items in your cart is out of stock. Please remove the item to proceed.",
} as const;

/** The cart-level code of out-of-stock lines (on the cart, and on a refused checkout). */
export const CART_ITEMS_OOS_CODE = "CART_ITEMS_OOS_OR_PARTIAL_AVAILABILITY";
/** The confirmation of an add that went through. */
export const SKU_ADDED_CODE = "SKU_ADDED";

/**
 * The confirmation of an add: what went in, items ("SKU") and coupons, each one or several.
 * Nothing added: no confirmation.
 */
export function addedConfirmation(skus: number, coupons: number): string | null {
  const sku = skus === 1 ? "SKU" : "SKUs";
  const coupon = coupons === 1 ? "coupon" : "coupons";
  if (skus > 0 && coupons > 0) return `Your ${sku} and ${coupon} have been added to the cart.`;
  if (skus > 0) return skus === 1 ? "Your SKU has been added to the cart." : "Your SKUs have been added to the cart.";
  if (coupons > 0) return coupons === 1 ? "Your coupon has been added to the cart." : "Your coupons have been added to the cart.";
  return null;
}

/** An address sent with a quick-checkout add (specialShipTo, specialBillTo: base64 of this JSON). */
export interface SpecialAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
}

const REQUIRED_ADDRESS_FIELDS = ["firstName", "lastName", "address1", "city", "state", "zipCode"] as const;
export const SPECIAL_ADDRESS_RULE =
  "must be base64 of a JSON address with firstName, lastName, address1, city, state and zipCode";
const MAX_ENCODED_ADDRESS = 2000;

function decodeBase64(text: string): string | null {
  if (text.length === 0 || text.length > MAX_ENCODED_ADDRESS || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  const standard = text.replace(/-/g, "+").replace(/_/g, "/");
  try {
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, "="));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** A special address as sent (base64 of JSON), or null when it is not one. */
export function decodeSpecialAddress(encoded: unknown): SpecialAddress | null {
  if (typeof encoded !== "string") return null;
  const json = decodeBase64(encoded.trim());
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const text = (key: string): string | null => {
    const v = record[key];
    if (typeof v !== "string" && typeof v !== "number") return null;
    const t = String(v).trim();
    return t !== "" && t.length <= 100 ? t : null;
  };
  const fields: Record<string, string> = {};
  for (const key of REQUIRED_ADDRESS_FIELDS) {
    const v = text(key);
    if (v === null) return null;
    fields[key] = v;
  }
  const state = fields.state!.toUpperCase();
  if (!/^[A-Z]{2}$/.test(state) || !/^\d{5}(-\d{4})?$/.test(fields.zipCode!)) return null;
  return {
    firstName: fields.firstName!,
    lastName: fields.lastName!,
    address1: fields.address1!,
    address2: text("address2"),
    city: fields.city!,
    state,
    zipCode: fields.zipCode!.slice(0, 5),
  };
}

function sameAddress(a: SpecialAddress, b: SpecialAddress): boolean {
  return (Object.keys(a) as (keyof SpecialAddress)[]).every((key) => a[key] === b[key]);
}

/** An address of the cart answer (cart.md section 3): S shipping, B billing, SB both, ST store pickup. */
export interface CartAddress {
  id: string;
  type: "S" | "B" | "SB" | "ST";
  storeNumber: string | null;
  field1: string | null;
  firstName: string | null;
  lastName: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

const NO_POSTAL = { firstName: null, lastName: null, address1: null, address2: null, city: null, state: null, zipCode: null };

/**
 * The cart's addresses: a quick-checkout cart's ship-to and bill-to (one SB when they are the
 * same), then one ST per store a line is picked up at or shipped to.
 */
export function cartAddresses(
  special: { shipTo?: SpecialAddress | null; billTo?: SpecialAddress | null },
  stores: readonly string[],
): CartAddress[] {
  const out: CartAddress[] = [];
  const { shipTo, billTo } = special;
  if (shipTo && billTo && sameAddress(shipTo, billTo)) {
    out.push({ id: "special-SB", type: "SB", storeNumber: null, field1: null, ...shipTo });
  } else {
    if (shipTo) out.push({ id: "special-S", type: "S", storeNumber: null, field1: null, ...shipTo });
    if (billTo) out.push({ id: "special-B", type: "B", storeNumber: null, field1: null, ...billTo });
  }
  for (const store of [...new Set(stores)]) {
    out.push({ id: `store-${store}`, type: "ST", storeNumber: store, field1: null, ...NO_POSTAL });
  }
  return out;
}

export type CartSectionStatus = "NOT_REQUIRED" | "INCOMPLETE" | "COMPLETE";

/**
 * What the cart knows of checkout's two first sections: the address section is needed while a line
 * ships to an address, the pickup person's while a line goes to a store (pickup or ship to store).
 */
export function checkoutSectionStatuses(input: {
  shippedLines: number;
  storeLines: number;
  /** a ship-to is known: the quick-checkout cart's, or the account's quick-buy address */
  shipToKnown: boolean;
  /** someone to pick up is known: the signed-in account holder, or the quick-checkout cart's bill-to */
  pickupPersonKnown: boolean;
}): { addressSectionStatus: CartSectionStatus; pickupPersonSectionStatus: CartSectionStatus } {
  const status = (needed: boolean, known: boolean): CartSectionStatus =>
    !needed ? "NOT_REQUIRED" : known ? "COMPLETE" : "INCOMPLETE";
  return {
    addressSectionStatus: status(input.shippedLines > 0, input.shipToKnown),
    pickupPersonSectionStatus: status(input.storeLines > 0, input.pickupPersonKnown),
  };
}
