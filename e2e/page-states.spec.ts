import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./accessibility";
import { advantageOrigin } from "./business-steps";
import { searchApi } from "./demo-products";
import { expect, test } from "./page-ready";
import { signInByApi, signInOnLoginPage } from "./sign-in";

// Page states whose rules are checked over HTTP (decision 061) and that no other journey reaches:
// each is opened once in a real browser and checked by axe. What the pages say is asserted in the
// database suite; here only that they are reached and accessible.

async function checkPage(page: Page, path: string | null, heading: RegExp | string): Promise<void> {
  if (path) await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading }).first()).toBeVisible();
  await expectNoA11yViolations(page);
}

async function discontinuedProduct(page: Page): Promise<{ itemUrl: string; name: string }> {
  for (const category of ["paper", "writing-instruments", "binders-filing", "technology", "breakroom", "cleaning", "furniture"]) {
    for (let p = 1; p <= 4; p++) {
      const found = (await searchApi(page.request, `category=${category}&size=96&page=${p}`)).find(
        (i) => i.status === "DISCONTINUED",
      );
      if (found) return found;
    }
  }
  throw new Error("the demo store has no discontinued item");
}

test("search, product, deals, help and error pages a shopper can land on pass axe", async ({ page }) => {
  await checkPage(page, "/search?query=staplr", /stapl/i);
  await checkPage(page, "/search?query=qwxzvbnm", /qwxzvbnm/);
  const discontinued = await discontinuedProduct(page);
  await checkPage(page, discontinued.itemUrl, discontinued.name);
  await checkPage(page, "/deals", /deals/i);
  await checkPage(page, "/help?q=free+shipping", /help/i);
  await checkPage(page, "/help?q=zeppelin", /help/i);
  await checkPage(page, "/help/shipping", /shipping/i);
  await checkPage(page, "/office/supplies/forgot-password", /password/i);
  await checkPage(page, "/orders/track", /track/i);
  await checkPage(page, "/gift-cards", /gift card/i);
  await checkPage(page, "/account/become-customer", /business/i);
  await page.goto("/no-such/page-here");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the Spanish category, search, its second page and deals pass axe", async ({ page }) => {
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await checkPage(page, "/c/paper", "Papel");
  await checkPage(page, "/search?query=paper", /paper/);
  await checkPage(page, "/search?query=paper&page=2", /paper/);
  await checkPage(page, "/deals", /ofertas/i);
});

test("the store admin's page editor and the business site's home for a guest pass axe", async ({ page, baseURL }) => {
  await page.goto(`${advantageOrigin(baseURL)}/`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await signInByApi(page, "store.admin@quire.test", "Robin", "/admin/business-applications");
  await checkPage(page, null, /application/i);
  await checkPage(page, "/admin/insights", /insights/i);
  await page.goto("/content/edit/about");
  await expect(page.getByRole("textbox", { name: "Title" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the business site's approvals for a guest and a buyer's contract prices pass axe", async ({ page, baseURL }) => {
  const origin = advantageOrigin(baseURL);
  await page.goto(`${origin}/approvals`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await signInOnLoginPage(page, "buyer@northwind.test", "Pat", origin);
  await checkPage(page, `${origin}/cc/mmx/contract-pricing`, /contract/i);
  await checkPage(page, `${origin}/search?query=paper&onContract=1`, /paper/i);
});
