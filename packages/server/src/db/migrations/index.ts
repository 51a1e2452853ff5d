import type { Migration } from "kysely";
import * as catalogue from "./2026-11-21-0001-catalogue";
import * as carts from "./2026-11-21-0002-carts";
import * as sessions from "./2026-11-21-0003-sessions";
import * as headerFooterAndActivity from "./2026-11-21-0004-header-footer-and-activity";
import * as signInLimitsAndMergedCarts from "./2026-11-22-0001-sign-in-limits-and-merged-carts";
import * as checkoutAndOrders from "./2026-11-23-0001-checkout-and-orders";
import * as ordersOpenedAsCarts from "./2026-11-23-0002-orders-opened-as-carts";
import * as wallet from "./2026-11-24-0001-wallet";
import * as rewards from "./2026-11-24-0002-rewards";
import * as giftCardProducts from "./2026-11-24-0003-gift-card-products";
import * as savedForLater from "./2026-11-24-0004-saved-for-later";
import * as cartLineRelations from "./2026-11-24-0005-cart-line-relations";
import * as freeItemsAndAssembly from "./2026-11-24-0006-free-items-and-assembly";
import * as itemRules from "./2026-11-24-0007-item-rules";
import * as clientErrorLog from "./2026-11-24-0008-client-error-log";
import * as storeCoordinates from "./2026-11-25-0001-store-coordinates";
import * as preferredStores from "./2026-11-25-0002-preferred-stores";
import * as orderLineDelivery from "./2026-11-25-0003-order-line-delivery";
import * as shoppingListItems from "./2026-11-25-0004-shopping-list-items";
import * as contentPagesAndFeedback from "./2026-11-26-0001-content-pages-and-feedback";
import * as accountArea from "./2026-11-26-0010-account-area";
import * as productAttributesAndReviews from "./2026-11-26-0020-product-attributes-and-reviews";
import * as contractPrices from "./2026-11-27-0001-contract-prices";
import * as customerSkus from "./2026-11-27-0002-customer-skus";
import * as businessApplications from "./2026-11-27-0004-business-applications";
import * as tileData from "./2026-11-27-0005-tile-data";
import * as budgets from "./2026-11-27-0003-budgets";
import * as skuSets from "./2026-11-27-0006-sku-sets";
import * as recommendationEngine from "./2026-11-27-0007-recommendation-engine";
import * as analyticsEvents from "./2026-11-27-0008-analytics-events";
import * as fullTextSearch from "./2026-11-27-0011-full-text-search";
import * as searchTiers from "./2026-11-27-0012-search-tiers";
import * as searchSideIndexes from "./2026-11-27-0013-search-side-indexes";
import * as productsByCategoryRating from "./2026-11-28-0001-products-by-category-rating";
import * as guestCheckout from "./2026-12-01-0010-guest-checkout";
import * as specRemainingCalls from "./2026-12-03-0071-spec-remaining-calls";
import * as cartType from "./2026-12-03-0072-cart-type";
import * as messageCentre from "./2026-12-03-0073-message-centre";
import * as chat from "./2026-12-03-0074-chat";
import * as rewardsMembership from "./2026-12-03-0075-rewards-membership";
import * as membershipProducts from "./2026-12-03-0076-membership-products";
import * as orderPickups from "./2026-12-03-0077-order-pickups";

// Static list so the migrator works the same under tsx, in tests and in a bundle.
// Names sort by date; never rename or edit a landed migration: add a new one.
export const migrations: Record<string, Migration> = {
  "2026-11-21-0001-catalogue": catalogue,
  "2026-11-21-0002-carts": carts,
  "2026-11-21-0003-sessions": sessions,
  "2026-11-21-0004-header-footer-and-activity": headerFooterAndActivity,
  "2026-11-22-0001-sign-in-limits-and-merged-carts": signInLimitsAndMergedCarts,
  "2026-11-23-0001-checkout-and-orders": checkoutAndOrders,
  "2026-11-23-0002-orders-opened-as-carts": ordersOpenedAsCarts,
  "2026-11-24-0001-wallet": wallet,
  "2026-11-24-0002-rewards": rewards,
  "2026-11-24-0003-gift-card-products": giftCardProducts,
  "2026-11-24-0004-saved-for-later": savedForLater,
  "2026-11-24-0005-cart-line-relations": cartLineRelations,
  "2026-11-24-0006-free-items-and-assembly": freeItemsAndAssembly,
  "2026-11-24-0007-item-rules": itemRules,
  "2026-11-24-0008-client-error-log": clientErrorLog,
  "2026-11-25-0001-store-coordinates": storeCoordinates,
  "2026-11-25-0002-preferred-stores": preferredStores,
  "2026-11-25-0003-order-line-delivery": orderLineDelivery,
  "2026-11-25-0004-shopping-list-items": shoppingListItems,
  "2026-11-26-0001-content-pages-and-feedback": contentPagesAndFeedback,
  "2026-11-26-0010-account-area": accountArea,
  "2026-11-26-0020-product-attributes-and-reviews": productAttributesAndReviews,
  "2026-11-27-0001-contract-prices": contractPrices,
  "2026-11-27-0002-customer-skus": customerSkus,
  "2026-11-27-0004-business-applications": businessApplications,
  "2026-11-27-0003-budgets": budgets,
  "2026-11-27-0005-tile-data": tileData,
  "2026-11-27-0006-sku-sets": skuSets,
  "2026-11-27-0007-recommendation-engine": recommendationEngine,
  "2026-11-27-0008-analytics-events": analyticsEvents,
  "2026-11-27-0011-full-text-search": fullTextSearch,
  "2026-11-27-0012-search-tiers": searchTiers,
  "2026-11-27-0013-search-side-indexes": searchSideIndexes,
  "2026-11-28-0001-products-by-category-rating": productsByCategoryRating,
  "2026-12-01-0010-guest-checkout": guestCheckout,
  "2026-12-03-0071-spec-remaining-calls": specRemainingCalls,
  "2026-12-03-0072-cart-type": cartType,
  "2026-12-03-0073-message-centre": messageCentre,
  "2026-12-03-0074-chat": chat,
  "2026-12-03-0075-rewards-membership": rewardsMembership,
  "2026-12-03-0076-membership-products": membershipProducts,
  "2026-12-03-0077-order-pickups": orderPickups,
};
