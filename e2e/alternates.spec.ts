import { expectNoA11yViolations } from "./accessibility";
import { limitedProductWithAlternates, sellOut } from "./alternates-steps";
import { addAndViewCart } from "./checkout-steps";
import { expect, test } from "./page-ready";

// An item in the cart sells out (another shopper buys the last units): its line says so, offers
// alternates in the sold-out drawer (as does its product page), one is added from there, and "Don't show alternatives" hides
// them. At every width.

test("an out-of-stock item in the cart offers alternates in the sold-out drawer; add one, then opt out @phone", async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  // another shopper's whole purchase is part of this journey
  test.slow();
  const widths = ["lg", "md", "sm", "xs"];
  const product = await limitedProductWithAlternates(playwright, baseURL!, Math.max(0, widths.indexOf(testInfo.project.name)));
  await page.goto(product.itemUrl);
  await addAndViewCart(page, product, 1);

  await sellOut(playwright, baseURL!, product, 22);
  // its product page offers the alternates too
  await page.goto(product.itemUrl);
  await page.getByRole("main").getByRole("link", { name: "See alternatives" }).click();
  const productDrawer = page.getByRole("dialog", { name: "Out of stock" });
  await expect(productDrawer).toContainText("Please see some alternate choices below.");
  await expect(productDrawer.getByRole("listitem").first()).toBeVisible();
  await productDrawer.getByRole("link", { name: "Close alternatives" }).click();
  await expect(productDrawer).toBeHidden();
  await page.goto("/cart");
  const line = page.getByRole("listitem", { name: product.name, exact: true });
  await expect(line).toContainText("We're sorry, this item is out of stock.");
  await expect(line).toContainText("Please see some alternate choices below.");

  await line.getByRole("link", { name: `See alternatives to ${product.name}` }).click();
  const drawer = page.getByRole("dialog", { name: "Out of stock" });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(product.name);
  await expect(drawer).toContainText("Please see some alternate choices below.");
  const first = drawer.getByRole("listitem").first();
  const alternateName = (await first.getAttribute("aria-label")) ?? "";
  expect(alternateName).not.toBe("");
  await expectNoA11yViolations(page);

  await first.getByRole("button", { name: `Add to cart ${alternateName}` }).click();
  await expect(drawer).toBeHidden();
  const added = page.getByRole("listitem", { name: alternateName, exact: true });
  await expect(added).toContainText("Just added");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();

  await line.getByRole("link", { name: `See alternatives to ${product.name}` }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: "Don't show alternatives" }).click();
  await expect(drawer).toBeHidden();
  await expect(line).toContainText("We're sorry, this item is out of stock.");
  await expect(line).not.toContainText("Please see some alternate choices below.");
  await expect(line.getByRole("link", { name: /See alternatives/ })).toHaveCount(0);
  await page.reload();
  await expect(line.getByRole("link", { name: /See alternatives/ })).toHaveCount(0);
});
