import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { httpDuration } from "../modules/ops";

// One structured log line per request, the request id every answer carries, and the HTTP duration
// histogram (decision 054). Kept to a few property reads per request: the add-to-cart path is hot.

// Crockford's base32: no I, L, O, U, so "reference 7K2M9QXA" reads back over the phone.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const ID_LENGTH = 8;
const pool = Buffer.alloc(ID_LENGTH * 512);
let offset = pool.length;

/** A short random id (8 base32 characters, 40 bits), from a pool of random bytes refilled 512 ids at a time. */
export function newRequestId(): string {
  if (offset >= pool.length) {
    crypto.randomFillSync(pool);
    offset = 0;
  }
  let id = "";
  for (let i = 0; i < ID_LENGTH; i += 1) id += ALPHABET[pool[offset + i]! & 31];
  offset += ID_LENGTH;
  return id;
}

// A balancer's or caller's id is kept when it looks like an id: short, plain characters only (it is
// written to logs and headers, so nothing that could forge a log line or a header).
const SANE_ID = /^[A-Za-z0-9._:-]{6,64}$/;

/** Fastify's genReqId: the incoming x-request-id when sane, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && SANE_ID.test(incoming) ? incoming : newRequestId();
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** the route's label in the HTTP histogram (set once per route, decision 054) */
    metricsRoute?: string;
  }
}

/** The histogram's route label: the pattern, one "page" for every page, one "static" for the build's files. */
function routeLabel(url: string): string {
  if (url === "/*") return "page";
  if (!url.startsWith("/api") && !url.includes(":") && !url.includes("*") && /\.[a-z0-9]+$/i.test(url)) return "static";
  return url;
}

export function registerRequestObservability(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    route.config = { ...(route.config as object), metricsRoute: routeLabel(route.url ?? route.path ?? "") };
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    // 'close' rather than onResponse: a request whose client hung up mid-answer gets its line too.
    reply.raw.once("close", () => requestDone(request, reply));
    done();
  });
  // JSON error bodies a route sends itself get the reference too (the error handler adds it to its own).
  app.addHook("onSend", (request, reply, payload, done) => {
    if (
      reply.statusCode < 400 ||
      typeof payload !== "string" ||
      payload.charCodeAt(0) !== 123 ||
      payload.charCodeAt(payload.length - 1) !== 125 ||
      payload.includes('"reference"')
    ) {
      done(null, payload);
      return;
    }
    const reference = `"reference":${JSON.stringify(request.id)}}`;
    done(null, payload === "{}" ? `{${reference}` : `${payload.slice(0, -1)},${reference}`);
  });
}

function requestDone(request: FastifyRequest, reply: FastifyReply): void {
  const route = request.routeOptions.config?.metricsRoute ?? "unmatched";
  const status = reply.statusCode;
  const ms = reply.elapsedTime;
  httpDuration.observe({ method: request.method, route, status }, ms / 1000);
  // never headers, cookies or bodies: the route pattern, not the URL (it can carry an e-mail or a token)
  const line = { method: request.method, route, status, ms: Math.round(ms * 10) / 10, tenant: request.tenant?.id };
  if (reply.raw.writableFinished) request.log.info(line, "request");
  else request.log.info({ ...line, aborted: true }, "request");
}
