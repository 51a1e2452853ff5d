// Stock and delivery wording shown on product pages and tiles.

export type StockStatus = "IN_STOCK" | "LIMITED" | "OUT_OF_STOCK" | "BACKORDERED";

export const LIMITED_STOCK_THRESHOLD = 10;

export function stockStatus(onlineQty: number, backorderDate: string | null): StockStatus {
  if (onlineQty <= 0) return backorderDate ? "BACKORDERED" : "OUT_OF_STOCK";
  return onlineQty < LIMITED_STOCK_THRESHOLD ? "LIMITED" : "IN_STOCK";
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Standard delivery takes this many business days after the order day (weekends skipped). */
export const STANDARD_DELIVERY_BUSINESS_DAYS = 2;

/**
 * The store's delivery promise in each language, the one text the header's top hat, the about page
 * and the shipping page say it in (content pages write {{delivery-promise}}; decision 077). It is
 * the rule estimatedDeliveryDate applies, so the product pages' dates keep it.
 */
export const DELIVERY_PROMISE = {
  en: `**Free delivery in ${STANDARD_DELIVERY_BUSINESS_DAYS} business days** on most orders`,
  es: `**Entrega gratis en ${STANDARD_DELIVERY_BUSINESS_DAYS} días hábiles** en la mayoría de los pedidos`,
} as const;

/** Standard delivery: STANDARD_DELIVERY_BUSINESS_DAYS after the order day (weekends skipped). */
export function estimatedDeliveryDate(orderDay: Date): Date {
  const d = new Date(Date.UTC(orderDay.getUTCFullYear(), orderDay.getUTCMonth(), orderDay.getUTCDate()));
  let added = 0;
  while (added < STANDARD_DELIVERY_BUSINESS_DAYS) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) added++;
  }
  return d;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function formatLongDate(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return "";
  // What toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" }) writes,
  // without loading Intl's locale data in the browser (money.ts, "en-US number text", says why).
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

export interface StockMessage {
  status: StockStatus;
  headline: string;
  detail: string | null;
}

export function stockMessage(status: StockStatus, onlineQty: number, backorderDate: string | null, today: Date): StockMessage {
  switch (status) {
    case "OUT_OF_STOCK":
      return { status, headline: "We're sorry, this item is out of stock.", detail: null };
    case "BACKORDERED": {
      const date = backorderDate ? formatLongDate(backorderDate) : "";
      return {
        status,
        headline: date ? `This item is currently backordered until ${date}` : "This item is currently backordered",
        detail: null,
      };
    }
    case "LIMITED":
    case "IN_STOCK": {
      const weekday = WEEKDAYS[estimatedDeliveryDate(today).getUTCDay()];
      return {
        status,
        headline: status === "LIMITED" ? `Limited stock: only ${onlineQty} left` : "In stock",
        detail: `Get it by ${weekday}`,
      };
    }
  }
}

/** The sold-out drawer's and product page's words for an item that can no longer be bought (spec: storefront, tile texts). */
export const UNAVAILABLE_FOR_PURCHASE = "Unavailable for purchase";

export interface ProductStockMessage extends StockMessage {
  /** how the notice looks: an item that can be bought, a warning, an informational backorder, or not for sale */
  tone: "in_stock" | "limited" | "backordered" | "out_of_stock" | "unavailable";
}

/**
 * A product page's stock notice. A discontinued item is not "out of stock" (that promises it
 * comes back): it is unavailable for purchase, whatever stock is left (decision 040).
 */
export function productStockMessage(
  product: { status: string; stockStatus: StockStatus; onlineQty: number; backorderDate: string | null },
  today: Date,
): ProductStockMessage {
  if (product.status === "DISCONTINUED") {
    return { status: product.stockStatus, headline: UNAVAILABLE_FOR_PURCHASE, detail: null, tone: "unavailable" };
  }
  const message = stockMessage(product.stockStatus, product.onlineQty, product.backorderDate, today);
  const tone =
    product.stockStatus === "IN_STOCK" ? "in_stock" : (product.stockStatus.toLowerCase() as ProductStockMessage["tone"]);
  return { ...message, tone };
}
