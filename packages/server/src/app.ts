import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import {
  type CartReader,
  type CatalogueReader,
  type HeaderFooterReader,
  type PageDoors,
  type PageCommands,
  type PickupReader,
  type TileReader,
  type SessionReader,
  type StoreReader,
  type Language,
  type TenantProfile,
  applePayVendorConfig,
  LANGUAGE_COOKIE,
  languageOf,
  siteVariablesIn,
  tenantProfile,
} from "@quire/domain";
import { readCookie } from "./http/cookies";
import { SandboxGateway, buildGatewayApp, openStoredValueLedger } from "@quire/gateway";
import { Redis } from "ioredis";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { ServerBuild } from "react-router";
import { type AppConfig, tenantForHost } from "./config/config";
import type { Db, DbKind } from "./db/database";
import { AppError, registerErrorHandling } from "./http/errors";
import { MAX_JSON_DEPTH, jsonNestingExceeds } from "./http/json-depth";
import { registerClientAbortLogging } from "./http/client-aborts";
import { registerRequestObservability, requestIdOf } from "./http/request-observability";
import { isDatabaseUnavailable } from "./db/unavailable";
import { metricsRoutes } from "./modules/ops/metrics.routes";
import { registerSecurityHeaders } from "./http/security-headers";
import { reactRouterHandler } from "./http/react-router-handler";
import { PageCache, registerPageCacheInvalidation } from "./http/page-cache";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes";
import { tilesRoutes } from "./modules/tiles/tiles.routes";
import { TilesService } from "./modules/tiles/tiles.service";
import { CatalogueService } from "./modules/catalogue/catalogue.service";
import { BusinessPricingService, priceContextOfSession } from "./modules/business-pricing/business-pricing.service";
import { businessPricingRoutes } from "./modules/business-pricing/business-pricing.routes";
import { contractPricingPageDoor } from "./modules/business-pricing/business-pricing.page-door";
import { accountRoutes } from "./modules/account/account.routes";
import { AccountService } from "./modules/account/account.service";
import { budgetsPageDoor } from "./modules/budgets/budgets.page-door";
import { budgetsRoutes } from "./modules/budgets/budgets.routes";
import { BudgetsService } from "./modules/budgets/budgets.service";
import { headerFooterRoutes } from "./modules/header-footer/header-footer.routes";
import { HeaderFooterService } from "./modules/header-footer/header-footer.service";
import { recommendationRoutes } from "./modules/recommendations/recommendations.routes";
import { RecommendationService } from "./modules/recommendations/recommendations.service";
import { EngineSource } from "./modules/recommendations/engine/engine-source";
import { RecommendationEngine } from "./modules/recommendations/engine/engine.service";
import { MerchandisingService } from "./modules/recommendations/merchandising.service";
import { recommendationsPageDoor } from "./modules/recommendations/recommendations.page-door";
import { csrfTokenFor, registerCsrfProtection } from "./http/csrf";
import { checkPageForm, registerPageForms } from "./http/page-forms";
import { cartPageDoor } from "./modules/cart/cart.page-door";
import { sessionPageDoor } from "./modules/session/session.page-door";
import { approvalsPageDoor } from "./modules/account/approvals.page-door";
import { recentlyPurchasedPageDoor } from "./modules/recently-purchased/recently-purchased.page-door";
import { recentlyPurchasedRoutes } from "./modules/recently-purchased/recently-purchased.routes";
import { RecentlyPurchasedService } from "./modules/recently-purchased/recently-purchased.service";
import { comparePageDoor } from "./modules/compare/compare.page-door";
import { compareRoutes } from "./modules/compare/compare.routes";
import { CompareService } from "./modules/compare/compare.service";
import { reportsPageDoor } from "./modules/reports/reports.page-door";
import { reportsRoutes } from "./modules/reports/reports.routes";
import { ReportsService } from "./modules/reports/reports.service";
import { alternatesRoutes } from "./modules/cart/alternates.routes";
import { cartRoutes, cartViewerOf } from "./modules/cart/cart.routes";
import { precheckoutRoutes } from "./modules/cart/precheckout.routes";
import { clientLogRoutes } from "./modules/client-log/client-log.routes";
import { ClientLogService } from "./modules/client-log/client-log.service";
import { savedItemsRoutes } from "./modules/cart/saved-items.routes";
import { savedItemsPageDoor } from "./modules/cart/saved-items.page-door";
import { type AttemptLimiter, DbAttemptLimiter, RedisAttemptLimiter } from "./modules/session/attempt-limiter";
import { registerSessionHook, sessionRoutes } from "./modules/session/session.routes";
import { SessionService } from "./modules/session/session.service";
import { DbSessionStore, RedisSessionStore } from "./modules/session/session-store";
import { DeviceCookies } from "./modules/session/device-cookie";
import { CartService } from "./modules/cart/cart.service";
import { healthRoutes } from "./modules/health/health.routes";
import { StoreService } from "./modules/stores/stores.service";
import { storesRoutes } from "./modules/stores/stores.routes";
import { storesPageDoor } from "./modules/stores/stores.page-door";
import { ContentService } from "./modules/content/content.service";
import { contentRoutes } from "./modules/content/content.routes";
import { contentPageDoor } from "./modules/content/content.page-door";
import { businessApplicationsRoutes } from "./modules/business-applications/business-applications.routes";
import { BusinessApplicationsService } from "./modules/business-applications/business-applications.service";
import { businessApplicationsPageDoor } from "./modules/business-applications/business-applications.page-door";
import { listsRoutes } from "./modules/lists/lists.routes";
import { ListsService } from "./modules/lists/lists.service";
import { listsPageDoor } from "./modules/lists/lists.page-door";
import { cardTokeniseLimit } from "./modules/checkout/card-tokenise-limit";
import { checkoutRoutes, shopperOfRequest } from "./modules/checkout/checkout.routes";
import { CheckoutService } from "./modules/checkout/checkout.service";
import { OrderPlacementService } from "./modules/checkout/order-placement.service";
import { OrderConfirmationMail } from "./modules/checkout/order-confirmation-mail";
import { OrdersService } from "./modules/checkout/orders.service";
import { checkoutPageDoor, ordersPageDoor } from "./modules/checkout/checkout.page-door";
import { savedCardsPageDoor } from "./modules/checkout/saved-cards.page-door";
import { WalletPaymentService } from "./modules/checkout/wallet-payment.service";
import { walletRoutes } from "./modules/checkout/wallet.routes";
import { appliedPaymentsRoutes } from "./modules/checkout/applied-payments.routes";
import { AppliedPaymentsService } from "./modules/checkout/applied-payments.service";
import { rewardsRoutes } from "./modules/rewards/rewards.routes";
import { RewardsService } from "./modules/rewards/rewards.service";
import { rewardsPageDoor } from "./modules/rewards/rewards.page-door";
import { serverSecret } from "./modules/session/session.repository";
import { pickupRoutes } from "./modules/pickup/pickup.routes";
import { PickupService } from "./modules/pickup/pickup.service";
import { pickupPageDoor, pickupReaderFor } from "./modules/pickup/pickup.page-door";
import { reviewsRoutes } from "./modules/reviews/reviews.routes";
import { ReviewsService } from "./modules/reviews/reviews.service";
import { reviewsPageDoor } from "./modules/reviews/reviews.page-door";
import crypto from "node:crypto";
import { AccountAreaService } from "./modules/account-area/account-area.service";
import { accountAreaPageDoor } from "./modules/account-area/account-area.page-door";
import { OutboxMailer, createStoreMail } from "./modules/mail";
import { OrderTrackingService } from "./modules/order-tracking/order-tracking.service";
import { orderTrackingRoutes } from "./modules/order-tracking/order-tracking.routes";
import { PasswordResetService } from "./modules/password-reset/password-reset.service";
import { quickOrderRoutes } from "./modules/quick-order/quick-order.routes";
import { QuickOrderService } from "./modules/quick-order/quick-order.service";
import { quickOrderPageDoor } from "./modules/quick-order/quick-order.page-door";
import { analyticsRoutes } from "./modules/analytics/analytics.routes";
import { AnalyticsService } from "./modules/analytics/analytics.service";
import { observePageCommands, observeCatalogue, registerAddObserver } from "./modules/analytics/analytics.observers";
import { type PageCommandTable, pageCommands } from "./http/commands";
import { cartCommands } from "./modules/cart/cart.commands";
import { checkoutCommands } from "./modules/checkout/checkout.commands";
import { insightsPageDoor } from "./modules/analytics/analytics.page-door";

