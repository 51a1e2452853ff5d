import type { Browser, Locator, Page } from "@playwright/test";
import { expectNoA11yViolations } from "./accessibility";
import { advantageOrigin, emptyCart } from "./business-steps";
import {
  checkoutFromCart,
  cents,
  checkoutSummary,
  confirmationOrderNumber,
  expensiveProduct,
  money,
  ownClientAddress,
  step,
  summaryRows,
} from "./checkout-steps";
import type { ApiProduct } from "./demo-products";
import { headerRows } from "./header-steps";
import { expect, test, waitForHydration } from "./page-ready";
import { signInOnLoginPage } from "./sign-in";

// Business buying end to end: a Northwind buyer sees the account's contract prices,
// quick-orders five items from the header (one of them in a quantity that goes over the budget
// centre), reads "This order will need approval" on the cart, and checks out into approval. The
// approver watches the budget overview move: the order is held as pending against Litigation, and
// declining it releases it again (so the next run, and the other journeys, find the centre as it was).

test.use(ownClientAddress(170));

type PricedProduct = ApiProduct & { basePriceCents: number; priceMethod?: string };

const centreRow = (page: Page, name: string): Locator =>
  page
    .getByRole("main")
    .getByRole("table", { name: "Budget, spent, pending approval and available per budget centre" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });

/** Budget, spent, pending approval and available of one centre, in cents, as the overview shows them. */
async function centreFigures(page: Page, name: string) {
  const cells = await centreRow(page, name).getByRole("cell").allTextContents();
  const [budget, spent, pending, available] = cells.map((c) => Math.round(Number(c.replace(/[^0-9.-]/g, "")) * 100));
  return { budget: budget!, spent: spent!, pending: pending!, available: available! };
}

async function signedInApprover(browser: Browser, page: Page, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize(), ...ownClientAddress(171) });
  const approver = await context.newPage();
  await signInOnLoginPage(approver, "approver@northwind.test", "Morgan", advantageOrigin(baseURL));
  await approver.goto(`${advantageOrigin(baseURL)}/cc/mmx/budget-overview`);
  await expect(approver.getByRole("heading", { level: 1, name: "Budget overview" })).toBeVisible();
  return approver;
}

