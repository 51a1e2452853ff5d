import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./accessibility";
import { signInOnLoginPage, signOut } from "./sign-in";

// The business site's header shows the signed-in buyer's account: number, budget centre and
// ship-to, and approvers see their approvals count. A consumer sees none of it.
// Spec storefront.md sections 2, 3 and 6.

function advantageOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://localhost:3100");
  return `http://advantage.localhost:${url.port}`;
}

const businessStrip = (page: Page) => page.getByRole("region", { name: "Business account" });
const approvalsLink = (page: Page) => page.getByRole("link", { name: /^Approvals \(\d+\)$/ });

test("a Northwind buyer sees the account number, budget centre and ship-to; no approvals", async ({ page, baseURL }) => {
  const origin = advantageOrigin(baseURL);
  await signInOnLoginPage(page, "buyer@northwind.test", "Pat", origin);
  const strip = businessStrip(page);
  await expect(strip).toBeVisible();
  await expect(strip).toContainText("1049527");
  await expect(strip.getByText("Budget centre")).toBeVisible();
  await expect(strip).toContainText("Litigation");
  await expect(strip).toContainText(/\$[\d,]+\.\d{2} available/);
  await expect(strip.getByText("Ship to")).toBeVisible();
  await expect(strip).toContainText(/Northwind Legal LLP - \w+/);
  await expect(approvalsLink(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // It follows the buyer round the site.
  await page.getByRole("navigation", { name: "Shop by category" }).getByRole("link").first().click();
  await expect(businessStrip(page)).toContainText("1049527");
  await signOut(page, "Pat");
  await expect(businessStrip(page)).toHaveCount(0);
});

test("a Northwind approver sees the approvals count", async ({ page, baseURL }) => {
  await signInOnLoginPage(page, "approver@northwind.test", "Morgan", advantageOrigin(baseURL));
  await expect(businessStrip(page)).toContainText("1049527");
  await expect(approvalsLink(page)).toBeVisible();
  await expect(approvalsLink(page)).toHaveAttribute("href", "/approvals");
  await expectNoSeriousA11yViolations(page);
});

test("a consumer on the consumer site sees no business account details", async ({ page }) => {
  await signInOnLoginPage(page, "registered@quire.test", "Riley");
  await expect(page.getByText(/You have [\d,]+ messages?\./)).toBeVisible();
  await expect(businessStrip(page)).toHaveCount(0);
  await expect(page.getByText("1049527")).toHaveCount(0);
  await expect(page.getByText("Budget centre")).toHaveCount(0);
  await expect(approvalsLink(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
