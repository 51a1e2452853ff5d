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
  const [first, second] = (await addableProducts(page.request, "pens", 2)) as [ApiProduct, ApiProduct];
  await addFromProductPage(page, first);
  await addFromProductPage(page, second);

  const cartLines = page.getByRole("region", { name: "Items in your cart" });
  const saved = page.getByRole("region", { name: /^Saved for later/ });
  const line = (p: ApiProduct) => cartLines.getByRole("listitem", { name: p.name, exact: true });
  const tile = (p: ApiProduct) => saved.getByRole("listitem", { name: p.name, exact: true });
  const save = (p: ApiProduct) =>
    line(p)
      .getByRole("button", { name: `Save for later: ${p.name}`, exact: true })
      .click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();

  // Save a line: the cart page again, the line under "Saved for later".
  await save(first);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(tile(first)).toBeVisible();
  await expect(tile(first)).toContainText(/Get it by \w+day/);
  await expect(line(first)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);

  // Move it back.
  await tile(first)
    .getByRole("button", { name: `Move 1 to cart: ${first.name}`, exact: true })
    .click();
  await expect(line(first)).toBeVisible();
  await expect(saved).toHaveCount(0);

  // Save the other and remove it from the list: it is in neither.
  await save(second);
  await tile(second)
    .getByRole("button", { name: `Remove ${second.name} from saved items`, exact: true })
    .click();
  await expect(saved).toHaveCount(0);
  await expect(line(second)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();

  // Save the last line: the empty cart lists it, and "Move all to cart" brings it back.
  await save(first);
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Saved for later (1)" })).toBeVisible();
  await saved.getByRole("button", { name: "Move all to cart", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();
  await expect(line(first)).toBeVisible();
  await expect(saved).toHaveCount(0);
});
