import { isCartEmpty, isItemActive, isLineOutOfStock, type CartView } from "@quire/domain";
import { readItem, readJson, removeItem, writeItem, writeJson, type StorageArea } from "./safe-storage";

// Browser caches of the cart, each reused only while fresh and only while the cart context tokens
// agree:
// - the cart in session storage ("cart", written at "cart-time"), reused while fresh;
// - the cart count in local storage ("nc", written at "cartCountTime"), reused under 30 days;
// - the cart context tokens ("ctx-token", "s-ctx-token"), which must agree with the cookie and
//   the page's own token, else every cart-scoped cache is dropped.
// All times are epoch milliseconds passed in by the caller (Date.now()), so tests need no clock.

/** How long each cached reading of the cart may be reused (ms). */
export const CART_CACHE_TIMINGS = {
  cartCacheAfterUpdate: 10 * 60_000,
  cartCacheAfterSet: 15 * 60_000,
  cartCountCache: 30 * 24 * 60 * 60_000,
} as const;

export const CART_STORAGE_KEYS = {
  cart: "cart",
  cartTime: "cart-time",
  savedForLater: "sfl",
  cartCount: "nc",
  cartCountTime: "cartCountTime",
  ctxToken: "ctx-token",
  sessionCtxToken: "s-ctx-token",
} as const;

/** What a change of cart context invalidates: the cached cart, saved-for-later and list data. */
export const CONTEXT_SCOPED_KEYS = ["cart", "cart-time", "sfl", "listitems", "listselected", "listseltoken"] as const;

/** Pages whose URL contains one of these never read or keep a cached cart. */
export const NO_CART_CACHE_PATHS = ["/tpv", "/gus/sba", "/budget", "/gus/sdc/profileinfo"] as const;

export type CartCacheKind = "update" | "set";

export type CartCacheWrite =
  /** the cart is cached */
  | "stored"
  /** the cart was empty or carried an error: the cache was dropped */
  | "cleared"
  /** a page that does not cache the cart: nothing was kept (any older copy was dropped) */
  | "skipped"
  /** storage is unavailable or full: nothing is cached */
  | "failed";

interface CartTimeRecord {
  savedAt: number;
  kind: CartCacheKind;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isCartCachedOnPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return !NO_CART_CACHE_PATHS.some((p) => path.includes(p));
}

function cartLifetime(kind: CartCacheKind): number {
  return kind === "set" ? CART_CACHE_TIMINGS.cartCacheAfterSet : CART_CACHE_TIMINGS.cartCacheAfterUpdate;
}

/** Fresh from the moment it was written until its lifetime has fully passed; a future time is not trusted. */
function isFresh(savedAt: number, now: number, lifetime: number): boolean {
  const age = now - savedAt;
  return Number.isFinite(age) && age >= 0 && age < lifetime;
}

// Enough of the cart's shape that the pages reading it cannot trip over a stored leftover.
function isCartViewShape(value: unknown): value is CartView {
  return (
    isRecord(value) &&
    Array.isArray(value.items) &&
    value.items.every((i) => isRecord(i) && typeof i.itemId === "string" && Array.isArray(i.messages)) &&
    Array.isArray(value.messages) &&
    Array.isArray(value.coupons) &&
    isRecord(value.cartAttributes) &&
    isRecord(value.cartSummary)
  );
}

function readCartTime(): CartTimeRecord | null {
  const value = readJson("session", CART_STORAGE_KEYS.cartTime);
  if (!isRecord(value)) return null;
  const { savedAt, kind } = value;
  if (typeof savedAt !== "number" || !Number.isFinite(savedAt)) return null;
  if (kind !== "update" && kind !== "set") return null;
  return { savedAt, kind };
}

export function clearCachedCart(): void {
  removeItem("session", CART_STORAGE_KEYS.cart);
  removeItem("session", CART_STORAGE_KEYS.cartTime);
}

export function clearSavedForLaterCache(): void {
  removeItem("session", CART_STORAGE_KEYS.savedForLater);
}

