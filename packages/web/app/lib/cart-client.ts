import { type CartView, withDeviceFingerprint } from "@quire/domain";
import { csrfHeaders } from "./csrf";
import { deviceFingerprint } from "./device-fingerprint";

// Browser-side client for the cart calls under /cc/api. The cart is
// bound to an HttpOnly cookie the server sets, so every call carries same-origin credentials.
// PUT and DELETE travel as POST with an override header, as the spec's calls do. Non-GET calls
// carry the CSRF header; on the business tenant every call carries requestType=sbaMMX.

const BASE = "/cc/api/checkout";

/** A non-2xx answer: the server's code and message, and the cart as it stands when it sent one. */
export class CartApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly cartInfo: CartView | null;

  constructor(init: { code: string; message: string; status: number; cartInfo: CartView | null }) {
    super(init.message);
    this.name = "CartApiError";
    this.code = init.code;
    this.status = init.status;
    this.cartInfo = init.cartInfo;
  }
}

// Shown when the server sends no message of its own (network down, proxy error page).
const GENERIC_MESSAGE = "Something went wrong. Please try again.";

// The cart's context token, from the x-ctx-token header of the latest cart answer that carried one
// (success or error): the stored tokens must agree with it, else the cached cart data is dropped.
let latestContextToken: string | null = null;

function readContextToken(res: Response): void {
  const token = res.headers.get("x-ctx-token")?.trim();
  if (token) latestContextToken = token;
}

/** The business variant's request type, read from the page's tenant. */
export const BUSINESS_REQUEST_TYPE = "sbaMMX";

function pageTenant(): string | undefined {
  return typeof document === "undefined" ? undefined : document.documentElement.dataset.tenant;
}

/** The call's URL: the business tenant adds requestType=sbaMMX to the query. */
export function cartCallUrl(path: string, tenant: string | undefined = pageTenant()): string {
  const url = `${BASE}${path}`;
  if (tenant !== "advantage") return url;
  return `${url}${url.includes("?") ? "&" : "?"}requestType=${BUSINESS_REQUEST_TYPE}`;
}

interface CallOptions {
  method?: "GET" | "POST";
  override?: "PUT" | "DELETE";
  body?: unknown;
}

async function call(path: string, { method = "POST", override, body }: CallOptions = {}): Promise<CartView> {
  // A JSON content type with an empty body is a parse error on the server, so it goes only with a body.
  const headers: Record<string, string> = body === undefined ? {} : { "content-type": "application/json" };
  if (override) headers["x-http-method-override"] = override;
  if (method !== "GET") Object.assign(headers, csrfHeaders());
  let res: Response;
  try {
    res = await fetch(cartCallUrl(path), {
      method,
      credentials: "same-origin",
      headers,
      body: body === undefined ? undefined : JSON.stringify(withDeviceFingerprint(method, body, deviceFingerprint())),
    });
  } catch {
    throw new CartApiError({ code: "NETWORK_ERROR", message: GENERIC_MESSAGE, status: 0, cartInfo: null });
  }
  readContextToken(res);
  const payload = (await res.json().catch(() => null)) as {
    data?: { cartInfo?: CartView };
    code?: string;
    message?: string;
  } | null;
  const cartInfo = payload?.data?.cartInfo ?? null;
  if (!res.ok || !cartInfo) {
    throw new CartApiError({
      code: payload?.code ?? `HTTP_${res.status}`,
      message: payload?.message || GENERIC_MESSAGE,
      status: res.status,
      cartInfo,
    });
  }
  return cartInfo;
}

export const cartClient = {
  /** The context token of the latest cart answer that carried an x-ctx-token header, else null. */
  lastContextToken(): string | null {
    return latestContextToken;
  },
  get(): Promise<CartView> {
    return call("", { method: "GET" });
  },
  addItem(itemId: string, qty: number): Promise<CartView> {
    return call("/default/item", { body: { items: [{ itemId, qty }] } });
  },
  /** Sets a line to an absolute quantity; 0 removes it. */
  updateQuantity(cartItemId: string, qty: number): Promise<CartView> {
    return call("/default?actionType=EDIT_ITEM", { override: "PUT", body: { items: [{ cartItemId, qty }] } });
  },
  removeItem(cartItemId: string): Promise<CartView> {
    return call(`/default/item/${encodeURIComponent(cartItemId)}`, { override: "DELETE" });
  },
  applyCoupon(couponCode: string): Promise<CartView> {
    return call("/default/coupon", { body: { couponCode } });
  },
  removeCoupon(code: string): Promise<CartView> {
    return call(`/default/coupon/${encodeURIComponent(code)}`, { override: "DELETE" });
  },
};

export type CartClient = typeof cartClient;
