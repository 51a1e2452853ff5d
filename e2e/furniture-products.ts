import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { type ApiProduct, addable, searchApi } from "./demo-products";

// Furniture for the assembly journeys (decision 026), and where the summary shows its fee.

/** The first furniture a shopper can add whose product offers assembly. */
export async function assemblyFurniture(request: APIRequestContext): Promise<ApiProduct> {
  for (let page = 1; page <= 5; page++) {
    const items = await searchApi(request, `category=furniture&size=96&page=${page}`);
    for (const p of items) {
      if (!addable(p) || p.quantityLimit !== null) continue;
      const res = await request.get(`/api/products/${p.itemId}`);
      const full = (await res.json()) as ApiProduct & { assemblyEligible?: boolean };
      if (res.ok() && full.assemblyEligible === true && addable(full)) return full;
    }
    if (items.length < 96) break;
  }
  throw new Error("no assembly-eligible furniture in the demo store");
}

/** The amount on the order summary's "Handling" row. */
export function handlingRow(page: Page): Locator {
  return page
    .getByRole("region", { name: "Order summary" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Handling", exact: true }) })
    .getByRole("cell");
}
