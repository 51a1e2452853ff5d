import { LANGUAGE_COOKIE, type Language, languageOf } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { readCookie } from "./cookies";

/** A request's language (decision 041): ?lang=, else the cookie /es sets, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  return languageOf({
    query: (request.query as { lang?: unknown } | undefined)?.lang as string | undefined,
    cookie: readCookie(request.headers.cookie, LANGUAGE_COOKIE),
  });
}