export interface StorefrontLoadContext {
  tenant: TenantProfile;
  /** the page's language (decision 041) */
  language: Language;
  catalogue: CatalogueReader;
  stores: StoreReader;
  cart: CartReader;
  session: SessionReader;
  headerFooter: HeaderFooterReader;
  pickup: PickupReader;
  /** tile data: printer/cartridge compatibility (decision 047) */
  tiles: TileReader;
  /** this request's Content-Security-Policy nonce, for the page's inline scripts */
  cspNonce: string;
  /** the CSRF token a page renders into its forms' hidden `csrf` field */
  csrfToken: string;
  /** the services' second door: what a page's form actions call, in process */
  doors: PageDoors;
  /** the changes declared as commands, which the JSON routes run too (decision 063) */
  commands: PageCommands;
  /** this request's id: the reference error pages show (decision 054) */
  requestId: string;
  /** a loader's or action's error (entry.server's handleError): logged with the request id; 503 when the database is down */
  reportError: (error: unknown, aborted: boolean) => void;
}

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

/**
 * The card gateway's origin as the browser sees it: PAYMENT_GATEWAY_ORIGIN, else the sandbox's
 * default, pay.localhost on the port this request came to.
 */
export function gatewayOriginFor(config: AppConfig, hostHeader: string | undefined): string {
  if (config.paymentGatewayOrigin) return config.paymentGatewayOrigin;
  const port = /:(\d+)$/.exec(hostHeader ?? "")?.[1] ?? String(config.port);
  return `http://pay.localhost:${port}`;
}

