import type { Locator } from "@playwright/test";
import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { headerRows } from "./header-steps";
import { expect, test, waitForHydration } from "./page-ready";
import { signInOnLoginPage } from "./sign-in";

// Budget overview (issue 16, decision 044): the Northwind approver opens it from the header and reads
// each budget centre's budget, spent, pending approval and available, with the last 12 months'
// spending as a chart and a table; the administrator changes a budget with the page's form.

test.use(ownClientAddress(44));

function advantageOrigin(baseURL: string | undefined): string {
  return `http://advantage.localhost:${new URL(baseURL ?? "http://localhost:3100").port}`;
}

const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^0-9.-]/g, "")) * 100);

/** A centre's row of the overview table as numbers: budget, spent, pending, available. */
async function centreRow(table: Locator, name: string) {
  const row = table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name, exact: true }) });
  const cells = await row.getByRole("cell").allTextContents();
  const [budget, spent, pending, available] = cells.map(cents);
  return { budget: budget!, spent: spent!, pending: pending!, available: available! };
}

test("an approver opens Budget overview and reads each centre's numbers", { tag: "@phone" }, async ({ page, baseURL }) => {
  await signInOnLoginPage(page, "approver@northwind.test", "Morgan", advantageOrigin(baseURL));
  const rows = await headerRows(page);
  await rows.getByRole("link", { name: "Budget overview" }).click();
  await expect(page).toHaveURL(/\/cc\/mmx\/budget-overview$/);
  await expect(page).toHaveTitle("Budget overview | Quire");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Budget overview" })).toBeVisible();

  const table = main.getByRole("table", { name: "Budget, spent, pending approval and available per budget centre" });
  for (const header of ["Budget centre", "Budget", "Spent", "Pending approval", "Available"]) {
    await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  }
  for (const name of ["Litigation", "Office Services"]) {
    const centre = await centreRow(table, name);
    expect(centre.budget).toBeGreaterThan(0);
    expect(centre.spent).toBeGreaterThan(0);
    expect(centre.available).toBe(centre.budget - centre.spent - centre.pending);
  }
  // the seeded orders waiting for approval are held against their centres
  const all = await centreRow(table, "All centres");
  expect(all.pending).toBeGreaterThan(0);

  await expect(main.getByRole("img", { name: /Spending by month/ })).toBeVisible();
  const months = main.getByRole("table", { name: "Spending by month" });
  await expect(months.getByRole("row")).toHaveCount(13);
  // an approver reads budgets but does not change them
  await expect(main.getByRole("textbox", { name: /^Budget for / })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test("the administrator changes a budget from Manage budgets", { tag: "@phone" }, async ({ page, baseURL }) => {
  await signInOnLoginPage(page, "admin@northwind.test", "Alex", advantageOrigin(baseURL));
  await page.goto(`${advantageOrigin(baseURL)}/cc/mmx/budgets`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Budget overview" })).toBeVisible();
  await waitForHydration(page);
  const field = main.getByRole("textbox", { name: "Budget for Office Services (whole dollars)" });
  const before = Number(await field.inputValue());

  await field.fill("12.50");
  await main.getByRole("button", { name: "Save Office Services budget" }).click();
  await expect(main.getByRole("alert")).toContainText("whole dollars");
  await expect(field).toHaveAttribute("aria-invalid", "true");

  const next = before + 1000;
  await field.fill(String(next));
  await main.getByRole("button", { name: "Save Office Services budget" }).click();
  const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(next);
  await expect(main.getByRole("status").filter({ hasText: `The budget of Office Services is now ${money}.` })).toBeVisible();
  const table = main.getByRole("table", { name: "Budget, spent, pending approval and available per budget centre" });
  const centre = await centreRow(table, "Office Services");
  expect(centre.budget).toBe(next * 100);
  expect(centre.available).toBe(centre.budget - centre.spent - centre.pending);
  await expectNoA11yViolations(page);
});
