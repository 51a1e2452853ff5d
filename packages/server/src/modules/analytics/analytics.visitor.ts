import type { FastifyRequest } from "fastify";
import { readCookie } from "../../http/cookies";
import { CSRF_COOKIE } from "../../http/csrf";
import { type AnalyticsVisitor, hashKey } from "./analytics.service";

/**
 * Who a request's events are about. The browser's key is a hash of its CSRF cookie (every browser
 * has one from its first page; renewed at sign-in and sign-out), a signed-in shopper is their user,
 * so their orders join the funnel. The rate limits count a hash of the address.
 */
export function analyticsVisitorOf(request: FastifyRequest): AnalyticsVisitor {
  const csrf = readCookie(request.headers.cookie, CSRF_COOKIE);
  const sessionKey = csrf ? hashKey(`csrf:${csrf}`) : null;
  const userId = request.session?.userId ?? null;
  return {
    site: request.tenant.id,
    shopperKey: userId !== null ? `u:${userId}` : sessionKey,
    sessionKey,
    clientKey: hashKey(`ip:${request.ip}`),
  };
}
