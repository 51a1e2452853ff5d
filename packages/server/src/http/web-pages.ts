import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import type { AppConfig } from "../config/config";
import type { StorefrontLoadContext } from "@quire/domain";
import type { PageCache } from "./page-cache";
import { checkPageForm } from "./page-forms";
import { type ShopperGroupReader, reactRouterHandler } from "./react-router-handler";

// The React Router pages: built assets from disk (or Vite in development), and every path the API
// and the static files do not own.

export async function registerWeb(
  app: FastifyInstance,
  config: AppConfig,
  pageCache: PageCache,
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => StorefrontLoadContext,
  shopperGroups?: ShopperGroupReader,
): Promise<void> {
  if (config.dev) {
    // Development: Vite serves modules with hot reload and builds the server bundle on demand.
    const [{ createServer }, middie] = await Promise.all([import("vite"), import("@fastify/middie")]);
    const vite = await createServer({
      root: path.join(config.webBuildDir, ".."),
      server: { middlewareMode: true },
      appType: "custom",
    });
    await app.register(middie.default);
    app.use(vite.middlewares);
    app.addHook("onClose", async () => vite.close());
    const devHandler = reactRouterHandler(
      () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      "development",
      getLoadContext,
    );
    app.route({
      method: ["GET", "HEAD", "POST"],
      url: "/*",
      schema: { hide: true },
      preHandler: checkPageForm,
      handler: pageOrApi404(devHandler),
    });
    return;
  }
  const serverEntry = path.join(config.webBuildDir, "server/index.js");
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`The web build is missing (${serverEntry}). Run "npm run build" or "npm start".`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: path.join(config.webBuildDir, "client"),
    prefix: "/",
    wildcard: false,
    index: false,
    // the build writes .br and .gz beside each asset (packages/web/scripts/precompress.mjs)
    preCompressed: true,
    // Our own cache-control below; the plugin's would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders(res, filePath) {
      // Vite fingerprints everything under assets/, so it can be cached for good.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.setHeader("cache-control", "public, max-age=31536000, immutable");
      else res.setHeader("cache-control", "public, max-age=3600");
    },
  });
  app.route({
    method: ["GET", "HEAD", "POST"],
    url: "/*",
    schema: { hide: true },
    preHandler: checkPageForm,
    handler: pageOrApi404(reactRouterHandler(build, "production", getLoadContext, pageCache, shopperGroups)),
  });
}

/** Pages own every path the API and static files do not; API paths keep their JSON 404s. */
function pageOrApi404(pages: ReturnType<typeof reactRouterHandler>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (/^\/(api|cc\/api|ele-lpd\/api)(\/|$)/.test(pathname)) {
      return reply.status(404).send({ code: "NOT_FOUND", message: `No route for ${request.method} ${pathname}` });
    }
    return pages(request, reply);
  };
}
