import { expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { type ApiProduct, addableProducts } from "./demo-products";
import { productAddButton } from "./product-steps";

// JavaScript is off: saving a line for later, moving it back, removing a saved item and moving
// all back are plain forms posted to the cart page, which shows the result (decision 024).

async function addFromProductPage(page: Page, p: ApiProduct) {
  await page.goto(p.itemUrl);
  await productAddButton(page).click();
  await expect(page).toHaveURL(/\/cart\?cartItemIds=/);
}

const cartLines = (page: Page) => page.getByRole("region", { name: "Items in your cart" });
const savedList = (page: Page) => page.getByRole("region", { name: /^Saved for later/ });
const line = (page: Page, p: ApiProduct) => cartLines(page).getByRole("listitem", { name: p.name, exact: true });
const tile = (page: Page, p: ApiProduct) => savedList(page).getByRole("listitem", { name: p.name, exact: true });
const save = (page: Page, p: ApiProduct) =>
  line(page, p)
    .getByRole("button", { name: `Save for later: ${p.name}`, exact: true })
    .click();

test("without JavaScript: save a line for later and move it back", async ({ page }) => {
  const [first, second] = (await addableProducts(page.request, "pens", 2)) as [ApiProduct, ApiProduct];
  await addFromProductPage(page, first);
  await addFromProductPage(page, second);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();

  // The cart page again, the line under "Saved for later".
  await save(page, first);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(tile(page, first)).toBeVisible();
  await expect(tile(page, first)).toContainText(/Get it by \w+day/);
  await expect(line(page, first)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);

  await tile(page, first)
    .getByRole("button", { name: `Move 1 to cart: ${first.name}`, exact: true })
    .click();
  await expect(line(page, first)).toBeVisible();
  await expect(savedList(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();
});

test("without JavaScript: remove a saved item, and move all back from the empty cart", async ({ page }) => {
  const [first, second] = (await addableProducts(page.request, "paper", 2)) as [ApiProduct, ApiProduct];
  await addFromProductPage(page, first);
  await addFromProductPage(page, second);

  // Saved, then removed from the list: it is in neither.
  await save(page, second);
  await tile(page, second)
    .getByRole("button", { name: `Remove ${second.name} from saved items`, exact: true })
    .click();
  await expect(savedList(page)).toHaveCount(0);
  await expect(line(page, second)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();

  // The last line saved: the empty cart lists it, and "Move all to cart" brings it back.
  await save(page, first);
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Saved for later (1)" })).toBeVisible();
  await savedList(page).getByRole("button", { name: "Move all to cart", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();
  await expect(line(page, first)).toBeVisible();
  await expect(savedList(page)).toHaveCount(0);
});
