import { requestContextErrors } from "@quire/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "../../http/error-response";
import { AppError } from "../../http/errors";
import type { ContentBannerService } from "./content-banners.service";
import { ecommContentBody, ecommContentResponse, fetchHtmlContentBody, fetchHtmlContentResponse } from "./content-banners.schema";

// The spec's content calls (decision 071): fetchHtmlContent under the commonProxy and
// getEcommContentData under the sparxProxy, each under both prefixes of the store's calls.

export async function contentBannerRoutes(appBase: FastifyInstance, opts: { banners: ContentBannerService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { banners } = opts;

  for (const prefix of ["/api", "/ele-lpd/api"]) {
    app.post(
      `${prefix}/commonProxy/fetchHtmlContent`,
      {
        schema: {
          tags: ["content"],
          summary: "Named banners' HTML and the site variables (spec: fetchHtmlContent)",
          description:
            "Each banner of this site named in banners, as the content pages' safe HTML, in the order asked; names without a banner are listed in missing. siteVariables must be complete (400 INVALID_REQUEST_CONTEXT '{field} required!' in the spec's order) and for this host's site (otherwise 'tenant required!'). The answer's siteVariables are the site's own with the viewer's isLoggedIn.",
          body: fetchHtmlContentBody,
          response: { 200: fetchHtmlContentResponse, 400: errorResponse },
        },
      },
      async (request) => {
        const sv = request.body.siteVariables;
        const [missingField] = requestContextErrors({
          tenant: sv.tenant?.fullName,
          legacyTenant: sv.tenant?.legacy,
          locale: sv.locale,
          channelId: sv.channelId,
          siteId: sv.siteId,
          langId: sv.langId,
          langCd: sv.langCd,
          storeId: sv.storeId,
        });
        if (missingField !== undefined) throw new AppError(400, "INVALID_REQUEST_CONTEXT", missingField);
        if (sv.tenant?.fullName !== request.tenant.id) throw new AppError(400, "INVALID_REQUEST_CONTEXT", "tenant required!");
        const found = await banners.byName(request.tenant.id, request.body.banners);
        const siteVariables = { ...request.tenant.siteVariables, isLoggedIn: request.session.token.isLoggedIn };
        return { data: { ...found, siteVariables } };
      },
    );

    app.post(
      `${prefix}/sparxProxy/getEcommContentData`,
      {
        schema: {
          tags: ["content"],
          summary: "A page's content slots: its banners as HTML (spec: getEcommContentData)",
          description:
            "The active banners of this site for pageType (home, cart, search or lp), in their order, at most limit (1-20, default 20). The same for every shopper of a site. A client treats a failed call as no content ({}).",
          body: ecommContentBody,
          response: { 200: ecommContentResponse, 400: errorResponse },
        },
      },
      async (request) => ({
        data: {
          pageType: request.body.pageType,
          contents: await banners.ofPage(request.tenant.id, request.body.pageType, request.body.limit),
        },
      }),
    );
  }
}
