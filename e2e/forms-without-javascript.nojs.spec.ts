import { expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { type ApiProduct, firstAddable } from "./demo-products";
import { DEMO_PASSWORD } from "./sign-in";
import { productAddButton } from "./product-steps";

// JavaScript is off (the nojs project): every change a shopper or approver makes is a plain HTML
// form the server handles, and the page they land on shows the result.

const line = (page: Page, p: ApiProduct) => page.getByRole("listitem", { name: p.name, exact: true });
const quantityOf = (page: Page, p: ApiProduct) =>
  line(page, p).getByRole("textbox", { name: `Quantity of ${p.name}`, exact: true });

function advantageOrigin(baseURL: string | undefined): string {
  return `http://advantage.localhost:${new URL(baseURL ?? "http://localhost:3100").port}`;
}

test("a cart without JavaScript: add from a product page and a tile, change a quantity, remove a line, coupons", async ({
  page,
}) => {
  const stapler = await firstAddable(page.request, "stapler");
  const pens = await firstAddable(page.request, "pens");

  // From the product page: the cart page, with the new line marked.
  await page.goto(stapler.itemUrl);
  const add = productAddButton(page);
  await expect(add).toBeEnabled();
  await page.getByRole("textbox", { name: "Quantity" }).fill("2");
  await add.click();
  await expect(page).toHaveURL(/\/cart\?cartItemIds=/);
  await expect(line(page, stapler).getByText("Just added")).toBeVisible();
  await expect(quantityOf(page, stapler)).toHaveValue("2");

  // From a search tile.
  await page.goto("/search?query=pens");
  await page.getByRole("article", { name: pens.name, exact: true }).getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart\?cartItemIds=/);
  await expect(line(page, pens).getByText("Just added")).toBeVisible();
  await expect(line(page, stapler).getByText("Just added")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (3 items)" })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);

  // A quantity typed and sent with Enter, then + and −.
  await quantityOf(page, stapler).fill("4");
  await quantityOf(page, stapler).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (5 items)" })).toBeVisible();
  await expect(quantityOf(page, stapler)).toHaveValue("4");
  await line(page, pens)
    .getByRole("button", { name: `Increase quantity of ${pens.name}` })
    .click();
  await expect(quantityOf(page, pens)).toHaveValue("2");
  await line(page, pens)
    .getByRole("button", { name: `Decrease quantity of ${pens.name}` })
    .click();
  await expect(quantityOf(page, pens)).toHaveValue("1");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (5 items)" })).toBeVisible();

  // Remove a line.
  await line(page, pens)
    .getByRole("button", { name: `Remove ${pens.name}`, exact: true })
    .click();
  await expect(line(page, pens)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (4 items)" })).toBeVisible();

  // TAKE5 needs $25 of goods: top the stapler line up when the cart is short of it.
  const needed = Math.max(4, Math.ceil(2500 / stapler.finalPriceCents));
  if (needed > 4) {
    await quantityOf(page, stapler).fill(String(needed));
    await quantityOf(page, stapler).press("Enter");
    await expect(quantityOf(page, stapler)).toHaveValue(String(needed));
  }
  const coupon = page.getByRole("textbox", { name: "Coupon code" });
  await coupon.fill("TAKE5");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your coupon has been added to the cart." })).toBeVisible();
  const applied = page.getByRole("list", { name: "Applied coupons" });
  await expect(applied.getByText("TAKE5", { exact: true })).toBeVisible();
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByRole("row", { name: /^Coupons \(\d+\)/ }).getByRole("cell")).toHaveText(/^-\$\d/);

  await page.getByRole("textbox", { name: "Coupon code" }).fill("NOSUCHCODE");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: /coupon|code/i })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Coupon code" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "Coupon code" })).toBeFocused();
  await expect(applied.getByText("TAKE5", { exact: true })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);

  await page.getByRole("button", { name: "Remove coupon TAKE5" }).click();
  await expect(page.getByRole("button", { name: "Remove coupon TAKE5" })).toHaveCount(0);
  await expect(page.getByText("TAKE5", { exact: true })).toHaveCount(0);
});

test("sign in without JavaScript: a wrong password says so, the right one returns to the page, sign out from the menu", async ({
  page,
}) => {
  await page.goto("/c/paper");
  await page.getByRole("navigation", { name: "Account, stores and cart" }).getByRole("link", { name: "Sign in" }).click();
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Email" }).fill("registered@quire.test");
  await main.getByLabel("Password", { exact: true }).fill("not-the-password-1");
  await main.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(main.getByRole("alert")).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);

  await main.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/c\/paper$/);
  const account = page.getByRole("button", { name: /^Hi, Riley\b/ });
  await expect(account).toBeVisible();

  await account.click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("navigation", { name: "Account, stores and cart" }).getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
});

test("create an account without JavaScript: missing fields are named, then the new account is signed in", async ({ page }) => {
  await page.goto("/office/supplies/create-account?jumpUrl=%2Fcart");
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "First name" }).fill("Noor");
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(main.getByRole("alert")).toBeVisible();
  await expect(main.getByRole("textbox", { name: "First name" })).toHaveValue("Noor");
  await expectNoA11yViolationsWithoutScripts(page);

  await main.getByRole("textbox", { name: "Last name" }).fill("Haddad");
  await main.getByRole("textbox", { name: "Email" }).fill(`noor.${Date.now().toString(36)}@example.com`);
  await main.getByLabel("Password", { exact: true }).fill("Staples-and-ink-42");
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("button", { name: /^Hi, Noor\b/ })).toBeVisible();
});

test("an approver approves and declines orders without JavaScript", async ({ page, baseURL }) => {
  const origin = advantageOrigin(baseURL);
  await page.goto(`${origin}/office/supplies/login?jumpUrl=%2Fapprovals`);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Email" }).fill("approver@northwind.test");
  await main.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/approvals$/);

  const orders = main.getByRole("list", { name: "Orders waiting for your approval" });
  const before = await orders.getByRole("listitem").count();
  expect(before).toBeGreaterThan(1);
  const orderNumberOf = async (index: number) =>
    ((await orders.getByRole("listitem").nth(index).getByRole("heading", { level: 2 }).textContent()) ?? "")
      .replace(/^Order\s+/, "")
      .trim();

  const approved = await orderNumberOf(0);
  const first = orders.getByRole("listitem").first();
  await first.getByRole("textbox", { name: /^Your comment on order/ }).fill("Approved without JavaScript");
  await first.getByRole("button", { name: `Approve order ${approved}` }).click();
  await expect(main.getByRole("status").filter({ hasText: `Order ${approved} approved.` })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: `Order ${approved}` })).toHaveCount(0);
  await expect(orders.getByRole("listitem")).toHaveCount(before - 1);

  const declined = await orderNumberOf(0);
  await orders
    .getByRole("listitem")
    .first()
    .getByRole("button", { name: `Decline order ${declined}` })
    .click();
  // Decline asks first (decision 040): without JavaScript the page comes back with the confirmation
  const confirm = main.getByRole("group", { name: `Decline order ${declined}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: `Decline order ${declined}` }).click();
  await expect(main.getByRole("status").filter({ hasText: `Order ${declined} declined.` })).toBeVisible();
  await expect(orders.getByRole("listitem")).toHaveCount(before - 2);
  await expectNoA11yViolationsWithoutScripts(page);
});
