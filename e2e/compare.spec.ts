import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { searchApi } from "./demo-products";
import { expect, test } from "./page-ready";

// A shopper weighing staplers (decision 048) ticks Compare on four of them, finds a fifth refused,
// follows the tray's "Compare (4)" to see them side by side, and takes one out there.

test.use(ownClientAddress(220));

test("compare four products side by side", async ({ page }) => {
  // two pages, each checked by axe, and six posts
  test.slow();
  const products = (await searchApi(page.request, "query=stapler")).slice(0, 5);
  expect(products).toHaveLength(5);
  // 24 tiles with their compare, add and list controls: allow a busy machine longer to hydrate them
  await page.goto("/search?query=stapler", { waitUntil: "commit" });
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });

  const tray = page.getByRole("complementary", { name: /Compare items/ });
  for (const [i, product] of products.slice(0, 4).entries()) {
    await page.getByRole("checkbox", { name: `Compare ${product.name}` }).check();
    await expect(tray.getByRole("link", { name: `Compare (${i + 1})` })).toBeVisible();
  }
  await expect(tray.getByRole("listitem")).toHaveCount(4);

  const fifth = page.getByRole("checkbox", { name: `Compare ${products[4]!.name}` });
  await fifth.click();
  await expect(page.getByRole("status").filter({ hasText: "You can compare up to 4 items." })).toBeVisible();
  await expect(fifth).not.toBeChecked();
  await expect(tray.getByRole("link", { name: "Compare (4)" })).toBeVisible();
  await expectNoA11yViolations(page);

  await tray.getByRole("link", { name: "Compare (4)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Compare items" })).toBeVisible();
  const table = page.getByRole("table");
  for (const product of products.slice(0, 4)) {
    await expect(
      table.getByRole("columnheader", { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }),
    ).toBeVisible();
  }
  await expect(table.getByRole("rowheader", { name: "Price" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Brand" })).toBeVisible();
  // the table scrolls sideways on a phone: its region takes keyboard focus
  await page.getByRole("region", { name: "4 items side by side" }).focus();
  await expect(page.getByRole("region", { name: "4 items side by side" })).toBeFocused();
  await expectNoA11yViolations(page);

  await table.getByRole("button", { name: `Remove ${products[0]!.name} from compare` }).click();
  await expect(page.getByRole("region", { name: "3 items side by side" })).toBeVisible();
});