/**
 * The cached cart when it may be shown instead of fetching, else null: on pages that do not
 * cache, when stale (10 minutes after an update, 15 after a cart set) or unreadable, and when it
 * holds an out-of-stock line or a line without cartItemId (both need the server's fresh word).
 */
export function readCachedCart(now: number, pathname: string): CartView | null {
  if (!isCartCachedOnPath(pathname)) return null;
  const time = readCartTime();
  const cart = readJson("session", CART_STORAGE_KEYS.cart);
  if (!time || !isFresh(time.savedAt, now, cartLifetime(time.kind)) || !isCartViewShape(cart)) {
    clearCachedCart();
    return null;
  }
  if (cart.items.some((i) => isLineOutOfStock(i) || !i.cartItemId)) return null;
  return cart;
}

function hasMessage(cart: CartView, test: (m: { code: string; type?: string }) => boolean): boolean {
  return cart.messages.some(test) || cart.items.some((i) => i.messages.some(test));
}

/**
 * Caches the server's latest cart. kind "update" (after a change the shopper made) keeps it 10
 * minutes, "set" (a full cart read) 15. An empty cart (EMPTY_CART or no active lines) or a cart
 * carrying an ERROR message drops the cache instead; SFL_MOVED also drops the saved-for-later
 * cache. On pages that do not cache the cart nothing is kept, and an older copy is dropped since
 * the cart has just changed.
 */
export function writeCachedCart(cart: CartView, now: number, kind: CartCacheKind, pathname: string): CartCacheWrite {
  if (hasMessage(cart, (m) => m.code === "SFL_MOVED")) clearSavedForLaterCache();
  const isError = (m: { code: string; type?: string }) => m.code === "ERROR" || (m.type ?? "").toUpperCase() === "ERROR";
  if (isCartEmpty(cart) || cart.messages.some(isError)) {
    clearCachedCart();
    return "cleared";
  }
  if (!isCartCachedOnPath(pathname)) {
    clearCachedCart();
    return "skipped";
  }
  const record: CartTimeRecord = { savedAt: now, kind };
  // Cart first, time second: a half-written pair must never read as a fresh cart.
  if (!writeJson("session", CART_STORAGE_KEYS.cart, cart) || !writeJson("session", CART_STORAGE_KEYS.cartTime, record)) {
    clearCachedCart();
    return "failed";
  }
  return "stored";
}

// ---- Cart count ("nc") ----

export interface CartCountItem {
  sku: string;
  qty: number;
  /** the line's total after coupons, in cents */
  revenue: number;
  name: string | null;
  image: string | null;
}

export interface CartCount {
  numberOfItems: number;
  /** the order total before tax, in cents */
  preTax: number;
  ctxToken: string | null;
  cartId: string | null;
  items: CartCountItem[];
  /** the order total, in cents */
  cartTotal: number;
}

