import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { readCookie, serializeCookie } from "../../http/cookies";
import { errorResponse } from "../../http/error-response";
import { AppError } from "../../http/errors";
import { CONTEXT_LEAN_COOKIE, CONTEXT_LEAN_MAX_AGE_SECONDS, formatLean } from "./context-lean";
import { recommendationShopperOf } from "./recommendations-request";
import { sessionContextBody, sessionContextResponse, sessionContextUrlQuery, urlSkus } from "./session-context.schema";
import type { SessionContextService } from "./session-context.service";

// The spec's updateSessionToken (decision 071) under the two paths of sparxRecommendation.

function skusOfUrl(skus: string | undefined): string[] | undefined {
  if (skus === undefined) return undefined;
  const parsed = urlSkus.safeParse(skus.split(",").filter((s) => s !== ""));
  if (!parsed.success) throw new AppError(400, "INVALID_REQUEST", `skus: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  return parsed.data;
}

export async function sessionContextRoutes(
  appBase: FastifyInstance,
  opts: { sessionContexts: SessionContextService },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  for (const path of ["/sparxProxy/updateSessionToken", "/ele-lpd/sparxProxy/updateSessionToken"]) {
    app.post(
      path,
      {
        schema: {
          tags: ["recommendations"],
          summary: "Keeps the shopper's recommendation context: zip, store, page and its items (spec: updateSessionToken)",
          description:
            "serviceContext (zipCode, storeNumber) and query (pageType, skus, categoryId; also as URL parameters, skus comma-separated; a field of the body's query wins) replace what was kept for this shopper on this site; what a call leaves out stays, else the defaults (zip 01702, the shopper's store). Kept per signed-in user, or per guest cart; a browser with neither gets the context with recorded false. sCtxToken changes whenever the kept context does. The categories the kept context points at (categoryId by id or slug with its children, then the skus' categories) go into the quire_rctx cookie, which the discovery rails and atRecommendation lean toward (decision 078). 400 INVALID_REQUEST for a malformed field.",
          body: sessionContextBody,
          querystring: sessionContextUrlQuery,
          response: { 200: sessionContextResponse, 400: errorResponse },
        },
      },
      async (request, reply) => {
        const fromUrl = request.query;
        const body = request.body ?? {};
        const skus = body.query?.skus ?? skusOfUrl(fromUrl.skus);
        const { context, leanCategoryIds } = await opts.sessionContexts.update(
          {
            tenant: request.tenant.id,
            shopperKey: recommendationShopperOf(request).shopperKey,
            storeNumber: request.session.token.storeNumber,
          },
          {
            zipCode: body.serviceContext?.zipCode,
            storeNumber: body.serviceContext?.storeNumber,
            pageType: body.query?.pageType ?? fromUrl.pageType,
            skus,
            categoryId: body.query?.categoryId ?? fromUrl.categoryId,
          },
        );
        // the engine reads the lean from the browser (context-lean.ts): set when there is one, cleared when not
        const lean = formatLean(leanCategoryIds);
        if (lean !== "" || readCookie(request.headers.cookie, CONTEXT_LEAN_COOKIE) !== null) {
          reply.header(
            "set-cookie",
            serializeCookie(CONTEXT_LEAN_COOKIE, lean, {
              maxAgeSeconds: lean === "" ? 0 : CONTEXT_LEAN_MAX_AGE_SECONDS,
              secure: request.protocol === "https",
            }),
          );
        }
        return { data: context };
      },
    );
  }
}
