import fs from "node:fs";
import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { expect, test, waitForHydration } from "./page-ready";
import { signInOnLoginPage } from "./sign-in";

// Reports and recently purchased (decision 045). The Northwind approver (REPORTS) opens Reports,
// reads the charts' tables, changes the period and downloads the CSV; the Northwind buyer (no
// REPORTS) is refused the reports, opens Recently purchased, switches to All buyers, reorders an
// item and finds it in the cart.

test.use(ownClientAddress(145));

function advantageOrigin(baseURL: string | undefined): string {
  return `http://advantage.localhost:${new URL(baseURL ?? "http://localhost:3100").port}`;
}

test("an approver reads the spending reports and downloads them as CSV", { tag: "@phone" }, async ({ page, baseURL }) => {
  const origin = advantageOrigin(baseURL);
  await signInOnLoginPage(page, "approver@northwind.test", "Morgan", origin);
  await page.goto(`${origin}/cc/mmx/reports`);
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();

  // four charts, each with its table; the month table has the 12 months of the period, and a total
  for (const name of ["Spending by month", "Spending by budget centre", "Spending by buyer", "Spending by category"]) {
    const section = page.getByRole("region", { name });
    await expect(section.getByRole("img", { name: new RegExp(`^Bar chart of ${name.toLowerCase()}`) })).toBeVisible();
    await expect(section.getByRole("table", { name })).toBeVisible();
  }
  await expect(page.getByRole("table", { name: "Spending by month" }).locator("tbody").getByRole("row")).toHaveCount(12);
  await expect(
    page.getByRole("table", { name: "Spending by buyer" }).getByRole("rowheader", { name: "Pat Kowalski" }),
  ).toBeVisible();
  await expect(page.getByRole("main")).toContainText(/Total spent since \w+ \d{4}: \$[\d,]+\.\d{2}/);
  await expectNoA11yViolations(page);

  // the period is in the URL
  await page.getByRole("navigation", { name: "Report period" }).getByRole("link", { name: "Last 3 months" }).click();
  await expect(page).toHaveURL(/months=3/);
  await expect(page.getByRole("table", { name: "Spending by month" }).locator("tbody").getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Last 3 months" })).toHaveAttribute("aria-current", "page");

  // the CSV download: a header row, the same three months, a total
  await waitForHydration(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^quire-spending-3-months-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) ?? "", "utf8").split("\r\n");
  expect(csv[0]).toBe("Breakdown,Key,Label,Amount (USD)");
  expect(csv.filter((line) => line.startsWith("Month,"))).toHaveLength(3);
  expect(csv.some((line) => /^Total,,Last 3 months,\d+\.\d{2}$/.test(line))).toBe(true);
});

test("a buyer is refused the reports, then reorders from recently purchased", { tag: "@phone" }, async ({ page, baseURL }) => {
  const origin = advantageOrigin(baseURL);
  await signInOnLoginPage(page, "buyer@northwind.test", "Pat", origin);
  // Pat has no REPORTS: the page says so, with a 403
  const forbidden = await page.goto(`${origin}/cc/mmx/reports`);
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByText("You do not have permission to see reports.")).toBeVisible();

  await page.goto(`${origin}/cc/mmx/recently-purchased`);
  await expect(page.getByRole("heading", { level: 1, name: "Recently purchased" })).toBeVisible();
  const filter = page.getByRole("navigation", { name: "Ordered by" });
  await expect(filter.getByRole("link", { name: "Me" })).toHaveAttribute("aria-current", "page");
  await filter.getByRole("link", { name: "All buyers" }).click();
  await expect(page).toHaveURL(/orderedBy=all/);
  await expect(filter.getByRole("link", { name: "All buyers" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/ · by (Morgan Reyes|Alex Whitaker)$/).first()).toBeVisible();
  await expectNoA11yViolations(page);

  const addButton = page.getByRole("button", { name: /^Add to cart: / }).first();
  const itemName = ((await addButton.getAttribute("aria-label")) ?? "").replace(/^Add to cart: /, "");
  expect(itemName).not.toBe("");
  await page.getByRole("spinbutton", { name: `Quantity of ${itemName}` }).fill("2");
  await addButton.click();
  const result = page.getByRole("status").filter({ hasText: "Added to cart:" });
  await expect(result).toContainText(itemName);
  await result.getByRole("link", { name: "View cart" }).click();
  await expect(page.getByRole("main").getByText(itemName).first()).toBeVisible();
});
