import type { Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";

// The store locator: find the stores near 01760, make one my store, and see it in the header after
// a reload; the store's own page; the header's store search; and a search that finds nothing.

test.use(ownClientAddress(26));

const headerNav = (page: Page) => page.getByRole("navigation", { name: "Account, stores and cart" });
const myStoreInHeader = (page: Page, city: string) => headerNav(page).getByText(`My store: ${city}`, { exact: true });
/** the header's store menu (a disclosure: its summary shows "My store: {city}") */
const storeMenu = (page: Page, city: string) => headerNav(page).locator("summary", { hasText: `My store: ${city}` });
const results = (page: Page) => page.getByRole("list", { name: "Stores, nearest first" });
const result = (page: Page, name: string) =>
  results(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });

async function searchStores(page: Page, term: string, miles: string) {
  await page.getByRole("searchbox", { name: "ZIP code, city, or city and state" }).fill(term);
  await page.getByRole("combobox", { name: "Within" }).selectOption(miles);
  await page.getByRole("button", { name: "Find stores", exact: true }).click();
}

test(
  "find stores near 01760, make one my store, and see it in the header after a reload",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/stores");
    await expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible();
    // no search yet: the stores near my store (the default, Natick), Natick marked as mine
    await expect(page.getByRole("heading", { level: 2, name: "Stores near your store in Natick" })).toBeVisible();
    await expect(result(page, "Quire Natick").getByText("My store", { exact: true })).toBeVisible();
    await expect(myStoreInHeader(page, "Natick")).toBeAttached();

    await searchStores(page, "01760", "20");
    await expect(page).toHaveURL(/\/stores\?q=01760&radius=20$/);
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ stores within 20 miles of 01760$/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Map of the \d+ stores found near Natick, MA 01760\./ })).toBeVisible();
    const framingham = result(page, "Quire Framingham");
    await expect(framingham).toContainText(/\d+\.\d mi/);
    await expect(framingham).toContainText(/Open until \d{1,2}:\d{2} (am|pm)|Closed · Opens \d{1,2}:\d{2} (am|pm)/);
    await expect(framingham).toContainText(/Today: (\d{1,2}:\d{2} (am|pm) - \d{1,2}:\d{2} (am|pm)|Closed)/);
    await expect(framingham.getByRole("link", { name: /^\(508\) 555-\d{4}$/ })).toBeVisible();
    await expectNoA11yViolations(page);

    await framingham.getByRole("button", { name: "Make this my store: Quire Framingham", exact: true }).click();
    await expect(page).toHaveURL(/\/stores\?q=01760&radius=20$/);
    await expect(result(page, "Quire Framingham").getByText("My store", { exact: true })).toBeVisible();
    await expect(result(page, "Quire Natick").getByRole("button", { name: "Make this my store: Quire Natick" })).toBeVisible();

    await page.reload();
    await expect(myStoreInHeader(page, "Framingham")).toBeAttached();

    // the header's store menu: the store's page, and a search at the header's 100 miles
    await storeMenu(page, "Framingham").click();
    await page.getByRole("link", { name: "Quire Framingham store details", exact: true }).click();
    await expect(page).toHaveURL(/\/stores\/0012$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Quire Framingham/ })).toBeVisible();
    await expect(page.getByText("This is your store.")).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(7);
    await expect(page.getByRole("link", { name: /^Directions/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
    );
    await expectNoA11yViolations(page);

    await storeMenu(page, "Framingham").click();
    await page.getByRole("searchbox", { name: "Set your store: ZIP code or city" }).fill("Boston, MA");
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect(page).toHaveURL(/\/stores\?q=Boston%2C\+MA&radius=100$/);
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ stores within 100 miles of Boston, MA$/ })).toBeVisible();

    // nothing found: the error line quotes the search
    await searchStores(page, "Zzyzx", "20");
    await expect(page.getByRole("alert")).toHaveText(/^No stores found near "Zzyzx"/);
    await expectNoA11yViolations(page);
  },
);
