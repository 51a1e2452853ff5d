import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./accessibility";
import { productWithPlans } from "./demo-products";
import { expect, test } from "./page-ready";

// A shopper protects what they buy (decision 025): they choose a protection plan on the product
// page and add it with the product, then in the cart try to cover more units than they bought,
// and see the plan follow the item when they buy fewer.

const PLAN_CAP_MESSAGE =
  "There was a problem updating your cart. Total quantity of plans cannot exceed quantity of items purchased.";

const line = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });
const quantityOf = (page: Page, name: string) =>
  line(page, name).getByRole("textbox", { name: `Quantity of ${name}`, exact: true });

test("add a protection plan with a product, and keep it within the product's quantity", async ({ page }) => {
  const product = await productWithPlans(page.request);
  const [cheapest, other] = product.warrantyPlans as [(typeof product.warrantyPlans)[0], (typeof product.warrantyPlans)[0]];

  await page.goto(product.itemUrl);
  const plans = page.getByRole("group", { name: `Choose a protection plan for ${product.name}` });
  await expect(plans.getByRole("radio")).toHaveCount(product.warrantyPlans.length);
  await expect(plans.getByRole("radio", { name: new RegExp(`^${escape(cheapest.name)}`) })).toBeChecked();
  await plans.getByRole("radio", { name: new RegExp(`^${escape(other.name)}`) }).check();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Add with protection plan" }).click();

  await expect(page).toHaveURL(/\/cart\?cartItemIds=/);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();
  await expect(line(page, other.name)).toContainText(`Protection plan for ${product.name}`);
  await expect(quantityOf(page, other.name)).toHaveValue("1");
  await expect(quantityOf(page, product.name)).toHaveValue("1");

  // One plan per unit bought: covering a second unit is refused, and the plan stays as it was.
  await line(page, other.name)
    .getByRole("button", { name: `Increase quantity of ${other.name}` })
    .click();
  await expect(line(page, other.name).getByRole("alert")).toHaveText(PLAN_CAP_MESSAGE);
  await expect(quantityOf(page, other.name)).toHaveValue("1");

  // Three bought, three covered; then two bought: the plan follows.
  await quantityOf(page, product.name).fill("3");
  await quantityOf(page, product.name).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (4 items)" })).toBeVisible();
  await quantityOf(page, other.name).fill("3");
  await quantityOf(page, other.name).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (6 items)" })).toBeVisible();
  await quantityOf(page, product.name).fill("2");
  await quantityOf(page, product.name).press("Enter");
  await expect(quantityOf(page, other.name)).toHaveValue("2");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (4 items)" })).toBeVisible();
  await expectNoA11yViolations(page);

  // Removing the product removes its plan too.
  await line(page, product.name)
    .getByRole("button", { name: `Remove ${product.name}`, exact: true })
    .click();
  await expect(page.getByText("Your cart is empty.")).toBeVisible({ timeout: 10_000 });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
