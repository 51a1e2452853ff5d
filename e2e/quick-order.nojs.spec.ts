import { expect, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { addableProducts } from "./demo-products";
import { DEMO_PASSWORD } from "./sign-in";

// JavaScript is off: the header's Quick order is a link to the quick-order page, whose form posts
// to the page's action (decision 043). A guest is asked to sign in and comes back; a check shows
// the bad line; the add puts the good lines in the cart and links to it.

test.use(ownClientAddress(116));

test("without JavaScript: quick order is a page whose form checks and adds the lines", async ({ page, baseURL }) => {
  const origin = `http://advantage.localhost:${new URL(baseURL ?? "http://localhost:3100").port}`;
  const [first, second] = await addableProducts(page.request, "binder", 2);

  await page.goto(`${origin}/cc/mmx/quick-order`);
  await expect(page).toHaveURL(/\/office\/supplies\/login/);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Email" }).fill("admin@northwind.test");
  await main.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/cc\/mmx\/quick-order$/);
  await expect(page.getByRole("heading", { level: 1, name: "Quick order" })).toBeVisible();
  // the header's Quick order (in the phone's menu) is a link to this page
  await expect(page.getByRole("banner").getByRole("link", { name: "Quick order", includeHidden: true })).toHaveAttribute(
    "href",
    "/cc/mmx/quick-order",
  );

  const text = main.getByRole("textbox", { name: "Item numbers and quantities" });
  await text.fill(`${first!.itemId}, 2\nnot-an-item\n${second!.itemId}`);
  await main.getByRole("button", { name: "Check items" }).click();
  await expect(main.getByRole("alert")).toContainText("2 items are ready to add. 1 line needs fixing.");
  await expect(main.getByRole("alert")).toContainText(`Line 2: not-an-item — We couldn't find item "not-an-item".`);
  // what was typed stays for the buyer to fix
  await expect(main.getByRole("textbox", { name: "Item numbers and quantities" })).toHaveValue(
    `${first!.itemId}, 2\nnot-an-item\n${second!.itemId}`,
  );
  await expectNoA11yViolationsWithoutScripts(page);

  await main.getByRole("textbox", { name: "Item numbers and quantities" }).fill(`${first!.itemId}, 2\n${second!.itemId}`);
  await main.getByRole("button", { name: "Add to cart" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Added 2 items (3 units) to your cart." })).toBeVisible();
  await main.getByRole("link", { name: /^View cart/ }).click();
  await expect(page).toHaveURL(/\/cc\/mmx\/cart\?cartItemIds=/);
  await expect(page.getByRole("main").getByRole("link", { name: first!.name }).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: second!.name }).first()).toBeVisible();
});
