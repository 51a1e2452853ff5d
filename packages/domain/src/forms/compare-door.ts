import type { DoorResult } from "./page-doors";

// Compare items (decision 048): the products a shopper picked, side by side. The JSON call
// (GET /api/compare?items=) and the /compare page read the same table from the same service.

export interface CompareItem {
  itemId: string;
  name: string;
  brand: string;
  itemUrl: string;
  imageUrl: string;
  finalPriceCents: number;
  basePriceCents: number;
  unit: string;
  unitCount: number;
  rating: number;
  reviewCount: number;
  stockStatus: string;
}

/** One specification across the compared items: a value per item, null where an item has none. */
export interface CompareRow {
  label: string;
  values: (string | null)[];
}

export interface CompareTable {
  items: CompareItem[];
  /** each specification any item has, in the order they first appear */
  rows: CompareRow[];
}

export interface CompareDoor {
  /** the items as the cookie or the URL lists them; unknown ids are left out rather than refused */
  table(itemIds: readonly string[]): Promise<DoorResult<CompareTable>>;
}

/** Specifications side by side: one row per label in first-seen order, a value or null per item. */
export function compareRows(specifications: readonly (readonly { label: string; value: string }[])[]): CompareRow[] {
  const labels: string[] = [];
  for (const specs of specifications) for (const s of specs) if (!labels.includes(s.label)) labels.push(s.label);
  return labels.map((label) => ({
    label,
    values: specifications.map((specs) => specs.find((s) => s.label === label)?.value ?? null),
  }));
}
