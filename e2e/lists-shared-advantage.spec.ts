import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { firstAddable } from "./demo-products";
import { expect, test } from "./page-ready";
import { signInOnLoginPage, signOut } from "./sign-in";

// Sharing a list on the business site (decisions 032, 034): a Northwind buyer creates a Shared list
// on the lists screen and adds an item to it; an approver of the same account finds it under
// Shared lists and opens it. The account's read-only kit shows no editing controls.

test.use(ownClientAddress(40));

function advantageOrigin(baseURL: string | undefined): string {
  return `http://advantage.localhost:${new URL(baseURL ?? "http://localhost:3100").port}`;
}

const row = (page: Page, name: string) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name, exact: true }) });

test("a buyer shares a list with an item; an approver of the account sees it, and a read-only list stays unchanged", async ({
  page,
  baseURL,
}) => {
  const origin = advantageOrigin(baseURL);
  const product = await firstAddable(page.request, "stapler");
  const name = "Conference room kit";

  await signInOnLoginPage(page, "buyer@northwind.test", "Pat", origin);
  await page.goto(`${origin}/cc/sparq/list`);
  await expect(page).toHaveURL(/\/cc\/mmx\/list\/mylists$/);
  await expect(page.getByRole("combobox", { name: "Show" }).getByRole("option")).toHaveText([
    "All lists",
    "My personal lists",
    "Shared lists",
    "My favorites",
  ]);

  // Create it Shared, from the lists screen's own form.
  const create = page.getByRole("region", { name: "Create a list" });
  await create.getByRole("textbox", { name: "List name" }).fill(name);
  await create.getByRole("radio", { name: /^Shared/ }).check();
  await create.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Created the list “${name}”.` })).toBeVisible();
  await expect(row(page, name)).toContainText("Shared");

  // Its page: add an item by its number.
  await row(page, name).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/cc\/mmx\/list\/details\?id=/);
  await expect(page.getByText("This list is empty.")).toBeVisible();
  const add = page.getByRole("region", { name: "Add an item" });
  await add.getByRole("textbox", { name: "Item number" }).fill(product.itemId);
  await add.getByRole("spinbutton", { name: "Quantity" }).fill("2");
  await add.getByRole("button", { name: "Add to list" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added the item to “${name}”.` })).toBeVisible();
  await expect(page.getByRole("link", { name: product.name, exact: true })).toBeVisible();
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${product.name}` })).toHaveValue("2");
  await expectNoA11yViolations(page);
  await signOut(page, "Pat");

  // The approver: under Shared lists, by Pat; the list opens with its item.
  await signInOnLoginPage(page, "approver@northwind.test", "Morgan", origin);
  await page.goto(`${origin}/cc/mmx/list/mylists?type=shared`);
  await expect(row(page, name)).toContainText("Shared");
  await expect(row(page, "Personal picks")).toHaveCount(0);
  await expectNoA11yViolations(page);
  await row(page, name).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Pat Kowalski")).toBeVisible();
  await expect(page.getByRole("link", { name: product.name, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Add to cart: ${product.name}` })).toBeVisible();

  // The account's read-only kit: usable, not changeable.
  await page.goto(`${origin}/cc/mmx/list/mylists?type=shared&search=standard+kit`);
  await expect(row(page, "Office Services standard kit")).toContainText("Shared (read-only)");
  await expect(row(page, "Office Services standard kit").getByLabel(/^(Rename|Delete) /)).toHaveCount(0);
  await row(page, "Office Services standard kit").getByRole("link", { name: "Office Services standard kit" }).click();
  await expect(page.getByText("This list is read-only")).toBeVisible();
  await expect(page.getByRole("spinbutton")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Add an item" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add all to cart" })).toBeVisible();
  await expectNoA11yViolations(page);
});
