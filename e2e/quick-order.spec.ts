import { expectNoA11yViolations } from "./accessibility";
import { advantageOrigin, emptyCart } from "./business-steps";
import { addableProducts } from "./demo-products";
import { headerRows } from "./header-steps";
import { expect, test } from "./page-ready";
import { signInOnLoginPage } from "./sign-in";

// Quick order (decision 043): a Northwind buyer opens Quick order from the advantage
// header, pastes five items (one of them by Northwind's own number, one item number wrong), checks
// them, reads the bad line's message, fixes it, adds all five in one go and finds them in the cart.

test("a buyer quick-orders five items from the header, fixing the one that was wrong", async ({ page, baseURL }) => {
  const origin = advantageOrigin(baseURL);
  const [first, second, third, fourth] = await addableProducts(page.request, "paper", 4);
  await signInOnLoginPage(page, "buyer@northwind.test", "Pat", origin);
  await emptyCart(page);
  await page.reload();

  const link = (await headerRows(page))
    .getByRole("navigation", { name: "Quick links" })
    .getByRole("link", { name: "Quick order" });
  await link.click();
  const drawer = page.getByRole("dialog", { name: "Quick order" });
  await expect(drawer).toBeVisible();
  const text = drawer.getByRole("textbox", { name: "Item numbers and quantities" });
  await expect(text).toBeFocused();

  // four item numbers and Northwind's own number for a ream of paper; the last number is mistyped
  await text.fill(
    [`${first!.itemId}, 2`, `${second!.itemId}\t1`, "NW-PAPER-01, 3", `${third!.itemId} 1`, "99999999, 1"].join("\n"),
  );
  await drawer.getByRole("button", { name: "Check items" }).click();
  const answer = drawer.getByRole("alert");
  await expect(answer).toContainText("4 items are ready to add. 1 line needs fixing.");
  await expect(answer.getByRole("listitem").filter({ hasText: "Line 5:" })).toContainText(
    `We couldn't find item "99999999". Check the item number or your own number for it.`,
  );
  await expect(answer.getByRole("listitem").filter({ hasText: "Line 3:" })).toContainText("your number NW-PAPER-01");
  await expectNoA11yViolations(page);

  // the buyer fixes the fifth line and adds all five
  const fixed = (await text.inputValue()).replace("99999999, 1", `${fourth!.itemId}, 4`);
  await text.fill(fixed);
  await drawer.getByRole("button", { name: "Add to cart" }).click();
  const done = drawer.getByRole("status");
  await expect(done).toContainText("Added 5 items (11 units) to your cart.");
  const cartLink = done.getByRole("link", { name: "View cart (11 items)" });
  const cartHref = (await cartLink.getAttribute("href")) ?? "";
  expect(cartHref).toMatch(/^\/cc\/mmx\/cart\?cartItemIds=/);
  await expectNoA11yViolations(page);

  // Escape closes the drawer; the header's cart count has followed the add
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("banner").getByRole("button", { name: "Cart, 11 items", exact: true })).toBeVisible();

  await page.goto(`${origin}${cartHref}`);
  await page.waitForURL((url) => url.pathname === "/cc/mmx/cart");
  for (const product of [first!, second!, third!, fourth!]) {
    await expect(page.getByRole("main").getByRole("link", { name: product.name }).first()).toBeVisible();
  }
  await expect(page.getByRole("main").getByText(/Just added/)).toHaveCount(5);
});
