import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "../../http/error-response";
import { AppError } from "../../http/errors";
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
            "serviceContext (zipCode, storeNumber) and query (pageType, skus, categoryId; also as URL parameters, skus comma-separated; a field of the body's query wins) replace what was kept for this shopper on this site; what a call leaves out stays, else the defaults (zip 01702, the shopper's store). Kept per signed-in user, or per guest cart; a browser with neither gets the context with recorded false. sCtxToken changes whenever the kept context does. 400 INVALID_REQUEST for a malformed field.",
          body: sessionContextBody,
          querystring: sessionContextUrlQuery,
          response: { 200: sessionContextResponse, 400: errorResponse },
        },
      },
      async (request) => {
        const fromUrl = request.query;
        const body = request.body ?? {};
        const skus = body.query?.skus ?? skusOfUrl(fromUrl.skus);
        const context = await opts.sessionContexts.update(
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
        return { data: context };
      },
    );
  }
}
