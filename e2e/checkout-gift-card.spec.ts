import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import {
  addAndViewCart,
  CARDS,
  checkoutFromCart,
  cents,
  checkoutSummary,
  chooseShipping,
  openAccount,
  enterCard,
  enterShippingAddress,
  futureExpiry,
  money,
  type NewAddress,
  placeOrder,
  step,
  summaryRows,
  usePayment,
  ownClientAddress,
} from "./checkout-steps";
import { firstAddable } from "./demo-products";
import { enterGiftCard, issueTestCard, paymentTab, pricedProduct } from "./wallet-steps";

test.use(ownClientAddress(11));

// A shopper pays with gift cards: a card of their own from the sandbox gateway, its balance
// checked, applied in the "Gift & prepaid cards" tab (reached with the keyboard), the rest paid by
// a new card; the order's page shows what each paid. On a phone, a gift card covers a small order in
// full and it is placed with nothing else to pay.

const ADDRESS: NewAddress = {
  firstName: "Imani",
  lastName: "Okoro",
  address1: "40 Pond St",
  city: "Natick",
  state: "MA",
  zipCode: "01760",
  phone: "5085550144",
};

test("a gift card pays part of the order and a new card the rest; the order shows both", async ({ page, baseURL }) => {
  const card = await issueTestCard(page, baseURL!, 10);
  const product = await pricedProduct(page.request, "technology", 3);
  await openAccount(page, ADDRESS.firstName, ADDRESS.lastName, product.itemUrl);
  await addAndViewCart(page, product, 1);
  await checkoutFromCart(page);
  await chooseShipping(page);
  await enterShippingAddress(page, ADDRESS);

  // The payment's tabs, with the keyboard alone: the arrow keys move between them.
  const creditCard = paymentTab(page, "Credit Card");
  await expect(creditCard).toHaveAttribute("aria-selected", "true");
  await creditCard.focus();
  await page.keyboard.press("ArrowRight");
  await expect(paymentTab(page, "Other Payment")).toBeFocused();
  await expect(paymentTab(page, "Other Payment")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  const giftTab = paymentTab(page, "Gift & prepaid cards");
  await expect(giftTab).toBeFocused();
  await expect(giftTab).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Tab");
  await expect(step(page, "Payment").getByRole("textbox", { name: "Gift or prepaid card number" })).toBeFocused();
  await expectNoA11yViolations(page);

  // A wrong PIN is refused in words; the right one shows the balance without applying the card.
  let panel = await enterGiftCard(page, { number: card.number, pin: card.pin === "0000" ? "1111" : "0000" }, "Check balance");
  await expect(panel.getByRole("alert")).toContainText("The PIN does not match this card. Please check it and try again.");
  panel = await enterGiftCard(page, card, "Check balance");
  await expect(panel.getByRole("status").filter({ hasText: "has a balance of" })).toHaveText(
    `Gift card ending in ${card.last4} has a balance of $10.00.`,
  );

  panel = await enterGiftCard(page, card, "Apply card");
  const applied = panel.getByRole("list", { name: "Gift and prepaid cards on this order" }).getByRole("listitem");
  await expect(applied).toHaveCount(1);
  await expect(applied).toContainText(`Gift card ending in ${card.last4}`);
  await expect(applied).toContainText("Pays $10.00 of $10.00");
  const rows = await summaryRows(checkoutSummary(page).getByRole("table"));
  const total = cents(rows.get("Order total") ?? "");
  expect(rows.get("Gift cards")).toBe("-$10.00");
  expect(rows.get("Balance to pay")).toBe(money(total - 1_000));
  await expect(panel.getByText(`${money(total - 1_000)} left to pay`)).toBeVisible();

  // The rest by a new card.
  await paymentTab(page, "Credit Card").click();
  const entered = await enterCard(page, CARDS.visa.number, futureExpiry().typed, "123");
  await expect(entered).toContainText("Visa ending in 1111");
  await usePayment(page);
  const orderNumber = await placeOrder(page);

  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment.getByRole("row", { name: new RegExp(`Gift card ending in ${card.last4}`) })).toContainText("$10.00");
  await expect(payment.getByRole("row", { name: /Visa ending in 1111/ })).toContainText(money(total - 1_000));
  expect(orderNumber).toMatch(/^8\d{9}$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("a gift card covers a small order in full: placed with nothing else to pay", async ({ page, baseURL }) => {
    const card = await issueTestCard(page, baseURL!, 500);
    const product = await firstAddable(page.request, "pen");
    await openAccount(page, "Tomas", "Lindqvist", product.itemUrl);
    await addAndViewCart(page, product, 1);
    await checkoutFromCart(page);
    await chooseShipping(page);
    await enterShippingAddress(page, { ...ADDRESS, firstName: "Tomas", lastName: "Lindqvist" });

    await paymentTab(page, "Gift & prepaid cards").click();
    await enterGiftCard(page, card, "Apply card");
    // Covered in full: the payment step is done, with the card it holds, and the order can be placed.
    const payment = step(page, "Payment");
    await expect(payment.getByRole("link", { name: "Change payment" })).toBeVisible();
    await expect(payment).toContainText(`Gift card ending in ${card.last4}`);
    const rows = await summaryRows(checkoutSummary(page).getByRole("table"));
    expect(rows.get("Balance to pay")).toBe("$0.00");
    await expectNoA11yViolations(page);

    const orderNumber = await placeOrder(page);
    const paid = page.getByRole("region", { name: "Payment" });
    await expect(paid.getByRole("row")).toHaveCount(1);
    await expect(paid.getByRole("row", { name: new RegExp(`Gift card ending in ${card.last4}`) })).toContainText(
      rows.get("Order total") ?? "",
    );
    expect(orderNumber).toMatch(/^8\d{9}$/);
  });
});
