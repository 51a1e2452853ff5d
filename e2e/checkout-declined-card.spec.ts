import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import {
  addAndViewCart,
  CARDS,
  checkoutFromCart,
  checkoutSummary,
  chooseShipping,
  openAccount,
  enterCard,
  enterShippingAddress,
  futureExpiry,
  type NewAddress,
  placeOrder,
  step,
  usePayment,
} from "./checkout-steps";
import { type ApiProduct, firstAddable } from "./demo-products";
import { accountButton } from "./sign-in";

// A declined card: the card form takes it (the gateway only tokenises), Place order is refused with
// the decline's words and nothing is placed (no confirmation, the cart keeps its line); the declined
// card is no longer the order's payment (not chosen, and the step not done after a reload); the
// shopper enters a good card and the order goes through, once.

const ADDRESS: NewAddress = {
  firstName: "Ines",
  lastName: "Moreau",
  address1: "48 Central St",
  city: "Framingham",
  state: "MA",
  zipCode: "01701",
  phone: "5085550188",
};

/** The words the checkout shows for PAYMENT_FAILED_ERROR (CARD_MESSAGES.declined). */
const DECLINED =
  "Your card was declined. Please check your card number, expiration date, security code and billing address, or use a different card.";

test("a declined card is refused at Place order and nothing is placed; another card places the order", async ({ page }) => {
  const product: ApiProduct = await firstAddable(page.request, "pens");
  await openAccount(page, ADDRESS.firstName, ADDRESS.lastName, product.itemUrl);
  await addAndViewCart(page, product, 1);
  await checkoutFromCart(page);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await chooseShipping(page);
  await enterShippingAddress(page, ADDRESS);

  const expiry = futureExpiry();
  const card = await enterCard(page, CARDS.declined.number, expiry.typed, "123");
  await expect(card).toContainText(`Visa ending in 0002, expires ${expiry.shown}`);
  await usePayment(page);
  const summary = checkoutSummary(page);
  await expect(summary.getByRole("definition").last()).toHaveText("Visa ending in 0002");
  await summary.getByRole("button", { name: "Place order" }).click();

  // Refused where the shopper can fix it: the Payment step, open again, its message focused.
  const payment = step(page, "Payment");
  const refusal = payment.getByRole("alert").filter({ hasText: DECLINED });
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeFocused();
  expect(new URL(page.url()).pathname).toBe("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(summary.getByRole("button", { name: "Place order" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cart, 1 item", exact: true })).toBeVisible();
  // The declined card is chosen no longer: nothing is picked for the shopper.
  await expect(payment.getByRole("radio", { name: "Credit or debit card" })).not.toBeChecked();
  await expectNoA11yViolations(page);

  // A reload does not bring it back as done.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: /^Payment\W+in progress$/ })).toBeVisible();
  await expect(payment).not.toContainText("Visa ending in 0002");
  await expect(payment.getByRole("link", { name: "Change payment" })).toHaveCount(0);
  await expect(summary.getByRole("button", { name: "Place order" })).toHaveCount(0);

  // Nothing was placed: the cart still has the line.
  await page.getByRole("link", { name: "Back to cart" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: product.name, exact: true })).toBeVisible();

  // Back to checkout: delivery and address kept, the payment to choose again, with a good card.
  await checkoutFromCart(page);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(step(page, "Shipping address").getByRole("link", { name: "Change shipping address" })).toBeVisible();
  await expect(payment).not.toContainText("Visa ending in 0002");
  const good = await enterCard(page, CARDS.visa.number, expiry.typed, "123");
  await expect(good).toContainText(`Visa ending in 1111, expires ${expiry.shown}`);
  await usePayment(page);
  await expect(payment).toContainText("Visa ending in 1111");
  await expect(summary.getByRole("definition").last()).toHaveText("Visa ending in 1111");

  const orderNumber = await placeOrder(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(main.getByRole("region", { name: "Payment" })).toContainText("Visa ending in 1111");
  await expect(page.getByRole("button", { name: "Cart, 0 items", exact: true })).toBeVisible();

  // One order, with the good card; the declined attempt left none.
  await accountButton(page, ADDRESS.firstName).click();
  await page.getByRole("link", { name: "Order history" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Your orders" })).toBeVisible();
  await expect(main.getByText("1 order", { exact: true })).toBeVisible();
  const rows = main.getByRole("table", { name: "Your orders" }).getByRole("rowheader");
  await expect(rows).toHaveText([orderNumber]);
});
