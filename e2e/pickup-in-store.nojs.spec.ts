import { expect, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { PICKUP_STORE, pickupProduct } from "./pickup-line-steps";
import { productAddButton } from "./product-steps";

// JavaScript is off: a cart line's delivery is a plain form (decision 030). Choosing "Pick up at"
// and Update posts it to the cart page, which shows the line picked up at the store; Ship to me
// and Update moves it back.

test("without JavaScript: change a cart line's delivery to pickup and back", async ({ page, playwright, baseURL }) => {
  const product = await pickupProduct(playwright, baseURL ?? "", 2);
  await page.goto(product.itemUrl);
  await productAddButton(page).click();
  await expect(page).toHaveURL(/\/cart\?cartItemIds=/);

  const line = page
    .getByRole("region", { name: "Items in your cart" })
    .getByRole("listitem", { name: product.name, exact: true });
  const delivery = line.getByRole("group", { name: `Delivery for ${product.name}` });
  await expect(delivery.getByRole("radio", { name: "Ship to me" })).toBeChecked();
  await delivery.getByRole("radio", { name: `Pick up at ${PICKUP_STORE.name}` }).check();
  await line.getByRole("combobox", { name: `Store for ${product.name}` }).selectOption(PICKUP_STORE.storeNumber);
  await line.getByRole("button", { name: `Update delivery for ${product.name}` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(delivery.getByRole("radio", { name: `Pick up at ${PICKUP_STORE.name}` })).toBeChecked();
  await expect(line.getByText(new RegExp(`^\\d+ in stock at ${PICKUP_STORE.name}\\.$`))).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);

  await delivery.getByRole("radio", { name: "Ship to me" }).check();
  await line.getByRole("button", { name: `Update delivery for ${product.name}` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(delivery.getByRole("radio", { name: "Ship to me" })).toBeChecked();
});
