import { expect, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { CARDS, futureExpiry, limitedStockProduct, ownClientAddress, step, checkoutSummary } from "./checkout-steps";
import { productAddButton } from "./product-steps";

// JavaScript is off (the nojs project is phone width): a guest reaches the sign-in page from Checkout, checks out as a
// guest, types the card on the gateway's own page and places the order; then looks the order up
// by its number and e-mail, with no account.

test.use({ ...ownClientAddress(242), hasTouch: true });

test("a guest buys on a phone without JavaScript and looks the order up", async ({ page, baseURL }) => {
  // a whole purchase through the gateway's own card page, then the look-up: longer than one journey's usual time
  test.slow();
  const product = await limitedStockProduct(page.request, 6);
  // no long run of digits: a Luhn-valid one would be refused as a card number
  const email = `ada.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const main = page.getByRole("main");

  await page.goto(product.itemUrl);
  await productAddButton(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();
  await page.getByRole("region", { name: "Order summary" }).getByRole("link", { name: "Checkout", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);
  await main.getByRole("button", { name: "Check out as a guest" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

  const delivery = step(page, "Delivery");
  await delivery.getByRole("radio", { name: "Ship to an address" }).check();
  await delivery.getByRole("button", { name: "Continue" }).click();
  const shipping = step(page, "Shipping address");
  await shipping.getByRole("textbox", { name: "First name" }).fill("Ada");
  await shipping.getByRole("textbox", { name: "Last name" }).fill("Okafor");
  await shipping.getByRole("textbox", { name: "Street address" }).fill("9 Pond Rd");
  await shipping.getByRole("textbox", { name: "City" }).fill("Natick");
  await shipping.getByRole("combobox", { name: "State" }).selectOption("MA");
  await shipping.getByRole("textbox", { name: "Zip code" }).fill("01760");
  await shipping.getByRole("textbox", { name: "Phone number" }).fill("5085550111");
  await shipping.getByRole("button", { name: "Ship to this address" }).click();
  await expect(step(page, "Shipping address").getByRole("alert")).toContainText("Please enter your email address.");
  await step(page, "Shipping address").getByRole("textbox", { name: "Email address", exact: true }).fill(email);
  await step(page, "Shipping address").getByRole("button", { name: "Ship to this address" }).click();
  await expect(step(page, "Shipping address").getByRole("link", { name: "Change shipping address" })).toBeVisible();

  const checkoutOrigin = new URL(baseURL ?? "http://localhost:3100").origin;
  await step(page, "Payment").getByRole("button", { name: "Enter card details" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Card details" })).toBeVisible();
  const expiry = futureExpiry();
  await page.getByRole("textbox", { name: "Card number" }).fill(CARDS.visa.number);
  await page.getByRole("textbox", { name: "Expiration date (MM/YY)" }).fill(expiry.typed);
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("button", { name: "Use this card" }).click();
  await page.waitForURL((url) => url.origin === checkoutOrigin && url.pathname === "/checkout");
  await step(page, "Payment").getByRole("button", { name: "Use this payment" }).click();
  await expect(step(page, "Payment").getByRole("link", { name: "Change payment" })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);
  await checkoutSummary(page).getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/checkout\/confirmation\/\d+$/);
  await expect(main.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  const orderNumber = /(\d+)$/.exec(page.url())?.[1] ?? "";
  await expect(main.getByRole("region", { name: "Save your details for next time" })).toContainText(email);

  // the look-up, as someone else would: a wrong e-mail is refused, the right one shows the order
  await page.context().clearCookies();
  await page.goto(`/orders/lookup?orderNumber=${orderNumber}`);
  await expect(main.getByRole("textbox", { name: "Order number" })).toHaveValue(orderNumber);
  await main.getByRole("textbox", { name: "Email used for the order" }).fill("nobody@example.com");
  await main.getByRole("button", { name: "Track order" }).click();
  await expect(
    main.getByRole("alert").filter({ hasText: "We couldn't find an order with that number and e-mail" }),
  ).toBeVisible();
  await main.getByRole("textbox", { name: "Order number" }).fill(orderNumber);
  await main.getByRole("textbox", { name: "Email used for the order" }).fill(email);
  await main.getByRole("button", { name: "Track order" }).click();
  await expect(main.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);
});
