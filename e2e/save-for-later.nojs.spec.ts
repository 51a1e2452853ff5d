import { expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { type ApiProduct, addableProducts } from "./demo-products";

// JavaScript is off: saving a line for later, moving it back, removing a saved item and moving
// all back are plain forms posted to the cart page, which shows the result (decision 024).

async function addFromProductPage(page: Page, p: ApiProduct) {
  await page.goto(p.itemUrl);
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page).toHaveURL(/\/cart\?cartItemIds=/);
}

test("saved for later without JavaScript: save, move back, remove, move all", async ({ page }) => {
  const [first, second, third] = (await addableProducts(page.request, "pens", 3)) as [ApiProduct, ApiProduct, ApiProduct];
  await addFromProductPage(page, first);
  await addFromProductPage(page, second);
  await addFromProductPage(page, third);

  const cartLines = page.getByRole("region", { name: "Items in your cart" });
  const saved = page.getByRole("region", { name: /^Saved for later/ });
  const line = (p: ApiProduct) => cartLines.getByRole("listitem", { name: p.name, exact: true });
  const tile = (p: ApiProduct) => saved.getByRole("listitem", { name: p.name, exact: true });
  const save = (p: ApiProduct) =>
    line(p)
      .getByRole("button", { name: `Save for later: ${p.name}`, exact: true })
      .click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (3 items)" })).toBeVisible();

  await save(first);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(tile(first)).toBeVisible();
  await expect(tile(first)).toContainText(/Get it by \w+day/);
  await expect(line(first)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);

  await tile(first)
    .getByRole("button", { name: `Move 1 to cart: ${first.name}`, exact: true })
    .click();
  await expect(line(first)).toBeVisible();
  await expect(saved).toHaveCount(0);

  await save(third);
  await expect(tile(third)).toBeVisible();
  await tile(third)
    .getByRole("button", { name: `Remove ${third.name} from saved items`, exact: true })
    .click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();

  await save(first);
  await save(second);
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Saved for later (2)" })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);
  await saved.getByRole("button", { name: "Move all to cart", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();
  await expect(line(first)).toBeVisible();
  await expect(line(second)).toBeVisible();
  await expect(saved).toHaveCount(0);
});
