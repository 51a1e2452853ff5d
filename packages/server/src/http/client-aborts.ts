import type { FastifyInstance, FastifyReply } from "fastify";

// A browser that leaves a page or cancels a download closes the connection mid-response. The
// compression plugin reports the broken pipe as an error on the reply's logger ("premature close"),
// but nothing went wrong on our side: such reports are written at debug level instead.

const CLIENT_GONE = new Set(["ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "EPIPE"]);

export function isClientGone(value: unknown): boolean {
  const error = (value as { err?: unknown })?.err ?? value;
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (code !== undefined && CLIENT_GONE.has(code)) || error.message === "premature close";
}

export function registerClientAbortLogging(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    const log = reply.log;
    const error: FastifyReply["log"]["error"] = (first: unknown, ...rest: unknown[]) => {
      const args = [first, ...rest] as Parameters<typeof log.error>;
      if (request.raw.socket?.destroyed && isClientGone(first)) {
        log.debug({ err: first }, "the client closed the connection before the response was complete");
        return;
      }
      log.error(...args);
    };
    reply.log = Object.create(log, { error: { value: error } }) as FastifyReply["log"];
    done();
  });
}
