import http from "node:http";
import { type TenantProfile, applePayVendorConfig, tenantProfile } from "@quire/domain";
import type { SandboxGateway } from "@quire/gateway";
import Fastify, { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type AppConfig, tenantForHost } from "./config/config";
import { gatewayOriginFor, hostName } from "./config/origins";
import type { Db, DbKind } from "./db/database";
import { registerClientAbortLogging } from "./http/client-aborts";
import { registerCompression } from "./http/compression";
import { registerCsrfProtection } from "./http/csrf";
import { registerErrorHandling } from "./http/errors";
import { openGatewayFront } from "./http/gateway-front";
import { registerJsonBody } from "./http/json-body";
import { registerOpenApi, serveOpenApi } from "./http/openapi";
import { PageCache, registerPageCacheInvalidation } from "./http/page-cache";
import { registerPageForms } from "./http/page-forms";
import { registerRequestObservability, requestIdOf } from "./http/request-observability";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerWeb } from "./http/web-pages";
import { shopperPagesFor } from "./shopper-pages";
import { accountRoutes } from "./modules/account";
import { analyticsRoutes } from "./modules/analytics";
import { budgetsRoutes } from "./modules/budgets";
import { businessApplicationsRoutes } from "./modules/business-applications";
import { businessPricingRoutes } from "./modules/business-pricing";
import { alternatesRoutes, cartRoutes, precheckoutRoutes, savedItemsRoutes } from "./modules/cart";
import { catalogueRoutes } from "./modules/catalogue";
import { chatRoutes } from "./modules/chat";
import { appliedPaymentsRoutes, checkoutRoutes, shopperOfRequest, walletRoutes } from "./modules/checkout";
import { clientLogRoutes } from "./modules/client-log";
import { compareRoutes } from "./modules/compare";
import { contentBannerRoutes, contentRoutes } from "./modules/content";
import { headerFooterRoutes } from "./modules/header-footer";
import { healthRoutes } from "./modules/health";
import { landingPagesRoutes } from "./modules/landing-pages";
import { listsRoutes } from "./modules/lists";
import { messagesRoutes } from "./modules/messages";
import { metricsRoutes } from "./modules/ops";
import { orderTrackingRoutes } from "./modules/order-tracking";
import { pickupRoutes, storePickupsRoutes } from "./modules/pickup";
import { printServicesRoutes } from "./modules/print-services";
import { quickOrderRoutes } from "./modules/quick-order";
import { recentlyPurchasedRoutes } from "./modules/recently-purchased";
import { recommendationRoutes, sessionContextRoutes } from "./modules/recommendations";
import { reportsRoutes } from "./modules/reports";
import { reviewsRoutes } from "./modules/reviews";
import { rewardsRoutes } from "./modules/rewards";
import { type AttemptLimiter, registerSessionHook, sessionRoutes } from "./modules/session";
import { storesRoutes } from "./modules/stores";
import { tilesRoutes } from "./modules/tiles";
import { pageContextFor } from "./page-context";
import { type Services, createServices } from "./services";

export type { StorefrontLoadContext } from "@quire/domain";
export { gatewayOriginFor, storefrontOrigin, advantageSignInUrl } from "./config/origins";

export interface AppOptions {
  config: AppConfig;
  db: Db;
  dbKind: DbKind;
  /** serve the React Router pages from config.webBuildDir (off for API-only tests) */
  serveWeb?: boolean;
  logger?: FastifyServerOptions["logger"];
  /** the sign-in rate limiter; by default Redis when config.redisUrl is set, else the database */
  limiter?: AttemptLimiter;
  /** the sandbox card gateway, signing with config.paymentGatewaySecret; by default one of its own */
  gateway?: SandboxGateway;
  /** true once the process is shutting down: /readyz answers 503 so a balancer stops sending (main.ts) */
  isShuttingDown?: () => boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    tenant: TenantProfile;
  }
}

/** A module's route plugin with its options, checked against each other here. */
const route =
  <O extends object>(plugin: (app: FastifyInstance, opts: O) => Promise<void>, opts: O) =>
  (app: FastifyInstance) =>
    app.register(plugin, opts);

