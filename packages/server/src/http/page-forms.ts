import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CSRF_FIELD, formTokenMatches, isApiPath } from "./csrf";
import { AppError } from "./errors";

// Pages take form posts: a <form method="post"> (before hydration, or with JavaScript off) or a
// React Router fetcher. Both send application/x-www-form-urlencoded. The body is read here, once,
// as text (so React Router gets it whole: a stream Fastify already consumed cannot be read again),
// its CSRF field is checked against the cookie, and anything else posted to a page is refused.

const FORM_TYPE = "application/x-www-form-urlencoded";
/** A page form holds a few short fields; nothing legitimate comes near this. */
export const FORM_BODY_LIMIT = 16 * 1024;

declare module "fastify" {
  interface FastifyRequest {
    /** the form a page post carried, already parsed (null for anything else) */
    pageForm: URLSearchParams | null;
  }
}

export function registerPageForms(app: FastifyInstance): void {
  app.decorateRequest("pageForm", null);
  app.addContentTypeParser(FORM_TYPE, { parseAs: "string", bodyLimit: FORM_BODY_LIMIT }, (request, body, done) => {
    if (isApiPath(request.url)) {
      done(new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Send this call a JSON body (application/json)."), undefined);
      return;
    }
    done(null, body);
  });
}

/** preHandler of the page route: a post is a form with a valid token, or it is refused before rendering. */
export async function checkPageForm(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.method !== "POST" || isApiPath(request.url)) return;
  const type = String(request.headers["content-type"] ?? "").toLowerCase();
  if (!type.startsWith(FORM_TYPE) || typeof request.body !== "string") {
    throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Pages accept form posts only (application/x-www-form-urlencoded).");
  }
  const form = new URLSearchParams(request.body);
  if (!formTokenMatches(request, form.get(CSRF_FIELD))) {
    throw new AppError(403, "CSRF_TOKEN_INVALID", "Your session has expired. Please refresh the page and try again.");
  }
  request.pageForm = form;
}
