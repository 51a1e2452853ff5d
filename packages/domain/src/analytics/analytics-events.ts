// Analytics adapter events (storefront spec section 7, cart spec 4 and 7): what the pages push to
// window.dataLayer and send to our own collector. Pure builders, so every rule the spec names
// (product names without double quotes or commas, image lists cut to 20, the spec versions, the
// out-of-stock report) is one function both tiers and the tests share.

/** The adapter's spec versions (storefront spec section 9, cart spec 9). */
export const ANALYTICS_SPEC_VERSION = { consumer: "1.0.5", business: "2.0.0", cart: "1.0.6" } as const;
/** How often the adapter looks for the analytics instance (spec section 9). */
export const ANALYTICS_POLL_MS = 100;
/** Console-only messages when the analytics instance or model is missing (spec section 8). */
export const ANALYTICS_NOT_AVAILABLE = {
  instance: "analytics instance is not available",
  model: "analytics model is not available",
} as const;
/** What analytics reports for an item out of stock (spec section 8; cart spec 7). */
export const ANALYTICS_OUT_OF_STOCK = { code: "OOS", message: "Item out of stock." } as const;
/** The cart's item message codes that analytics reports as out of stock. */
const OUT_OF_STOCK_CODES = new Set([
  "OUT_OF_STOCK",
  "OOS",
  "CART_ITEMS_OOS_OR_PARTIAL_AVAILABILITY",
  "ITEM_INVENTORY_NOT_AVAILABLE",
]);
/** Image URL lists are cut to this many (spec section 7; cart spec 4). */
export const ANALYTICS_MAX_IMAGES = 20;

