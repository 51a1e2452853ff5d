import type { SandboxGateway } from "@quire/gateway";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import type { AppConfig } from "./config/config";
import { advantageSignInUrl, storefrontOrigin } from "./config/origins";
import type { Db, DbKind } from "./db/database";
import { AccountService } from "./modules/account";
import { AccountAreaService } from "./modules/account-area";
import { AnalyticsService, recordCartAdds } from "./modules/analytics";
import { BudgetsService } from "./modules/budgets";
import { BusinessApplicationsService } from "./modules/business-applications";
import { ChatService } from "./modules/chat";
import { BusinessPricingService } from "./modules/business-pricing";
import { CartService } from "./modules/cart";
import { CatalogueService } from "./modules/catalogue";
import {
  AppliedPaymentsService,
  CheckoutService,
  OrderConfirmationMail,
  OrderPlacementService,
  OrdersService,
  WalletPaymentService,
} from "./modules/checkout";
import { ClientLogService } from "./modules/client-log";
import { CompareService } from "./modules/compare";
import { ContentBannerService, ContentService } from "./modules/content";
import { HeaderFooterService } from "./modules/header-footer";
import { LandingPagesService } from "./modules/landing-pages";
import { ListsService } from "./modules/lists";
import { OutboxMailer, createStoreMail } from "./modules/mail";
import { MessagesService } from "./modules/messages";
import { OrderTrackingService } from "./modules/order-tracking";
import { PasswordResetService } from "./modules/password-reset";
import { PickupService, StorePickupsService } from "./modules/pickup";
import { PrintServicesService } from "./modules/print-services";
import { QuickOrderService } from "./modules/quick-order";
import { RecentlyPurchasedService } from "./modules/recently-purchased";
import {
  EngineSource,
  MerchandisingService,
  RecommendationEngine,
  RecommendationService,
  SessionContextService,
} from "./modules/recommendations";
import { ReportsService } from "./modules/reports";
import { ReviewsService } from "./modules/reviews";
import { RewardsService } from "./modules/rewards";
import {
  type AttemptLimiter,
  DbAttemptLimiter,
  DbSessionStore,
  DeviceCookies,
  RedisAttemptLimiter,
  RedisSessionStore,
  SessionService,
} from "./modules/session";
import { StoreService } from "./modules/stores";
import { TilesService } from "./modules/tiles";

// Every service of the store, made once per process and handed to the route plugins and the pages.
// This is the one place where modules meet: a service that needs another's gets it here.

export interface ServiceOptions {
  app: FastifyInstance;
  config: AppConfig;
  db: Db;
  dbKind: DbKind;
  gateway: SandboxGateway;
  gatewaySecret: string;
  /** the sign-in rate limiter; by default Redis when config.redisUrl is set, else the database */
  limiter?: AttemptLimiter;
}

export function createServices({ app, config, db, dbKind, gateway, gatewaySecret, ...options }: ServiceOptions) {
  const checkouts = new CheckoutService(db, gateway, gatewaySecret);
  const recommendationEngine = new RecommendationEngine(db);
  // the outbox at /dev/mail, or a real SMTP server when SMTP_URL is set
  const mail = createStoreMail({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, log: app.log });
  app.addHook("onClose", async () => mail.close());
  const confirmations = new OrderConfirmationMail(db, mail.mailer);
  const placements = new OrderPlacementService(db, dbKind, checkouts, gateway, undefined, async (placed, log) => {
    await recommendationEngine.orderPlaced(placed, log);
    await confirmations.send(placed.orderNumber, log);
  });
  const orders = new OrdersService(db, gateway, app.log, checkouts.views);
  const catalogue = new CatalogueService(db, { productTtlMs: config.keptReadsTtlMs });
  const stores = new StoreService(db);
  // the server's own analytics (decision 050): what carts take is recorded where the add is made
  const analytics = new AnalyticsService(db);
  const carts = new CartService(db, dbKind, undefined, { added: recordCartAdds(analytics) });
  // REDIS_URL: sign-in limits and sessions shared by every machine; otherwise both live in the database.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  const limiter =
    options.limiter ?? (redis ? new RedisAttemptLimiter(redis, `${config.redisPrefix}signin-limits:`) : new DbAttemptLimiter(db));
  const sessionStore = redis ? new RedisSessionStore(redis, `${config.redisPrefix}session:`) : new DbSessionStore(db);
  const sessions = new SessionService(
    db,
    {
      idleMs: config.sessionIdleMinutes * 60_000,
      absoluteMs: config.sessionAbsoluteHours * 3_600_000,
      keptReadsMs: config.keptReadsTtlMs,
    },
    limiter,
    sessionStore,
    carts,
    new DeviceCookies(db, config.deviceCookieSecret),
  );
  const pricing = new BusinessPricingService(db);
  const recommendations = new RecommendationService(
    db,
    new EngineSource(db, undefined, { trendingTtlMs: config.keptReadsTtlMs }),
  );
  return {
    db,
    gateway,
    mail,
    limiter,
    sessions,
    checkouts,
    placements,
    orders,
    wallets: new WalletPaymentService(db, gateway, checkouts),
    applied: new AppliedPaymentsService(db, gateway),
    catalogue,
    stores,
    pickups: new PickupService(db, stores),
    carts,
    headerFooter: new HeaderFooterService(db),
    analytics,
    pricing,
    // one tile model, past purchases, beacons and compatibility drawers (decision 047)
    tiles: new TilesService(db),
    compare: new CompareService(catalogue, pricing),
    recommendations,
    recommendationEngine,
    merchandising: new MerchandisingService(db, recommendations),
    clientLogs: new ClientLogService(db),
    accounts: new AccountService(db, undefined, orders),
    reports: new ReportsService(db),
    recentlyPurchased: new RecentlyPurchasedService(db, catalogue),
    budgets: new BudgetsService(db),
    rewards: new RewardsService(db),
    // the message centre (decision 073)
    messages: new MessagesService(db),
    lists: new ListsService(db, dbKind),
    content: new ContentService(db),
    contentBanners: new ContentBannerService(db),
    sessionContexts: new SessionContextService(db),
    printServices: new PrintServicesService(db),
    landingPages: new LandingPagesService(db, new ContentBannerService(db)),
    reviews: new ReviewsService(db),
    quickOrders: new QuickOrderService(db, carts),
    businessApplications: new BusinessApplicationsService(db, limiter, undefined, mail.mailerIn),
    // chat with customer service (decision 074)
    chat: new ChatService(db, limiter),
    // store staff mark in-store pickups ready (decision 079)
    storePickups: new StorePickupsService(db, stores, mail.mailer),
    guestOrderContact: (checkoutGuestId: number) => orders.guestOrderContact(checkoutGuestId),
    signInUrlFor: (request: FastifyRequest) => advantageSignInUrl(config, request),
    // the account area, password reset with the development outbox, track an order (decision 037)
    accountArea: {
      accountArea: new AccountAreaService(db, limiter, sessions),
      passwordReset: new PasswordResetService(db, limiter, mail.mailer, sessions),
      orderTracking: new OrderTrackingService(db, limiter),
      outbox: new OutboxMailer(db),
      outboxVisible: mail.outboxVisible,
      sessionMaxAgeSeconds: config.sessionAbsoluteHours * 3600,
      originFor: (request: FastifyRequest) => storefrontOrigin(config, request),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
