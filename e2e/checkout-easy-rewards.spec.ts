import type { Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import {
  addAndViewCart,
  CARDS,
  checkoutFromCart,
  cents,
  checkoutSummary,
  chooseShipping,
  enterCard,
  enterShippingAddress,
  futureExpiry,
  money,
  placeOrder,
  step,
  summaryRows,
  usePayment,
} from "./checkout-steps";
import { firstAddable, productWithPlans } from "./demo-products";
import { headerRows } from "./header-steps";
import { signInByApi } from "./sign-in";

// A rewards member (Premier, 48,250 points; on a phone Base, 3,120) redeems Easy Rewards: the cart says which items points
// cannot pay for (a protection plan, added with its item) and what the member has; at checkout $10 of points is applied, the rest paid by
// card; the order lists the rewards and the points it earned, and the header's points follow.

interface Member {
  email: string;
  firstName: string;
  lastName: string;
  points: number;
}
const PREMIER: Member = { email: "rewards.premier@quire.test", firstName: "Avery", lastName: "Chen", points: 48_250 };
const BASE: Member = { email: "rewards.base@quire.test", firstName: "Jordan", lastName: "Hayes", points: 3_120 };
const NOT_ELIGIBLE = "This item is not eligible for Easy Rewards points redemption.";

async function redeemTenDollars(page: Page, member: Member) {
  const pointsText = member.points.toLocaleString("en-US");
  const dollars = money(Math.floor(member.points / 100) * 100);
  const binder = await firstAddable(page.request, "binder");
  // a protection plan (points cannot pay for it) comes with the item it covers
  const covered = await productWithPlans(page.request);
  const plan = covered.warrantyPlans[0]!;
  await signInByApi(page, member.email, member.firstName);
  await expect((await headerRows(page)).getByRole("link", { name: new RegExp(`^Rewards: ${pointsText} points`) })).toBeVisible();

  await page.goto(covered.itemUrl);
  await page.getByRole("button", { name: "Add with protection plan" }).click();
  await expect(page.getByRole("listitem", { name: plan.name, exact: true })).toBeVisible();
  await page.goto(binder.itemUrl);
  await addAndViewCart(page, binder, 1);

  const planLine = page.getByRole("listitem", { name: plan.name, exact: true });
  await expect(planLine).toContainText(NOT_ELIGIBLE);
  await expect(page.getByRole("listitem", { name: binder.name, exact: true })).not.toContainText(NOT_ELIGIBLE);
  const cartSummary = page.getByRole("region", { name: "Order summary" });
  await expect(cartSummary.getByRole("row", { name: /^Easy Rewards available/ })).toContainText(dollars);
  await expect(cartSummary).toContainText(/This order earns [\d,]+ Easy Rewards points\./);

  await checkoutFromCart(page);
  await chooseShipping(page);
  await enterShippingAddress(page, {
    firstName: member.firstName,
    lastName: member.lastName,
    address1: "3 Central St",
    city: "Natick",
    state: "MA",
    zipCode: "01760",
    phone: "5085550166",
  });

  const rewards = step(page, "Payment").getByRole("region", { name: "Easy Rewards" });
  await expect(rewards).toContainText(`You have ${dollars} in rewards (${pointsText} points).`);
  await rewards.getByRole("combobox", { name: "Rewards to use" }).selectOption({ label: "$10.00" });
  await rewards.getByRole("button", { name: "Apply rewards" }).click();
  await expect(rewards.getByText("Easy Rewards applied")).toBeVisible();
  const rows = await summaryRows(checkoutSummary(page).getByRole("table"));
  const total = cents(rows.get("Order total") ?? "");
  expect(rows.get("Easy Rewards")).toBe("-$10.00");
  expect(rows.get("Balance to pay")).toBe(money(total - 1_000));
  await expectNoA11yViolations(page);

  const entered = await enterCard(page, CARDS.visa.number, futureExpiry().typed, "123");
  await expect(entered).toContainText("Visa ending in 1111");
  await usePayment(page);
  await placeOrder(page);

  const paid = page.getByRole("region", { name: "Payment" });
  await expect(paid.getByRole("row", { name: /^Easy Rewards/ })).toContainText("$10.00");
  await expect(paid.getByRole("row", { name: /Visa ending in 1111/ })).toContainText(money(total - 1_000));
  const earnedText = (await paid.getByText(/^This order earned [\d,]+ Easy Rewards points\.$/).textContent()) ?? "";
  const earned = Number(/earned ([\d,]+)/.exec(earnedText)?.[1]?.replace(/,/g, ""));
  expect(earned).toBeGreaterThan(0);

  await page.goto("/");
  const points = (member.points - 1_000 + earned).toLocaleString("en-US");
  await expect((await headerRows(page)).getByRole("link", { name: new RegExp(`^Rewards: ${points} points`) })).toBeVisible();
}

test("a rewards member pays part of an order with Easy Rewards points", async ({ page }) => {
  await redeemTenDollars(page, PREMIER);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("a Base member with $31 of points redeems $10 of them", async ({ page }) => {
    await redeemTenDollars(page, BASE);
  });
});
