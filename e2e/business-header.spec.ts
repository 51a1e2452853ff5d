import type { Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import { isPhone, openMenu } from "./header-steps";
import { expectNoA11yViolations } from "./accessibility";
import { signInOnLoginPage, signOut } from "./sign-in";

// The business site's header shows the signed-in buyer's account: number, budget centre and
// ship-to, and approvers see their approvals count. A consumer sees none of it.

function advantageOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://localhost:3100");
  return `http://advantage.localhost:${url.port}`;
}

const businessStrip = (page: Page) => page.getByRole("region", { name: "Business account" });
const approvalsLink = (page: Page) => page.getByRole("link", { name: /^Approvals \(\d+\)$/ });

test(
  "a Northwind buyer sees the account number, budget centre and ship-to; no approvals",
  { tag: "@responsive" },
  async ({ page, baseURL }) => {
    const origin = advantageOrigin(baseURL);
    await signInOnLoginPage(page, "buyer@northwind.test", "Pat", origin);
    const strip = businessStrip(page);
    await expect(strip).toBeVisible();
    // On a phone the strip is one summary line that expands (decision 039).
    if (isPhone(page)) {
      await expect(strip.locator("summary")).toHaveText("Account 1049527 · Litigation");
      await strip.locator("summary").click();
    }
    await expect(strip).toContainText("1049527");
    await expect(strip.getByText("Budget centre")).toBeVisible();
    await expect(strip).toContainText("Litigation");
    await expect(strip).toContainText(/\$[\d,]+\.\d{2} available/);
    await expect(strip.getByText("Ship to")).toBeVisible();
    await expect(strip).toContainText(/Northwind Legal LLP - \w+/);
    await expect(approvalsLink(page)).toHaveCount(0);
    await expectNoA11yViolations(page);

    // It follows the buyer round the site.
    const categories = isPhone(page)
      ? (await openMenu(page)).getByRole("navigation", { name: "All categories" }).getByRole("link")
      : page.getByRole("navigation", { name: "Shop by category" }).getByRole("link");
    if (isPhone(page)) await page.getByRole("dialog", { name: "Menu" }).locator("summary").first().click();
    await categories.first().click();
    await expect(businessStrip(page)).toContainText("1049527");
    await signOut(page, "Pat");
    await expect(businessStrip(page)).toHaveCount(0);
  },
);

test("a Northwind approver sees the approvals count", async ({ page, baseURL }) => {
  await signInOnLoginPage(page, "approver@northwind.test", "Morgan", advantageOrigin(baseURL));
  await expect(businessStrip(page)).toContainText("1049527");
  await expect(approvalsLink(page)).toBeVisible();
  await expect(approvalsLink(page)).toHaveAttribute("href", "/approvals");
  await expectNoA11yViolations(page);
});

// The approvals page. Every breakpoint project runs against the same
// seeded store, each approving one more order: the count is read from the header, never assumed.
test("an approver approves an order from the approvals page", async ({ page, baseURL }) => {
  await signInOnLoginPage(page, "approver@northwind.test", "Morgan", advantageOrigin(baseURL));
  const link = approvalsLink(page);
  await expect(link).toBeVisible();
  const before = Number(/\((\d+)\)/.exec((await link.textContent()) ?? "")?.[1]);
  expect(before).toBeGreaterThan(0);

  await link.click();
  await expect(page).toHaveURL(/\/approvals$/);
  await expect(page).toHaveTitle("Order approvals | Quire");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Order approvals" })).toBeVisible();
  const orders = main.getByRole("list", { name: "Orders waiting for your approval" });
  await expect(orders.getByRole("listitem")).toHaveCount(before);
  await expectNoA11yViolations(page);

  const first = orders.getByRole("listitem").first();
  const title = (await first.getByRole("heading", { level: 2 }).textContent()) ?? "";
  const orderNumber = title.replace(/^Order\s+/, "").trim();
  expect(orderNumber).not.toBe("");
  await first.getByRole("textbox", { name: /^Your comment on order/ }).fill("Approved by the journey");
  await first.getByRole("button", { name: `Approve order ${orderNumber}` }).click();

  await expect(main.getByRole("status").filter({ hasText: `Order ${orderNumber} approved.` })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: `Order ${orderNumber}` })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Approvals (${before - 1})` })).toBeVisible();
  await expect(main.getByRole("alert")).toHaveCount(0);
  await expectNoA11yViolations(page);
});
