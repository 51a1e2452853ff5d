import { CLIENT_LOG_PATH, clientLogRequest, parseClientLog } from "@quire/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../http/errors";
import { errorResponse } from "../../http/error-response";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import type { ClientLogService } from "./client-log.service";

/** A report is a few kilobytes at most (the fields' caps); a larger body is refused unread. */
const CLIENT_LOG_BODY_LIMIT = 16 * 1024;

export async function clientLogRoutes(app: FastifyInstance, opts: { clientLogs: ClientLogService }): Promise<void> {
  app.setValidatorCompiler(schemasParsedByHandlers);
  app.post(
    CLIENT_LOG_PATH,
    {
      bodyLimit: CLIENT_LOG_BODY_LIMIT,
      schema: {
        tags: ["cart"],
        summary:
          "Client error log: {msg, error, info} as text; stored scrubbed of card numbers and security codes, 10 a minute per address",
        body: clientLogRequest,
        response: { 204: z.null().describe("stored"), 400: errorResponse, 413: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const parsed = parseClientLog(request.body);
      if (!parsed.ok) throw new AppError(400, "INVALID_REQUEST", parsed.message);
      const userAgent = request.headers["user-agent"];
      await opts.clientLogs.record(
        {
          tenant: request.tenant.id,
          clientAddress: request.ip,
          referer: typeof request.headers.referer === "string" ? request.headers.referer : null,
          userAgent: typeof userAgent === "string" ? userAgent : null,
        },
        parsed.value,
      );
      return reply.status(204).send();
    },
  );
}
