import type { Credentials, HeaderFooterData, MergeReport, Registration, SessionToken, TenantId } from "@quire/domain";
import { csrfHeaders, readCsrfToken } from "./csrf";

// Browser-side client for the session calls (sign in, create account, sign out) and the
// header-footer site data. Same-origin; the session cookies are HttpOnly, so every call carries
// credentials and each non-GET call the CSRF header.

/** Field errors of a 400 VALIDATION_ERROR, keyed by the request field. */
export type FieldErrors = Partial<Record<"email" | "password" | "firstName" | "lastName" | "companyName", string>>;

/** A non-2xx answer (or no answer): the server's code, message and field errors. */
export class SessionApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: FieldErrors;
  /** seconds from the retry-after header of a 429, else null */
  readonly retryAfter: number | null;

  constructor(init: { code: string; message: string; status: number; fields?: FieldErrors; retryAfter?: number | null }) {
    super(init.message);
    this.name = "SessionApiError";
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields ?? {};
    this.retryAfter = init.retryAfter ?? null;
  }
}

export const GENERIC_MESSAGE = "Something went wrong. Please try again.";

export interface SignInResult {
  session: SessionToken;
  /** what signing in did to the guest cart; null when there was nothing to move */
  merge: MergeReport | null;
}

export type { Credentials, Registration };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const fields: FieldErrors = {};
  for (const key of ["email", "password", "firstName", "lastName", "companyName"] as const) {
    const text = value[key];
    if (typeof text === "string" && text.trim() !== "") fields[key] = text;
  }
  return fields;
}

function retryAfterOf(res: Response): number | null {
  const raw = res.headers.get("retry-after");
  if (!raw) return null;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

async function send(url: string, init: RequestInit): Promise<{ res: Response; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: "same-origin", ...init });
  } catch (e) {
    if (e instanceof DOMException && e.name === "AbortError") throw e;
    throw new SessionApiError({ code: "NETWORK_ERROR", message: GENERIC_MESSAGE, status: 0 });
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const payload = isRecord(body) ? body : {};
    throw new SessionApiError({
      code: typeof payload.code === "string" ? payload.code : `HTTP_${res.status}`,
      message: typeof payload.message === "string" && payload.message ? payload.message : GENERIC_MESSAGE,
      status: res.status,
      fields: readFields(payload.fields),
      retryAfter: retryAfterOf(res),
    });
  }
  return { res, body };
}

/**
 * A page served before the session existed (or a cleared cookie) has no CSRF cookie yet:
 * GET /api/session sets one. Failures are left to the call that follows (it answers 403).
 */
async function ensureCsrfCookie(): Promise<void> {
  if (readCsrfToken()) return;
  try {
    await fetch("/api/session", { credentials: "same-origin" });
  } catch {}
}

async function post(url: string, payload?: unknown): Promise<unknown> {
  await ensureCsrfCookie();
  const headers: Record<string, string> = { ...csrfHeaders() };
  if (payload !== undefined) headers["content-type"] = "application/json";
  const { body } = await send(url, {
    method: "POST",
    headers,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return body;
}

function dataOf(body: unknown): Record<string, unknown> {
  const data = isRecord(body) ? body.data : null;
  if (!isRecord(data)) throw new SessionApiError({ code: "BAD_RESPONSE", message: GENERIC_MESSAGE, status: 200 });
  return data;
}

function signInResult(body: unknown): SignInResult {
  const data = dataOf(body);
  if (!isRecord(data.session)) throw new SessionApiError({ code: "BAD_RESPONSE", message: GENERIC_MESSAGE, status: 200 });
  const merge = isRecord(data.merge) ? (data.merge as unknown as MergeReport) : null;
  return { session: data.session as unknown as SessionToken, merge };
}

export const sessionClient = {
  /** POST /api/auth/login: the server rotates the session and moves the guest cart into the account cart. */
  async login(credentials: Credentials): Promise<SignInResult> {
    return signInResult(await post("/api/auth/login", credentials));
  },
  /** POST /api/auth/register: creates the account and signs it in (same answer as login). */
  async register(registration: Registration): Promise<SignInResult> {
    return signInResult(await post("/api/auth/register", registration));
  },
  /** POST /api/auth/logout: ends the session and clears the cart cookie; answers the guest token. */
  async logout(): Promise<SessionToken> {
    const data = dataOf(await post("/api/auth/logout"));
    return data.session as unknown as SessionToken;
  },
  /**
   * GET /api/hf/{tenant}{path}: header and footer for this browser on this page (path with its
   * query). A 401 (the session cookie expired) throws a SessionApiError with status 401.
   */
  async fetchHeaderFooter(tenant: TenantId, pathWithQuery: string, signal?: AbortSignal): Promise<HeaderFooterData> {
    const path = pathWithQuery.startsWith("/") ? pathWithQuery : `/${pathWithQuery}`;
    const { body } = await send(`/api/hf/${tenant}${path}`, { method: "GET", signal });
    return dataOf(body) as unknown as HeaderFooterData;
  },
};

export type SessionClient = typeof sessionClient;