function finiteOr(value: number | null | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

export function cartCountFrom(cart: CartView, ctxToken: string | null): CartCount {
  const summary = cart.cartSummary;
  const cartTotal = finiteOr(summary.ordTotal, 0);
  return {
    numberOfItems: isCartEmpty(cart) ? 0 : finiteOr(cart.cartAttributes.numberOfItems, 0),
    preTax: cartTotal - finiteOr(summary.estimatedTax, 0),
    ctxToken: presentToken(ctxToken),
    cartId: cart.cartId,
    items: cart.items
      .filter((i) => isItemActive(i) && i.cartItemId)
      .map((i) => ({
        sku: i.itemId,
        qty: i.qty,
        revenue: finiteOr(
          i.priceInfo?.lineTotalAfterCoupons ?? i.priceInfo?.lineTotal,
          finiteOr(i.priceInfo?.finalPrice, 0) * i.qty,
        ),
        name: i.product.name,
        image: i.product.images.standard,
      })),
    cartTotal,
  };
}

function isCartCountShape(value: unknown): value is CartCount {
  const isNumber = (n: unknown) => typeof n === "number" && Number.isFinite(n);
  const isNullableString = (s: unknown) => s === null || typeof s === "string";
  return (
    isRecord(value) &&
    isNumber(value.numberOfItems) &&
    isNumber(value.preTax) &&
    isNumber(value.cartTotal) &&
    isNullableString(value.ctxToken) &&
    isNullableString(value.cartId) &&
    Array.isArray(value.items) &&
    value.items.every(
      (i) =>
        isRecord(i) &&
        typeof i.sku === "string" &&
        isNumber(i.qty) &&
        isNumber(i.revenue) &&
        isNullableString(i.name) &&
        isNullableString(i.image),
    )
  );
}

/**
 * The cached cart count when under 30 days old, else null. Given the page's context token, a
 * count cached for another context (another shopper on this browser) is not reused either.
 */
export function readCartCount(now: number, ctxToken?: string | null): CartCount | null {
  const savedAt = Number(readItem("local", CART_STORAGE_KEYS.cartCountTime) ?? Number.NaN);
  const count = readJson("local", CART_STORAGE_KEYS.cartCount);
  if (!isFresh(savedAt, now, CART_CACHE_TIMINGS.cartCountCache) || !isCartCountShape(count)) return null;
  const current = presentToken(ctxToken);
  if (current !== null && count.ctxToken !== null && count.ctxToken !== current) return null;
  return count;
}

/** false when local storage is unavailable or full (then no count is cached at all). */
export function writeCartCount(cart: CartView, ctxToken: string | null, now: number): boolean {
  const stored =
    writeJson("local", CART_STORAGE_KEYS.cartCount, cartCountFrom(cart, ctxToken)) &&
    writeItem("local", CART_STORAGE_KEYS.cartCountTime, String(now));
  if (!stored) clearCartCount();
  return stored;
}

export function clearCartCount(): void {
  removeItem("local", CART_STORAGE_KEYS.cartCount);
  removeItem("local", CART_STORAGE_KEYS.cartCountTime);
}

// ---- Cart context tokens ----

/** A usable token, or null for absent, blank and the texts "null" / "undefined" a careless write leaves. */
function presentToken(token: string | null | undefined): string | null {
  if (typeof token !== "string") return null;
  const trimmed = token.trim();
  return trimmed === "" || trimmed === "null" || trimmed === "undefined" ? null : trimmed;
}

const BOTH_AREAS: StorageArea[] = ["session", "local"];

/**
 * Cart-context validity: the stored tokens (ctx-token, s-ctx-token), the cookie's and the page's
 * in-memory one must all agree (absent ones are ignored). When they do not, the cached cart,
 * saved-for-later and list data belong to another context and are dropped from both storages;
 * returns false. Call rememberContextToken with the current token afterwards.
 */
export function checkContextTokens(current: { memory?: string | null; cookie?: string | null }): boolean {
  const tokens = [
    readItem("local", CART_STORAGE_KEYS.ctxToken),
    readItem("local", CART_STORAGE_KEYS.sessionCtxToken),
    current.cookie,
    current.memory,
  ]
    .map(presentToken)
    .filter((t): t is string => t !== null);
  if (new Set(tokens).size <= 1) return true;
  for (const key of CONTEXT_SCOPED_KEYS) for (const area of BOTH_AREAS) removeItem(area, key);
  return false;
}

/** Stores the context token (from the x-ctx-token response header) under ctx-token and s-ctx-token. */
export function rememberContextToken(token: string | null | undefined): boolean {
  const value = presentToken(token);
  if (value === null) return false;
  if (writeItem("local", CART_STORAGE_KEYS.ctxToken, value) && writeItem("local", CART_STORAGE_KEYS.sessionCtxToken, value)) {
    return true;
  }
  // Half a write would leave two disagreeing tokens and drop the caches on every check: store none.
  removeItem("local", CART_STORAGE_KEYS.ctxToken);
  removeItem("local", CART_STORAGE_KEYS.sessionCtxToken);
  return false;
}
