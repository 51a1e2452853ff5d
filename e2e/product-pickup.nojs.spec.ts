import { expect, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { stockedHereAndNearby } from "./pickup-steps";

// JavaScript is off: the pickup drawers are pages of their own (?pickup=today, ?pickup=stores),
// the chooser's ZIP search is a GET form, and "Pick up here" and "Add for pickup" are plain
// forms posted to the product page (decision 031).

test("without JavaScript: open the store chooser, search a ZIP code, pick up elsewhere and add for pickup", async ({ page }) => {
  const { product, other } = await stockedHereAndNearby(page.request, page.context());
  await page.goto(product.itemUrl);
  await expect(page.getByRole("region", { name: "Pick up today at Natick" })).toBeVisible();

  await page.getByRole("link", { name: "Pickup details" }).click();
  await expect(page).toHaveURL(/\?pickup=today$/);
  await expect(page.getByRole("dialog", { name: "Pick up today at Natick" })).toBeVisible();
  await page.getByRole("link", { name: "Close pickup details" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("link", { name: "Change store" }).click();
  const chooser = page.getByRole("dialog", { name: "Choose a store for pickup" });
  await expect(chooser).toBeVisible();
  await chooser.getByRole("textbox", { name: "ZIP code" }).fill("abc");
  await chooser.getByRole("button", { name: "Find stores" }).click();
  await expect(chooser.getByRole("alert")).toHaveText('Invalid zipcode "abc"');
  await chooser.getByRole("textbox", { name: "ZIP code" }).fill("01760");
  await chooser.getByRole("button", { name: "Find stores" }).click();
  await expect(chooser.getByRole("listitem", { name: other.store.name })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);
  await chooser.getByRole("button", { name: `Pick up here at ${other.store.name}` }).click();

  const mine = page.getByRole("region", { name: `Pick up today at ${other.store.address.city}` });
  await expect(mine).toBeVisible();
  await mine.getByRole("button", { name: "Add for pickup" }).click();
  await expect(page).toHaveURL(/\/cart\?cartItemIds=/);
  await expect(page.getByRole("link", { name: product.name }).first()).toBeVisible();
});
