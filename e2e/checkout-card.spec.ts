import type { Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import {
  addAndViewCart,
  addressLines,
  CARDS,
  cardFrame,
  checkoutFromCart,
  cents,
  checkoutSummary,
  chooseShipping,
  openAccount,
  enterCard,
  enterShippingAddress,
  futureExpiry,
  limitedStockProduct,
  money,
  type NewAddress,
  placeOrder,
  step,
  sumOfLines,
  summaryRows,
  usePayment,
} from "./checkout-steps";
import { accountButton } from "./sign-in";

// A new shopper buys a product with a new card: ships to a new address, types the card into the
// gateway's framed form, reviews, places the order and sees the confirmation; the order history
// then lists the order, its page shows the lines, total, address and card, and the product page
// shows one fewer left. At the large width, and again on a phone.

const ADDRESS: NewAddress = {
  firstName: "Noor",
  lastName: "Haddad",
  address1: "12 Elm St",
  address2: "Apt 3",
  city: "Natick",
  state: "MA",
  zipCode: "01760",
  phone: "5085550123",
};

const LIMITED = /^Limited stock: only (\d+) left$/;

/** What the product page says is left: "Limited stock: only N left", or out of stock once none is. */
function stockAfter(left: number): string {
  return left > 0 ? `Limited stock: only ${left} left` : "We're sorry, this item is out of stock.";
}

/**
 * The whole journey. `a11y`: axe on every page it passes ("every page"), or, on a phone, where the
 * layout differs most from the large width: the review with the summary below the steps.
 */
async function buyWithNewCard(page: Page, productIndex: number, a11y: "every page" | "review") {
  const checkEveryPage = async () => {
    if (a11y === "every page") await expectNoA11yViolations(page);
  };
  const product = await limitedStockProduct(page.request, productIndex);
  const price = money(product.finalPriceCents);
  await openAccount(page, ADDRESS.firstName, ADDRESS.lastName, product.itemUrl);
  await expect(page.getByRole("heading", { level: 1, name: product.name, exact: true })).toBeVisible();
  const stock = page.getByText(LIMITED);
  await expect(stock).toBeVisible();
  const left = Number(LIMITED.exec(((await stock.textContent()) ?? "").trim())?.[1]);

  await addAndViewCart(page, product, 1);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();
  await checkoutFromCart(page);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(checkoutSummary(page).getByText("Complete each step to place your order.")).toBeVisible();
  await checkEveryPage();

  await chooseShipping(page);
  await enterShippingAddress(page, ADDRESS);

  // The card is typed in the gateway's own page, framed; the store only hears brand, last four and expiry.
  const expiry = futureExpiry();
  await expect(cardFrame(page).getByRole("button", { name: "Use this card" })).toBeVisible();
  await checkEveryPage();
  const card = await enterCard(page, CARDS.visa.number, expiry.typed, "123");
  await expect(card).toContainText(`Visa ending in 1111, expires ${expiry.shown}`);
  await usePayment(page);
  const payment = step(page, "Payment");
  await expect(payment).toContainText("Visa ending in 1111");
  await expect(payment).toContainText(`Expires ${expiry.shown}`);
  await expect(page.getByRole("textbox", { name: "Card number" })).toHaveCount(0);

  // The review: the line, the summary's every row adding up, where it goes and how it is paid.
  const review = step(page, "Review your order");
  const line = review.getByRole("list", { name: "Items in your order" }).getByRole("listitem");
  await expect(line).toHaveCount(1);
  await expect(line.getByRole("link", { name: product.name, exact: true })).toBeVisible();
  await expect(line).toContainText(`Qty 1 · ${price} each`);
  await expect(line).toContainText(`Line total ${price}`);
  const summary = checkoutSummary(page);
  const rows = await summaryRows(summary.getByRole("table"));
  expect(rows.get("Subtotal (1 item)")).toBe(price);
  expect(rows.has("Shipping")).toBe(true);
  expect(rows.has("Estimated tax")).toBe(true);
  const total = rows.get("Order total") ?? "missing";
  expect(cents(total)).toBe(sumOfLines(rows));
  await expect(summary.getByRole("term")).toHaveText(["Ship to", "Pay with"]);
  await expect(summary.getByRole("definition")).toHaveText([addressLines(ADDRESS).join(", "), "Visa ending in 1111"]);
  await expectNoA11yViolations(page);

  const orderNumber = await placeOrder(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(main.getByText("We'll email you when your order ships.")).toBeVisible();
  await expect(main.getByRole("region", { name: "Items" }).getByRole("link", { name: product.name, exact: true })).toBeVisible();
  await expect(main.getByRole("region", { name: "Order summary" }).getByRole("row", { name: /^Order total/ })).toContainText(
    total,
  );
  await expect(main.getByRole("region", { name: "Payment" })).toContainText("Visa ending in 1111");
  await expect(page.getByRole("button", { name: "Cart, 0 items", exact: true })).toBeVisible();
  await checkEveryPage();

  // The order history, from the account menu.
  await accountButton(page, ADDRESS.firstName).click();
  await page.getByRole("link", { name: "Order history" }).click();
  await page.waitForURL((url) => url.pathname === "/account/orders");
  await expect(main.getByRole("heading", { level: 1, name: "Your orders" })).toBeVisible();
  await expect(main.getByText("1 order", { exact: true })).toBeVisible();
  const orders = main.getByRole("table", { name: "Your orders" });
  const row = orders.getByRole("row").filter({ has: page.getByRole("rowheader", { name: orderNumber }) });
  await expect(row.getByRole("cell")).toHaveText([/^[A-Z][a-z]+ \d{1,2}, \d{4}$/, "Order placed", "1", total]);
  await checkEveryPage();

  await row.getByRole("link", { name: orderNumber }).click();
  await page.waitForURL((url) => url.pathname === `/account/orders/${orderNumber}`);
  await expect(main.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(main.getByRole("definition").first()).toHaveText("Order placed");
  const ordered = main.getByRole("region", { name: "Items" }).getByRole("listitem");
  await expect(ordered).toHaveCount(1);
  await expect(ordered.getByRole("link", { name: product.name, exact: true })).toBeVisible();
  await expect(ordered).toContainText(`Item ${product.itemId} · Qty 1 · ${price} each`);
  await expect(ordered).toContainText(`Line total ${price}`);
  const totals = await summaryRows(main.getByRole("region", { name: "Order summary" }).getByRole("table"));
  expect(totals.get("Subtotal (1 item)")).toBe(price);
  expect(totals.get("Shipping")).toBe(rows.get("Shipping"));
  expect(totals.get("Tax")).toBe(rows.get("Estimated tax"));
  expect(totals.get("Order total")).toBe(total);
  const delivery = main.getByRole("region", { name: "Delivery" });
  for (const text of ["Ship to", ...addressLines(ADDRESS)]) await expect(delivery.getByText(text, { exact: true })).toBeVisible();
  await expect(main.getByRole("region", { name: "Payment" }).getByText("Visa ending in 1111", { exact: true })).toBeVisible();
  await checkEveryPage();

  // One fewer left, as the product page says.
  await page.goto(product.itemUrl);
  await expect(page.getByText(stockAfter(left - 1), { exact: true })).toBeVisible();
}

test("a new shopper pays with a new card and finds the order in the order history", async ({ page }) => {
  await buyWithNewCard(page, 0, "every page");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("a new shopper pays with a new card and finds the order in the order history (xs)", async ({ page }) => {
    await buyWithNewCard(page, 1, "review");
  });
});
