import formbody from "@fastify/formbody";
import { CARD_MESSAGES } from "@quire/domain";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import { z } from "zod";
import { type GatewayAssets, gatewayAssets } from "./assets";
import { type PaymentAuthTokenClaims, verifyPaymentAuthToken } from "./auth-token";
import { CARD_FIELD_MESSAGES, checkCardFields } from "./client/card-fields";
import { cardFormLanguageOf } from "./client/card-words";
import { type AssetUrls, cardPage, hostedCardFormPage, messagePage } from "./pages";
import { AUTH_FAILURE_MESSAGE, type SandboxGateway } from "./sandbox-gateway";
import { registerStoredValueSandbox } from "./stored-value/sandbox-pages";
import { type TokeniseLimit, memoryTokeniseLimit } from "./tokenise-limit";
import { registerWalletRoutes } from "./wallets/routes";

export interface GatewayAppOptions {
  gateway: SandboxGateway;
  /** the secret the storefront signs payment auth tokens with (the gateway's own) */
  secret: string;
  /** where browsers reach this app, e.g. http://pay.localhost:3000 (a function when known only after listen) */
  gatewayOrigin: string | (() => string);
  /** which store origins may frame the card form and receive its tokens */
  storefrontOrigins: (origin: string) => boolean;
  /** Fastify logger options, or a logger instance (e.g. the storefront's app.log) */
  logger?: boolean | object;
  /**
   * takes a tokenising attempt (tokenise-limit.ts); the store passes one kept in its database. Without
   * it, a limit in this process's memory: enough for a gateway running alone in one process.
   */
  tokeniseLimit?: TokeniseLimit;
  /** which proxies' X-Forwarded-* headers are believed (the store's TRUST_PROXY); none when not given */
  trustProxy?: FastifyServerOptions["trustProxy"];
}

export const GATEWAY_BODY_LIMIT = 8 * 1024;

const GENERIC_MESSAGE = "Sorry, something went wrong. It's us, not you. Try again in a few minutes.";
const ASSET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Bounded strings (and whole numbers for the expiry): the body's shape, checked before any card rule. */
const cardBodySchema = z.strictObject({
  number: z.string().max(32),
  expiryMonth: z.union([z.string().max(4), z.number().int().min(0).max(9999)]),
  expiryYear: z.union([z.string().max(4), z.number().int().min(0).max(9999)]),
  cvv: z.string().max(8),
});
const CARD_BODY_SHAPE =
  "The body must be {number, expiryMonth, expiryYear, cvv}: number and cvv strings (at most 32 and 8 characters), expiryMonth and expiryYear digits (at most 4).";

const authPageSchema = z.object({ authToken: z.string().max(2048), returnUrl: z.string().max(2048) });
const submitPageSchema = authPageSchema.extend({
  number: z.string().max(32).default(""),
  expiry: z.string().max(8).default(""),
  cvv: z.string().max(8).default(""),
});

class GatewayHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const TOO_MANY_ATTEMPTS = "TOO_MANY_PAYMENT_ATTEMPTS";
const HSTS = "max-age=31536000";

/** The origin a URL stands for, when it is exactly an http(s) origin (no path, query or credentials). */
function exactOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/** The return address of the no-JavaScript page, when it is an http(s) URL on an accepted store origin. */
function acceptedReturnUrl(value: unknown, storefrontOrigins: (origin: string) => boolean): URL | null {
  if (typeof value !== "string" || value.length > 2048) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.username || url.password) return null;
    return storefrontOrigins(url.origin) ? url : null;
  } catch {
    return null;
  }
}

function isOriginOfHost(origin: string, host: string | undefined): boolean {
  const exact = exactOrigin(origin);
  return exact !== null && host !== undefined && new URL(exact).host === host.toLowerCase();
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

function isLoggerInstance(logger: object): logger is FastifyBaseLogger {
  const candidate = logger as Partial<FastifyBaseLogger>;
  return typeof candidate.child === "function" && typeof candidate.info === "function";
}

function loggerOptions(logger: boolean | object | undefined): Pick<FastifyServerOptions, "logger" | "loggerInstance"> {
  if (logger === undefined || typeof logger === "boolean") return { logger: logger ?? false };
  if (isLoggerInstance(logger)) return { loggerInstance: logger };
  // Bodies are never logged (Fastify does not); the bearer header is hidden should headers be.
  const options = logger as { redact?: string[] };
  return { logger: { ...options, redact: [...(options.redact ?? []), "req.headers.authorization"] } };
}

const FRAME_CSP = (parentOrigin: string) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    `frame-ancestors ${parentOrigin}`,
    "base-uri 'none'",
  ].join("; ");

