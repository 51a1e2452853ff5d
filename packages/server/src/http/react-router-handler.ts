import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { databaseUnavailable } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    /** a loader or action of this page failed because the database is unavailable (decision 054) */
    databaseUnavailable: boolean;
  }
}

export type LoadContextFactory = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** Turns a Fastify request into a Fetch Request for React Router and streams its Response back. */
export function reactRouterHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
  getLoadContext: LoadContextFactory,
) {
  const handle = createRequestHandler(build, mode);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const controller = new AbortController();
    reply.raw.on("close", () => controller.abort());
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(key, v);
      else if (value !== undefined) headers.set(key, value);
    }
    const url = `${request.protocol}://${request.host}${request.url}`;
    const init: RequestInit = { method: request.method, headers, signal: controller.signal };
    // A page post's form was parsed and checked already (page-forms.ts); React Router reads it again.
    if (request.pageForm) {
      init.body = request.pageForm.toString();
      headers.delete("content-length");
    }
    // React Router types the context per app (packages/web/app/context.ts); the server only forwards it.
    const response = await handle(new Request(url, init), getLoadContext(request, reply) as Parameters<typeof handle>[1]);
    // The database went away while the page loaded: a friendly 503 page instead of a half-empty one.
    if (request.databaseUnavailable) {
      await response.body?.cancel();
      return databaseUnavailable(request, reply, true);
    }
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      if (key === "set-cookie") continue;
      reply.header(key, value);
    }
    // Cookies the in-process services set while the page ran (a new cart, a session, a rotated CSRF
    // token) are already on the reply; Fastify appends set-cookie, so the page's own join them.
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
  };
}
