import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "../../http/error-response";
import { browseQuery, browseResponse } from "./print-services.schema";
import { PRINT_SERVICE_NAMES, type PrintServiceName, type PrintServicesService } from "./print-services.service";

// The spec's GET /sbaSearch/common/api/engine/browse (decision 071): the site's print services.

export async function printServicesRoutes(
  appBase: FastifyInstance,
  opts: { printServices: PrintServicesService },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/sbaSearch/common/api/engine/browse",
    {
      schema: {
        tags: ["print-services"],
        summary: "The site's print services: xmpie templates, static print products, navink menu links (spec: engine/browse)",
        description:
          "printServices must be true (400 INVALID_REQUEST otherwise). serviceName: xmpie, static or navink, or several comma-separated (all three when left out); minimal=true answers each item's id, name and url only. Each site has its own services; the answer is the same for every shopper of a site.",
        querystring: browseQuery,
        response: { 200: browseResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      const names = request.query.serviceName
        ? [...new Set(request.query.serviceName.split(",") as PrintServiceName[])]
        : PRINT_SERVICE_NAMES;
      return { printServices: await opts.printServices.browse(request.tenant.id, names, request.query.minimal === "true") };
    },
  );
}
