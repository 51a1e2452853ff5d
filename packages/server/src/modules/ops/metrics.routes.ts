import crypto from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { METRICS_CONTENT_TYPE, metricsText } from "./metrics";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Who may read /metrics (decision 054): a caller with `Authorization: Bearer <METRICS_TOKEN>`, or one
 * on this machine talking to the process directly (loopback socket, no X-Forwarded-For: a proxy on
 * the same machine forwarding the public's requests does not count as this machine).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  const auth = request.headers.authorization;
  if (token && typeof auth === "string" && auth.startsWith("Bearer ")) {
    const given = Buffer.from(auth.slice(7));
    const expected = Buffer.from(token);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }
  return LOOPBACK.has(request.raw.socket.remoteAddress ?? "") && request.headers["x-forwarded-for"] === undefined;
}

export async function metricsRoutes(app: FastifyInstance, opts: { token: string | null }): Promise<void> {
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, opts.token)) {
      return reply.status(403).send({ code: "FORBIDDEN", message: "Metrics are for the store's monitoring only." });
    }
    return reply
      .header("content-type", METRICS_CONTENT_TYPE)
      .header("cache-control", "no-store")
      .send(await metricsText());
  });
}
