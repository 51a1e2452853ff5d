import { expect, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";

// JavaScript is off: a landing page's filters are a plain GET form (decision 071); ticking boxes
// and pressing Apply filters loads the page with them in its address.

test("without JavaScript: apply a landing page's filters with its button", async ({ page }) => {
  await page.goto("/lp/back-to-school");
  const count = page.locator(".result-count");
  const before = await count.textContent();
  await page.getByRole("checkbox", { name: /^On sale/ }).check();
  await page.getByRole("checkbox", { name: /^Pick up today at Natick/ }).check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/lp\/back-to-school\?.*bopis=1.*promo=1|\/lp\/back-to-school\?.*promo=1.*bopis=1/);
  await expect(page.getByRole("checkbox", { name: /^On sale/ })).toBeChecked();
  await expect(count).not.toHaveText(before ?? "");
  await expectNoA11yViolationsWithoutScripts(page);
});
