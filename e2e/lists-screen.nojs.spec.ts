import { expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { DEMO_PASSWORD } from "./sign-in";

// JavaScript is off: the lists screens are plain forms (decision 034). Create a list, filter the
// lists, open one, change a line's quantity, remove a line, print it, and delete a list after the
// confirmation step.

test.use(ownClientAddress(41));

const row = (page: Page, name: string) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
const notice = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const tiles = (page: Page) => page.getByRole("region", { name: /^Items/ }).getByRole("listitem");

test("without JavaScript: create a list, filter, open a list, change a quantity, remove an item", async ({ page }) => {
  // A guest is sent to sign in, and comes back to the lists screen.
  await page.goto("/kuber/viewList?tid=US");
  await expect(page).toHaveURL(/\/office\/supplies\/login/);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Email" }).fill("rewards.base@quire.test");
  await main.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/kuber\/viewList\?tid=US$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your lists" })).toBeVisible();

  // Create: an empty name is refused on the field; then the list is made.
  const create = page.getByRole("region", { name: "Create a list" });
  await create.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("region", { name: "Create a list" }).getByText("List name is required")).toBeVisible();
  await page.getByRole("region", { name: "Create a list" }).getByRole("textbox", { name: "List name" }).fill("Ink run");
  await page.getByRole("region", { name: "Create a list" }).getByRole("button", { name: "Create list" }).click();
  await expect(notice(page, "Created the list “Ink run”.")).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);

  // Filter: personal lists matching "ink".
  const find = page.getByRole("search", { name: "Find a list" });
  await find.getByRole("searchbox", { name: "Search lists" }).fill("ink");
  await find.getByRole("combobox", { name: "Show" }).selectOption({ label: "My personal lists" });
  await find.getByRole("button", { name: "Show lists" }).click();
  await expect(page).toHaveURL(/search=ink.*type=personal/);
  await expect(row(page, "Ink run")).toBeVisible();
  await expect(row(page, "Printer supplies")).toHaveCount(0);

  // Open the seeded list; change the first line's quantity; remove the second line.
  await page.goto("/kuber/viewList?tid=US");
  await row(page, "Printer supplies").getByRole("link", { name: "Printer supplies", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Printer supplies" })).toBeVisible();
  const before = await tiles(page).count();
  const names = await tiles(page).getByRole("link").allTextContents();
  expect(names.length).toBeGreaterThan(1);
  await page.getByRole("spinbutton", { name: `Quantity of ${names[0]}` }).fill("3");
  await page.getByRole("button", { name: `Update quantity of ${names[0]}` }).click();
  await expect(notice(page, "Updated the quantity.")).toBeVisible();
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${names[0]}` })).toHaveValue("3");
  await page.getByRole("button", { name: `Remove ${names[1]}` }).click();
  await expect(notice(page, "Removed the item from the list.")).toBeVisible();
  await expect(tiles(page)).toHaveCount(before - 1);
  await expect(page.getByRole("link", { name: names[1]!, exact: true })).toHaveCount(0);
  await expectNoA11yViolationsWithoutScripts(page);

  // Print: the print view lists every item, without controls.
  await page.getByRole("link", { name: "Print this list" }).click();
  await expect(page).toHaveURL(/print=1/);
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(before);
  await expect(page.getByRole("spinbutton")).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the list" }).click();

  // Delete the new list: the disclosure opens without a script and asks once more.
  await page.getByRole("link", { name: "Your lists" }).click();
  await row(page, "Ink run").getByLabel("Delete Ink run", { exact: true }).click();
  await row(page, "Ink run").getByRole("button", { name: "Yes, delete “Ink run”" }).click();
  await expect(notice(page, "Deleted the list “Ink run”.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ink run", exact: true })).toHaveCount(0);

  // An unknown id and another shopper's list read the same: the site's 404 page.
  for (const listId of ["no-such-list", "lst-0001"]) {
    const response = await page.goto(`/kuber/viewList?tid=US&listId=${listId}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We can't find that page" })).toBeVisible();
  }
});
