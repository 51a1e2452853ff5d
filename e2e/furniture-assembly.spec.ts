import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { assemblyFurniture, handlingRow } from "./furniture-products";
import { productAddButton } from "./product-steps";

// A shopper buying a desk or chair chooses assembly in the furniture drawer from the cart line and
// sees its fee in the order summary's handling line (custom assembly: TBD until quoted).

test("choose assembly for furniture in the drawer and see the fee in the summary", async ({ page }) => {
  // Two trips through the drawer and an axe run: more than the default budget on a busy machine.
  test.slow();
  const desk = await assemblyFurniture(page.request);
  await page.goto(desk.itemUrl);
  await productAddButton(page).click();
  await expect(page.getByRole("dialog", { name: "Added to cart" })).toBeVisible();

  await page.goto("/cart");
  await expect(handlingRow(page)).toHaveText("$9.99");
  await page.getByRole("button", { name: `Add assembly for ${desk.name}`, exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Furniture assembly" });
  await expect(drawer).toBeVisible();
  await expectNoA11yViolations(page);

  await drawer.getByRole("spinbutton", { name: /^Basic assembly/ }).fill("1");
  await drawer.getByRole("button", { name: "Save assembly" }).click();
  await expect(drawer.getByRole("status")).toHaveText(/Assembly added/);
  await expect(drawer).toBeHidden();
  await expect(handlingRow(page)).toHaveText("$59.98");
  await expect(page.getByRole("list", { name: "Assembly" })).toContainText("Basic assembly × 1: $49.99");

  // Custom assembly instead: quoted later, so the handling line says TBD.
  await page.getByRole("button", { name: `Change assembly for ${desk.name}`, exact: true }).click();
  await drawer.getByRole("spinbutton", { name: /^Basic assembly/ }).fill("0");
  await drawer.getByRole("spinbutton", { name: /^Custom assembly/ }).fill("1");
  await drawer.getByRole("button", { name: "Save assembly" }).click();
  await expect(drawer).toBeHidden();
  await expect(handlingRow(page)).toHaveText("$9.99 + TBD");
  await expect(page.getByRole("list", { name: "Assembly" })).toContainText("Custom assembly × 1: TBD");
});
