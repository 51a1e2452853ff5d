import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { expect, test } from "./page-ready";

// The demo SKU set (decision 048): Quire highlighters in four colours at different prices, Blue
// sold out. Picking a colour on a tile shows that colour's price; a failed swatch list leaves a
// tile that still works, without swatches.

test.use(ownClientAddress(221));

const YELLOW = "Quire Tank Highlighters, Chisel Tip, 4/Pack, Yellow";

test("pick a swatch and see the price change", async ({ page }) => {
  await page.goto("/search?query=quire+tank+highlighters");
  const tile = page.getByRole("article", { name: YELLOW });
  const colours = tile.getByRole("group", { name: /^Colour/ });
  await expect(colours.getByRole("radio")).toHaveCount(4);
  await expect(colours.getByRole("radio", { name: "Yellow" })).toBeChecked();
  await expect(tile.getByText("$5.99", { exact: true })).toBeVisible();

  await colours.getByRole("radio", { name: "Green" }).check();
  await expect(tile.getByText("$6.99", { exact: true })).toBeVisible();
  await expect(colours).toContainText("Green");

  // keyboard: arrows move through the radio group
  await colours.getByRole("radio", { name: "Green" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(colours.getByRole("radio", { name: "Blue" })).toBeChecked();
  await expect(tile.getByText("$5.49", { exact: true })).toBeVisible();
  await expect(tile.getByText("Out of stock", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("a failed swatch list leaves the tile without swatches", async ({ page }) => {
  let failures = 0;
  await page.route(/\/api\/productTileProxy\/getProductTileData\?/, async (route) => {
    failures++;
    await route.fulfill({ status: 500, contentType: "application/json", body: '{"code":"INTERNAL","message":"down"}' });
  });
  await page.goto("/search?query=quire+tank+highlighters");
  const tile = page.getByRole("article", { name: YELLOW });
  await expect.poll(() => failures).toBeGreaterThan(0);
  await expect(tile.getByText(/Loading colours/)).toHaveCount(0);
  await expect(tile.getByRole("radio")).toHaveCount(0);
  await expect(tile.getByText("$5.99", { exact: true })).toBeVisible();
  await expect(tile.getByRole("checkbox", { name: `Compare ${YELLOW}` })).toBeVisible();
});
