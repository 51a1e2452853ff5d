import type { TenantProfile } from "@quire/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { runJson } from "../../http/commands";
import { readCookie } from "../../http/cookies";
import { AppError } from "../../http/errors";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import "./request-session";
import { guestAccountRequest } from "@quire/domain";
import { type SessionCommandOptions, sessionCommands } from "./session.commands";
import {
  SESSION_COOKIE,
  clearCookie,
  clearSignedOutCookies,
  writeGuestCheckoutCookies,
  writeSignedInCookies,
} from "./session-cookies";
import { registerBody, signInBody } from "./session.schema";
import type { SessionService, SignInResult } from "./session.service";

declare module "fastify" {
  interface FastifyRequest {
    /** the browser sent a session cookie that no longer opens a session (ended, expired, unknown) */
    sessionExpired: boolean;
  }
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
        if (request.url.startsWith("/api/hf/") || request.url.startsWith("/_next/api/hf/")) {
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

export async function sessionRoutes(appBase: FastifyInstance, opts: SessionCommandOptions) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // sign-in and registration bodies are parsed in the handlers with their schemas from @quire/domain
  app.setValidatorCompiler(schemasParsedByHandlers);
  const { sessions } = opts;
  const commands = sessionCommands(opts);
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
    async (request, reply) => signedIn(request, reply, await runJson(commands.signIn, { request, reply }, request.body), 200),
  );

  app.post(
    "/api/auth/register",
    {
      schema: docs("Create an account (on the business tenant, a business account with you as administrator) and sign in", {
        body: registerBody,
        response: { 201: signedInBody, 400: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse },
      }),
    },
    async (request, reply) => signedIn(request, reply, await runJson(commands.register, { request, reply }, request.body), 201),
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
      const started = await runJson(commands.checkOutAsGuest, { request, reply }, request.body);
      writeGuestCheckoutCookies(request, reply, started, opts.sessionMaxAgeSeconds);
      reply.header("cache-control", "no-store");
      return reply.status(201).send({ data: { session: started.session.token } });
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
      const result = await runJson(commands.createAccountFromGuestOrder, { request, reply }, request.body);
      writeSignedInCookies(request, reply, result, opts.sessionMaxAgeSeconds);
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
      await runJson(commands.signOut, { request, reply }, request.body);
      clearSignedOutCookies(request, reply);
      reply.header("cache-control", "no-store");
      return { data: { session: sessions.guest((request.tenant as TenantProfile).id).token } };
    },
  );
}
