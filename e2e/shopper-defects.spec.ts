import { expectNoA11yViolations } from "./accessibility";
import { searchApi } from "./demo-products";
import { expect, test } from "./page-ready";

// The defects a shopper met (decision 040), as the browser shows them: a page past the end, an
// empty result without filters, a misspelling that shows the word meant's products (issue 18),
// the item number of a product page, and a discontinued item's words.

test("a page past the end shows the last page, never a range past its end", { tag: "@phone" }, async ({ page, request }) => {
  const { length } = await searchApi(request, "query=paper&size=24");
  expect(length).toBe(24);
  await page.goto("/search?query=paper&page=99");
  await expect(page).toHaveURL(/[?&]page=\d+/);
  const page99 = Number(new URL(page.url()).searchParams.get("page"));
  expect(page99).toBeLessThan(99);
  const count = page.getByRole("status").filter({ hasText: /results/ });
  const [, from, to] = /([\d,]+)-([\d,]+) of ([\d,]+) results/.exec((await count.textContent()) ?? "") ?? [];
  expect(Number(from?.replace(/,/g, ""))).toBeLessThanOrEqual(Number(to?.replace(/,/g, "")));
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("link", { name: `Page ${page99}` })).toHaveAttribute("aria-current", "page");
});

test(
  "a misspelt search shows the corrected word's products, says so and leads to that search",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/search?query=staplr");
    await expect(page.getByRole("heading", { level: 1, name: 'Results for "staplr"' })).toBeVisible();
    await expect(page.getByText('Showing results for "stapler"')).toBeVisible();
    await expect(page.getByText('We couldn\'t find any results for "staplr"')).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /of [\d,]+ results/ })).toBeVisible();
    await expect(page.getByRole("article").first()).toContainText(/stapler/i);
    await expectNoA11yViolations(page);

    await page.getByRole("link", { name: "stapler", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?query=stapler$/);
    await expect(page.getByRole("heading", { level: 1, name: 'Results for "stapler"' })).toBeVisible();
    await expect(page.getByText(/Showing results for/)).toHaveCount(0);
    await expect(page.getByRole("article").first()).toBeVisible();
  },
);

test("an empty search has no filters and says what to do", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/search?query=qwxzvbnm");
  await expect(page.getByRole("status").filter({ hasText: "0 results" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Filters" })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: /Sort by/ })).toHaveCount(0);
  await expect(page.getByText("Check the spelling, use fewer words, remove a filter, or browse a category.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Browse categories" }).getByRole("link").first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the item number shown on a product page finds that product", { tag: "@phone" }, async ({ page, request }) => {
  const [product] = await searchApi(request, "query=stapler");
  expect(product).toBeDefined();
  await page.goto(product!.itemUrl);
  const ids = await page.locator(".product-page__ids").textContent();
  const itemNumber = /Item (\d+)/.exec(ids ?? "")?.[1];
  expect(itemNumber).toBe(product!.itemId);

  await page.goto("/");
  const search = page.getByRole("combobox", { name: "Search products" });
  await search.fill(`Item ${itemNumber}`);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${product!.itemUrl}$`));
  await expect(page.getByRole("heading", { level: 1, name: product!.name })).toBeVisible();
});

test("a discontinued item is unavailable for purchase", { tag: "@phone" }, async ({ page, request }) => {
  let discontinued: { itemUrl: string; name: string } | undefined;
  for (const category of ["paper", "writing-instruments", "binders-filing", "technology", "breakroom", "cleaning", "furniture"]) {
    for (let p = 1; p <= 4 && !discontinued; p++) {
      discontinued = (await searchApi(request, `category=${category}&size=96&page=${p}`)).find(
        (i) => i.status === "DISCONTINUED",
      );
    }
    if (discontinued) break;
  }
  expect(discontinued).toBeDefined();
  await page.goto(discontinued!.itemUrl);
  await expect(page.getByRole("heading", { level: 1, name: discontinued!.name })).toBeVisible();
  await expect(page.getByText("Unavailable for purchase", { exact: true })).toBeVisible();
  await expect(page.getByText("We're sorry, this item is out of stock.")).toHaveCount(0);
  await expectNoA11yViolations(page);
});
