import type { TenantProfile } from "@quire/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { readCookie, serializeCookie } from "../../http/cookies";
import { rotateCsrfCookie } from "../../http/csrf";
import { AppError } from "../../http/errors";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { CART_COOKIE } from "../cart";
import { yourStoreSetCookie } from "../stores";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from "./device-cookie";
import "./request-session";
import { guestAccountRequest } from "@quire/domain";
import type { RequestSession } from "./request-session";
import { parseRegistration, parseSignIn, parseWith, registerBody, signInBody } from "./session.schema";
import type { ClientInfo, SessionService, SignInResult } from "./session.service";

export const SESSION_COOKIE = "quire_session";

declare module "fastify" {
  interface FastifyRequest {
    /** the browser sent a session cookie that no longer opens a session (ended, expired, unknown) */
    sessionExpired: boolean;
  }
}

function clearCookie(request: FastifyRequest, name: string, httpOnly = true): string {
  return serializeCookie(name, "", { maxAgeSeconds: 0, secure: request.protocol === "https", httpOnly });
}

/** Every request learns its viewer before any route runs; only requests with a session cookie touch the database. */
export function registerSessionHook(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest("session", null as never);
  app.decorateRequest("sessionExpired", false);
  // Without a session cookie (a guest) the hook answers at once, with no promise to wait for.
  app.addHook("onRequest", (request, reply, done) => {
    const tenant = (request.tenant as TenantProfile).id;
    const id = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (!id) {
      request.session = sessions.guest(tenant);
      done();
      return;
    }
    sessions.resolve(id, tenant).then((session) => {
      request.session = session ?? sessions.guest(tenant);
      if (!session) {
        request.sessionExpired = true;
        reply.header("set-cookie", clearCookie(request, SESSION_COOKIE));
        // The header-footer call answers 401 so the page reloads as a guest.
        if (request.url.startsWith("/api/hf/")) {
          done(new AppError(401, "SESSION_EXPIRED", "Your session has ended. Please sign in again."));
          return;
        }
      }
      done();
    }, done);
  });
  // A signed-in page is never stored, so Back after sign-out (or on a shared computer) cannot show it.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (
      (request.session?.userId != null || request.session?.checkoutGuestId) &&
      String(reply.getHeader("content-type") ?? "").startsWith("text/html")
    ) {
      reply.header("cache-control", "private, no-store");
    }
    done(null, payload);
  });
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

/** Signs this browser out: the session ends on the server, and the browser keeps no cart. */
export async function signOutBrowser(sessions: SessionService, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await sessions.signOut(readCookie(request.headers.cookie, SESSION_COOKIE));
  reply.header("set-cookie", clearCookie(request, SESSION_COOKIE));
  reply.header("set-cookie", clearCookie(request, CART_COOKIE));
  rotateCsrfCookie(request, reply);
}

/** Who a guest's latest order was for (the checkout module answers; null before the first order). */
export type GuestOrderContact = (
  checkoutGuestId: number,
) => Promise<{ orderNumber: string; email: string; firstName: string; lastName: string } | null>;

export const NO_GUEST_ORDER_MESSAGE =
  "There is no guest order to create an account from. Check out as a guest first, or create an account.";

/** "Check out as a guest": the guest-checkout session's cookie; the browser's cart cookie stays. */
export async function checkOutAsGuest(
  sessions: SessionService,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionMaxAgeSeconds: number,
): Promise<RequestSession> {
  const result = await sessions.startGuestCheckout(clientInfo(request));
  reply.header(
    "set-cookie",
    serializeCookie(SESSION_COOKIE, result.sessionId, {
      maxAgeSeconds: sessionMaxAgeSeconds,
      secure: request.protocol === "https",
    }),
  );
  rotateCsrfCookie(request, reply);
  return result.session;
}

/** A guest's account from their order: the password is checked first, then the order it is for. */
export async function createAccountFromGuestOrder(
  sessions: SessionService,
  contactOf: GuestOrderContact,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  sessionMaxAgeSeconds: number,
): Promise<SignInResult> {
  const input = parseWith(guestAccountRequest, body);
  const guestId = request.session.checkoutGuestId ?? null;
  const contact = guestId === null ? null : await contactOf(guestId);
  if (guestId === null || !contact) throw new AppError(404, "NO_GUEST_ORDER", NO_GUEST_ORDER_MESSAGE);
  const result = await sessions.createAccountFromGuestOrder(guestId, contact, input.password, clientInfo(request));
  writeSignedInCookies(request, reply, result, sessionMaxAgeSeconds);
  return result;
}

