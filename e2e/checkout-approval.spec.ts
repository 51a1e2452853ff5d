import { expect, test, waitForHydration } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import {
  addressLines,
  checkoutFromCart,
  cents,
  checkoutSummary,
  confirmationOrderNumber,
  expensiveProduct,
  money,
  step,
  sumOfLines,
  summaryRows,
} from "./checkout-steps";
import { signInOnLoginPage } from "./sign-in";
import { productAddButton } from "./product-steps";

// A Northwind buyer orders more than the budget centre has left (the balance the header shows),
// paying on account with a purchase order number: the review says the order will be sent for
// approval, the confirmation says it was, and the order waits. The approver approves it on the
// approvals page; the buyer's order page then shows it placed.

function advantageOrigin(baseURL: string | undefined): string {
  return `http://advantage.localhost:${new URL(baseURL ?? "http://localhost:3100").port}`;
}

/** Northwind's second ship-to location, addressed to the buyer. */
const NATICK = {
  firstName: "Pat",
  lastName: "Kowalski",
  company: "Northwind Legal LLP - Natick",
  address1: "9 Erie Dr, Suite 300",
  city: "Natick",
  state: "MA",
  zipCode: "01760",
};

test("an order over the budget centre's balance waits for approval; the approver approves it and it is placed", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = advantageOrigin(baseURL);
  await signInOnLoginPage(page, "buyer@northwind.test", "Pat", origin);

  // What the budget centre has left, as the header shows it, and enough of an expensive product to go over it.
  const available = page
    .getByRole("region", { name: "Business account" })
    .getByRole("definition")
    .filter({ hasText: /^Litigation · -?\$[\d,]+\.\d{2} available$/ });
  await expect(available).toBeVisible();
  const balanceText = /(-?\$[\d,]+\.\d{2})/.exec((await available.textContent()) ?? "")?.[1] ?? "";
  const balance = cents(balanceText);
  const product = await expensiveProduct(page, "technology");
  const qty = Math.max(1, Math.floor(balance / product.finalPriceCents) + 1);
  expect(qty).toBeLessThanOrEqual(Math.min(product.onlineQty, 999));

  await page.goto(`${origin}${product.itemUrl}`);
  await page.getByRole("textbox", { name: "Quantity" }).fill(String(qty));
  await productAddButton(page).click();
  // The business site goes to its cart page after an add.
  await page.waitForURL((url) => url.pathname === "/cc/mmx/cart");
  const line = page.getByRole("listitem", { name: product.name, exact: true });
  await expect(line.getByRole("textbox", { name: `Quantity of ${product.name}`, exact: true })).toHaveValue(String(qty));

  await checkoutFromCart(page);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  // The buyer starts with delivery to the account's first location (the header's ship-to), and
  // changes it to the account's other location.
  const shipping = step(page, "Shipping address");
  await expect(shipping).toContainText("Northwind Legal LLP - Boston");
  await shipping.getByRole("link", { name: "Change shipping address" }).click();
  await step(page, "Shipping address")
    .getByRole("radio", { name: /Northwind Legal LLP - Natick/ })
    .check();
  await step(page, "Shipping address").getByRole("button", { name: "Ship to this address" }).click();
  await expect(step(page, "Shipping address").getByRole("link", { name: "Change shipping address" })).toBeVisible();
  for (const line of addressLines(NATICK)) await expect(step(page, "Shipping address")).toContainText(line);

  const purchaseOrder = `PO-${Date.now().toString().slice(-6)}`;
  const payment = step(page, "Payment");
  await payment.getByRole("radio", { name: "Pay on account" }).check();
  await payment.getByRole("textbox", { name: "Purchase order number" }).fill(purchaseOrder);
  await payment.getByRole("button", { name: "Use this payment" }).click();
  await expect(payment.getByRole("link", { name: "Change payment" })).toBeVisible();
  await expect(payment).toContainText("Pay on account");
  await expect(payment).toContainText(`Purchase order ${purchaseOrder}`);

  // The review: the line, the totals, and that the order goes to an approver.
  const price = money(product.finalPriceCents);
  const reviewLine = step(page, "Review your order").getByRole("list", { name: "Items in your order" }).getByRole("listitem");
  await expect(reviewLine.filter({ hasText: product.name })).toContainText(`Qty ${qty} · ${price} each`);
  const summary = checkoutSummary(page);
  const rows = await summaryRows(summary.getByRole("table"));
  const total = rows.get("Order total") ?? "missing";
  expect(cents(total)).toBe(sumOfLines(rows));
  expect(cents(total)).toBeGreaterThan(balance);
  await expect(summary.getByRole("term")).toHaveText(["Ship to", "Pay with", "Budget centre", "Available balance"]);
  await expect(summary.getByRole("definition")).toHaveText([
    addressLines(NATICK).join(", "),
    `Account, purchase order ${purchaseOrder}`,
    "Litigation",
    balanceText,
  ]);
  await expect(summary.getByText("This order will be sent for approval", { exact: true })).toBeVisible();
  await expect(summary.getByText("It is over your budget centre's available balance.", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  // the order waits for an approver: its button says it is submitted, not placed
  await expect(summary.getByRole("button", { name: "Place order" })).toHaveCount(0);
  await summary.getByRole("button", { name: "Submit for approval" }).click();
  await page.waitForURL(/\/checkout\/confirmation\/\d+$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Your order was sent for approval" })).toBeVisible();
  await expect(
    main.getByText("An approver on your account will review it. We'll email you when it is approved or declined."),
  ).toBeVisible();
  const orderNumber = await confirmationOrderNumber(page);
  await expect(main.getByRole("region", { name: "Payment" })).toContainText(`Purchase order ${purchaseOrder}`);
  await expectNoA11yViolations(page);

  await main.getByRole("link", { name: "View order details" }).click();
  await page.waitForURL((url) => url.pathname === `/cc/mmx/orders/${orderNumber}`);
  await expect(main.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(main.getByRole("definition").first()).toHaveText("Waiting for approval");
  await expectNoA11yViolations(page);

  // The approver, in a browser of their own.
  const approverContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  try {
    const approver = await approverContext.newPage();
    await approver.goto(`${origin}/office/supplies/login?jumpUrl=%2Fapprovals`);
    await waitForHydration(approver);
    const approverMain = approver.getByRole("main");
    await approverMain.getByRole("textbox", { name: "Email" }).fill("approver@northwind.test");
    await approverMain.getByLabel("Password", { exact: true }).fill("Quire-demo-1");
    await approverMain.getByRole("button", { name: "Sign in", exact: true }).click();
    await approver.waitForURL((url) => url.pathname === "/approvals");
    await waitForHydration(approver);
    await expect(approverMain.getByRole("heading", { level: 1, name: "Order approvals" })).toBeVisible();
    const order = approverMain
      .getByRole("list", { name: "Orders waiting for your approval" })
      .getByRole("listitem")
      .filter({ has: approver.getByRole("heading", { level: 2, name: `Order ${orderNumber}`, exact: true }) });
    await expect(order).toHaveCount(1);
    await expect(order.getByRole("term")).toHaveText(["Submitted by", "Date", "Total", "Comments"]);
    await expect(order.getByRole("definition").nth(0)).toHaveText("Pat Kowalski");
    await expect(order.getByRole("definition").nth(2)).toHaveText(total);
    await expectNoA11yViolations(approver);
    await order.getByRole("button", { name: `Approve order ${orderNumber}` }).click();
    await expect(approverMain.getByRole("status").filter({ hasText: `Order ${orderNumber} approved.` })).toBeVisible();
    await expect(approverMain.getByRole("heading", { level: 2, name: `Order ${orderNumber}`, exact: true })).toHaveCount(0);
  } finally {
    await approverContext.close();
  }

  // The buyer's order page: placed.
  await page.reload();
  await expect(main.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(main.getByRole("definition").first()).toHaveText("Order placed");
  await expect(main.getByRole("region", { name: "Order summary" }).getByRole("row", { name: /^Order total/ })).toContainText(
    total,
  );
  // Approved, it is spent from the budget centre (which may go below zero: the approver chose to overspend).
  await expect(available).toHaveText(`Litigation · ${money(balance - cents(total))} available`);
});
