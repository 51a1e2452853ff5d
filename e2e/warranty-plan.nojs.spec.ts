import { expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { productWithPlans } from "./demo-products";

// JavaScript is off: a protection plan is chosen and added with plain forms, from the product page
// and from the cart line (decision 025), and the cart keeps plans within the item's quantity.

const line = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });
const quantityOf = (page: Page, name: string) =>
  line(page, name).getByRole("textbox", { name: `Quantity of ${name}`, exact: true });

test("add protection plans without JavaScript, from the product page and from the cart", async ({ page }) => {
  const product = await productWithPlans(page.request);
  const [cheapest, other] = product.warrantyPlans as [(typeof product.warrantyPlans)[0], (typeof product.warrantyPlans)[0]];

  await page.goto(product.itemUrl);
  await page.getByRole("button", { name: "Add with protection plan" }).click();
  await expect(page).toHaveURL(/\/cart\?cartItemIds=/);
  await expect(line(page, cheapest.name)).toContainText(`Protection plan for ${product.name}`);
  await expect(quantityOf(page, cheapest.name)).toHaveValue("1");

  // A plan cannot cover more than was bought.
  await line(page, cheapest.name)
    .getByRole("button", { name: `Increase quantity of ${cheapest.name}` })
    .click();
  await expect(line(page, cheapest.name).getByRole("alert")).toHaveText(
    "There was a problem updating your cart. Total quantity of plans cannot exceed quantity of items purchased.",
  );
  await expect(quantityOf(page, cheapest.name)).toHaveValue("1");

  // Two bought: the line offers a plan for the unit not yet covered.
  await quantityOf(page, product.name).fill("2");
  await quantityOf(page, product.name).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (3 items)" })).toBeVisible();
  await line(page, product.name).getByText("Add a protection plan").click();
  const choice = line(page, product.name).getByRole("group", { name: `Protection plan for ${product.name} (covers 1)` });
  await choice.getByRole("radio", { name: new RegExp(`^${other.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).check();
  await expectNoA11yViolationsWithoutScripts(page);
  await line(page, product.name).getByRole("button", { name: "Add protection plan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (4 items)" })).toBeVisible();
  await expect(line(page, other.name)).toContainText(`Protection plan for ${product.name}`);
  await expect(line(page, product.name).getByText("Add a protection plan")).toHaveCount(0);

  // One bought again: the last plan added gives way.
  await quantityOf(page, product.name).fill("1");
  await quantityOf(page, product.name).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();
  await expect(line(page, other.name)).toHaveCount(0);
  await expect(quantityOf(page, cheapest.name)).toHaveValue("1");
});