export async function sessionRoutes(
  appBase: FastifyInstance,
  opts: { sessions: SessionService; sessionMaxAgeSeconds: number; guestOrderContact: GuestOrderContact },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // sign-in and registration bodies are parsed in the handlers with their schemas from @quire/domain
  app.setValidatorCompiler(schemasParsedByHandlers);
  const { sessions } = opts;
  const sessionBody = z.object({ data: z.object({ session: z.record(z.string(), z.unknown()) }) });
  const signedInBody = z.object({
    data: z.object({ session: z.record(z.string(), z.unknown()), merge: z.record(z.string(), z.unknown()).nullable() }),
  });
  const errorResponse = z
    .object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional().describe("VALIDATION_ERROR: a message per field"),
      retryAfterSeconds: z.number().optional().describe("TOO_MANY_ATTEMPTS: also in the retry-after header"),
    })
    .describe("{code, message}");
  const docs = (summary: string, extra: Record<string, unknown> = {}) => ({
    tags: ["session"],
    summary,
    ...extra,
  });

  const client = clientInfo;

  const signedIn = (request: FastifyRequest, reply: FastifyReply, result: SignInResult, status: number) => {
    writeSignedInCookies(request, reply, result, opts.sessionMaxAgeSeconds);
    reply.header("cache-control", "no-store");
    return reply.status(status).send({ data: { session: result.session.token, merge: result.merge } });
  };

  app.get(
    "/api/session",
    { schema: docs("The session token of this browser (guest when not signed in)", { response: { 200: sessionBody } }) },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { data: { session: request.session.token } };
    },
  );

  app.post(
    "/api/auth/login",
    {
      schema: docs("Sign in. Rate limited per account and per address; merges the guest cart into the account cart", {
        body: signInBody,
        response: { 200: signedInBody, 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse },
      }),
    },
    async (request, reply) => signedIn(request, reply, await sessions.signIn(parseSignIn(request.body), client(request)), 200),
  );

  app.post(
    "/api/auth/register",
    {
      schema: docs("Create an account (on the business tenant, a business account with you as administrator) and sign in", {
        body: registerBody,
        response: { 201: signedInBody, 400: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse },
      }),
    },
    async (request, reply) =>
      signedIn(request, reply, await sessions.register(parseRegistration(request.body), client(request)), 201),
  );

  app.post(
    "/api/auth/guest",
    {
      schema: docs(
        "Check out as a guest (dotcom): a guest-checkout session for this browser's cart. The shopper stays a guest; the checkout calls then answer for this cart, and the order is looked up by its number and e-mail",
        { response: { 201: sessionBody, 403: errorResponse, 409: errorResponse, 429: errorResponse } },
      ),
    },
    async (request, reply) => {
      const session = await checkOutAsGuest(sessions, request, reply, opts.sessionMaxAgeSeconds);
      reply.header("cache-control", "no-store");
      return reply.status(201).send({ data: { session: session.token } });
    },
  );

  app.post(
    "/api/auth/guest/account",
    {
      schema: docs(
        "Create an account from the guest's order: the order's e-mail and name, with the password given; the order joins the new account's history and the browser is signed in",
        {
          body: guestAccountRequest,
          response: { 201: signedInBody, 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse },
        },
      ),
    },
    async (request, reply) => {
      const result = await createAccountFromGuestOrder(
        sessions,
        opts.guestOrderContact,
        request,
        reply,
        request.body,
        opts.sessionMaxAgeSeconds,
      );
      reply.header("cache-control", "no-store");
      return reply.status(201).send({ data: { session: result.session.token, merge: result.merge } });
    },
  );

  app.post(
    "/api/auth/logout",
    {
      schema: docs("Sign out: the session ends on the server and this browser keeps no cart", { response: { 200: sessionBody } }),
    },
    async (request, reply) => {
      await signOutBrowser(sessions, request, reply);
      reply.header("cache-control", "no-store");
      return { data: { session: sessions.guest((request.tenant as TenantProfile).id).token } };
    },
  );
}
