import { expect, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { limitedProductWithAlternates, sellOut } from "./alternates-steps";
import { productAddButton } from "./product-steps";

// JavaScript is off: the sold-out drawer is part of the cart page the server renders
// (?alternatesFor=), its Add buttons and "Don't show alternatives" are plain forms.

test("without JavaScript, an alternate of a sold-out item is added from the sold-out drawer", async ({
  page,
  baseURL,
  playwright,
}) => {
  // another shopper's whole purchase is part of this journey
  test.slow();
  const product = await limitedProductWithAlternates(playwright, baseURL!, 4);
  await page.goto(product.itemUrl);
  await productAddButton(page).click();
  await page.waitForURL((url) => url.pathname === "/cart");
  const line = page.getByRole("listitem", { name: product.name, exact: true });
  await expect(line).toBeVisible();

  await sellOut(playwright, baseURL!, product, 23);
  await page.reload();
  await expect(line).toContainText("Please see some alternate choices below.");
  await line.getByRole("link", { name: `See alternatives to ${product.name}` }).click();
  const drawer = page.getByRole("dialog", { name: "Out of stock" });
  await expect(drawer).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);
  const first = drawer.getByRole("listitem").first();
  const alternateName = (await first.getAttribute("aria-label")) ?? "";
  await first.getByRole("button", { name: `Add to cart ${alternateName}` }).click();
  await page.waitForURL((url) => url.pathname === "/cart" && url.searchParams.has("cartItemIds"));
  await expect(page.getByRole("listitem", { name: alternateName, exact: true })).toContainText("Just added");
  await expect(drawer).toHaveCount(0);

  await line.getByRole("link", { name: `See alternatives to ${product.name}` }).click();
  await page.getByRole("dialog", { name: "Out of stock" }).getByRole("button", { name: "Don't show alternatives" }).click();
  await page.waitForURL((url) => url.pathname === "/cart" && !url.searchParams.has("alternatesFor"));
  await expect(line).toContainText("We're sorry, this item is out of stock.");
  await expect(line).not.toContainText("Please see some alternate choices below.");
  await expect(line.getByRole("link", { name: /See alternatives/ })).toHaveCount(0);
});
