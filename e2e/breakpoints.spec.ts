import type { Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { addableProducts } from "./demo-products";
import { signInOnLoginPage, signOut } from "./sign-in";
import { productAddButton } from "./product-steps";

// The spec's two middle breakpoints, md (821-1024) and sm (601-820). The @responsive journeys run
// whole at lg and xs, where the header, filters and surfaces change shape; between them the same
// components only reflow. Here, at 900 and 700 px, a shopper walks the screens those journeys use:
// home, search with its filters, a product and the add-to-cart overlay, the mini cart, the cart,
// and a business buyer's header. Each screen fits its width (no sideways scroll) and passes axe.

const MIDDLE_WIDTHS = [
  { name: "md", width: 900, height: 1000 },
  { name: "sm", width: 700, height: 1000 },
];

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

const cartButton = (page: Page, n: number) =>
  page.getByRole("button", { name: `Cart, ${n} ${n === 1 ? "item" : "items"}`, exact: true });

for (const { name, width, height } of MIDDLE_WIDTHS) {
  test.describe(`at ${name} (${width} px)`, () => {
    test.use({ viewport: { width, height }, hasTouch: true });

    test("a shopper browses, adds, and reviews the cart", async ({ page }) => {
      const [first, second] = await addableProducts(page.request, "stapler", 2);
      if (!first || !second) throw new Error("two staplers to add");

      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Shop by category" })).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Search products" })).toBeVisible();
      await expectFitsWidth(page);
      await expectNoA11yViolations(page);

      const search = page.getByRole("combobox", { name: "Search products" });
      await search.fill("stapler");
      await search.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: 'Results for "stapler"' })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /results/ })).toContainText(/of \d+ results/);
      const showFilters = page.getByRole("button", { name: "Show filters" });
      // the filters come as a chunk of their own after a client-side search: wait for the toggle (a
      // narrow screen) or the brands (a wide one) before deciding which this is
      const firstBrandBox = page.getByRole("group", { name: "Brand" }).getByRole("checkbox").first();
      await expect(showFilters.or(firstBrandBox).filter({ visible: true }).first()).toBeVisible();
      if (await showFilters.isVisible()) await showFilters.click();
      await expect(page.getByRole("group", { name: "Brand" }).getByRole("checkbox").first()).toBeVisible();
      await expectFitsWidth(page);
      await expectNoA11yViolations(page);

      await page.goto(first.itemUrl);
      await productAddButton(page).click();
      const overlay = page.getByRole("dialog", { name: "Added to cart" });
      await expect(overlay.getByRole("status").filter({ hasText: "Added 1 to your cart." })).toBeVisible();
      await expect(overlay.getByRole("link", { name: "Checkout" })).toBeVisible();
      await expectNoA11yViolations(page);
      await overlay.getByRole("button", { name: "Continue shopping" }).click();
      await expect(overlay).toBeHidden();

      await page.goto(second.itemUrl);
      await productAddButton(page).click();
      await expect(overlay.getByRole("status").filter({ hasText: "Added 1 to your cart." })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(overlay).toBeHidden();

      await cartButton(page, 2).click();
      const flyout = page.getByRole("dialog", { name: /^Your cart/ });
      await expect(flyout.getByRole("listitem", { name: first.name, exact: true })).toBeVisible();
      await expect(flyout.getByRole("link", { name: "View cart" })).toBeVisible();
      await expect(flyout.getByRole("link", { name: "Checkout" })).toBeVisible();
      await expectNoA11yViolations(page);
      await flyout.getByRole("link", { name: "View cart" }).click();

      await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();
      for (const p of [first, second]) await expect(page.getByRole("listitem", { name: p.name, exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: "Order summary" })).toBeVisible();
      await expectFitsWidth(page);
      await expectNoA11yViolations(page);
    });

    test("a business buyer's header shows the account", async ({ page, baseURL }) => {
      const origin = `http://advantage.localhost:${new URL(baseURL ?? "http://localhost:3100").port}`;
      await signInOnLoginPage(page, "buyer@northwind.test", "Pat", origin);
      const strip = page.getByRole("region", { name: "Business account" });
      await expect(strip).toContainText("1049527");
      await expect(strip.getByText("Budget centre")).toBeVisible();
      await expect(strip.getByText("Ship to")).toBeVisible();
      await expectFitsWidth(page);
      await expectNoA11yViolations(page);
      await signOut(page, "Pat");
      await expect(strip).toHaveCount(0);
    });
  });
}
