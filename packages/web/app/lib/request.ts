import { csrfHeaders } from "./csrf";

// The page's request layer for the app's JSON calls (storefront spec sections 7 and 8, cart spec 7;
// decision 074): credentials on every call, a 30000 ms default timeout, the x-http-encode header
// unless the debug cookie is set (a developer reading answers in the network panel wants them plain)
// and an encoded answer decoded, one call in flight per cache id, and only 2xx as success. Every
// failure is a RequestError carrying the spec's words for the transport failures and the server's
// {code, message} for an answer, so a 400's message reaches the caller to show.

/** storefront spec section 9: the default request timeout */
export const REQUEST_TIMEOUT_MS = 30000;
/** with this cookie set (any value) answers come plain: no x-http-encode header */
export const DEBUG_COOKIE = "quire_debug";
export const HTTP_ENCODE_HEADER = "x-http-encode";

/** The HTTP layer's own failures (storefront spec section 8), and a refused repeat. */
export const REQUEST_FAILURES = {
  aborted: { code: "ECONNABORTED", message: "Request aborted" },
  network: { code: "ERR_NETWORK", message: "Network Error" },
  timeout: { code: "ETIMEDOUT", message: (ms: number) => `timeout of ${ms}ms exceeded` },
  duplicate: { code: "DUPLICATE_REQUEST", message: (id: string) => `A request with cache id ${id} is already in flight` },
} as const;

export class RequestError extends Error {
  constructor(
    message: string,
    /** the server's code, or the transport failure's */
    readonly code: string,
    /** the answer's HTTP status; null when no answer came */
    readonly status: number | null = null,
    /** the answer's body, decoded */
    readonly body: unknown = undefined,
  ) {
    super(message);
    // by name, as the spec handles 403 and 500: "ForbiddenError", "ServerError"...
    this.name = errorName(status);
  }
}

function errorName(status: number | null): string {
  if (status === null) return "NetworkError";
  if (status === 400) return "BadRequestError";
  if (status === 401) return "UnauthorizedError";
  if (status === 403) return "ForbiddenError";
  if (status === 404) return "NotFoundError";
  if (status >= 500) return "ServerError";
  return "HttpError";
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** sent as JSON */
  body?: unknown;
  /** ms before the call gives up; default 30000 */
  timeoutMs?: number;
  /** a second call with this id while the first is in flight is refused, not sent */
  cacheId?: string;
  /** the caller's own cancel (the component went away) */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** cache id -> the call holding it (a cancelled call frees its id at once, and never frees a later one's) */
const inFlight = new Map<string, symbol>();

function cookieString(): string {
  try {
    return typeof document === "undefined" ? "" : document.cookie;
  } catch {
    return "";
  }
}

/** Is the debug cookie set (any value)? */
export function hasDebugCookie(cookies: string = cookieString()): boolean {
  return cookies.split(";").some((part) => part.split("=")[0]?.trim() === DEBUG_COOKIE);
}

/** An answer's body: an `encoded` field (base64 of JSON) decoded, anything else as it came. */
export function decodeBody(body: unknown): unknown {
  if (body === null || typeof body !== "object" || !("encoded" in body)) return body;
  const encoded = (body as { encoded: unknown }).encoded;
  if (typeof encoded !== "string") return body;
  const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === "") return null;
  try {
    return decodeBody(JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

function failureOf(status: number, body: unknown): RequestError {
  const b = body !== null && typeof body === "object" ? (body as { code?: unknown; message?: unknown }) : {};
  const code = typeof b.code === "string" ? b.code : `HTTP_${status}`;
  const message = typeof b.message === "string" ? b.message : `Request failed with status code ${status}`;
  return new RequestError(message, code, status, body);
}

/**
 * One JSON call. Resolves with the decoded body of a 2xx answer; rejects with a RequestError for
 * anything else: a 400 with the server's code and message (rethrown for the caller to show), a
 * timeout, an abort, no network, or a repeat of a call still in flight under the same cache id.
 */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, timeoutMs = REQUEST_TIMEOUT_MS, cacheId, signal } = options;
  const holder = Symbol(cacheId);
  const release = () => {
    if (cacheId !== undefined && inFlight.get(cacheId) === holder) inFlight.delete(cacheId);
  };
  if (cacheId !== undefined) {
    if (inFlight.has(cacheId)) {
      const { code, message } = REQUEST_FAILURES.duplicate;
      throw new RequestError(message(cacheId), code);
    }
    inFlight.set(cacheId, holder);
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  // a caller that gave up may ask again at once
  const onCallerAbort = () => {
    release();
    controller.abort();
  };
  if (signal?.aborted) onCallerAbort();
  else signal?.addEventListener("abort", onCallerAbort, { once: true });
  try {
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    if (!hasDebugCookie()) headers[HTTP_ENCODE_HEADER] = "1";
    if (method !== "GET") Object.assign(headers, csrfHeaders());
    if (body !== undefined) headers["content-type"] = "application/json";
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        credentials: "same-origin",
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      throw transportFailure(timedOut, controller.signal.aborted, timeoutMs);
    }
    let parsed: unknown;
    try {
      parsed = await readBody(res);
    } catch {
      throw transportFailure(timedOut, controller.signal.aborted, timeoutMs);
    }
    if (res.status < 200 || res.status > 299) throw failureOf(res.status, parsed);
    return parsed as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onCallerAbort);
    release();
  }
}

function transportFailure(timedOut: boolean, aborted: boolean, timeoutMs: number): RequestError {
  if (timedOut) return new RequestError(REQUEST_FAILURES.timeout.message(timeoutMs), REQUEST_FAILURES.timeout.code);
  if (aborted) return new RequestError(REQUEST_FAILURES.aborted.message, REQUEST_FAILURES.aborted.code);
  return new RequestError(REQUEST_FAILURES.network.message, REQUEST_FAILURES.network.code);
}

/**
 * A failure in the terms of the clients that keep an error class of their own: the server's code
 * and message (the fallback when it gave none) with the status, or NETWORK_ERROR with status 0 when
 * no answer came. Null for the caller's own cancel and anything not the layer's: those pass through.
 */
export function failureParts(error: unknown, fallbackMessage: string): { code: string; message: string; status: number } | null {
  if (!(error instanceof RequestError) || error.code === REQUEST_FAILURES.aborted.code) return null;
  if (error.status === null) return { code: "NETWORK_ERROR", message: fallbackMessage, status: 0 };
  const body = error.body !== null && typeof error.body === "object" ? (error.body as { message?: unknown }) : {};
  const message = typeof body.message === "string" && body.message ? body.message : fallbackMessage;
  return { code: error.code, message, status: error.status };
}
