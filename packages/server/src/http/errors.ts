import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CARD_NUMBER_IN_TEXT, cardNumberIssueField } from "@quire/domain";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/unavailable";

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

/**
 * A card number typed where text belongs (@quire/domain's free-text rules): 400, the same code and
 * words everywhere, and the field it was typed in when known. The value is never repeated.
 */
export function cardNumberInText(field?: string): AppError {
  const { code, message } = CARD_NUMBER_IN_TEXT;
  return new AppError(400, code, message, field ? { fields: { [field]: message } } : undefined);
}

/** A route schema's refusal of a card number in a text field: the shared refusal, not INVALID_REQUEST. */
function cardNumberValidation(error: FastifyError): AppError | null {
  type Entry = { instancePath?: string; params?: { params?: unknown; issue?: { path?: PropertyKey[]; params?: unknown } } };
  const field = cardNumberIssueField(
    ((error.validation ?? []) as Entry[]).map((v) => ({
      path: v.params?.issue?.path ?? (v.instancePath ?? "").split("/").filter(Boolean),
      params: v.params?.issue?.params ?? v.params?.params,
    })),
  );
  return field === null ? null : cardNumberInText(field || undefined);
}

/**
 * A browser's own form post to a page (not a call, not a script's fetch) that is refused before the
 * page renders (body too large, expired CSRF token, wrong type) gets a page in words, not JSON.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (/^\/(api|cc\/api|ele-lpd\/api)(\/|$|\?)/.test(request.url)) return false;
  return String(request.headers.accept ?? "").includes("text/html");
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const PAGE_ERROR_WORDS: Record<number, { title: string; message?: string }> = {
  403: { title: "Please try that again" },
  413: {
    title: "That was too much to send",
    message: "What you sent is longer than this form takes. Please go back, shorten it and try again.",
  },
  415: { title: "We couldn't read that form", message: "Please go back and send the form again." },
  503: {
    title: "We'll be right back",
    message: "The store cannot reach its database just now. Please try again in a few seconds.",
  },
};

/** A plain page in words, with the request's reference for the shopper to quote (decision 054). */
export function errorPage(reply: FastifyReply, status: number, message: string): FastifyReply {
  const words = PAGE_ERROR_WORDS[status] ?? { title: "We couldn't read that request" };
  const text = words.message ?? message;
  const reference = escapeHtml(String(reply.request.id));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.title)} | Quire</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(text)}</p><p>If you contact us about this, please quote reference ${reference}.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
  if (status === 503) reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
  return reply.status(status).header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store").send(html);
}

/** The database is down or locked: 503 with Retry-After, a page for a browser's page request, else JSON. */
export function databaseUnavailable(request: FastifyRequest, reply: FastifyReply, page: boolean): FastifyReply {
  if (page) return errorPage(reply, 503, DATABASE_UNAVAILABLE_MESSAGE);
  return reply
    .status(503)
    .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
    .header("cache-control", "no-store")
    .send({ code: "DATABASE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE, reference: request.id });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error instanceof AppError ? error.statusCode : ((error as FastifyError).statusCode ?? 500);
    if (status >= 500 && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return databaseUnavailable(request, reply, wantsPage(request));
    }
    if (request.method === "POST" && status >= 400 && status < 500 && !(error as FastifyError).validation && wantsPage(request)) {
      return errorPage(reply, status, error.message);
    }
    if (error instanceof AppError) {
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
      return reply
        .status(error.statusCode)
        .send({ ...error.details, code: error.code, message: error.message, reference: request.id });
    }
    if ((error as FastifyError).validation) {
      const cardNumber = cardNumberValidation(error as FastifyError);
      if (cardNumber)
        return reply
          .status(400)
          .send({ ...cardNumber.details, code: cardNumber.code, message: cardNumber.message, reference: request.id });
      return reply
        .status(400)
        .send({ code: "INVALID_REQUEST", message: validationMessage(error as FastifyError), reference: request.id });
    }
    if (status >= 400 && status < 500) {
      // Framework-level client errors: malformed JSON, body too large, wrong content type...
      const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : "INVALID_REQUEST";
      return reply.status(status).send({ code, message: error.message, reference: request.id });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ code: "INTERNAL_ERROR", message: GENERIC_ERROR_MESSAGE, reference: request.id });
  });
}
