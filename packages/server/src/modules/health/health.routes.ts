import type { FastifyInstance } from "fastify";
import { type Db, isDatabaseReachable } from "../../db/database";

export async function healthRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (_req, reply) => {
    const ok = await isDatabaseReachable(opts.db);
    return reply
      .status(ok ? 200 : 503)
      .send(ok ? { status: "ready" } : { code: "DATABASE_UNREACHABLE", message: "Database is not reachable" });
  });
}
