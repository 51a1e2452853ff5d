import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import {
  addAndViewCart,
  CARDS,
  checkoutFromCart,
  openAccount,
  enterCard,
  futureExpiry,
  ownClientAddress,
  placeOrder,
  step,
  usePayment,
} from "./checkout-steps";
import { PICKUP_STORE, pickupProduct } from "./pickup-line-steps";

// Pickup in store (decision 030): a new shopper puts an item in the cart, chooses to
// pick that line up at the default store (0008, Quire Natick), goes through checkout naming who
// picks it up and paying by card, and sees on the confirmation where the line is picked up.
// At the large width and on a phone.

test.use(ownClientAddress(30));

test("pick up a cart line at my store through checkout", async ({ page, playwright, baseURL }, testInfo) => {
  const product = await pickupProduct(playwright, baseURL ?? "", testInfo.project.name === "xs" ? 1 : 0);
  await openAccount(page, "Pat", "Pickup", product.itemUrl);
  await expect(page.getByRole("heading", { level: 1, name: product.name, exact: true })).toBeVisible();
  await addAndViewCart(page, product, 1);

  // The line offers ship, pick up and ship to store; without a store chosen, availability waits for one.
  const line = page.getByRole("listitem", { name: product.name, exact: true });
  const delivery = line.getByRole("group", { name: `Delivery for ${product.name}` });
  await expect(delivery.getByRole("radio", { name: "Ship to me" })).toBeChecked();
  await expect(line.getByText("Choose store in cart to see availability.")).toBeVisible();
  await expect(line.getByRole("combobox", { name: `Store for ${product.name}` })).toHaveValue(PICKUP_STORE.storeNumber);
  await expectNoA11yViolations(page);

  // Choosing pickup sends the line's form at once (the Update button does the same without JavaScript).
  await delivery.getByRole("radio", { name: `Pick up at ${PICKUP_STORE.name}` }).check();
  await expect(line.getByText(new RegExp(`^\\d+ in stock at ${PICKUP_STORE.name}\\.$`))).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("listitem", { name: product.name, exact: true })
      .getByRole("radio", { name: `Pick up at ${PICKUP_STORE.name}` }),
  ).toBeChecked();
  await expectNoA11yViolations(page);

  // Checkout: the line is picked up, so the delivery is settled and the checkout asks who picks it up.
  await checkoutFromCart(page);
  const deliveryStep = step(page, "Delivery");
  await expect(deliveryStep).toContainText("Everything in your cart is picked up in store:");
  await expect(deliveryStep).toContainText(`pick up at ${PICKUP_STORE.name}`);
  const person = step(page, "Pickup person");
  await person.getByRole("textbox", { name: "First name" }).fill("Pat");
  await person.getByRole("textbox", { name: "Last name" }).fill("Pickup");
  await person.getByRole("textbox", { name: "Phone number" }).fill("5085550123");
  await person.getByRole("textbox", { name: "Email address" }).fill("pat.pickup@example.com");
  await person.getByRole("button", { name: "Save pickup person" }).click();
  await expect(person.getByRole("link", { name: /^Change pickup person/ })).toBeVisible();

  const expiry = futureExpiry();
  const card = await enterCard(page, CARDS.visa.number, expiry.typed, "123");
  await expect(card).toContainText(`Visa ending in ${CARDS.visa.last4}`);
  await usePayment(page);
  await expectNoA11yViolations(page);

  await placeOrder(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(main.getByText("We'll email you when your order is ready to pick up.")).toBeVisible();
  const items = main.getByRole("region", { name: "Items" });
  await expect(items.getByRole("listitem").filter({ hasText: product.name })).toContainText(`Pick up at ${PICKUP_STORE.name}`);
  await expect(main.getByRole("region", { name: "Delivery" })).toContainText("Pat Pickup");
  await expectNoA11yViolations(page);
});
