import { HARD_ALT_OPT_OUT_DAYS, HARD_ALT_OPT_OUT_TYPE, optOutUntil, parseOptOutRequest } from "@quire/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { readCookie, serializeCookie } from "../../http/cookies";
import { AppError } from "../../http/errors";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { errorResponse } from "../../http/error-response";

// "Don't show alternatives" (spec cart.md 7: GET /cc/api/cart/opt/type?type=HARD_ALT_OPT_OUT&value=):
// the browser keeps the opt-out in a cookie holding the time it ends, so it works for guests
// without a cart and goes with the browser like the guest cart (decision 027). The server compares
// that time with its clock; a value further than 30 days away is ignored.

export const ALT_OPT_OUT_COOKIE = "quire_alt_opt_out";
const OPT_OUT_MAX_AGE_SECONDS = HARD_ALT_OPT_OUT_DAYS * 86_400;

/** When this browser's opt-out ends (ISO time), if it sent one. */
export function alternatesOptOutOf(cookieHeader: string | undefined): string | null {
  return readCookie(cookieHeader, ALT_OPT_OUT_COOKIE);
}

/** Sets (or, for optOut false, clears) the opt-out cookie; answers when it ends. */
export function writeOptOut(request: FastifyRequest, reply: FastifyReply, optOut: boolean, now: Date): string | null {
  const until = optOut ? optOutUntil(now).toISOString() : null;
  reply.header(
    "set-cookie",
    serializeCookie(ALT_OPT_OUT_COOKIE, until ?? "", {
      maxAgeSeconds: optOut ? OPT_OUT_MAX_AGE_SECONDS : 0,
      secure: request.protocol === "https",
    }),
  );
  return until;
}

export async function alternatesRoutes(appBase: FastifyInstance, opts: { clock?: () => Date } = {}): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const clock = opts.clock ?? (() => new Date());
  app.setValidatorCompiler(schemasParsedByHandlers);
  app.get(
    "/cc/api/cart/opt/type",
    {
      schema: {
        tags: ["cart"],
        summary: "Don't show alternatives for 30 days (type=HARD_ALT_OPT_OUT, value=true; value=false shows them again)",
        querystring: z.object({ type: z.literal(HARD_ALT_OPT_OUT_TYPE), value: z.enum(["true", "false"]) }),
        response: {
          200: z.object({
            data: z.object({ type: z.string(), optedOut: z.boolean(), optedOutUntil: z.string().nullable() }),
          }),
          400: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const parsed = parseOptOutRequest((request.query ?? {}) as Record<string, unknown>);
      if (!parsed.ok) throw new AppError(400, parsed.code, parsed.message);
      const until = writeOptOut(request, reply, parsed.optOut, clock());
      reply.header("cache-control", "no-store");
      return { data: { type: HARD_ALT_OPT_OUT_TYPE, optedOut: parsed.optOut, optedOutUntil: until } };
    },
  );
}
