import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { addableProducts } from "./demo-products";
import { ownClientAddress } from "./checkout-steps";
import { signInOnLoginPage } from "./sign-in";
import { menuButton } from "./header-steps";
import { productAddButton } from "./product-steps";

// The header on a 375 x 667 phone (decision 039): at most 120 px tall on both sites, with the
// search box in it; the categories, quick links and activity in a menu drawer; the business
// account as one summary line; and a product's name, price and Add to cart in the first screen.

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, ...ownClientAddress(58) });

const MAX_HEADER_PX = 120;
const SCREEN_PX = 667;

function advantageOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://localhost:3100");
  return `http://advantage.localhost:${url.port}`;
}

/** The header's height and where the page's content (its h1) starts, recorded on the test's report. */
async function measure(page: Page, testInfo: TestInfo, what: string): Promise<{ header: number; content: number }> {
  // the page's own h1, laid out (a client-side navigation may still be swapping the page)
  const h1 = page.getByRole("main").getByRole("heading", { level: 1 }).first();
  await expect(h1).toBeVisible();
  const header = await page.getByRole("banner").boundingBox();
  const heading = await h1.boundingBox();
  if (!header || !heading) throw new Error(`nothing to measure on ${what}`);
  const figures = { header: Math.round(header.height), content: Math.round(heading.y) };
  testInfo.annotations.push({ type: "375x667", description: `${what}: header ${figures.header}px, h1 at y=${figures.content}` });
  return figures;
}

const searchBox = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Search products" });

test("dotcom on a phone: a short header with search, content and Add to cart in the first screen", async ({ page }, testInfo) => {
  const [product] = await addableProducts(page.request, "stapler", 1);
  if (!product) throw new Error("no addable stapler in the demo store");

  await page.goto("/");
  const home = await measure(page, testInfo, "dotcom home");
  expect(home.header).toBeLessThanOrEqual(MAX_HEADER_PX);
  await expect(searchBox(page)).toBeInViewport();
  await expect(menuButton(page)).toBeVisible();
  // The logo is a link home, not a second menu.
  await expect(page.getByRole("banner").getByRole("link", { name: "Quire home" })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto(product.itemUrl);
  const productPage = await measure(page, testInfo, "dotcom product page");
  expect(productPage.header).toBeLessThanOrEqual(MAX_HEADER_PX);
  const main = page.getByRole("main");
  for (const part of [
    main.getByRole("heading", { level: 1, name: product.name }),
    main.locator(".product-page__info .price").first(),
    productAddButton(page),
  ]) {
    const box = await part.boundingBox();
    expect(box, "a first-screen part of the product page").not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(SCREEN_PX);
    await expect(part).toBeInViewport({ ratio: 1 });
  }
  await expectNoA11yViolations(page);

  // Search is in the header, ready to type into.
  await searchBox(page).fill("stapler");
  await searchBox(page).press("Enter");
  await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("query") === "stapler");
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: 'Results for "stapler"' })).toBeVisible();
  const results = await measure(page, testInfo, "dotcom search results");
  expect(results.header).toBeLessThanOrEqual(MAX_HEADER_PX);
  expect(results.content).toBeLessThanOrEqual(MAX_HEADER_PX + 40);
});

test("the menu drawer holds the category tree, the quick links and the activity, by keyboard", async ({ page }) => {
  await page.goto("/");
  const button = menuButton(page);
  await button.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(
    drawer.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: /Store locator/ }),
  ).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Lists" })).toBeVisible();
  await expectNoA11yViolations(page);

  // Tab to the first category and open it: its subcategories follow it.
  const categories = drawer.getByRole("navigation", { name: "All categories" });
  const firstCategory = categories.locator("summary").first();
  const categoryName = ((await firstCategory.textContent()) ?? "").trim();
  while (!(await firstCategory.evaluate((el) => el === document.activeElement))) await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const allOf = categories.getByRole("link", { name: `All ${categoryName}` });
  await expect(allOf).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(allOf).toBeFocused();
  await page.keyboard.press("Tab");
  const subcategory = page.locator(":focus");
  const subcategoryName = ((await subcategory.textContent()) ?? "").trim();
  const subcategoryHref = (await subcategory.getAttribute("href")) ?? "";
  expect(subcategoryHref).toMatch(/^\/c\//);

  // Focus stays inside: tabbing on and on never leaves the drawer.
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  // Escape closes it and gives the focus back to the menu button.
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  // Again, into the subcategory: its page opens and the drawer is gone.
  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  // The drawer kept its state: the category opened before is open still.
  const opened = drawer.locator("details", { has: page.locator("summary", { hasText: categoryName }) });
  if (!(await opened.evaluate((el) => (el as HTMLDetailsElement).open))) await opened.locator("summary").click();
  await drawer.getByRole("link", { name: subcategoryName, exact: true }).press("Enter");
  await page.waitForURL((url) => url.pathname === subcategoryHref);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
});

test("advantage on a phone: the account strip is one line that expands, and results start high", async ({
  page,
  baseURL,
}, testInfo) => {
  const origin = advantageOrigin(baseURL);
  await signInOnLoginPage(page, "buyer@northwind.test", "Pat", origin);
  await page.goto(`${origin}/search?query=paper`);
  const results = await measure(page, testInfo, "advantage search results, signed in");
  expect(results.header).toBeLessThanOrEqual(MAX_HEADER_PX);
  expect(results.content).toBeLessThanOrEqual(MAX_HEADER_PX + 40);
  await expect(searchBox(page)).toBeInViewport();

  const strip = page.getByRole("region", { name: "Business account" });
  const summary = strip.locator("summary");
  await expect(summary).toHaveText("Account 1049527 · Litigation");
  await expect(strip.getByText("Budget centre")).toBeHidden();
  await summary.click();
  await expect(strip.getByText("Budget centre")).toBeVisible();
  await expect(strip).toContainText(/\$[\d,]+\.\d{2} available/);
  await expect(strip.getByText("Ship to")).toBeVisible();
  await expectNoA11yViolations(page);

  // The activity (messages, lists) is in the menu, not above the page.
  await expect(page.getByRole("list", { name: "Your account activity" })).toBeHidden();
  await menuButton(page).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("list", { name: "Your account activity" })).toContainText(/Lists \(\d+\)/);
  await expectNoA11yViolations(page);
});
