import { expect, test, waitForHydration } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { productBuyBox } from "./product-steps";

// A shopper browses the catalogue: home, typeahead, search, brand filter, product page.
test("search for a stapler, filter by brand and open a product", { tag: "@responsive" }, async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shop by category" })).toBeVisible();
  await expectNoA11yViolations(page);

  const search = page.getByRole("combobox", { name: "Search products" });
  await search.fill("stapl");
  const suggestions = page.getByRole("listbox", { name: "Suggestions" });
  await expect(suggestions.getByRole("option").first()).toBeVisible();
  await expect(suggestions.getByRole("option", { name: /stapler/i }).first()).toBeVisible();
  await search.press("ArrowDown");
  await expect(suggestions.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await search.press("Escape");
  await expect(suggestions).toBeHidden();

  await search.fill("stapler");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?query=stapler/);
  await expect(page.getByRole("heading", { level: 1, name: 'Results for "stapler"' })).toBeVisible();
  const count = page.getByRole("status").filter({ hasText: /results/ });
  await expect(count).toContainText(/of \d+ results/);
  await expectNoA11yViolations(page);

  const showFilters = page.getByRole("button", { name: "Show filters" });
  // the filters come as a chunk of their own after a client-side search: wait for the toggle (a
  // narrow screen) or the brands (a wide one) before deciding which this is
  const firstBrandBox = page.getByRole("group", { name: "Brand" }).getByRole("checkbox").first();
  await expect(showFilters.or(firstBrandBox).filter({ visible: true }).first()).toBeVisible();
  if (await showFilters.isVisible()) await showFilters.click();
  const brands = page.getByRole("group", { name: "Brand" });
  const firstBrand = brands.getByRole("checkbox").first();
  const brandLabel = ((await brands.locator("label").first().textContent()) ?? "").replace(/\s*\(\d[\d,]*\)\s*$/, "").trim();
  await firstBrand.check();
  await expect(page).toHaveURL(/brand=/);
  await expect(page.getByText(`Filtered by ${brandLabel}`)).toBeVisible();
  const tiles = page.getByRole("article");
  await expect(tiles.first()).toBeVisible();
  for (const brand of await page.locator(".tile__brand").allTextContents()) expect(brand).toBe(brandLabel);

  const firstTitle = tiles.first().getByRole("heading").getByRole("link");
  const name = ((await firstTitle.textContent()) ?? "").trim();
  await firstTitle.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator(".price__final").first()).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  await expect(productBuyBox(page).getByRole("button", { name: /Add to cart|Unavailable/ })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Quantity" })).toHaveValue("1");
  await expectNoA11yViolations(page);
});

test("the quantity field keeps three digits", async ({ page }) => {
  await page.goto("/search?query=paper");
  await page.getByRole("article").first().getByRole("heading").getByRole("link").click();
  const qty = page.getByRole("textbox", { name: "Quantity" });
  await qty.fill("");
  await qty.pressSequentially("12a34");
  await expect(qty).toHaveValue("123");
});

test("browse a category and page through it by keyboard", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.getByRole("navigation", { name: "Shop by category" }).getByRole("link", { name: "Paper" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Paper" })).toBeVisible();
  const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
});

test("words typed in the search box before the page's script has run are kept when it hydrates", async ({ page }) => {
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  const search = page.getByRole("combobox", { name: "Search products" });
  await search.fill("stapl");
  releaseScripts();
  await waitForHydration(page);
  await expect(search).toHaveValue("stapl");
  // the box is React's now: typing goes on from there and the suggestions follow
  await search.press("End");
  await search.pressSequentially("e");
  await expect(search).toHaveValue("staple");
  await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toBeVisible();
});
