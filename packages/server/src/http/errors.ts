import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** An error a caller can act on: it becomes `{code, message}` with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** extra fields for the body, e.g. {fields: {email: "..."}} or {retryAfterSeconds} */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const GENERIC_ERROR_MESSAGE = "Sorry, something went wrong. It's us, not you. Try again in a few minutes.";

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: (string | number)[] } };
}

function validationMessage(error: FastifyError): string {
  const first = (error.validation as ValidationIssue[] | undefined)?.[0];
  if (!first) return error.message;
  const path =
    first.params?.issue?.path?.join(".") ||
    (first.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".") ||
    error.validationContext;
  return path ? `${path}: ${first.message}` : (first.message ?? "Invalid request");
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
      return reply.status(error.statusCode).send({ ...error.details, code: error.code, message: error.message });
    }
    if ((error as FastifyError).validation) {
      return reply.status(400).send({ code: "INVALID_REQUEST", message: validationMessage(error as FastifyError) });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework-level client errors: malformed JSON, body too large, wrong content type...
      const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : "INVALID_REQUEST";
      return reply.status(status).send({ code, message: error.message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ code: "INTERNAL_ERROR", message: GENERIC_ERROR_MESSAGE });
  });
}
