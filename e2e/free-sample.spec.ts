import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { type ApiProduct, firstAddable, searchApi } from "./demo-products";

// A shopper tries to buy a free sample on its own and is told it ships only with another item;
// then adds paper, which qualifies the cart for a free paper sample, and claims it on the cart page.

const SAMPLE_ALONE = "This item is a free sample and cannot be purchased individually.";

/** A free sample in stock, found the way a shopper would: by searching for it. */
async function freeSample(request: APIRequestContext): Promise<ApiProduct> {
  const found = (await searchApi(request, "query=free%20sample&size=96")).find(
    (p) => p.isFreeSample && p.status === "PUBLISHED" && p.stockStatus === "IN_STOCK",
  );
  if (!found) throw new Error("no free sample in stock in the demo store");
  return found;
}

async function addFromProductPage(page: Page, product: ApiProduct) {
  await page.goto(product.itemUrl);
  await expect(page.getByRole("heading", { level: 1, name: product.name, exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
}

test("a free sample cannot be bought alone; paper earns a free item claimed on the cart", async ({ page }) => {
  const sample = await freeSample(page.request);
  const paper = await firstAddable(page.request, "copy paper");

  await addFromProductPage(page, sample);
  await expect(page.getByRole("alert").filter({ hasText: SAMPLE_ALONE })).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty.").first()).toBeVisible();

  await addFromProductPage(page, paper);
  await expect(page.getByRole("dialog", { name: "Added to cart" })).toBeVisible();
  await page.goto("/cart");
  const offers = page.getByRole("region", { name: "Free items for you" });
  await expect(offers).toBeVisible();
  const claim = offers.getByRole("button", { name: "Add Free paper sample with any paper purchase" });
  await expect(claim).toBeVisible();
  await expectNoA11yViolations(page);

  await claim.click();
  const claimed = page.getByRole("region", { name: "Free items in your cart" });
  await expect(claimed).toBeVisible();
  await expect(claimed.getByText("Free paper sample with any paper purchase")).toBeVisible();
  await expect(claimed.getByText("FREE", { exact: true })).toBeVisible();
  await expect(offers.getByRole("button", { name: "Add Free paper sample with any paper purchase" })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Removing the free item offers it again.
  await claimed.getByRole("button", { name: /^Remove free item / }).click();
  await expect(page.getByRole("region", { name: "Free items in your cart" })).toHaveCount(0);
  await expect(offers.getByRole("button", { name: "Add Free paper sample with any paper purchase" })).toBeVisible();
});
