import {
  type CartReader,
  type HeaderFooterReader,
  type SessionReader,
  type StorefrontLoadContext,
  LANGUAGE_COOKIE,
  languageOf,
  siteVariablesIn,
} from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "./config/config";
import { gatewayOriginFor } from "./config/origins";
import { isDatabaseUnavailable } from "./db/unavailable";
import { type PageCommandTable, pageCommands } from "./http/commands";
import { readCookie } from "./http/cookies";
import { csrfTokenFor } from "./http/csrf";
import { approvalsPageCommands, approvalsPageDoor } from "./modules/account";
import { accountAreaPageCommands, accountAreaPageDoor } from "./modules/account-area";
import { insightsPageDoor, observeCatalogue } from "./modules/analytics";
import { budgetsPageCommands, budgetsPageDoor } from "./modules/budgets";
import { businessApplicationsPageCommands, businessApplicationsPageDoor } from "./modules/business-applications";
import { chatPageCommands, chatPageDoor } from "./modules/chat";
import { contractPricingPageDoor, priceContextOfSession } from "./modules/business-pricing";
import { cartPageCommands, cartPageDoor, cartViewerOf } from "./modules/cart";
import { checkoutPageCommands, checkoutPageDoor, ordersPageDoor, savedCardsPageDoor } from "./modules/checkout";
import { comparePageDoor } from "./modules/compare";
import { contentPageCommands, contentPageDoor } from "./modules/content";
import { landingPagesPageDoor } from "./modules/landing-pages";
import { listsPageCommands, listsPageDoor } from "./modules/lists";
import { messagesPageCommands, messagesPageDoor } from "./modules/messages";
import { orderTrackingPageCommands } from "./modules/order-tracking";
import { pickupPageCommands, pickupReaderFor, storePickupsPageCommands, storePickupsPageDoor } from "./modules/pickup";
import { quickOrderPageCommands } from "./modules/quick-order";
import { recentlyPurchasedPageCommands, recentlyPurchasedPageDoor } from "./modules/recently-purchased";
import { recommendationsPageDoor } from "./modules/recommendations";
import { reportsPageDoor } from "./modules/reports";
import { reviewsPageCommands, reviewsPageDoor } from "./modules/reviews";
import { rewardsPageCommands, rewardsPageDoor } from "./modules/rewards";
import { sessionPageCommands, sessionPageDoor } from "./modules/session";
import { makeMyStoreCommand, storesPageCommands, storesPageDoor } from "./modules/stores";
import type { Services } from "./services";

// What a page's loaders and actions get (React Router's load context): readers bound to this
// request, the commands its forms run, and the doors of what is not yet a command.

/** The page forms' commands, by the names @quire/domain gives them: every module's table (decision 063). */
function pageCommandTable(services: Services, config: AppConfig): PageCommandTable {
  return {
    ...cartPageCommands(services.carts),
    ...listsPageCommands(services.lists, services.carts),
    ...storesPageCommands(services.stores),
    ...pickupPageCommands(services.pickups, makeMyStoreCommand(services.stores)),
    ...budgetsPageCommands(services.budgets, services.carts),
    ...quickOrderPageCommands(services.quickOrders),
    ...recentlyPurchasedPageCommands(services.carts),
    ...contentPageCommands(services.content),
    ...reviewsPageCommands(services.reviews),
    ...checkoutPageCommands(services, (request) => gatewayOriginFor(config, request.headers.host)),
    ...sessionPageCommands(services.sessions, config.sessionAbsoluteHours * 3600, services.guestOrderContact),
    ...accountAreaPageCommands(services.accountArea),
    ...orderTrackingPageCommands(services.accountArea.orderTracking),
    ...rewardsPageCommands(services.rewards),
    ...messagesPageCommands(services.messages),
    ...approvalsPageCommands(services.accounts),
    ...businessApplicationsPageCommands({ applications: services.businessApplications, signInUrlFor: services.signInUrlFor }),
    ...chatPageCommands(services.chat),
    ...storePickupsPageCommands(services.storePickups),
  };
}

/** The load context of each page request. */
export function pageContextFor(services: Services, config: AppConfig) {
  const commandTable = pageCommandTable(services, config);
  const { stores, tiles, pricing, catalogue, analytics, carts, headerFooter, pickups } = services;
  const { accounts, checkouts, orders, wallets, rewards, lists, content, reviews } = services;
  const { reports, recentlyPurchased, businessApplications, budgets, compare, recommendations } = services;
  const { recommendationEngine, guestOrderContact } = services;
  return (request: FastifyRequest, reply: FastifyReply): StorefrontLoadContext => {
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
        // a signed-in shopper's shared page is rendered without its user, from their facts (decision 065)
        count: () => {
          const facts = request.session.pageFacts;
          return facts ? Promise.resolve(facts.cartCount) : carts.itemCount(cartViewerOf(request));
        },
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
      commands: pageCommands(commandTable, request, reply),
      doors: {
        cart: cartPageDoor(carts, request),
        session: sessionPageDoor(request, guestOrderContact),
        approvals: approvalsPageDoor(accounts, request),
        checkout: checkoutPageDoor({ checkouts, wallets }, request, gatewayOriginFor(config, request.headers.host)),
        orders: ordersPageDoor(orders, request),
        rewards: rewardsPageDoor(rewards, request),
        stores: storesPageDoor(stores, request),
        lists: listsPageDoor(lists, request),
        content: contentPageDoor(content, request),
        account: accountAreaPageDoor(services.accountArea, request),
        savedCards: savedCardsPageDoor(checkouts, request, gatewayOriginFor(config, request.headers.host)),
        reviews: reviewsPageDoor(reviews, request),
        contractPricing: contractPricingPageDoor(pricing, request),
        reports: reportsPageDoor(reports, request),
        recentlyPurchased: recentlyPurchasedPageDoor(recentlyPurchased, request),
        businessApplications: businessApplicationsPageDoor(businessApplications, request),
        chat: chatPageDoor(services.chat, request),
        storePickups: storePickupsPageDoor(services.storePickups, request),
        budgets: budgetsPageDoor(budgets, request),
        compare: comparePageDoor(compare, request),
        landingPages: landingPagesPageDoor(services.landingPages, request),
        recommendations: recommendationsPageDoor(recommendations, recommendationEngine, request),
        insights: insightsPageDoor(analytics, request),
        messages: messagesPageDoor(services.messages, request),
      },
    };
  };
}
