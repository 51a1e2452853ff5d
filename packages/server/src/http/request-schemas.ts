import type { FastifySchemaCompiler } from "fastify";

/**
 * For plugins whose handlers parse each body with its request schema from @quire/domain, once.
 * The routes still carry those same schemas, so the OpenAPI document shows every call's shape;
 * Fastify's own validation is left out because a refusal must carry the call's own code and words
 * (INVALID_QTY, a message per form field), and because one cart URL takes two requests, chosen by
 * the X-HTTP-Method-Override header, which a route's single body schema cannot see.
 */
export const schemasParsedByHandlers: FastifySchemaCompiler<unknown> = () => (value) => ({ value });
