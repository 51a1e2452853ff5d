import crypto from "node:crypto";
import { canPickUpInStore, parseYourStoreCookie, type TenantProfile, YOUR_STORE_COOKIE } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { serializeCookie, readCookie } from "../../http/cookies";
import { AppError } from "../../http/errors";
import { alternatesOptOutOf } from "./alternates.commands";
import type { CartRequestContext, CartResult, CartViewer } from "./cart.service";

// Whose cart a request is about and the cookie that names a guest's cart: what the cart's JSON
// routes and its commands read from a request, and the answer they write back.

export const CART_COOKIE = "quire_cart";
const CART_COOKIE_MAX_AGE_SECONDS = 63_072_000; // about two years, the spec's cookie lifetime
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

/** The shopper's store from the YourStore cookie, if it holds a valid one. */
function yourStoreNumber(cookieHeader: string | undefined): string | null {
  return yourStoreOf(cookieHeader)?.storeNumber ?? null;
}

export function yourStoreOf(cookieHeader: string | undefined) {
  return parseYourStoreCookie(readCookie(cookieHeader, YOUR_STORE_COOKIE));
}

export function methodOf(request: FastifyRequest): string {
  const override = request.headers["x-http-method-override"];
  return (typeof override === "string" ? override : request.method).toUpperCase();
}

/** The cart this request is about: the signed-in user's account cart, else the guest cookie's. */
export function cartViewerOf(request: FastifyRequest): CartViewer {
  return {
    ownerToken: readCookie(request.headers.cookie, CART_COOKIE),
    userId: request.session?.userId ?? null,
    tenant: (request.tenant as TenantProfile).id,
    alternatesOptOutUntil: alternatesOptOutOf(request.headers.cookie),
  };
}

export function contextOf(request: FastifyRequest): CartRequestContext {
  // The business storefront tags its calls sbaMMX or sbaACI; anything else is a client bug.
  const requestType = (request.query as Record<string, unknown> | undefined)?.requestType;
  if (requestType !== undefined && requestType !== "sbaMMX" && requestType !== "sbaACI") {
    throw new AppError(400, "INVALID_REQUEST", "requestType: must be sbaMMX or sbaACI");
  }
  const key = request.headers["idempotency-key"];
  if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))) {
    throw new AppError(400, "INVALID_REQUEST", "Idempotency-Key: 1 to 100 letters, digits or . _ : -");
  }
  // Only a keyed request is ever compared with a stored one: without a key the fingerprint is not made.
  const requestHash =
    typeof key === "string"
      ? crypto
          .createHash("sha256")
          .update(`${methodOf(request)} ${request.url} ${JSON.stringify(request.body ?? null)}`)
          .digest("base64url")
      : "";
  return {
    ...cartViewerOf(request),
    blockedCategoryIds: request.session?.blockedCategoryIds ?? [],
    yourStoreNumber: yourStoreNumber(request.headers.cookie),
    canPickUp: canPickUpInStore({
      tenant: (request.tenant as TenantProfile).id,
      permissions: request.session?.permissions ?? [],
    }),
    idempotencyKey: typeof key === "string" ? key : null,
    requestHash,
  };
}

/** Writes the cart cookie when this request created the browser's cart. */
export function setNewCartCookie(request: FastifyRequest, reply: FastifyReply, result: CartResult): void {
  if (result.newOwnerToken) {
    reply.header(
      "set-cookie",
      serializeCookie(CART_COOKIE, result.newOwnerToken, {
        maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS,
        secure: request.protocol === "https",
      }),
    );
  }
}

export function send(request: FastifyRequest, reply: FastifyReply, result: CartResult) {
  reply.header("x-ctx-token", result.ctxToken);
  reply.header("cache-control", "no-store");
  setNewCartCookie(request, reply, result);
  const encode = request.headers["x-http-encode"] !== undefined && result.statusCode < 300;
  const body = encode ? { encoded: Buffer.from(JSON.stringify(result.body)).toString("base64") } : result.body;
  return reply.status(result.statusCode).send(body);
}
