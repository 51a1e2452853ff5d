import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import {
  addAndViewCart,
  cardFrame,
  CARDS,
  cartCheckoutLink,
  checkoutSummary,
  openAccount,
  futureExpiry,
  step,
  waitForCardForm,
} from "./checkout-steps";
import { type ApiProduct, firstAddable } from "./demo-products";

// Keyboard only, from the cart's Checkout link to the confirmation: Tab and Shift+Tab between
// controls, arrow keys in the delivery choice, Space and Enter on buttons, typing into the fields
// Tab reaches, the card form's fields inside the gateway's frame included. Every stop of the focus
// is a visible control with a name, and after each step the focus is where the shopper reads next.

/** The focused element of the page (not inside a frame) is on screen and has an accessible name. */
async function expectFocusOnVisibleLabelledControl(page: Page) {
  const focused = page.locator(":focus");
  await expect(focused).toHaveCount(1);
  await expect(focused).toBeVisible();
  await expect(focused).toHaveAccessibleName(/\S/);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { key = "Tab", max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    await expectFocusOnVisibleLabelledControl(page);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${key} did not reach ${target.toString()} in ${max} presses`);
}

async function press(page: Page, key: string, expected: Locator) {
  await page.keyboard.press(key);
  await expect(expected).toBeFocused();
  await expectFocusOnVisibleLabelledControl(page);
}

test("keyboard only: from the cart's Checkout link to the confirmation", async ({ page }) => {
  const product: ApiProduct = await firstAddable(page.request, "stapler");
  await openAccount(page, "Kai", "Lindqvist", product.itemUrl);
  await addAndViewCart(page, product, 1);

  // The cart page, loaded afresh: skip to the content, then Tab to Checkout.
  await page.reload();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await tabTo(page, cartCheckoutLink(page));
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

  // Delivery: the arrow keys move between the choices; Space presses Continue.
  const delivery = step(page, "Delivery");
  const ship = delivery.getByRole("radio", { name: "Ship to an address" });
  const pickup = delivery.getByRole("radio", { name: "Pick up in store" });
  await tabTo(page, ship);
  await expect(ship).toBeChecked();
  await press(page, "ArrowDown", pickup);
  await expect(pickup).toBeChecked();
  await expect(delivery.getByRole("combobox", { name: "Store for pickup" })).toBeVisible();
  await press(page, "ArrowUp", ship);
  await expect(ship).toBeChecked();
  await expect(delivery.getByRole("combobox", { name: "Store for pickup" })).toBeHidden();
  await press(page, "Tab", delivery.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Space");

  // Shipping address: the focus goes to the step's heading; Tab through the fields, typing.
  const address = step(page, "Shipping address");
  await expect(address.getByRole("heading", { level: 2 })).toBeFocused();
  const field = (name: string) => address.getByRole("textbox", { name, exact: true });
  await press(page, "Tab", field("First name"));
  await page.keyboard.type("Kai");
  await press(page, "Tab", field("Last name"));
  await page.keyboard.type("Lindqvist");
  await press(page, "Tab", field("Street address"));
  await page.keyboard.type("7 Pleasant St");
  await press(page, "Tab", field("Apt, suite, etc. (optional)"));
  await press(page, "Shift+Tab", field("Street address"));
  await expect(field("Street address")).toHaveValue("7 Pleasant St");
  await press(page, "Tab", field("Apt, suite, etc. (optional)"));
  await press(page, "Tab", field("City"));
  await page.keyboard.type("Natick");
  const state = address.getByRole("combobox", { name: "State" });
  await press(page, "Tab", state);
  await page.keyboard.type("MA");
  await expect(state).toHaveValue("MA");
  await press(page, "Tab", field("Zip code"));
  await page.keyboard.type("01760");
  await press(page, "Tab", field("Phone number"));
  await page.keyboard.type("5085550142");
  await press(page, "Tab", field("Email address (optional)"));
  await press(page, "Tab", address.getByRole("button", { name: "Ship to this address" }));
  await page.keyboard.press("Enter");

  // Payment: the heading, the card choice, then into the gateway's frame.
  const payment = step(page, "Payment");
  await expect(payment.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(address.getByRole("link", { name: "Change shipping address" })).toBeVisible();
  const frame = cardFrame(page);
  await waitForCardForm(page);
  const newCard = payment.getByRole("radio", { name: "Credit or debit card" });
  // The payment's tabs come first: the selected one (Credit Card) is the one stop of the tab list.
  const creditCardTab = payment.getByRole("tab", { name: "Credit Card", exact: true });
  await press(page, "Tab", creditCardTab);
  await expect(creditCardTab).toHaveAttribute("aria-selected", "true");
  await press(page, "Tab", newCard);
  await expect(newCard).toBeChecked();
  const expiry = futureExpiry();
  await page.keyboard.press("Tab");
  await expect(frame.getByRole("textbox", { name: "Card number" })).toBeFocused();
  await page.keyboard.type(CARDS.visa.number.replace(/ /g, ""));
  await page.keyboard.press("Tab");
  await expect(frame.getByRole("textbox", { name: "Expiration date (MM/YY)" })).toBeFocused();
  await page.keyboard.type(expiry.typed.replace("/", ""));
  await expect(frame.getByRole("textbox", { name: "Expiration date (MM/YY)" })).toHaveValue(expiry.typed);
  await page.keyboard.press("Tab");
  await expect(frame.getByRole("textbox", { name: "Security code" })).toBeFocused();
  await page.keyboard.type("123");
  await page.keyboard.press("Tab");
  await expect(frame.getByRole("button", { name: "Use this card" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(payment.getByRole("status").filter({ hasText: "Visa ending in 1111" })).toContainText(
    `Visa ending in 1111, expires ${expiry.shown}`,
  );
  // The next Tab goes on from where the card form was.
  await press(page, "Tab", payment.getByRole("button", { name: "Use a different card" }));
  await tabTo(page, payment.getByRole("button", { name: "Use this payment" }), { max: 6 });
  await page.keyboard.press("Enter");

  // Review: the focus on its heading; Tab on to Place order.
  const review = step(page, "Review your order");
  await expect(review.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(payment.getByRole("link", { name: "Change payment" })).toBeVisible();
  await tabTo(page, checkoutSummary(page).getByRole("button", { name: "Place order" }), { max: 6 });
  await page.keyboard.press("Enter");

  await page.waitForURL(/\/checkout\/confirmation\/\d+$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(main.getByText(/^Order number 8\d{9}$/)).toBeVisible();
  // The confirmation replaced the checkout and the focus was not moved (it is on <body>): where the
  // next Tab starts is the browser's choice, so Tab on until the order's details.
  await tabTo(page, main.getByRole("link", { name: "View order details" }), { max: 80 });
});
