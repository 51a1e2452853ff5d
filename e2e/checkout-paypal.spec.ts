import type { Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import {
  addAndViewCart,
  checkoutFromCart,
  checkoutSummary,
  chooseShipping,
  openAccount,
  type NewAddress,
  placeOrder,
  step,
  ownClientAddress,
} from "./checkout-steps";
import { firstAddable } from "./demo-products";
import { paymentTab } from "./wallet-steps";

test.use(ownClientAddress(12));

// A shopper pays with PayPal through the sandbox gateway's PayPal page: signs in to a test PayPal
// account, approves, comes back to confirm, and places the order, which shows PayPal with the
// payer. On a phone another shopper cancels on PayPal's page and is told so back at the store.

const ADDRESS: NewAddress = {
  firstName: "Lena",
  lastName: "Fischer",
  address1: "8 Union St",
  city: "Natick",
  state: "MA",
  zipCode: "01760",
  phone: "5085550177",
};
const PAYPAL_BUYER = "paypal.buyer@quire.test";

async function toPaymentWithCart(page: Page, firstName: string, lastName: string) {
  const product = await firstAddable(page.request, "binder");
  await openAccount(page, firstName, lastName, product.itemUrl);
  await addAndViewCart(page, product, 1);
  await checkoutFromCart(page);
  await chooseShipping(page);
  const section = step(page, "Shipping address");
  await section.getByRole("textbox", { name: "First name" }).fill(firstName);
  await section.getByRole("textbox", { name: "Last name" }).fill(lastName);
  await section.getByRole("textbox", { name: "Street address" }).fill(ADDRESS.address1);
  await section.getByRole("textbox", { name: "City" }).fill(ADDRESS.city);
  await section.getByRole("combobox", { name: "State" }).selectOption(ADDRESS.state);
  await section.getByRole("textbox", { name: "Zip code" }).fill(ADDRESS.zipCode);
  await section.getByRole("textbox", { name: "Phone number" }).fill(ADDRESS.phone);
  await section.getByRole("button", { name: "Ship to this address" }).click();
  await expect(section.getByRole("link", { name: "Change shipping address" })).toBeVisible();
}

/** From the Other Payment tab to PayPal's own page, signed in to the sandbox's test account. */
async function signInToPayPal(page: Page) {
  await paymentTab(page, "Other Payment").click();
  await step(page, "Payment").getByRole("button", { name: "Pay with PayPal" }).click();
  await page.waitForURL((url) => url.hostname === "pay.localhost" && url.pathname === "/wallets/paypal");
  await expect(page.getByRole("heading", { level: 1, name: "Pay with PayPal" })).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill(PAYPAL_BUYER);
  await page.getByLabel("Password").fill("Quire-wallet-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review your payment" })).toBeVisible();
}

test("pays with PayPal: approves on PayPal's page, confirms back at the store, and the order shows PayPal", async ({ page }) => {
  await toPaymentWithCart(page, "Lena", "Fischer");
  await signInToPayPal(page);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Approve and return to Quire" }).click();

  await page.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.get("wallet") === "PAYPAL");
  const confirm = page.getByRole("region", { name: "Confirm PayPal" });
  await expect(confirm).toContainText(PAYPAL_BUYER);
  await expect(page.getByRole("heading", { name: "Confirm PayPal" })).toBeFocused();
  await confirm.getByRole("button", { name: "Use PayPal" }).click();

  const payment = step(page, "Payment");
  await expect(payment.getByRole("link", { name: "Change payment" })).toBeVisible();
  await expect(payment).toContainText(`PayPal (${PAYPAL_BUYER})`);
  await expect(checkoutSummary(page)).toContainText(`PayPal (${PAYPAL_BUYER})`);
  const total = (
    await checkoutSummary(page)
      .getByRole("row", { name: /^Order total/ })
      .getByRole("cell")
      .textContent()
  )?.trim();

  await placeOrder(page);
  const paid = page.getByRole("region", { name: "Payment" });
  await expect(paid.getByRole("row", { name: new RegExp(`PayPal \\(${PAYPAL_BUYER.replace(/\./g, "\\.")}\\)`) })).toContainText(
    total ?? "",
  );
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("cancels on PayPal's page and is told so back at the store, with the other ways to pay", async ({ page }) => {
    await toPaymentWithCart(page, "Ravi", "Menon");
    await signInToPayPal(page);
    await page.getByRole("button", { name: "Cancel and return to Quire" }).click();

    await page.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.get("cancelled") === "1");
    const panel = step(page, "Payment").getByRole("tabpanel", { name: "Other Payment" });
    await expect(panel.getByRole("status")).toHaveText("You cancelled PayPal. Choose another way to pay, or try again.");
    await expect(panel.getByRole("button", { name: "Pay with PayPal" })).toBeVisible();
    await expect(paymentTab(page, "Other Payment")).toHaveAttribute("aria-selected", "true");
    await expect(checkoutSummary(page).getByText("Complete each step to place your order.")).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
