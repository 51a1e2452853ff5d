import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { type ApiProduct, firstAddable, limitedProduct } from "./demo-products";
import { productAddButton, productBuyBox } from "./product-steps";

// A shopper fills a cart: search, add two products, add one sold in limited quantities, then on
// the cart page change a quantity past the limit, remove a line, use coupons and check the sums.

function cents(text: string): number {
  const t = text.trim();
  if (t === "FREE") return 0;
  const m = /^(-)?\$([\d,]+)\.(\d{2})$/.exec(t);
  if (!m) throw new Error(`not an amount: "${t}"`);
  const value = Number(m[2]!.replace(/,/g, "")) * 100 + Number(m[3]);
  return m[1] ? -value : value;
}

/** The summary table as label -> amount text. */
async function summaryRows(summary: Locator): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  for (const row of await summary.getByRole("row").all()) {
    const label = ((await row.getByRole("rowheader").textContent()) ?? "").trim();
    const amount = ((await row.getByRole("cell").textContent()) ?? "").trim();
    rows.set(label, amount);
  }
  return rows;
}

function amountOf(rows: Map<string, string>, label: RegExp): number | null {
  for (const [k, v] of rows) if (label.test(k)) return cents(v);
  return null;
}

async function searchAndOpen(page: Page, query: string, product: ApiProduct) {
  const search = page.getByRole("combobox", { name: "Search products" });
  await search.fill(query);
  await search.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Results for "${query}"` })).toBeVisible();
  await page
    .getByRole("article", { name: product.name, exact: true })
    .getByRole("link", { name: product.name, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: product.name, exact: true })).toBeVisible();
}

async function addFromProductPage(page: Page, qty: number) {
  const quantity = page.getByRole("textbox", { name: "Quantity" });
  await quantity.fill(String(qty));
  await productAddButton(page).click();
  return page
    .getByRole("dialog", { name: "Added to cart" })
    .getByRole("status")
    .filter({ hasText: /to your cart\.|already in your cart/ });
}

/** Closes the add-to-cart overlay so the page behind it (and its header) can be read again. */
async function continueShopping(page: Page) {
  await page.getByRole("button", { name: "Continue shopping" }).click();
  await expect(page.getByRole("dialog", { name: "Added to cart" })).toBeHidden();
}

test("fill a cart, hit a quantity limit, remove a line and use coupons", { tag: "@responsive" }, async ({ page }) => {
  const first = await firstAddable(page.request, "stapler");
  const second = await firstAddable(page.request, "pens");
  const limited = await limitedProduct(page.request);
  const cartLink = (n: number) => page.getByRole("button", { name: `Cart, ${n} ${n === 1 ? "item" : "items"}`, exact: true });

  await page.goto("/");
  await expect(cartLink(0)).toBeVisible();

  await searchAndOpen(page, "stapler", first);
  await expect(await addFromProductPage(page, 2)).toContainText("Added 2 to your cart.");
  await continueShopping(page);
  await expect(cartLink(2)).toBeVisible();

  await searchAndOpen(page, "pens", second);
  await expect(await addFromProductPage(page, 1)).toContainText("Added 1 to your cart.");
  await continueShopping(page);
  await expect(cartLink(3)).toBeVisible();

  await page.goto(limited.itemUrl);
  await expect(page.getByText(`Limit ${limited.quantityLimit} per order`)).toBeVisible();
  await expect(await addFromProductPage(page, 1)).toContainText("Added 1 to your cart.");
  await page.getByRole("link", { name: "View cart" }).click();
  await expect(cartLink(4)).toBeVisible();

  await expect(page.getByRole("heading", { level: 1, name: "Your cart (4 items)" })).toBeVisible();
  const line = (p: ApiProduct) => page.getByRole("listitem", { name: p.name, exact: true });
  for (const p of [first, second, limited]) await expect(line(p)).toBeVisible();
  await expect(line(limited).getByText("Just added")).toBeVisible();

  // Past the limit: the server keeps the limit and says why, and the cart asks for attention.
  const limitedQty = line(limited).getByRole("textbox", { name: `Quantity of ${limited.name}`, exact: true });
  await limitedQty.fill(String(limited.quantityLimit + 1));
  await limitedQty.press("Enter");
  await expect(line(limited)).toContainText(`sold in limited quantities. You can order a maximum of ${limited.quantityLimit}`);
  await expect(limitedQty).toHaveValue(String(limited.quantityLimit));
  await expect(
    page.getByText("Item(s) in your cart requires attention. Please review before proceeding to checkout."),
  ).toBeVisible();
  await expect(cartLink(3 + limited.quantityLimit)).toBeVisible();

  // A removed line stays, greyed, then goes (spec: purged 5 seconds after the delete).
  await line(second)
    .getByRole("button", { name: `Remove ${second.name}`, exact: true })
    .click();
  await expect(line(second)).toContainText("Removed");
  await expect(line(second)).toBeHidden({ timeout: 10_000 });
  await expect(cartLink(2 + limited.quantityLimit)).toBeVisible();

  const summary = page.getByRole("region", { name: "Order summary" });
  const subtotalRow = summary.getByRole("row", { name: /^Subtotal \(/ });
  await expect(subtotalRow).toContainText(`(${2 + limited.quantityLimit} items)`);

  // TAKE5 needs $25 of goods: top the stapler line up if the cart is short of it.
  let subtotal = cents((await subtotalRow.getByRole("cell").textContent()) ?? "");
  if (subtotal < 2500) {
    const extra = Math.ceil((2500 - subtotal) / first.finalPriceCents);
    const firstQty = line(first).getByRole("textbox", { name: `Quantity of ${first.name}`, exact: true });
    await firstQty.fill(String(2 + extra));
    await firstQty.press("Enter");
    await expect(subtotalRow).toContainText(`(${2 + extra + limited.quantityLimit} items)`);
    subtotal = cents((await subtotalRow.getByRole("cell").textContent()) ?? "");
  }
  expect(subtotal).toBeGreaterThanOrEqual(2500);

  const coupon = page.getByRole("textbox", { name: "Coupon code" });
  await coupon.fill("TAKE5");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your coupon has been added to the cart." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Applied coupons" }).getByText("TAKE5", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove coupon TAKE5" })).toBeVisible();
  const couponsRow = summary.getByRole("row", { name: /^Coupons \(\d+\)/ });
  await expect(couponsRow.getByRole("cell")).toHaveText(/^-\$\d[\d,]*\.\d{2}$/);

  await coupon.fill("EXPIRED5");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: /expired/i })).toBeVisible();
  await expect(coupon).toHaveAttribute("aria-invalid", "true");

  // The total is what the lines above it add up to.
  const rows = await summaryRows(summary);
  const coupons = amountOf(rows, /^Coupons/) ?? 0;
  expect(coupons).toBeLessThan(0);
  const expected =
    (amountOf(rows, /^Subtotal/) ?? NaN) +
    coupons +
    (amountOf(rows, /^Shipping$/) ?? 0) +
    (amountOf(rows, /^Handling$/) ?? 0) +
    (amountOf(rows, /^Estimated tax$/) ?? 0);
  expect(amountOf(rows, /^Total$/)).toBe(expected);

  const count = Number(/\((\d+) items?\)/.exec([...rows.keys()].find((k) => k.startsWith("Subtotal")) ?? "")?.[1]);
  await expect(cartLink(count)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Your cart (${count} items)` })).toBeVisible();
  await expectNoA11yViolations(page);

  // Checkout needs sign-in: a guest gets the sign-in drawer first.
  await page.getByRole("link", { name: "Checkout", exact: true }).click();
  const signIn = page.getByRole("dialog", { name: "Sign in to check out" });
  await expect(signIn).toBeVisible();
  await expectNoA11yViolations(page);
  await expect(signIn.getByRole("link", { name: "Create an account" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(signIn).toBeHidden();
  // A guest who goes to checkout anyway is asked to sign in and comes back to it.
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page).toHaveURL(/jumpUrl=%2Fcheckout/);
});