/** The adapter events of spec section 7, by the name they carry in the dataLayer. */
export const ANALYTICS_EVENT_NAMES = [
  "link",
  "form",
  "addToCartResponse",
  "bopis",
  "bannerImpression",
  "chatInit",
  "feedbackInit",
  "searchBox",
  "overlayLoaded",
  "overlayClosed",
  "Order Completed",
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export type AnalyticsSite = "dotcom" | "advantage";

/** The spec version an event carries: the cart's on cart events, else the site's. */
export function analyticsSpecVersion(site: AnalyticsSite, surface: "page" | "cart" = "page"): string {
  if (surface === "cart") return ANALYTICS_SPEC_VERSION.cart;
  return site === "advantage" ? ANALYTICS_SPEC_VERSION.business : ANALYTICS_SPEC_VERSION.consumer;
}

/** A product name as analytics takes it: no double quotes, no commas, spaces collapsed. */
export function analyticsProductName(name: string | null | undefined): string {
  return (name ?? "").replace(/[",]/g, "").replace(/\s+/g, " ").trim();
}

/** An image URL list as analytics takes it: the first 20. */
export function analyticsImageUrls(urls: readonly string[] | null | undefined): string[] {
  return (urls ?? []).slice(0, ANALYTICS_MAX_IMAGES);
}

export interface AnalyticsProduct {
  id: string;
  name: string;
  /** dollars (analytics tools sum and compare in the unit) */
  price: number;
  quantity: number;
  images?: string[];
}

export interface AnalyticsProductInput {
  itemId: string;
  name?: string | null;
  priceCents?: number | null;
  qty?: number | null;
  imageUrls?: readonly string[] | null;
}

const dollars = (cents: number | null | undefined) =>
  typeof cents === "number" && Number.isFinite(cents) ? Math.round(cents) / 100 : 0;

export function analyticsProduct(input: AnalyticsProductInput): AnalyticsProduct {
  const product: AnalyticsProduct = {
    id: input.itemId,
    name: analyticsProductName(input.name),
    price: dollars(input.priceCents),
    quantity: Math.max(0, Math.trunc(input.qty ?? 1)),
  };
  if (input.imageUrls) product.images = analyticsImageUrls(input.imageUrls);
  return product;
}

/** Every event: its name, the spec version and the site; the rest is the event's own. */
export interface AnalyticsEvent {
  event: AnalyticsEventName;
  specVersion: string;
  site: AnalyticsSite;
  [field: string]: unknown;
}

const base = (event: AnalyticsEventName, site: AnalyticsSite, surface: "page" | "cart" = "page") => ({
  event,
  specVersion: analyticsSpecVersion(site, surface),
  site,
});

const text = (value: string | null | undefined, max = 200) => (value ?? "").replace(/\s+/g, " ").trim().slice(0, max);

export function linkEvent(site: AnalyticsSite, link: { name: string; href: string }): AnalyticsEvent {
  return { ...base("link", site), linkName: text(link.name), href: text(link.href, 500) };
}

export function formEvent(site: AnalyticsSite, form: { name: string; action?: string | null }): AnalyticsEvent {
  return { ...base("form", site), formName: text(form.name), action: text(form.action, 500) };
}

export function searchBoxEvent(site: AnalyticsSite, query: string): AnalyticsEvent {
  return { ...base("searchBox", site), searchTerm: text(query) };
}

export function bannerImpressionEvent(site: AnalyticsSite, banner: { id: string; placement: string }): AnalyticsEvent {
  return { ...base("bannerImpression", site), bannerId: text(banner.id), placement: text(banner.placement) };
}

export function bopisEvent(site: AnalyticsSite, pickup: { itemId: string; storeNumber: string }): AnalyticsEvent {
  return { ...base("bopis", site, "cart"), itemId: text(pickup.itemId), storeNumber: text(pickup.storeNumber) };
}

/** The shopper opened chat (spec section 7's "chat init"; decision 074). */
export function chatInitEvent(site: AnalyticsSite): AnalyticsEvent {
  return base("chatInit", site);
}

/** The shopper opened the feedback form (spec section 7's "feedback init"). */
export function feedbackInitEvent(site: AnalyticsSite, form = "feedback"): AnalyticsEvent {
  return { ...base("feedbackInit", site), formName: text(form) };
}

export function overlayEvent(site: AnalyticsSite, kind: "loaded" | "closed", overlay: string): AnalyticsEvent {
  return { ...base(kind === "loaded" ? "overlayLoaded" : "overlayClosed", site), overlay: text(overlay) };
}

/**
 * The add-to-cart response: the products added, or the failure. An out-of-stock failure is
 * reported as the spec's OOS / 'Item out of stock.' whatever message the shopper was shown.
 */
export function addToCartResponseEvent(
  site: AnalyticsSite,
  response: { ok: true; products: AnalyticsProductInput[] } | { ok: false; itemId: string; code: string; message: string },
): AnalyticsEvent {
  if (response.ok) {
    return { ...base("addToCartResponse", site, "cart"), success: true, products: response.products.map(analyticsProduct) };
  }
  const outOfStock = OUT_OF_STOCK_CODES.has(response.code);
  return {
    ...base("addToCartResponse", site, "cart"),
    success: false,
    itemId: text(response.itemId),
    errorCode: outOfStock ? ANALYTICS_OUT_OF_STOCK.code : text(response.code),
    errorMessage: outOfStock ? ANALYTICS_OUT_OF_STOCK.message : text(response.message),
  };
}

export interface OrderCompletedInput {
  orderNumber: string;
  lines: { itemId: string; name?: string | null; unitPriceCents: number; qty: number }[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  couponCodes: readonly string[];
}

/** 'Order Completed' (spec section 7): order id, products (id, price, quantity), cart totals, coupon codes. */
export function orderCompletedAnalyticsEvent(site: AnalyticsSite, order: OrderCompletedInput): AnalyticsEvent {
  return {
    ...base("Order Completed", site, "cart"),
    orderId: order.orderNumber,
    products: order.lines.map((l) => {
      const { id, price, quantity } = analyticsProduct({ itemId: l.itemId, priceCents: l.unitPriceCents, qty: l.qty });
      return { id, price, quantity };
    }),
    cartTotals: {
      subtotal: dollars(order.subtotalCents),
      discount: dollars(Math.abs(order.discountCents)),
      shipping: dollars(order.shippingCents),
      tax: dollars(order.taxCents),
      total: dollars(order.totalCents),
    },
    couponCodes: [...order.couponCodes],
  };
}
