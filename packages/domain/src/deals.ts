// Deals (decision 038): products whose final price is under their base price, sorted by what the
// shopper saves. Money in integer cents.

import type { ProductSummary } from "./catalogue";

export type DealsSort = "saving_amount" | "saving_percent" | "price_asc" | "price_desc";

export const DEALS_SORTS: readonly { value: DealsSort; label: string }[] = [
  { value: "saving_amount", label: "Biggest saving ($)" },
  { value: "saving_percent", label: "Biggest saving (%)" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
];

export const DEALS_PAGE_SIZE = 24;

export function dealsSortOf(value: string | null | undefined): DealsSort {
  return DEALS_SORTS.some((s) => s.value === value) ? (value as DealsSort) : "saving_amount";
}

export interface Saving {
  cents: number;
  /** whole percent of the base price, rounded down */
  percent: number;
}

/** What a shopper saves on an item; zero when it is not reduced. */
export function savingOf(finalCents: number, baseCents: number): Saving {
  if (!(baseCents > 0) || !(finalCents < baseCents)) return { cents: 0, percent: 0 };
  const cents = baseCents - finalCents;
  return { cents, percent: Math.floor((cents * 100) / baseCents) };
}

export interface DealsPage {
  items: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
  sort: DealsSort;
}
