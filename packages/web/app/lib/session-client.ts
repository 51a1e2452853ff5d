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

/**
 * The answer of a session call as the server declares it: `{data}` on success. Only its presence
 * is checked here: the server is ours and its routes' tests hold the shape.
 */
interface Answer<T> {
  data?: T | null;
}

async function send<T>(url: string, init: RequestInit): Promise<{ res: Response; body: Answer<T> | null }> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: "same-origin", ...init });
  } catch (e) {
    if (e instanceof DOMException && e.name === "AbortError") throw e;
    throw new SessionApiError({ code: "NETWORK_ERROR", message: GENERIC_MESSAGE, status: 0 });
  }
  const body: Answer<T> | null = await res.json().catch(() => null);
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

async function post<T>(url: string, payload?: unknown): Promise<Answer<T> | null> {
  await ensureCsrfCookie();
  const headers: Record<string, string> = { ...csrfHeaders() };
  if (payload !== undefined) headers["content-type"] = "application/json";
  const { body } = await send<T>(url, {
    method: "POST",
    headers,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return body;
}

function dataOf<T extends object>(body: Answer<T> | null): T {
  // a body that is no object (null, a number, a string) has no data
  const data = body?.data;
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    throw new SessionApiError({ code: "BAD_RESPONSE", message: GENERIC_MESSAGE, status: 200 });
  }
  return data;
}

/** What sign-in, registration and sign-out answer. */
interface SessionAnswer {
  session?: SessionToken | null;
  merge?: MergeReport | null;
}

function sessionOf(data: SessionAnswer): SessionToken {
  if (!isRecord(data.session)) throw new SessionApiError({ code: "BAD_RESPONSE", message: GENERIC_MESSAGE, status: 200 });
  return data.session;
}

function signInResult(body: Answer<SessionAnswer> | null): SignInResult {
  const data = dataOf(body);
  const session = sessionOf(data);
  return { session, merge: isRecord(data.merge) ? data.merge : null };
}

export const sessionClient = {
  /** POST /api/auth/login: the server rotates the session and moves the guest cart into the account cart. */
  async login(credentials: Credentials): Promise<SignInResult> {
    return signInResult(await post<SessionAnswer>("/api/auth/login", credentials));
  },
  /** POST /api/auth/register: creates the account and signs it in (same answer as login). */
  async register(registration: Registration): Promise<SignInResult> {
    return signInResult(await post<SessionAnswer>("/api/auth/register", registration));
  },
  /** POST /api/auth/logout: ends the session and clears the cart cookie; answers the guest token. */
  async logout(): Promise<SessionToken> {
    return sessionOf(dataOf(await post<SessionAnswer>("/api/auth/logout")));
  },
  /**
   * GET /api/hf/{tenant}{path}: header and footer for this browser on this page (path with its
   * query). A 401 (the session cookie expired) throws a SessionApiError with status 401.
   */
  async fetchHeaderFooter(tenant: TenantId, pathWithQuery: string, signal?: AbortSignal): Promise<HeaderFooterData> {
    const path = pathWithQuery.startsWith("/") ? pathWithQuery : `/${pathWithQuery}`;
    const { body } = await send<HeaderFooterData>(`/api/hf/${tenant}${path}`, { method: "GET", signal });
    return dataOf(body);
  },
};

export type SessionClient = typeof sessionClient;
