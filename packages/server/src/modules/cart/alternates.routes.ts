import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { runJson } from "../../http/commands";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { errorResponse } from "../../http/error-response";
import { optOutCommand, optOutQuery } from "./alternates.commands";

// "Don't show alternatives" (spec cart.md 7: GET /cc/api/cart/opt/type?type=HARD_ALT_OPT_OUT&value=),
// the command in alternates.commands.ts.

export async function alternatesRoutes(appBase: FastifyInstance, opts: { clock?: () => Date } = {}): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const optOut = optOutCommand(opts.clock);
  app.setValidatorCompiler(schemasParsedByHandlers);
  app.get(
    "/cc/api/cart/opt/type",
    {
      schema: {
        tags: ["cart"],
        summary: "Don't show alternatives for 30 days (type=HARD_ALT_OPT_OUT, value=true; value=false shows them again)",
        querystring: optOutQuery,
        response: {
          200: z.object({
            data: z.object({ type: z.string(), optedOut: z.boolean(), optedOutUntil: z.string().nullable() }),
          }),
          400: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const data = await runJson(optOut, { request, reply }, request.query ?? {});
      reply.header("cache-control", "no-store");
      return { data };
    },
  );
}
