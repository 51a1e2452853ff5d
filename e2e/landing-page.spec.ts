import { expectNoA11yViolations } from "./accessibility";
import { expect, test } from "./page-ready";

// A shopper follows "Back to school" from the deals page to its landing page (decision 071), narrows
// it to what is on sale with the keyboard, then to one category, and clears the filters.

test("a landing page's filters apply as they change", async ({ page }) => {
  await page.goto("/deals");
  await page.getByRole("navigation", { name: "Shop by theme" }).getByRole("link", { name: "Back to school" }).click();
  await expect(page).toHaveURL(/\/lp\/back-to-school$/);
  await expect(page.getByRole("heading", { level: 1, name: "Back to school" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const count = page.locator(".result-count");
  const before = await count.textContent();
  await expectNoA11yViolations(page);

  // a checkbox reached and ticked with the keyboard applies at once
  const onSale = page.getByRole("checkbox", { name: /^On sale/ });
  await onSale.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/\/lp\/back-to-school\?promo=1$/);
  await expect(count).not.toHaveText(before ?? "");
  await expect(page.getByRole("checkbox", { name: /^On sale/ })).toBeChecked();

  await page
    .getByRole("group", { name: "Category" })
    .getByRole("checkbox", { name: /^Paper/ })
    .check();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page).toHaveURL(/promo=1/);
  await expectNoA11yViolations(page);

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/lp\/back-to-school$/);
  await expect(count).toHaveText(before ?? "");
});
