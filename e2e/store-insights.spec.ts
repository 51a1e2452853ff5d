import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { firstAddable } from "./demo-products";
import { isPhone } from "./header-steps";
import { expect, test, waitForHydration } from "./page-ready";
import { signInOnLoginPage } from "./sign-in";

// Store insights (decision 050): a shopper searches (once with no result), views a product and
// adds it; the store admin's /admin/insights shows today's views and adds one up, and the search
// that found nothing.

test.use(ownClientAddress(180));

const today = () => new Date().toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** today's figure in one of the page's chart tables */
async function todayIn(page: Page, table: string): Promise<number> {
  const row = page.getByRole("table", { name: table }).getByRole("row", { name: today() });
  return Number(await row.getByRole("cell").textContent());
}

test(
  "a shopper's search with no result, view and add show on the store admin's insights",
  { tag: "@phone" },
  async ({ page, browser }, testInfo) => {
    // two browsers, one signed in as the store admin: more steps than one journey's default minute
    test.slow();
    const adminContext = await browser.newContext({
      ...ownClientAddress(181),
      viewport: page.viewportSize(),
      hasTouch: isPhone(page),
    });
    const admin = await adminContext.newPage();
    await signInOnLoginPage(admin, "store.admin@quire.test", "Robin");
    await admin.goto("/admin/insights");
    await expect(admin.getByRole("heading", { level: 1, name: "Store insights" })).toBeVisible();
    const viewsBefore = await todayIn(admin, "Product views by day");
    const addsBefore = await todayIn(admin, "Adds to cart by day");

    // --- the shopper ---------------------------------------------------------------------------
    const product = await firstAddable(page.request, "stapler");
    const nothing = `quokka ${testInfo.project.name} ${Date.now().toString(36)}`;
    await page.goto("/");
    await waitForHydration(page);
    const search = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
    await search.fill(nothing);
    await search.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(nothing);
    await page.goto(product.itemUrl);
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Added to cart" })).toBeVisible();

    // --- the store admin sees it ---------------------------------------------------------------
    await admin.reload();
    expect(await todayIn(admin, "Product views by day")).toBe(viewsBefore + 1);
    expect(await todayIn(admin, "Adds to cart by day")).toBe(addsBefore + 1);
    const noResult = admin.getByRole("table", { name: "Top searches with no result" });
    await expect(noResult.getByRole("row", { name: `“${nothing}”` })).toBeVisible();
    await expect(admin.getByRole("table", { name: "Conversion funnel" })).toBeVisible();
    await expectNoA11yViolations(admin);
    await adminContext.close();
  },
);