test("a double click adds once, and an empty cart says so", async ({ page, baseURL }) => {
  await page.goto("/cart?viewcart=true");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue shopping" })).toBeVisible();
  await expectNoA11yViolations(page);

  const product = await firstAddable(page.request, "paper");
  // Hold the add until both clicks are in, so the second click lands while the first is in flight.
  let adds = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // the add's form, posted by a fetcher to the cart route's action (single fetch: the path with ".data")
  await page.route("**/cart.data", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    adds++;
    await held;
    await route.continue();
  });
  await page.goto(product.itemUrl);
  const add = productBuyBox(page).getByRole("button", { name: /^(Add to cart|Adding…)$/ });
  await add.dblclick();
  await expect(add).toHaveText("Adding…");
  await expect(add).toHaveAttribute("aria-disabled", "true");
  release();
  await expect(page.getByRole("status").filter({ hasText: "Added 1 to your cart." })).toBeVisible();
  await continueShopping(page);
  await expect(page.getByRole("button", { name: "Cart, 1 item", exact: true })).toBeVisible();
  await expect(add).toHaveText("Add to cart");
  expect(adds).toBe(1);
  await expectNoA11yViolations(page);

  // The business site has its own cart path (and its own cart: the cookie is per host).
  const url = new URL(baseURL ?? "http://localhost:3100");
  await page.goto(`http://advantage.localhost:${url.port}/cc/mmx/cart?viewcart=true`);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
});
