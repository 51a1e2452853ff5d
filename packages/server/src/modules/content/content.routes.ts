import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { runJson } from "../../http/commands";
import { AppError } from "../../http/errors";
import { requestLanguage } from "../../http/request-language";
import { contentCommands } from "./content.commands";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import {
  contentEditFields,
  contentErrorResponse as errorResponse,
  contentPageResponse,
  contentSlugParams,
  feedbackFields,
} from "./content.schema";
import type { ContentService } from "./content.service";

// The content pages' JSON door (decision 036): read a page, save it as a store admin, send feedback.

export async function contentRoutes(appBase: FastifyInstance, opts: { content: ContentService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // Bodies are read by the service, so a refusal carries its {code, message, fields}.
  app.setValidatorCompiler(schemasParsedByHandlers);
  const { content } = opts;
  const commands = contentCommands(content);

  app.get(
    "/cc/api/content/*",
    {
      schema: {
        tags: ["content"],
        summary: "A content page (help, legal, about...) as safe HTML",
        description:
          "In Spanish (?lang=es or the language cookie) when the page has Spanish, else in English; `language` says which. 404 PAGE_NOT_FOUND when this site has no page at the path.",
        params: contentSlugParams,
        response: { 200: contentPageResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const page = await content.page(request.session, request.tenant.id, request.params["*"], requestLanguage(request));
      if (!page) throw new AppError(404, "PAGE_NOT_FOUND", "There is no page at that address.");
      return page;
    },
  );

  app.put(
    "/cc/api/content/*",
    {
      schema: {
        tags: ["content"],
        summary: "Save a content page's title, description and Markdown (store admins)",
        description:
          "Needs the CONTENT_EDITOR permission: 401 UNAUTHORIZED for guests, 403 FORBIDDEN for others, 404 PAGE_NOT_FOUND for no page. 400 INVALID_FIELDS with {fields} when the title is empty or a field is too long (body at most 50,000 characters).",
        params: contentSlugParams,
        body: contentEditFields,
        response: { 200: contentPageResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return runJson(commands.save, { request, reply }, { slug: request.params["*"], fields: request.body });
    },
  );

  app.post(
    "/cc/api/feedback",
    {
      schema: {
        tags: ["content"],
        summary: "Send feedback about the store",
        description:
          "topic is one of the form's topics; message 1-2,000 characters; email optional. 400 INVALID_FIELDS with {fields}; 429 TOO_MANY_REQUESTS after 5 messages from one client address in an hour.",
        body: feedbackFields,
        response: { 201: z.object({ id: z.string() }), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const sent = await runJson(commands.sendFeedback, { request, reply }, request.body);
      return reply.status(201).send(sent);
    },
  );
}
