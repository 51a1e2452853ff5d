import type { TenantProfile } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { readCookie, serializeCookie } from "../../http/cookies";
import { rotateCsrfCookie } from "../../http/csrf";
import { CART_COOKIE } from "../cart";
import { yourStoreSetCookie } from "../stores";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from "./device-cookie";
import type { ClientInfo, SessionService, SignInResult } from "./session.service";

// The cookies a session's changes set, whether a JSON call or a page's form made the change.

export const SESSION_COOKIE = "quire_session";

export function clearCookie(request: FastifyRequest, name: string, httpOnly = true): string {
  return serializeCookie(name, "", { maxAgeSeconds: 0, secure: request.protocol === "https", httpOnly });
}

/** Who is signing in, from where: what the limiter and the guest-cart merge need. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return {
    tenant: (request.tenant as TenantProfile).id,
    ip: request.ip,
    userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : null,
    currentSessionId: readCookie(request.headers.cookie, SESSION_COOKIE),
    guestCartToken: readCookie(request.headers.cookie, CART_COOKIE),
    deviceCookie: readCookie(request.headers.cookie, DEVICE_COOKIE),
  };
}

/** The cookies of a new session: the session, the device cookie, no guest cart, a fresh CSRF token. */
export function writeSignedInCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  result: SignInResult,
  sessionMaxAgeSeconds: number,
): void {
  reply.header(
    "set-cookie",
    serializeCookie(SESSION_COOKIE, result.sessionId, {
      maxAgeSeconds: sessionMaxAgeSeconds,
      secure: request.protocol === "https",
    }),
  );
  // Kept after sign-out: it is what lets this browser in while strangers have the account locked.
  reply.header(
    "set-cookie",
    serializeCookie(DEVICE_COOKIE, result.deviceCookie, {
      maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS,
      secure: request.protocol === "https",
    }),
  );
  // The guest cart now lives in the account cart; the cookie would open nothing.
  reply.header("set-cookie", clearCookie(request, CART_COOKIE));
  if (result.preferredStore) {
    reply.header("set-cookie", yourStoreSetCookie(result.preferredStore, { secure: request.protocol === "https" }));
  }
  rotateCsrfCookie(request, reply);
}

export type GuestCheckoutStart = Awaited<ReturnType<SessionService["startGuestCheckout"]>>;

/** "Check out as a guest": the guest-checkout session's cookie; the browser's cart cookie stays. */
export function writeGuestCheckoutCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  result: GuestCheckoutStart,
  sessionMaxAgeSeconds: number,
): void {
  reply.header(
    "set-cookie",
    serializeCookie(SESSION_COOKIE, result.sessionId, {
      maxAgeSeconds: sessionMaxAgeSeconds,
      secure: request.protocol === "https",
    }),
  );
  rotateCsrfCookie(request, reply);
}

/** Signed out: the browser keeps no session and no cart, and gets a fresh CSRF token. */
export function clearSignedOutCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.header("set-cookie", clearCookie(request, SESSION_COOKIE));
  reply.header("set-cookie", clearCookie(request, CART_COOKIE));
  rotateCsrfCookie(request, reply);
}