// Chromium applies form-action to the redirect after a submission too: the store's origin is allowed
// because /hosted/card-page/submit answers 303 to it.
const PAGE_CSP = (returnOrigin: string | null) =>
  [
    "default-src 'none'",
    "style-src 'self'",
    `form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");

/**
 * The sandbox card processor's HTTP side, on its own origin: the card form the store frames, the
 * tokenising call it makes, and a full-page form for browsers without JavaScript. Not listening:
 * the storefront dispatches requests for the gateway's host to `app.routing`, or a test listens.
 */
export async function buildGatewayApp(options: GatewayAppOptions): Promise<FastifyInstance> {
  const assets: GatewayAssets = await gatewayAssets();
  const assetUrls: AssetUrls = {
    script: `/hosted/card-form.js?v=${assets.script.hash}`,
    style: `/hosted/card-form.css?v=${assets.style.hash}`,
  };
  const gatewayOrigin =
    typeof options.gatewayOrigin === "function" ? options.gatewayOrigin : () => options.gatewayOrigin as string;
  const { gateway, secret, storefrontOrigins } = options;
  const tokeniseLimit = options.tokeniseLimit ?? memoryTokeniseLimit(() => gateway.now());

  const app = Fastify({
    ...loggerOptions(options.logger),
    bodyLimit: GATEWAY_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
  });
  // JSON (the tokenising call) and forms (the no-JavaScript page) only.
  app.removeContentTypeParser("text/plain");
  await app.register(formbody, { bodyLimit: GATEWAY_BODY_LIMIT });

  // Headers of every answer; pages replace the CSP and framing headers with their own. HSTS as the
  // store sends it: only on a request that came over https (request.protocol believes
  // X-Forwarded-Proto from trusted proxies only), so a plain-http development server never pins itself.
  app.addHook("onRequest", async (request, reply) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    reply.header("content-security-policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    reply.header("x-frame-options", "DENY");
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "no-referrer");
    reply.header("cross-origin-resource-policy", "same-origin");
    reply.header("cache-control", "no-store");
  });

  const sendHtml = (reply: FastifyReply, status: number, html: string, csp: string) =>
    reply.status(status).header("content-security-policy", csp).type("text/html; charset=utf-8").send(html);
  const refusalPage = (reply: FastifyReply, status: number, title: string, message: string, back?: URL) =>
    sendHtml(
      reply,
      status,
      messagePage({
        title,
        message,
        assets: assetUrls,
        link: back ? { href: back.href, text: "Return to the store" } : undefined,
      }),
      PAGE_CSP(null),
    );

  app.setErrorHandler((error: FastifyError | GatewayHttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    let code = "INTERNAL_ERROR";
    // Fixed messages: a parser's own message can quote the body (and so a card number).
    let message = GENERIC_MESSAGE;
    if (error instanceof GatewayHttpError) {
      code = error.code;
      message = error.message;
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
    } else if (status >= 400 && status < 500) {
      if (status === 413) [code, message] = ["PAYLOAD_TOO_LARGE", "The request body is too large."];
      else if (status === 415)
        [code, message] = ["UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json (or a form, for the card page)."];
      else [code, message] = ["INVALID_REQUEST", "The request could not be read."];
    } else {
      request.log.error({ err: { type: error.name, code: (error as FastifyError).code, stack: error.stack } }, "unhandled error");
    }
    const answerStatus = status >= 400 && status < 600 ? status : 500;
    if (request.url.startsWith("/hosted/")) {
      return refusalPage(reply, answerStatus, "Card details", answerStatus >= 500 ? CARD_MESSAGES.frameSubmit : message);
    }
    return reply.status(answerStatus).send({ code, message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: "NOT_FOUND", message: `No route for ${request.method} ${request.url.split("?")[0]}` }),
  );

  app.get("/health", async () => ({ status: "ok" }));

  /** The tokenising limit's answer for this request: null to go ahead, else the seconds to wait. */
  const limitWait = async (request: FastifyRequest, claims: PaymentAuthTokenClaims): Promise<number | null> => {
    const refused = await tokeniseLimit({ claims, address: request.ip });
    if (!refused) return null;
    request.log.warn({ event: "tokenise_limit", retryAfterSeconds: refused.retryAfterSeconds }, "card tokenising over the limit");
    return Math.max(1, Math.ceil(refused.retryAfterSeconds));
  };

  // ---- The tokenising call: same-origin only (the framed form calls it) ----

  const sameOriginCors = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    // Same origin: the configured one, or the very host the browser sent this request to (so a
    // store listening on port 0, or behind a proxy with another port, still works).
    if (origin !== gatewayOrigin() && !isOriginOfHost(origin, request.headers.host)) return false;
    reply.header("access-control-allow-origin", origin).header("vary", "Origin");
    return true;
  };

  app.options("/v1/tokens", async (request, reply) => {
    if (sameOriginCors(request, reply)) {
      reply.header("access-control-allow-methods", "POST").header("access-control-allow-headers", "authorization, content-type");
    }
    return reply.status(204).send();
  });

  app.post("/v1/tokens", async (request, reply) => {
    if (!sameOriginCors(request, reply)) {
      throw new GatewayHttpError(403, "FORBIDDEN_ORIGIN", "Cards are tokenised from the gateway's own card form only.");
    }
    const authToken = bearerToken(request);
    const claims = authToken ? verifyPaymentAuthToken(secret, authToken, gateway.now()) : null;
    if (!authToken || !claims) throw new GatewayHttpError(401, "AUTH_FAILURE", AUTH_FAILURE_MESSAGE);
    const body = cardBodySchema.safeParse(request.body);
    if (!body.success) throw new GatewayHttpError(400, "INVALID_REQUEST", CARD_BODY_SHAPE);
    // Counted before the card is looked at, whatever the card turns out to be.
    const wait = await limitWait(request, claims);
    if (wait !== null) throw new GatewayHttpError(429, TOO_MANY_ATTEMPTS, CARD_MESSAGES.tooManyAttempts, wait);
    const result = gateway.tokenise(authToken, body.data);
    if (!result.ok) throw new GatewayHttpError(result.status, result.code, result.message);
    const { token, brand, last4, expiryMonth, expiryYear } = result;
    return reply.status(201).send({ token, brand, last4, expiryMonth, expiryYear });
  });

  // ---- The framed card form ----

  app.get("/hosted/card-form", async (request, reply) => {
    const query = request.query as { origin?: unknown; lang?: unknown };
    const origin = typeof query.origin === "string" && query.origin.length <= 300 ? exactOrigin(query.origin) : null;
    if (!origin || !storefrontOrigins(origin)) {
      return refusalPage(reply, 400, "Card form unavailable", "This card form can only be shown on the Quire store.");
    }
    reply.removeHeader("x-frame-options");
    reply.removeHeader("cross-origin-resource-policy");
    return sendHtml(
      reply,
      200,
      hostedCardFormPage({ parentOrigin: origin, assets: assetUrls, language: cardFormLanguageOf(query.lang) }),
      FRAME_CSP(origin),
    );
  });

  const sendAsset = (reply: FastifyReply, type: string, body: string) =>
    reply.header("cache-control", `public, max-age=${ASSET_MAX_AGE_SECONDS}, immutable`).type(type).send(body);
  app.get("/hosted/card-form.js", async (_request, reply) =>
    sendAsset(reply, "text/javascript; charset=utf-8", assets.script.body),
  );
  app.get("/hosted/card-form.css", async (_request, reply) => sendAsset(reply, "text/css; charset=utf-8", assets.style.body));

  // ---- The no-JavaScript card page ----

  app.post("/hosted/card-page", async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const returnUrl = acceptedReturnUrl(body.returnUrl, storefrontOrigins);
    if (!returnUrl)
      return refusalPage(reply, 400, "Card form unavailable", "This card form can only be used from the Quire store.");
    const fields = authPageSchema.safeParse(body);
    if (!fields.success || !verifyPaymentAuthToken(secret, fields.data.authToken, gateway.now())) {
      return refusalPage(reply, 401, "Payment session expired", AUTH_FAILURE_MESSAGE, returnUrl);
    }
    const html = cardPage({ authToken: fields.data.authToken, returnUrl: returnUrl.href, assets: assetUrls });
    return sendHtml(reply, 200, html, PAGE_CSP(returnUrl.origin));
  });

  app.post("/hosted/card-page/submit", async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const returnUrl = acceptedReturnUrl(body.returnUrl, storefrontOrigins);
    if (!returnUrl)
      return refusalPage(reply, 400, "Card form unavailable", "This card form can only be used from the Quire store.");
    const fields = submitPageSchema.safeParse(body);
    const authToken = fields.success ? fields.data.authToken : typeof body.authToken === "string" ? body.authToken : "";
    const claims = authToken.length > 2048 ? null : verifyPaymentAuthToken(secret, authToken, gateway.now());
    if (!claims) return refusalPage(reply, 401, "Payment session expired", AUTH_FAILURE_MESSAGE, returnUrl);
    // Refused: the page again with the message, and every card field empty (never echoed).
    const refuse = (message: string, errors?: Parameters<typeof cardPage>[0]["errors"], status = 400) =>
      sendHtml(
        reply,
        status,
        cardPage({ authToken, returnUrl: returnUrl.href, assets: assetUrls, message, errors }),
        PAGE_CSP(returnUrl.origin),
      );
    if (!fields.success) return refuse(CARD_MESSAGES.operationFailed);
    const check = checkCardFields(fields.data, new Date());
    if (!check.ok) return refuse(CARD_FIELD_MESSAGES.summary, check.errors);
    // Fields that are not a card at all were refused above, as the framed form refuses them in the
    // browser; anything that may be a card counts before it is looked at.
    const wait = await limitWait(request, claims);
    if (wait !== null) {
      reply.header("retry-after", String(wait));
      return refuse(CARD_MESSAGES.tooManyAttempts, undefined, 429);
    }
    const result = gateway.tokenise(authToken, check.body);
    if (!result.ok) {
      if (result.status === 401) return refusalPage(reply, 401, "Payment session expired", result.message, returnUrl);
      return refuse(result.message);
    }
    const target = new URL(returnUrl.href);
    target.searchParams.append("cardToken", result.token);
    return reply.status(303).header("location", target.href).send();
  });

  registerStoredValueSandbox(app, { gateway, style: assetUrls.style });
  registerWalletRoutes(app, {
    gateway,
    baseStyle: assetUrls.style,
    pageCsp: PAGE_CSP,
    acceptedReturnUrl: (v) => acceptedReturnUrl(v, storefrontOrigins),
  });

  return app;
}