test("a buyer quick-orders at contract prices into approval; the approver sees the budget overview move", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = advantageOrigin(baseURL);

  // the approver's view of the budgets before the buyer orders
  const approver = await signedInApprover(browser, page, baseURL);
  const before = await centreFigures(approver, "Litigation");
  expect(before.available).toBe(before.budget - before.spent - before.pending);

  await signInOnLoginPage(page, "buyer@northwind.test", "Pat", origin);
  await emptyCart(page);
  await page.reload();

  // four paper items on Northwind's contract, and an expensive item in a quantity past what Litigation has left
  const paper: PricedProduct[] = await page.evaluate(async () => {
    const res = await fetch("/api/search?category=paper&onContract=1&size=48");
    return ((await res.json()) as { items: PricedProduct[] }).items;
  });
  const onContract = paper
    .filter(
      (p) =>
        p.status === "PUBLISHED" &&
        p.stockStatus === "IN_STOCK" &&
        p.actionLabel === "Add to cart" &&
        !p.isFreeSample &&
        p.quantityLimit === null &&
        p.priceMethod === "CONTRACT" &&
        p.finalPriceCents < p.basePriceCents,
    )
    .slice(0, 4);
  expect(onContract).toHaveLength(4);
  const big = await expensiveProduct(page, "technology");
  const bigQty = Math.max(1, Math.floor(before.available / big.finalPriceCents) + 1);
  expect(bigQty).toBeLessThanOrEqual(Math.min(big.onlineQty, 999));

  // the contract price on the product page: the list price struck beside it
  const first = onContract[0]!;
  await page.goto(`${origin}${first.itemUrl}`);
  const productMain = page.getByRole("main");
  await expect(productMain.getByText(money(first.finalPriceCents), { exact: true }).first()).toBeVisible();
  await expect(productMain.getByText(`was ${money(first.basePriceCents)}`).first()).toBeVisible();
  await expect(productMain.getByText("Contract price", { exact: true }).first()).toBeVisible();

  // Quick order from the header: five lines, added in one go
  const link = (await headerRows(page))
    .getByRole("navigation", { name: "Quick links" })
    .getByRole("link", { name: "Quick order" });
  await link.click();
  const drawer = page.getByRole("dialog", { name: "Quick order" });
  await expect(drawer).toBeVisible();
  const lines = [...onContract.map((p) => `${p.itemId}, 1`), `${big.itemId}, ${bigQty}`];
  await drawer.getByRole("textbox", { name: "Item numbers and quantities" }).fill(lines.join("\n"));
  await drawer.getByRole("button", { name: "Add to cart" }).click();
  await expect(drawer.getByRole("status")).toContainText(`Added 5 items (${4 + bigQty} units) to your cart.`);
  await expectNoA11yViolations(page);
  const cartHref =
    (await drawer
      .getByRole("status")
      .getByRole("link", { name: /^View cart/ })
      .getAttribute("href")) ?? "";
  await page.keyboard.press("Escape");

  // the cart: contract prices, the budget centre, and the meter's warning
  await page.goto(`${origin}${cartHref}`);
  await page.waitForURL((url) => url.pathname === "/cc/mmx/cart");
  const cartMain = page.getByRole("main");
  for (const p of onContract) {
    const line = cartMain.getByRole("listitem", { name: p.name, exact: true });
    await expect(line.getByText(money(p.finalPriceCents)).first()).toBeVisible();
  }
  const budget = cartMain.getByRole("region", { name: "Budget" });
  await expect(budget).toContainText("Litigation");
  await expect(budget.getByText("This order will need approval")).toBeVisible();
  await expectNoA11yViolations(page);

  // checkout on account, into approval
  await checkoutFromCart(page);
  const purchaseOrder = `PO-${Date.now().toString().slice(-6)}`;
  const payment = step(page, "Payment");
  await payment.getByRole("radio", { name: "Pay on account" }).check();
  await payment.getByRole("textbox", { name: "Purchase order number" }).fill(purchaseOrder);
  await payment.getByRole("button", { name: "Use this payment" }).click();
  await expect(payment.getByRole("link", { name: "Change payment" })).toBeVisible();
  const summary = checkoutSummary(page);
  await expect(summary.getByText("This order will be sent for approval", { exact: true })).toBeVisible();
  const total = cents((await summaryRows(summary.getByRole("table"))).get("Order total") ?? "missing");
  await summary.getByRole("button", { name: "Submit for approval" }).click();
  await page.waitForURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Your order was sent for approval" })).toBeVisible();
  const orderNumber = await confirmationOrderNumber(page);

  // the approver's overview: the order is pending against Litigation
  await approver.reload();
  const pending = await centreFigures(approver, "Litigation");
  expect(pending.pending).toBe(before.pending + total);
  expect(pending.available).toBe(before.available - total);
  await expectNoA11yViolations(approver);

  // declined, it is released again
  await approver.goto(`${origin}/approvals`);
  await waitForHydration(approver);
  const order = approver
    .getByRole("list", { name: "Orders waiting for your approval" })
    .getByRole("listitem")
    .filter({ has: approver.getByRole("heading", { level: 2, name: `Order ${orderNumber}`, exact: true }) });
  await order.getByRole("button", { name: `Decline order ${orderNumber}` }).click();
  const confirm = approver.getByRole("group", { name: `Decline order ${orderNumber}?` });
  await confirm.getByRole("textbox", { name: "Reason for declining (optional)" }).fill("Too much technology this year");
  await confirm.getByRole("button", { name: `Decline order ${orderNumber}` }).click();
  await expect(approver.getByRole("status").filter({ hasText: `Order ${orderNumber} declined.` })).toBeVisible();
  await approver.goto(`${origin}/cc/mmx/budget-overview`);
  const after = await centreFigures(approver, "Litigation");
  expect(after.pending).toBe(before.pending);
  expect(after.available).toBe(before.available);
  await approver.context().close();
});
