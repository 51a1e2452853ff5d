import type { FastifyInstance } from "fastify";
import { type Db, isDatabaseReachable } from "../../db/database";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../db/unavailable";

export async function healthRoutes(app: FastifyInstance, opts: { db: Db; isShuttingDown: () => boolean }): Promise<void> {
  // alive: the process answers (a balancer or orchestrator restarts it when not)
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  // ready: send it traffic; not while the database is unreachable or the process is draining (decision 054)
  app.get("/readyz", { schema: { hide: true } }, async (_req, reply) => {
    if (opts.isShuttingDown()) {
      return reply.status(503).send({ code: "SHUTTING_DOWN", message: "This process is finishing its requests and stopping" });
    }
    const ok = await isDatabaseReachable(opts.db);
    if (ok) return reply.status(200).send({ status: "ready" });
    return reply
      .status(503)
      .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ code: "DATABASE_UNREACHABLE", message: "Database is not reachable" });
  });
}
