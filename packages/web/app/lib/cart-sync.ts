import type { CartView } from "@quire/domain";
import { type BroadcastPort, type OpenBroadcastPort, broadcast, listenToBroadcasts } from "../ui/broadcast";

// Keeps the tabs of one browser in step after a cart change, and tells an embedding page or the
// mobile app the new item count ("The mobile app embedding receives the
// cart item count by window message to the parent frame or native app").

export const CART_CHANNEL_NAME = "quire-cart";
export const CART_CHANGE_MESSAGE_TYPE = "quire:cart-change";
export const CART_COUNT_MESSAGE_TYPE = "quire:cart-count";

export interface CartChange {
  /** units in the cart, for the header count */
  count: number;
  /** the server's latest cart, when the change produced one */
  cart: CartView | null;
}

/** The part of BroadcastChannel used here, so tests and old browsers can supply their own. */
export type CartChannel = BroadcastPort;

/** The part of window used to reach an embedder. */
export interface CartSyncHost {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  ReactNativeWebView?: { postMessage(message: string): void } | null;
}

export interface CartSyncDeps {
  /** null: no cross-tab channel (BroadcastChannel missing or blocked) */
  openChannel?: OpenBroadcastPort;
  /** null: no window (server render) */
  host?: CartSyncHost | null;
}

interface CartChangeMessage {
  type: typeof CART_CHANGE_MESSAGE_TYPE;
  source: string;
  count: number;
  cart: CartView | null;
}

function newTabId(): string {
  try {
    if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  } catch {}
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** This tab's id: a tab ignores the changes it published itself. */
export const cartSyncTabId: string = newTabId();

function defaultHost(): CartSyncHost | null {
  return typeof window === "undefined" ? null : window;
}

/** A whole, non-negative count, or null for anything that cannot be one. */
function normaliseCount(count: unknown): number | null {
  return typeof count === "number" && Number.isFinite(count) && count >= 0 ? Math.floor(count) : null;
}

/**
 * Posts { type: "quire:cart-count", count } to the parent frame when this page is framed, and to
 * the React Native WebView bridge when present. Only the count leaves the page: the parent's
 * origin is not known, so the message goes to "*" and must hold nothing private.
 */
export function notifyEmbedder(count: number, host: CartSyncHost | null = defaultHost()): void {
  const value = normaliseCount(count);
  if (value === null || !host) return;
  const message = { type: CART_COUNT_MESSAGE_TYPE, count: value };
  try {
    const parent = host.parent;
    if (parent && parent !== (host as unknown)) parent.postMessage(message, "*");
  } catch {}
  try {
    host.ReactNativeWebView?.postMessage(JSON.stringify(message));
  } catch {}
}

/**
 * Tells the other tabs (BroadcastChannel "quire-cart") and any embedder about a change made in
 * this tab. Call after every cart change. A count that is not a number sends nothing.
 */
export function publishCartChange(change: CartChange, deps: CartSyncDeps = {}): void {
  const count = normaliseCount(change.count);
  if (count === null) return;
  const message: CartChangeMessage = { type: CART_CHANGE_MESSAGE_TYPE, source: cartSyncTabId, count, cart: change.cart };
  // A cart that cannot be cloned still lets the other tabs update their count and refetch.
  broadcast(CART_CHANNEL_NAME, [message, { ...message, cart: null }], deps.openChannel);
  notifyEmbedder(count, deps.host === undefined ? defaultHost() : deps.host);
}

function readChangeMessage(data: Partial<CartChangeMessage> | null): CartChange | null {
  if (!data || typeof data !== "object" || data.type !== CART_CHANGE_MESSAGE_TYPE) return null;
  if (typeof data.source !== "string" || data.source === cartSyncTabId) return null;
  const count = normaliseCount(data.count);
  if (count === null) return null;
  const cart = data.cart && typeof data.cart === "object" && Array.isArray(data.cart.items) ? data.cart : null;
  return { count, cart };
}

/**
 * Calls listener for every cart change another tab publishes (never for this tab's own).
 * Returns an unsubscribe. Without BroadcastChannel it does nothing.
 */
export function subscribeCartChanges(listener: (change: CartChange) => void, deps: CartSyncDeps = {}): () => void {
  return listenToBroadcasts<Partial<CartChangeMessage>>(
    CART_CHANNEL_NAME,
    (data) => {
      const change = readChangeMessage(data);
      if (change) listener(change);
    },
    deps.openChannel,
  );
}
