import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { expect, test } from "./page-ready";
import { signInByApi } from "./sign-in";

// A rewards member reorders from a list (decision 034): opens the seeded "Monthly restock" list
// from the lists screen, changes one line's quantity, adds the whole list to the cart and finds
// every line there, the changed one at its new quantity.

test.use(ownClientAddress(39));

const tiles = (page: Page) => page.getByRole("region", { name: /^Items/ }).getByRole("listitem");
const cartLines = (page: Page) => page.getByRole("region", { name: "Items in your cart" });

test("open a list, change a quantity, add the whole list to the cart", async ({ page }) => {
  await signInByApi(page, "rewards.premier@quire.test", "Avery", "/kuber/viewList?tid=US");
  await page.getByRole("link", { name: "Monthly restock", exact: true }).first().click();
  await expect(page).toHaveURL(/listId=/);
  await expect(page.getByRole("heading", { level: 1, name: "Monthly restock" })).toBeVisible();
  await expect(page.getByText("Owner")).toBeVisible();
  const count = await tiles(page).count();
  expect(count).toBeGreaterThan(1);
  const names = await tiles(page).getByRole("link").allTextContents();
  expect(names).toHaveLength(count);
  await expectNoA11yViolations(page);

  // The first line to 5, with the keyboard: type and press Enter.
  const first = names[0]!;
  const quantity = page.getByRole("spinbutton", { name: `Quantity of ${first}` });
  await quantity.fill("5");
  await quantity.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Updated the quantity." })).toBeVisible();
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${first}` })).toHaveValue("5");

  await page.getByRole("button", { name: "Add all to cart" }).click();
  await expect(page).toHaveURL(/\/cart\?cartItemIds=/);
  for (const name of names) await expect(cartLines(page).getByRole("listitem", { name, exact: true })).toBeVisible();
  await expect(
    cartLines(page)
      .getByRole("listitem", { name: first, exact: true })
      .getByRole("textbox", { name: `Quantity of ${first}` }),
  ).toHaveValue("5");
});
