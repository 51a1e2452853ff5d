import { type APIRequestContext, expect } from "@playwright/test";

// Finding demo products for journeys through the catalogue API, by what they are (addable,
// limited) rather than by fixed ids, so the journeys survive changes to the demo data.

export interface ApiProduct {
  itemId: string;
  itemUrl: string;
  name: string;
  status: string;
  stockStatus: string;
  quantityLimit: number | null;
  finalPriceCents: number;
  actionLabel: string;
  isFreeSample: boolean;
}

/** Can be put in a cart from its product page, in any quantity we ask for here. */
export function addable(p: ApiProduct): boolean {
  return (
    p.status === "PUBLISHED" &&
    p.stockStatus === "IN_STOCK" &&
    p.actionLabel === "Add to cart" &&
    !p.isFreeSample &&
    p.finalPriceCents > 0
  );
}

export async function searchApi(request: APIRequestContext, params: string): Promise<ApiProduct[]> {
  const res = await request.get(`/api/search?${params}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: ApiProduct[] }).items;
}

/** The first product on the first results page for `query` that a shopper can add without a limit. */
export async function firstAddable(request: APIRequestContext, query: string): Promise<ApiProduct> {
  const found = (await searchApi(request, `query=${encodeURIComponent(query)}`)).find(
    (p) => addable(p) && p.quantityLimit === null,
  );
  if (!found) throw new Error(`no addable product for "${query}" on the first page`);
  return found;
}

/** A product with a small per-order limit (2 to maxLimit), confirmed by its own product call. */
export async function limitedProduct(request: APIRequestContext, maxLimit = 24): Promise<ApiProduct & { quantityLimit: number }> {
  for (const category of ["paper", "writing-instruments", "binders-filing", "technology", "breakroom", "cleaning"]) {
    for (let page = 1; page <= 5; page++) {
      const items = await searchApi(request, `category=${category}&size=96&page=${page}`);
      for (const p of items) {
        if (!addable(p) || p.quantityLimit === null || p.quantityLimit < 2 || p.quantityLimit > maxLimit) continue;
        const res = await request.get(`/api/products/${p.itemId}`);
        const full = (await res.json()) as ApiProduct;
        if (res.ok() && addable(full) && full.quantityLimit === p.quantityLimit)
          return { ...full, quantityLimit: p.quantityLimit };
      }
      if (items.length < 96) break;
    }
  }
  throw new Error("no product with a small quantity limit in the demo store");
}

/** The first n products for `query` a shopper can add in any quantity used here. */
export async function addableProducts(request: APIRequestContext, query: string, n: number): Promise<ApiProduct[]> {
  const items = (await searchApi(request, `query=${encodeURIComponent(query)}`)).filter(
    (p) => addable(p) && p.quantityLimit === null,
  );
  if (items.length < n) throw new Error(`fewer than ${n} addable products for "${query}"`);
  return items.slice(0, n);
}

/** An addable technology item offered two protection plans (decision 025), with its plans, cheapest first. */
export async function productWithPlans(
  request: APIRequestContext,
): Promise<ApiProduct & { warrantyPlans: { itemId: string; name: string; finalPriceCents: number }[] }> {
  for (let page = 1; page <= 5; page++) {
    const items = await searchApi(request, `category=technology&size=96&page=${page}`);
    for (const p of items) {
      if (!addable(p) || p.quantityLimit !== null) continue;
      const res = await request.get(`/api/products/${p.itemId}`);
      const full = (await res.json()) as ApiProduct & {
        warrantyPlans: { itemId: string; name: string; finalPriceCents: number }[];
      };
      if (res.ok() && addable(full) && full.quantityLimit === null && full.warrantyPlans.length >= 2) return full;
    }
    if (items.length < 96) break;
  }
  throw new Error("no product with two protection plans in the demo store");
}
