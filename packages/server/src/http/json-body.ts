import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";
import { MAX_JSON_DEPTH, jsonNestingExceeds } from "./json-depth";

/**
 * JSON bodies as Fastify parses them (prototype-poisoning keys rejected), except that an empty body
 * is allowed: the spec's client sends method-override DELETEs with a JSON content type and no body.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "" || body === undefined) return done(null, undefined);
    // No call takes more than a few levels; a deeply nested body would only overflow the stack of
    // whatever walks it later (JSON.stringify, validators).
    if (jsonNestingExceeds(body as string, MAX_JSON_DEPTH)) {
      return done(
        new AppError(400, "INVALID_REQUEST", `The JSON body nests more than ${MAX_JSON_DEPTH} levels deep.`),
        undefined,
      );
    }
    defaultJson(request, body as string, done);
  });
}
