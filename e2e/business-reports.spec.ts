import fs from "node:fs";
import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { expect, test, waitForHydration } from "./page-ready";
import { signInOnLoginPage } from "./sign-in";

// Reports and recently purchased (decision 045). The Northwind approver (REPORTS) opens Reports,
// reads the charts' tables, changes the period and downloads the CSV; the Northwind buyer opens
// Recently purchased, switches to All buyers, reorders an item and finds it in the cart.

test.use({ ...ownClientAddress(145), acceptDownloads: true });

function advantageOrigin(baseURL: string | undefined): string {
  return `http://advantage.localhost:${new URL(baseURL ?? "http://localhost:3100").port}`;
}

test(
  "an approver reads the spending reports and downloads them; a buyer reorders from recently purchased",
  { tag: "@phone" },
  async ({ page, browser, baseURL }) => {
    const origin = advantageOrigin(baseURL);
    await signInOnLoginPage(page, "approver@northwind.test", "Morgan", origin);
    // the header offers Reports to a REPORTS holder
    await expect(page.getByRole("link", { name: "Reports", exact: true }).first()).toHaveAttribute("href", "/cc/mmx/reports");
    await page.goto(`${origin}/cc/mmx/reports`);
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();

    // four charts, each with its table; the month table has the 12 months of the period and a total
    for (const name of ["Spending by month", "Spending by budget centre", "Spending by buyer", "Spending by category"]) {
      const section = page.getByRole("region", { name });
      await expect(section.getByRole("img", { name: new RegExp(`^Bar chart of ${name.toLowerCase()}`) })).toBeVisible();
      await expect(section.getByRole("table", { name })).toBeVisible();
    }
    const months = page.getByRole("table", { name: "Spending by month" });
    await expect(months.locator("tbody").getByRole("row")).toHaveCount(12);
    const buyers = page.getByRole("table", { name: "Spending by buyer" });
    await expect(buyers.getByRole("rowheader", { name: "Pat Kowalski" })).toBeVisible();
    const total = (await page.locator(".spending-report__total").textContent()) ?? "";
    expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);
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

    // the buyer: recently purchased, all buyers, reorder one item
    const buyerContext = await browser.newContext({ ...ownClientAddress(146), viewport: page.viewportSize() ?? undefined });
    const buyer = await buyerContext.newPage();
    await signInOnLoginPage(buyer, "buyer@northwind.test", "Pat", origin);
    // Pat has no REPORTS: the page says so, with a 403
    const forbidden = await buyer.goto(`${origin}/cc/mmx/reports`);
    expect(forbidden?.status()).toBe(403);
    await expect(buyer.getByText("You do not have permission to see reports.")).toBeVisible();

    await buyer.goto(`${origin}/cc/mmx/recently-purchased`);
    await expect(buyer.getByRole("heading", { level: 1, name: "Recently purchased" })).toBeVisible();
    const filter = buyer.getByRole("navigation", { name: "Ordered by" });
    await expect(filter.getByRole("link", { name: "Me" })).toHaveAttribute("aria-current", "page");
    await filter.getByRole("link", { name: "All buyers" }).click();
    await expect(buyer).toHaveURL(/orderedBy=all/);
    await expect(filter.getByRole("link", { name: "All buyers" })).toHaveAttribute("aria-current", "page");
    await expect(buyer.getByText(/ · by (Morgan Reyes|Alex Whitaker)$/).first()).toBeVisible();
    await expectNoA11yViolations(buyer);

    const addButton = buyer.getByRole("button", { name: /^Add to cart: / }).first();
    const itemName = ((await addButton.getAttribute("aria-label")) ?? "").replace(/^Add to cart: /, "");
    expect(itemName).not.toBe("");
    await buyer.getByRole("spinbutton", { name: `Quantity of ${itemName}` }).fill("2");
    await addButton.click();
    const result = buyer.getByRole("status").filter({ hasText: "Added to cart:" });
    await expect(result).toContainText(itemName);
    await expectNoA11yViolations(buyer);
    await result.getByRole("link", { name: "View cart" }).click();
    await expect(buyer.getByRole("main").getByText(itemName).first()).toBeVisible();
    await buyerContext.close();
  },
);