/**
 * The origin links in e-mails point at: the request's own when its host is one the store is
 * configured for, else the tenant's first configured host, so a forged Host header cannot send a
 * reset link to another site.
 */
export function storefrontOrigin(config: AppConfig, request: FastifyRequest): string {
  const host = hostName(request.headers.host);
  if (config.tenantHosts.has(host)) return `${request.protocol}://${request.headers.host}`;
  const tenantHost = [...config.tenantHosts].find(([, tenant]) => tenant === request.tenant.id)?.[0] ?? "localhost";
  return `${request.protocol}://${tenantHost}:${config.port}`;
}

/**
 * The business site's sign-in page as a browser reaches it from this request (the approval e-mail
 * links there): the first host configured for advantage, on the port the request came to.
 */
export function advantageSignInUrl(config: AppConfig, request: FastifyRequest): string {
  const host = [...config.tenantHosts].find(([, tenant]) => tenant === "advantage")?.[0] ?? "advantage.localhost";
  const port = /:(\d+)$/.exec(request.headers.host ?? "")?.[1] ?? String(config.port);
  return `${request.protocol}://${host}:${port}/office/supplies/login`;
}

function hostName(hostHeader: string | undefined): string {
  return (hostHeader ?? "").toLowerCase().replace(/:\d+$/, "");
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  // The sandbox card gateway answers on its own host (pay.localhost by default) through the same
  // port: requests for that host go to its own Fastify instance, with its own hooks and headers,
  // so nothing of the storefront (sessions, cookies, CSRF) ever sees a card number.
  const gatewaySecret =
    config.paymentGatewaySecret ??
    (await serverSecret(db, "payment-gateway", () => crypto.randomBytes(32).toString("base64url"), new Date().toISOString()));
  // The sandbox keeps its gift and prepaid cards in storage of its own (decision 021).
  const ownLedger = options.gateway ? null : openStoredValueLedger({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const gateway = options.gateway ?? new SandboxGateway({ secret: gatewaySecret, ledger: ownLedger ?? undefined });
  const gatewayHost = config.paymentGatewayOrigin ? new URL(config.paymentGatewayOrigin).hostname : "pay.localhost";
  const isStorefrontOrigin = (origin: string): boolean => {
    try {
      const host = new URL(origin).hostname.toLowerCase();
      return host !== gatewayHost && (config.tenantHosts.has(host) || host.startsWith("advantage."));
    } catch {
      return false;
    }
  };
  const gatewayApp = await buildGatewayApp({
    gateway,
    secret: gatewaySecret,
    gatewayOrigin: config.paymentGatewayOrigin ?? `http://pay.localhost:${config.port}`,
    storefrontOrigins: isStorefrontOrigin,
    logger: options.logger === false ? false : { level: config.logLevel },
    // tokenising is limited in the store's database, shared by every process (decision 058)
    tokeniseLimit: cardTokeniseLimit(db),
    trustProxy: config.trustProxy,
  });
  await gatewayApp.ready();
  const app = Fastify({
    serverFactory: (handler) =>
      http.createServer((req, res) => {
        if (hostName(req.headers.host) === gatewayHost) gatewayApp.routing(req, res);
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
  app.addHook("onClose", async () => {
    await gatewayApp.close();
    await ownLedger?.close();
  });
  registerSecurityHeaders(app, {
    dev: config.dev,
    gatewayOriginFor: (request) => gatewayOriginFor(config, request.headers.host),
  });
  registerClientAbortLogging(app);

  app.decorateRequest("tenant", null as unknown as TenantProfile);
  app.decorateRequest("databaseUnavailable", false);
  app.addHook("onRequest", (request, _reply, done) => {
    request.tenant = tenantProfile(tenantForHost(request.host, config.tenantHosts));
    done();
  });

  // Pages and API answers are compressed as they stream, on every request: brotli quality 2 and gzip
  // level 3 cost half of the defaults' (4 and 6) CPU for a product page and send 5-10% more bytes
  // (decision 053). The static assets are compressed at the highest levels once, at build time.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 3 },
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Quire storefront API",
        version: "1.0.0",
        description:
          "Catalogue, cart and account calls of the Quire storefront. Errors are `{code, message}` with the HTTP status.",
      },
    },
    transform: jsonSchemaTransform,
  });

  const checkouts = new CheckoutService(db, gateway, gatewaySecret);
  const recommendationEngine = new RecommendationEngine(db);
  // the outbox at /dev/mail, or a real SMTP server when SMTP_URL is set
  const mail = createStoreMail({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, log: app.log });
  app.addHook("onClose", async () => mail.close());
  const confirmations = new OrderConfirmationMail(db, mail.mailer);
  const placements = new OrderPlacementService(db, options.dbKind, checkouts, gateway, undefined, async (orderNumber, log) => {
    await recommendationEngine.orderPlaced(orderNumber, log);
    await confirmations.send(orderNumber, log);
  });
  const orders = new OrdersService(db, gateway, app.log, checkouts.views);
  const wallets = new WalletPaymentService(db, gateway, checkouts);
  const applied = new AppliedPaymentsService(db, gateway);
  const catalogue = new CatalogueService(db);
  const stores = new StoreService(db);
  const pickups = new PickupService(db, stores);
  const carts = new CartService(db, options.dbKind);
  const headerFooter = new HeaderFooterService(db);
  // REDIS_URL: sign-in limits and sessions shared by every machine; otherwise both live in the database.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  const limiter =
    options.limiter ?? (redis ? new RedisAttemptLimiter(redis, `${config.redisPrefix}signin-limits:`) : new DbAttemptLimiter(db));
  const sessionStore = redis ? new RedisSessionStore(redis, `${config.redisPrefix}session:`) : new DbSessionStore(db);
  const sessions = new SessionService(
    db,
    { idleMs: config.sessionIdleMinutes * 60_000, absoluteMs: config.sessionAbsoluteHours * 3_600_000 },
    limiter,
    sessionStore,
    carts,
    new DeviceCookies(db, config.deviceCookieSecret),
  );
  registerSessionHook(app, sessions);
  registerCsrfProtection(app);
  // a guest's first page, shared for a few seconds; every write that may change one clears it (decision 055)
  const pageCache = new PageCache(config.pageCache);
  registerPageCacheInvalidation(app, pageCache);
  registerPageForms(app);

  // JSON bodies as Fastify parses them (prototype-poisoning keys rejected), except that an empty body
  // is allowed: the spec's client sends method-override DELETEs with a JSON content type and no body.
  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "" || body === undefined) return done(null, undefined);
    // No call takes more than a few levels; a deeply nested body would only overflow the stack of
    // whatever walks it later (JSON.stringify, validators).
    if (jsonNestingExceeds(body as string, MAX_JSON_DEPTH)) {
      return done(
        new AppError(400, "INVALID_REQUEST", `The JSON body nests more than ${MAX_JSON_DEPTH} levels deep.`),
        undefined,
      );
    }
    defaultJson(request, body as string, done);
  });
  // the server's own analytics; the add observer is a root hook, so it comes before the cart routes
  const analytics = new AnalyticsService(db);
  registerAddObserver(app, analytics);
  await app.register(healthRoutes, { db, isShuttingDown: options.isShuttingDown ?? (() => false) });
  await app.register(metricsRoutes, { token: config.metricsToken });
  const pricing = new BusinessPricingService(db);
  // one tile model, past purchases, beacons and compatibility drawers (decision 047)
  const tiles = new TilesService(db);
  await app.register(catalogueRoutes, { catalogue, pricing, tiles });
  await app.register(tilesRoutes, { tiles });
  await app.register(businessPricingRoutes, { pricing });
  // compare items (decision 048)
  const compare = new CompareService(catalogue, pricing);
  await app.register(compareRoutes, { compare, pricing });
  const recommendations = new RecommendationService(db, new EngineSource(db));
  await app.register(recommendationRoutes, {
    recommendations,
    engine: recommendationEngine,
    merchandising: new MerchandisingService(db, recommendations),
  });
  await app.register(cartRoutes, {
    carts,
    // GET /cc/api/checkout also shows a signed-in shopper's attached payment (brand and last four only).
    checkoutExtras: async (request) => {
      const view = await checkouts.view(shopperOfRequest(request));
      const vendorConfig = { applePay: applePayVendorConfig(gatewayOriginFor(config, request.headers.host)) };
      return { orderPayment: view.orderPayment, checkoutSections: view.checkoutSections, cartInfo: { vendorConfig } };
    },
  });
  await app.register(precheckoutRoutes, { carts });
  await app.register(clientLogRoutes, { clientLogs: new ClientLogService(db) });
  await app.register(alternatesRoutes);
  await app.register(savedItemsRoutes, { saved: carts.saved });
  await app.register(checkoutRoutes, { checkouts, placements, orders, wallets });
  await app.register(walletRoutes, { wallets });
  await app.register(appliedPaymentsRoutes, { applied, checkouts });
  await app.register(headerFooterRoutes, { headerFooter });
  const accounts = new AccountService(db, undefined, orders);
  await app.register(accountRoutes, { accounts });
  // spending reports and recently purchased (decision 045)
  const reports = new ReportsService(db);
  await app.register(reportsRoutes, { reports });
  const recentlyPurchased = new RecentlyPurchasedService(db, catalogue);
  await app.register(recentlyPurchasedRoutes, { recentlyPurchased });
  const budgets = new BudgetsService(db);
  await app.register(budgetsRoutes, { budgets, carts });
  const rewards = new RewardsService(db);
  await app.register(rewardsRoutes, { rewards });
  await app.register(pickupRoutes, { pickups });
  await app.register(storesRoutes, { stores });
  const lists = new ListsService(db, options.dbKind);
  await app.register(listsRoutes, { lists });
  const content = new ContentService(db);
  await app.register(contentRoutes, { content });
  const reviews = new ReviewsService(db);
  await app.register(reviewsRoutes, { reviews });
  // quick order (decision 043)
  const quickOrders = new QuickOrderService(db, carts);
  await app.register(quickOrderRoutes, { quickOrders });
  // become a customer and the store administrators' decisions (decision 046)
  const businessApplications = new BusinessApplicationsService(db, limiter, undefined, mail.mailerIn);
  await app.register(businessApplicationsRoutes, {
    applications: businessApplications,
    signInUrlFor: (request) => advantageSignInUrl(config, request),
  });
  const guestOrderContact = (checkoutGuestId: number) => orders.guestOrderContact(checkoutGuestId);
  await app.register(sessionRoutes, {
    sessions,
    sessionMaxAgeSeconds: config.sessionAbsoluteHours * 3600,
    guestOrderContact,
  });
  // the account area, password reset with the development outbox, track an order (decision 037)
  const accountAreaServices = {
    accountArea: new AccountAreaService(db, limiter, sessions),
    passwordReset: new PasswordResetService(db, limiter, mail.mailer, sessions),
    orderTracking: new OrderTrackingService(db, limiter),
    outbox: new OutboxMailer(db),
    outboxVisible: mail.outboxVisible,
    sessionMaxAgeSeconds: config.sessionAbsoluteHours * 3600,
    originFor: (request: FastifyRequest) => storefrontOrigin(config, request),
  };
  await app.register(orderTrackingRoutes, { orderTracking: accountAreaServices.orderTracking });
  // first-party analytics and the store owner's insights (decision 050)
  await app.register(analyticsRoutes, { analytics });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  const cart = cartCommands(carts);
  const pageCommandTable: PageCommandTable = {
    "cart.add": cart.addItems,
    "cart.update-items": cart.updateItems,
    "cart.remove": cart.removeLine,
    "cart.apply-coupon": cart.applyCoupon,
    "cart.remove-coupon": cart.removeCoupon,
    "checkout.place-order": checkoutCommands(placements).placeOrder,
  };
  if (options.serveWeb !== false) {
    await registerWeb(app, config, pageCache, (request, reply) => {
      const storesDoor = storesPageDoor(stores, request, reply);
      // the page's language (decision 041): ?lang=, else the cookie /es sets, else English
      const cookieLanguage = readCookie(request.headers.cookie, LANGUAGE_COOKIE);
      const language = languageOf({
        query: (request.query as { lang?: unknown }).lang as string | undefined,
        cookie: cookieLanguage,
      });
      return {
        tenant: { ...request.tenant, siteVariables: siteVariablesIn(request.tenant.siteVariables, language) },
        language,
        // priced for this request's viewer: contract prices for a business user (decision 042)
        // and with the signed-in shopper's past purchases, for the tiles' badge (decision 047);
        // the product views and searches it serves are the store's analytics (decision 050)
        catalogue: observeCatalogue(
          tiles.catalogueFor(
            pricing.catalogueFor(catalogue, priceContextOfSession(request.session, request.tenant.id)),
            request.session,
          ),
          analytics,
          request,
        ),
        tiles,
        stores,
        // Bound to this request: its session (resolved once by the hook) decides whose cart it is.
        cart: {
          read: async () => (await carts.readCart(cartViewerOf(request))).cartInfo,
          count: () => carts.itemCount(cartViewerOf(request)),
        } satisfies CartReader,
        session: { read: async () => request.session.token } satisfies SessionReader,
        headerFooter: {
          read: (_cookies, path) =>
            headerFooter.read(request.session, request.tenant, path, request.headers["user-agent"] ?? null, cookieLanguage),
        } satisfies HeaderFooterReader,
        pickup: pickupReaderFor(pickups, request),
        cspNonce: request.cspNonce,
        csrfToken: csrfTokenFor(request, reply),
        requestId: request.id,
        reportError: (error, aborted) => {
          if (isDatabaseUnavailable(error)) request.databaseUnavailable = true;
          else if (!aborted) request.log.error({ err: error }, "page loader or action failed");
        },
        commands: observePageCommands(pageCommands(pageCommandTable, request, reply), analytics, request),
        doors: {
          cart: cartPageDoor(carts, request, reply),
          session: sessionPageDoor(sessions, request, reply, config.sessionAbsoluteHours * 3600, guestOrderContact),
          approvals: approvalsPageDoor(accounts, request),
          checkout: checkoutPageDoor(
            { checkouts, orders, wallets, applied },
            request,
            gatewayOriginFor(config, request.headers.host),
          ),
          orders: ordersPageDoor(orders, request),
          rewards: rewardsPageDoor(rewards, request),
          savedItems: savedItemsPageDoor(carts, request, reply),
          pickup: pickupPageDoor(pickups, request, storesDoor.makeMyStore),
          stores: storesDoor,
          lists: listsPageDoor(lists, carts, request, reply),
          content: contentPageDoor(content, request),
          account: accountAreaPageDoor(accountAreaServices, request, reply),
          savedCards: savedCardsPageDoor(checkouts, request, gatewayOriginFor(config, request.headers.host)),
          reviews: reviewsPageDoor(reviews, request),
          contractPricing: contractPricingPageDoor(pricing, request),
          quickOrder: quickOrderPageDoor(quickOrders, request, reply),
          reports: reportsPageDoor(reports, request),
          recentlyPurchased: recentlyPurchasedPageDoor(recentlyPurchased, carts, request, reply),
          businessApplications: businessApplicationsPageDoor(businessApplications, request, () =>
            advantageSignInUrl(config, request),
          ),
          budgets: budgetsPageDoor(budgets, carts, request),
          compare: comparePageDoor(compare, request),
          recommendations: recommendationsPageDoor(recommendations, recommendationEngine, request),
          insights: insightsPageDoor(analytics, request),
        },
      } satisfies StorefrontLoadContext;
    });
  }

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: "NOT_FOUND", message: `No route for ${request.method} ${request.url.split("?")[0]}` }),
  );
  return app;
}

async function registerWeb(
  app: FastifyInstance,
  config: AppConfig,
  pageCache: PageCache,
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => StorefrontLoadContext,
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
    handler: pageOrApi404(reactRouterHandler(build, "production", getLoadContext, pageCache)),
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
