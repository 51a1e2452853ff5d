import type { DoorResult } from "../forms/page-doors";

// The store owner's insights: the last 7 days of views, adds and orders, the funnel and
// the top lists. The window and the funnel's rates are rules the page and the API share.

export const INSIGHTS_DAYS = 7;
export const INSIGHTS_TOP = 10;

export interface InsightsDay {
  /** YYYY-MM-DD, UTC */
  day: string;
  views: number;
  adds: number;
  orders: number;
}

export interface InsightsFunnelStep {
  step: "viewed" | "added" | "ordered";
  label: string;
  shoppers: number;
  /** share of the step before, in whole percent (the first step: 100 when anyone viewed) */
  percentOfPrevious: number;
}

export interface InsightsTopProduct {
  itemId: string;
  name: string;
  views: number;
  adds: number;
}

export interface InsightsNoResultSearch {
  query: string;
  searches: number;
}

export interface StoreInsights {
  from: string;
  to: string;
  days: InsightsDay[];
  totals: { views: number; adds: number; orders: number };
  funnel: InsightsFunnelStep[];
  topProducts: InsightsTopProduct[];
  noResultSearches: InsightsNoResultSearch[];
}

/** The window's days, oldest first, ending with today (UTC), and the instant it starts. */
export function insightsWindow(now: Date, days = INSIGHTS_DAYS): { fromIso: string; days: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const list: string[] = [];
  for (let i = days - 1; i >= 0; i--) list.push(new Date(today - i * 86_400_000).toISOString().slice(0, 10));
  return { fromIso: new Date(today - (days - 1) * 86_400_000).toISOString(), days: list };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** The funnel from the shoppers who viewed, of those who added, of those who ordered. */
export function insightsFunnel(counts: { viewed: number; added: number; ordered: number }): InsightsFunnelStep[] {
  return [
    { step: "viewed", label: "Viewed a product", shoppers: counts.viewed, percentOfPrevious: counts.viewed > 0 ? 100 : 0 },
    { step: "added", label: "Added to cart", shoppers: counts.added, percentOfPrevious: percent(counts.added, counts.viewed) },
    {
      step: "ordered",
      label: "Placed an order",
      shoppers: counts.ordered,
      percentOfPrevious: percent(counts.ordered, counts.added),
    },
  ];
}

/** A search query as insights group it: trimmed, spaces collapsed, lower case. */
export function insightsSearchKey(query: string): string {
  return query.replace(/\s+/g, " ").trim().toLowerCase().slice(0, 200);
}

/** The /admin/insights page's loader: 401 for guests, 403 for anyone but a store administrator. */
export interface InsightsDoor {
  read(): Promise<DoorResult<StoreInsights>>;
}
