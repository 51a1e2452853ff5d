import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { type ApiProduct, addable, searchApi } from "./demo-products";

// A shopper buying a desk or chair chooses assembly in the furniture drawer from the cart line and
// sees its fee in the order summary's handling line (custom assembly: TBD until quoted).

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

test("choose assembly for furniture in the drawer and see the fee in the summary", { tag: "@responsive" }, async ({ page }) => {
  const desk = await assemblyFurniture(page.request);
  await page.goto(desk.itemUrl);
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Added to cart" })).toBeVisible();

  await page.goto("/cart");
  await expect(handlingRow(page)).toHaveText("$9.99");
  await page.getByRole("button", { name: `Add assembly for ${desk.name}`, exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Furniture assembly" });
  await expect(drawer).toBeVisible();
  await expectNoA11yViolations(page);

  await drawer.getByRole("spinbutton", { name: /^Basic assembly/ }).fill("1");
  await drawer.getByRole("button", { name: "Save assembly" }).click();
  await expect(drawer.getByRole("status")).toHaveText(/Assembly added/);
  await expect(drawer).toBeHidden();
  await expect(handlingRow(page)).toHaveText("$59.98");
  await expect(page.getByRole("list", { name: "Assembly" })).toContainText("Basic assembly × 1: $49.99");

  // Custom assembly instead: quoted later, so the handling line says TBD.
  await page.getByRole("button", { name: `Change assembly for ${desk.name}`, exact: true }).click();
  await drawer.getByRole("spinbutton", { name: /^Basic assembly/ }).fill("0");
  await drawer.getByRole("spinbutton", { name: /^Custom assembly/ }).fill("1");
  await drawer.getByRole("button", { name: "Save assembly" }).click();
  await expect(drawer).toBeHidden();
  await expect(handlingRow(page)).toHaveText("$9.99 + TBD");
  await expect(page.getByRole("list", { name: "Assembly" })).toContainText("Custom assembly × 1: TBD");
  await expectNoA11yViolations(page);
});
