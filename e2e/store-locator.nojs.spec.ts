import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";

// JavaScript is off: the store search is a GET form and make-my-store a form post; the header shows
// the chosen store on the next page, and its store menu opens (a native disclosure).

const results = (page: Page) => page.getByRole("list", { name: "Stores, nearest first" });
const result = (page: Page, name: string) =>
  results(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
const headerNav = (page: Page) => page.getByRole("navigation", { name: "Account, stores and cart" });

test("without JavaScript: search stores and make one my store", async ({ page }) => {
  await page.goto("/stores");
  await page.getByRole("searchbox", { name: "ZIP code, city, or city and state" }).fill("Boston, MA");
  await page.getByRole("combobox", { name: "Within" }).selectOption("50");
  await page.getByRole("button", { name: "Find stores", exact: true }).click();
  await expect(page).toHaveURL(/\/stores\?q=Boston%2C\+MA&radius=50$/);
  await expect(page.getByRole("heading", { level: 2, name: /^\d+ stores within 50 miles of Boston, MA$/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Map of the \d+ stores found near Boston, MA/ })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);

  const boston = result(page, "Quire Boston");
  await boston.getByRole("button", { name: "Make this my store: Quire Boston", exact: true }).click();
  await expect(page).toHaveURL(/\/stores\?q=Boston%2C\+MA&radius=50$/);
  await expect(result(page, "Quire Boston").getByText("My store", { exact: true })).toBeVisible();
  await expect(headerNav(page).getByText("My store: Boston", { exact: true })).toBeVisible();

  // the header's store menu opens without a script, and leads to the store's page
  await headerNav(page).locator("summary", { hasText: "My store: Boston" }).click();
  await page.getByRole("link", { name: "Quire Boston store details", exact: true }).click();
  await expect(page).toHaveURL(/\/stores\/0017$/);
  await expect(page.getByText("This is your store.")).toBeVisible();

  // a refused search says what was searched
  await page.goto("/stores?q=%3Cscript%3E");
  await expect(page.getByRole("alert")).toHaveText(/^We can't search for "<script>"\./);
  await page.goto("/stores?q=00000");
  await expect(page.getByRole("alert")).toHaveText('No stores found near "00000": that ZIP code is not known.');
});