/** Every module's route plugin: the store's JSON calls, in the order they register. */
function routePlugins(s: Services, config: AppConfig, options: AppOptions) {
  const sessionMaxAgeSeconds = config.sessionAbsoluteHours * 3600;
  return [
    route(healthRoutes, { db: s.db, isShuttingDown: options.isShuttingDown ?? (() => false) }),
    route(metricsRoutes, { token: config.metricsToken }),
    route(catalogueRoutes, { catalogue: s.catalogue, pricing: s.pricing, tiles: s.tiles }),
    route(tilesRoutes, { tiles: s.tiles }),
    route(businessPricingRoutes, { pricing: s.pricing }),
    // compare items (decision 048)
    route(compareRoutes, { compare: s.compare, pricing: s.pricing }),
    route(recommendationRoutes, {
      recommendations: s.recommendations,
      engine: s.recommendationEngine,
      merchandising: s.merchandising,
    }),
    route(cartRoutes, {
      carts: s.carts,
      // GET /cc/api/checkout also shows a signed-in shopper's attached payment (brand and last four only).
      checkoutExtras: async (request: FastifyRequest) => {
        const view = await s.checkouts.view(shopperOfRequest(request));
        const vendorConfig = { applePay: applePayVendorConfig(gatewayOriginFor(config, request.headers.host)) };
        return { orderPayment: view.orderPayment, checkoutSections: view.checkoutSections, cartInfo: { vendorConfig } };
      },
    }),
    route(precheckoutRoutes, { carts: s.carts }),
    route(clientLogRoutes, { clientLogs: s.clientLogs }),
    route(alternatesRoutes, {}),
    route(savedItemsRoutes, { carts: s.carts }),
    route(checkoutRoutes, { checkouts: s.checkouts, placements: s.placements, orders: s.orders, wallets: s.wallets }),
    route(walletRoutes, { wallets: s.wallets }),
    route(appliedPaymentsRoutes, { applied: s.applied, checkouts: s.checkouts }),
    route(headerFooterRoutes, { headerFooter: s.headerFooter }),
    route(accountRoutes, { accounts: s.accounts }),
    // spending reports and recently purchased (decision 045)
    route(reportsRoutes, { reports: s.reports }),
    route(recentlyPurchasedRoutes, { recentlyPurchased: s.recentlyPurchased }),
    route(budgetsRoutes, { budgets: s.budgets, carts: s.carts }),
    route(rewardsRoutes, { rewards: s.rewards }),
    // the message centre (decision 073)
    route(messagesRoutes, { messages: s.messages }),
    route(pickupRoutes, { pickups: s.pickups }),
    route(storesRoutes, { stores: s.stores }),
    route(listsRoutes, { lists: s.lists }),
    route(contentRoutes, { content: s.content }),
    // the spec's content banners and the rest of its last calls (decision 071)
    route(contentBannerRoutes, { banners: s.contentBanners }),
    route(sessionContextRoutes, { sessionContexts: s.sessionContexts }),
    route(printServicesRoutes, { printServices: s.printServices }),
    route(landingPagesRoutes, { landingPages: s.landingPages, catalogue: s.catalogue, pricing: s.pricing }),
    route(reviewsRoutes, { reviews: s.reviews }),
    // quick order (decision 043)
    route(quickOrderRoutes, { quickOrders: s.quickOrders }),
    // become a customer and the store administrators' decisions (decision 046)
    route(businessApplicationsRoutes, { applications: s.businessApplications, signInUrlFor: s.signInUrlFor }),
    route(sessionRoutes, { sessions: s.sessions, sessionMaxAgeSeconds, guestOrderContact: s.guestOrderContact }),
    // track an order (decision 037)
    route(orderTrackingRoutes, { orderTracking: s.accountArea.orderTracking }),
    // first-party analytics and the store owner's insights (decision 050)
    route(analyticsRoutes, { analytics: s.analytics }),
    // chat with customer service (decision 074)
    route(chatRoutes, { chat: s.chat }),
    // store staff mark in-store pickups ready (decision 079)
    route(storePickupsRoutes, { storePickups: s.storePickups }),
  ];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const gatewayFront = await openGatewayFront({ config, db, gateway: options.gateway, logger: options.logger });
  const app = Fastify({
    serverFactory: (handler) =>
      http.createServer((req, res) => {
        if (hostName(req.headers.host) === gatewayFront.host) gatewayFront.app.routing(req, res);
        else handler(req, res);
      }),
    logger: options.logger ?? {
      level: config.logLevel,
      // Headers can carry session cookies; bodies are never logged.
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    },
    // X-Forwarded-For is believed only from these proxies (the sign-in limiter counts per address).
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // One line per request of our own (request-observability.ts) instead of Fastify's two, with an id
    // that is the balancer's x-request-id when sane, else a short one of ours (decision 054).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
  });
  registerRequestObservability(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook("onClose", () => gatewayFront.close());
  registerSecurityHeaders(app, {
    dev: config.dev,
    gatewayOriginFor: (request) => gatewayOriginFor(config, request.headers.host),
  });
  registerClientAbortLogging(app);
  // the tenant is the request's host's, worked out once per request when first read
  const tenants = new WeakMap<FastifyRequest, TenantProfile>();
  app.decorateRequest("tenant", {
    getter(this: FastifyRequest) {
      const known = tenants.get(this);
      if (known) return known;
      const tenant = tenantProfile(tenantForHost(this.host, config.tenantHosts));
      tenants.set(this, tenant);
      return tenant;
    },
  });
  app.decorateRequest("databaseUnavailable", false);
  await registerCompression(app);
  await registerOpenApi(app);

  const services = createServices({ ...options, app, gateway: gatewayFront.gateway, gatewaySecret: gatewayFront.secret });
  registerSessionHook(app, services.sessions);
  registerCsrfProtection(app);
  // a guest's first page, shared for a few seconds; every write that may change one clears it (decision 055)
  const pageCache = new PageCache(config.pageCache);
  registerPageCacheInvalidation(app, pageCache);
  const shopperPages = shopperPagesFor(services, { keptReadsTtlMs: config.keptReadsTtlMs });
  // reads kept per process (decisions 067, 069): the writes that may change a page may change them
  pageCache.onClear(() => {
    services.catalogue.forgetKeptProducts();
    shopperPages.forgetKeptFacts();
    services.sessions.forgetKeptAccounts();
  });
  registerPageForms(app);
  registerJsonBody(app);
  for (const register of routePlugins(services, config, options)) await register(app);
  serveOpenApi(app);
  if (options.serveWeb !== false) await registerWeb(app, config, pageCache, pageContextFor(services, config), shopperPages);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: "NOT_FOUND", message: `No route for ${request.method} ${request.url.split("?")[0]}` }),
  );
  return app;
}
