import type { FastifyInstance, FastifyRequest } from "fastify";
import { pooledRandom } from "../lib/random-pool";

// Headers every response carries. The Content-Security-Policy lets scripts run only from our own
// origin or inline with this request's nonce (React Router's hydration scripts get it through the
// load context), so an injected <script> does nothing. Styles keep 'unsafe-inline': the dialog
// library injects <style> elements and React writes style attributes, and a stylesheet cannot run
// code. frame-ancestors 'self' keeps other sites from framing our pages (click-jacking).
// HSTS is sent only on a request that came over https (request.protocol believes X-Forwarded-Proto
// from trusted proxies only), so a plain-http development server never pins itself.

declare module "fastify" {
  interface FastifyRequest {
    /** a fresh random value per request for the page's inline scripts */
    cspNonce: string;
  }
}

export function contentSecurityPolicy(nonce: string, dev: boolean, gatewayOrigin: string | null = null): string {
  // The checkout frames the card gateway's form and, without JavaScript, posts to its full page.
  const gateway = gatewayOrigin ? ` ${gatewayOrigin}` : "";
  const directives = [
    "default-src 'self'",
    // Vite's development client injects inline scripts without a nonce and evaluates modules.
    dev ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${gateway}`,
    `frame-src 'self'${gateway}`,
    "frame-ancestors 'self'",
  ];
  return directives.join("; ");
}

// Nonces are cut from the pool of random bytes (lib/random-pool.ts, decision 051; a JSON call never
// uses its nonce, a page does, so every response keeps one).
export function newCspNonce(): string {
  return pooledRandom(16, "base64");
}

const NONCE_MARK = "\u0000nonce\u0000";

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { dev: boolean; gatewayOriginFor?: (request: FastifyRequest) => string },
): void {
  // The policy around the nonce, per gateway origin (one or two in practice), so a request only joins three strings.
  const policies = new Map<string, [string, string]>();
  const policyFor = (nonce: string, gateway: string | null): string => {
    const key = gateway ?? "";
    let parts = policies.get(key);
    if (!parts) {
      const [before = "", after = ""] = contentSecurityPolicy(NONCE_MARK, options.dev, gateway).split(NONCE_MARK);
      parts = [before, after];
      if (policies.size < 64) policies.set(key, parts);
    }
    return parts[0] + nonce + parts[1];
  };
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", (request, reply, done) => {
    request.cspNonce = newCspNonce();
    const gateway = options.gatewayOriginFor?.(request) ?? null;
    reply.header("content-security-policy", policyFor(request.cspNonce, gateway));
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (request.protocol === "https") reply.header("strict-transport-security", "max-age=31536000");
    done();
  });
}
