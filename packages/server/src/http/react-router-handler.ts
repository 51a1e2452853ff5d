import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";

export type LoadContextFactory = (request: FastifyRequest) => unknown;

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
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: controller.signal };
    if (hasBody) {
      init.body = Readable.toWeb(request.raw) as unknown as ReadableStream;
      init.duplex = "half";
    }
    // React Router types the context per app (packages/web/app/context.ts); the server only forwards it.
    const response = await handle(new Request(url, init), getLoadContext(request) as Parameters<typeof handle>[1]);
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      if (key === "set-cookie") continue;
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
  };
}
