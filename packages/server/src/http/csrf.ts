import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readCookie, serializeCookie } from "./cookies";
import { AppError } from "./errors";

// Cross-site request forgery: every request that may change state (anything but GET, HEAD and
// OPTIONS) must (1) not come from another origin, by its Origin (or Referer) header, and (2) carry
// the x-csrf-token header equal to the quire_csrf cookie. Another site can make a browser send the
// cookie but can neither read it nor set a custom header without a CORS preflight, which we never
// grant. GET never changes state, so pages and reads need neither.
//
// A page's <form method="post"> cannot set a header: it carries the token in a hidden field named
// `csrf` instead. Its body is read before React Router sees it (see page-forms.ts), so the field is
// checked there, after parsing; the Origin check below applies to it unchanged.

export const CSRF_COOKIE = "quire_csrf";
export const CSRF_HEADER = "x-csrf-token";
/** the hidden form field a page's form posts the token in */
export const CSRF_FIELD = "csrf";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// navigator.sendBeacon cannot set a header: the analytics beacon (decision 050) is checked for its
// origin only. It stores a counted event and changes nothing a shopper owns.
const ORIGIN_ONLY_PATHS = new Set(["/api/analytics/beacon"]);
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

declare module "fastify" {
  interface FastifyRequest {
    /** a CSRF token set on this response (fresh browser, or rotated at sign-in and sign-out) */
    issuedCsrfToken: string | null;
  }
}

export function newCsrfToken(): string {
  return crypto.randomBytes(18).toString("base64url");
}

/** Sets a fresh CSRF cookie on this reply (at sign-in and sign-out, so a token never outlives its session). */
export function rotateCsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const token = newCsrfToken();
  request.issuedCsrfToken = token;
  reply.header("set-cookie", csrfCookie(request, token));
  return token;
}

function csrfCookie(request: FastifyRequest, token: string): string {
  // Readable by the page's script (it copies it into the header), SameSite=Lax like the rest.
  return serializeCookie(CSRF_COOKIE, token, {
    maxAgeSeconds: 63_072_000,
    secure: request.protocol === "https",
    httpOnly: false,
  });
}

/** API paths: everything else is a page, whose posts are forms. */
export function isApiPath(url: string): boolean {
  return /^\/(api|cc\/api|ele-lpd\/api)(\/|$|\?)/.test(url);
}

function isFormPost(request: FastifyRequest): boolean {
  const type = String(request.headers["content-type"] ?? "").toLowerCase();
  return !isApiPath(request.url) && type.startsWith("application/x-www-form-urlencoded");
}

function sameHost(url: string, host: string | undefined): boolean {
  try {
    return new URL(url).host.toLowerCase() === (host ?? "").toLowerCase();
  } catch {
    return false;
  }
}

function equalTokens(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The token a form post carried in its hidden field matches this browser's cookie. */
export function formTokenMatches(request: FastifyRequest, fieldValue: string | null): boolean {
  const cookie = readCookie(request.headers.cookie, CSRF_COOKIE);
  return Boolean(cookie && fieldValue && TOKEN.test(cookie) && equalTokens(cookie, fieldValue));
}

/** The token a page renders into its forms: the browser's own, or one issued on this response. */
export function csrfTokenFor(request: FastifyRequest, reply: FastifyReply): string {
  const cookie = readCookie(request.headers.cookie, CSRF_COOKIE);
  if (request.issuedCsrfToken) return request.issuedCsrfToken;
  if (cookie && TOKEN.test(cookie)) return cookie;
  return rotateCsrfCookie(request, reply);
}

export function registerCsrfProtection(app: FastifyInstance): void {
  app.decorateRequest("issuedCsrfToken", null);

  // synchronous hooks (a refusal is thrown, which Fastify turns into the error answer)
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    const referer = request.headers.referer;
    const fetchSite = request.headers["sec-fetch-site"];
    // request.host is X-Forwarded-Host when the proxy is trusted (TRUST_PROXY), else the Host header:
    // behind a proxy that rewrites Host, the browser's Origin names the public host.
    const host = request.host;
    const crossSite =
      (typeof origin === "string" && origin !== "null" && !sameHost(origin, host)) ||
      origin === "null" ||
      (origin === undefined && typeof referer === "string" && !sameHost(referer, host)) ||
      fetchSite === "cross-site";
    if (crossSite) {
      throw new AppError(403, "CSRF_ORIGIN_MISMATCH", "This request came from another site and was refused.");
    }
    // A form's token is in its body, checked once the body is parsed (page-forms.ts).
    if (isFormPost(request)) return done();
    if (ORIGIN_ONLY_PATHS.has(request.url.split("?")[0] ?? "")) return done();
    const cookie = readCookie(request.headers.cookie, CSRF_COOKIE);
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== "string" || !TOKEN.test(cookie) || !equalTokens(cookie, header)) {
      throw new AppError(403, "CSRF_TOKEN_INVALID", "Your session has expired. Please refresh the page and try again.");
    }
    done();
  });

  // A browser without a token gets one with the first page or session read.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.issuedCsrfToken || readCookie(request.headers.cookie, CSRF_COOKIE)) return done(null, payload);
    const type = String(reply.getHeader("content-type") ?? "");
    const path = request.url.split("?")[0] ?? "";
    if (
      type.startsWith("text/html") ||
      path === "/api/session" ||
      path.startsWith("/api/hf/") ||
      path.startsWith("/_next/api/hf/")
    ) {
      rotateCsrfCookie(request, reply);
    }
    done(null, payload);
  });
}
