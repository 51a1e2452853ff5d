import { expect, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { assemblyFurniture, handlingRow } from "./furniture-products";
import { productAddButton } from "./product-steps";

// JavaScript is off: the assembly form on the cart line is a plain form in a disclosure; the cart
// page it lands on shows the fee in the handling line, and a refusal in the service's words.

test("choose furniture assembly without JavaScript", async ({ page }) => {
  const desk = await assemblyFurniture(page.request);
  await page.goto(desk.itemUrl);
  await productAddButton(page).click();
  await expect(page).toHaveURL(/\/cart\?cartItemIds=/);

  const line = page.getByRole("listitem", { name: desk.name, exact: true });
  await line.getByText("Add assembly", { exact: true }).click();
  // One unit, basic and custom: more assembled units than the line holds.
  await line.getByRole("spinbutton", { name: /^Basic assembly/ }).fill("1");
  await line.getByRole("spinbutton", { name: /^Custom assembly/ }).fill("1");
  await line.getByRole("button", { name: "Save assembly" }).click();
  await expect(page.getByRole("alert")).toHaveText("You can't choose assembly for more units than you have in your cart.");
  await expect(handlingRow(page)).toHaveText("$9.99");

  await line.getByText("Add assembly", { exact: true }).click();
  await line.getByRole("spinbutton", { name: /^Basic assembly/ }).fill("1");
  await line.getByRole("spinbutton", { name: /^Custom assembly/ }).fill("0");
  await line.getByRole("button", { name: "Save assembly" }).click();
  await expect(handlingRow(page)).toHaveText("$59.98");
  await expect(line.getByRole("list", { name: "Assembly" })).toContainText("Basic assembly × 1: $49.99");
  await expect(line.getByText("Change assembly", { exact: true })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);
});
