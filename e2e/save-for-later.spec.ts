import type { Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { type ApiProduct, addableProducts } from "./demo-products";
import { productAddButton } from "./product-steps";

// A shopper sets a cart line aside: it leaves the cart for the saved items under it, comes back
// with 'Move 1 to cart', and when every line is saved the empty cart still lists them, with
// "Move all to cart" (decision 024).

const WEEKDAY = /Get it by (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/;

async function addFromProductPage(page: Page, p: ApiProduct) {
  await page.goto(p.itemUrl);
  await productAddButton(page).click();
  await expect(page.getByRole("dialog", { name: "Added to cart" })).toBeVisible();
}

test("save a line for later, move it back, and move all back from the empty cart", async ({ page }) => {
  const [first, second] = (await addableProducts(page.request, "paper", 2)) as [ApiProduct, ApiProduct];
  await addFromProductPage(page, first);
  await addFromProductPage(page, second);
  await page.goto("/cart");

  const cartLines = page.getByRole("region", { name: "Items in your cart" });
  const saved = page.getByRole("region", { name: /^Saved for later/ });
  const line = (p: ApiProduct) => cartLines.getByRole("listitem", { name: p.name, exact: true });
  const tile = (p: ApiProduct) => saved.getByRole("listitem", { name: p.name, exact: true });
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();
  await expect(saved).toHaveCount(0);

  // Save one line: it leaves the cart and shows as a saved tile.
  await line(first)
    .getByRole("button", { name: `Save for later: ${first.name}`, exact: true })
    .click();
  await expect(tile(first)).toBeVisible();
  await expect(line(first)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Saved for later (1)" })).toBeVisible();
  await expect(tile(first)).toContainText(WEEKDAY);
  await expect(tile(first)).toContainText("Qty 1");
  await expect(page.getByRole("status").filter({ hasText: `${first.name} saved for later.` })).toHaveCount(1);
  await expectNoA11yViolations(page);

  // Move it back.
  await tile(first)
    .getByRole("button", { name: `Move 1 to cart: ${first.name}`, exact: true })
    .click();
  await expect(line(first)).toBeVisible();
  await expect(saved).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  // Save both: the empty cart still shows the saved items, newest first.
  await line(first)
    .getByRole("button", { name: `Save for later: ${first.name}`, exact: true })
    .click();
  await expect(tile(first)).toBeVisible();
  await line(second)
    .getByRole("button", { name: `Save for later: ${second.name}`, exact: true })
    .click();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Saved for later (2)" })).toBeVisible();
  await expect(saved.getByRole("listitem")).toHaveText([new RegExp(second.name), new RegExp(first.name)]);
  await expectNoA11yViolations(page);

  // Move all back.
  await saved.getByRole("button", { name: "Move all to cart", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();
  await expect(line(first)).toBeVisible();
  await expect(line(second)).toBeVisible();
  await expect(saved).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "2 items were moved to your cart." })).toHaveCount(1);

  // Saved items are the browser's: a reload shows the same.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();
  await expect(saved).toHaveCount(0);
});
