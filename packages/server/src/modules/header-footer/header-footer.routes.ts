import type { FastifyInstance } from "fastify";
import { LANGUAGE_COOKIE } from "@quire/domain";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { readCookie } from "../../http/cookies";
import { errorResponse } from "../../http/error-response";
import { headerFooterParams, headerFooterQuery, headerFooterResponse, MAX_PAGE_PATH_LENGTH } from "./header-footer.schema";
import type { HeaderFooterService } from "./header-footer.service";

// The spec's GET /_next/api/hf/{consumer}{path}, and the same call without the framework prefix
// (/api/hf, which the store's own pages fetch).

const FLAG_PARAMS = new Set(["isSvr", "pgIntlO"]);

/** The page path the header is for: the wildcard plus the page's own query (the call's flags removed). */
function pagePath(wildcard: string | undefined, query: Record<string, unknown>): string {
  const page = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (FLAG_PARAMS.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === "string") page.append(name, v);
  }
  const search = page.toString();
  return `/${wildcard ?? ""}${search ? `?${search}` : ""}`.slice(0, MAX_PAGE_PATH_LENGTH);
}

export async function headerFooterRoutes(appBase: FastifyInstance, opts: { headerFooter: HeaderFooterService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { headerFooter } = opts;

  for (const url of ["/api/hf/:tenant", "/api/hf/:tenant/*", "/_next/api/hf/:tenant", "/_next/api/hf/:tenant/*"]) {
    app.get(
      url,
      {
        schema: {
          tags: ["header-footer"],
          summary: url.startsWith("/_next")
            ? "Header, footer, intl and site variables for a page, at the spec's own path (the same answer as /api/hf)"
            : "Header, footer, intl and site variables for a page (spec: /_next/api/hf/{consumer}{path})",
          description:
            "The path after the tenant is the page's path; query parameters other than isSvr and pgIntlO are the page's own (a search term picks the finder banner). The tenant must be dotcom or advantage and the host's tenant, otherwise 400 INVALID_REQUEST_CONTEXT 'tenant required!'. Items are already filtered by the viewer's group, permissions, rewards, membership, web toggles and page; bp: rules are left on the items for the client. Never cached (cache-control: private, no-store).",
          params: headerFooterParams,
          querystring: headerFooterQuery,
          response: { 200: headerFooterResponse, 400: errorResponse, 401: errorResponse },
        },
        onSend: async (_request, reply) => {
          reply.header("cache-control", "private, no-store");
        },
      },
      async (request) => {
        headerFooter.checkRequestContext(request.params.tenant, request.tenant);
        const path = pagePath(request.params["*"], request.query);
        return {
          data: await headerFooter.read(
            request.session,
            request.tenant,
            path,
            request.headers["user-agent"] ?? null,
            readCookie(request.headers.cookie, LANGUAGE_COOKIE),
          ),
        };
      },
    );
  }
}
