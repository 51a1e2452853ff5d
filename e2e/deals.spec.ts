import { expectNoA11yViolations } from "./accessibility";
import { expect, test } from "./page-ready";

// A shopper hunting for bargains (decision 038) follows the header's Deals link, sorts the deals
// by the biggest saving in percent, and pages on.

const savingsOf = async (texts: string[]) =>
  texts.map((t) => {
    const m = /Save \$([\d,.]+) \((\d+)%\)/.exec(t);
    return { cents: Math.round(Number(m?.[1]?.replace(/,/g, "")) * 100), percent: Number(m?.[2]) };
  });

test("sort the deals by saving and page through them", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/deals");
  await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
  await expect(page).toHaveTitle("Deals | Quire");

  const byAmount = await savingsOf(await page.getByText(/^Save \$[\d,.]+ \(\d+%\)$/).allInnerTexts());
  expect(byAmount.length).toBeGreaterThan(1);
  expect(byAmount.map((s) => s.cents)).toEqual([...byAmount.map((s) => s.cents)].sort((a, b) => b - a));

  await page.getByLabel("Sort by").selectOption("saving_percent");
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/sort=saving_percent/);
  await expect(page.getByRole("heading", { level: 2, name: "Deals sorted by biggest saving (%)" })).toBeAttached();
  const byPercent = await savingsOf(await page.getByText(/^Save \$[\d,.]+ \(\d+%\)$/).allInnerTexts());
  expect(byPercent.map((s) => s.percent)).toEqual([...byPercent.map((s) => s.percent)].sort((a, b) => b - a));
  await expectNoA11yViolations(page);

  const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" });
  if (await next.count()) {
    await next.click();
    await expect(page).toHaveURL(/sort=saving_percent&page=2/);
    await expect(page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Previous" })).toBeVisible();
    const second = await savingsOf(await page.getByText(/^Save \$[\d,.]+ \(\d+%\)$/).allInnerTexts());
    expect(second[0]!.percent).toBeLessThanOrEqual(byPercent[byPercent.length - 1]!.percent);
  }
});
