import { expect, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import {
  addressLines,
  CARDS,
  cartCheckoutLink,
  checkoutSummary,
  futureExpiry,
  limitedStockProduct,
  money,
  type NewAddress,
  NEW_ACCOUNT_PASSWORD,
  step,
} from "./checkout-steps";
import { productAddButton } from "./product-steps";

// JavaScript is off (the nojs project): the whole purchase is plain HTML forms. The card cannot be
// typed into the gateway's frame, which needs a script to hand its token over, so "Enter card
// details" takes the shopper to the gateway's own card page on its own origin; it sends them back to
// the checkout with a token, and the store never sees the card.

const ADDRESS: NewAddress = {
  firstName: "Ines",
  lastName: "Moreau",
  address1: "40 Water St",
  city: "Worcester",
  state: "MA",
  zipCode: "01604",
  phone: "5085550199",
};

test("a purchase without JavaScript: the card is typed on the gateway's own page, which returns to the checkout", async ({
  page,
  baseURL,
}) => {
  const product = await limitedStockProduct(page.request, 2);
  const main = page.getByRole("main");

  await page.goto(`/office/supplies/create-account?jumpUrl=${encodeURIComponent(product.itemUrl)}`);
  await main.getByRole("textbox", { name: "First name" }).fill(ADDRESS.firstName);
  await main.getByRole("textbox", { name: "Last name" }).fill(ADDRESS.lastName);
  await main.getByRole("textbox", { name: "Email" }).fill(`ines.${Date.now().toString(36)}@example.com`);
  await main.getByLabel("Password", { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.name, exact: true })).toBeVisible();

  await page.getByRole("textbox", { name: "Quantity" }).fill("2");
  await productAddButton(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();
  await cartCheckoutLink(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

  // Delivery, then an address that is refused before one that is taken.
  const delivery = step(page, "Delivery");
  await delivery.getByRole("radio", { name: "Ship to an address" }).check();
  await delivery.getByRole("button", { name: "Continue" }).click();
  await expect(delivery.getByRole("link", { name: "Change delivery" })).toBeVisible();

  const shipping = step(page, "Shipping address");
  await shipping.getByRole("textbox", { name: "First name" }).fill(ADDRESS.firstName);
  await shipping.getByRole("textbox", { name: "Last name" }).fill(ADDRESS.lastName);
  await shipping.getByRole("textbox", { name: "Street address" }).fill(ADDRESS.address1);
  await shipping.getByRole("textbox", { name: "City" }).fill(ADDRESS.city);
  await shipping.getByRole("combobox", { name: "State" }).selectOption(ADDRESS.state);
  await shipping.getByRole("textbox", { name: "Zip code" }).fill(ADDRESS.zipCode);
  await shipping.getByRole("textbox", { name: "Phone number" }).fill("555");
  await shipping.getByRole("button", { name: "Ship to this address" }).click();
  await expect(
    step(page, "Shipping address").getByRole("alert").getByRole("link", { name: "Invalid phone number" }),
  ).toBeVisible();
  await expect(step(page, "Shipping address").getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription(
    "Invalid phone number",
  );
  await expect(step(page, "Shipping address").getByRole("textbox", { name: "City" })).toHaveValue(ADDRESS.city);
  await step(page, "Shipping address").getByRole("textbox", { name: "Phone number" }).fill(ADDRESS.phone);
  await step(page, "Shipping address").getByRole("button", { name: "Ship to this address" }).click();
  await expect(step(page, "Shipping address").getByRole("link", { name: "Change shipping address" })).toBeVisible();
  await expectNoA11yViolationsWithoutScripts(page);

  // The card, on the gateway's page: first a number with a typo (refused there), then a good one.
  const checkoutOrigin = new URL(baseURL ?? "http://localhost:3100").origin;
  await step(page, "Payment").getByRole("button", { name: "Enter card details" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Card details" })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe("pay.localhost");
  const expiry = futureExpiry();
  await page.getByRole("textbox", { name: "Card number" }).fill("4111 1111 1111 1112");
  await page.getByRole("textbox", { name: "Expiration date (MM/YY)" }).fill(expiry.typed);
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("button", { name: "Use this card" }).click();
  await expect(page).toHaveTitle(/^Error: Card details/);
  await expect(page.getByRole("alert")).not.toBeEmpty();
  await expect(page.getByRole("textbox", { name: "Card number" })).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolationsWithoutScripts(page);

  await page.getByRole("textbox", { name: "Card number" }).fill(CARDS.visa.number);
  await page.getByRole("textbox", { name: "Expiration date (MM/YY)" }).fill(expiry.typed);
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("button", { name: "Use this card" }).click();
  await page.waitForURL((url) => url.origin === checkoutOrigin && url.pathname === "/checkout");
  // The token came back in the address; the card's number did not.
  expect(page.url()).not.toContain("4111");
  const payment = step(page, "Payment");
  await expect(payment.getByText("Card details received")).toBeVisible();
  await payment.getByRole("button", { name: "Use this payment" }).click();
  await expect(step(page, "Payment").getByRole("link", { name: "Change payment" })).toBeVisible();
  await expect(step(page, "Payment")).toContainText("Visa ending in 1111");
  await expect(step(page, "Payment")).toContainText(`Expires ${expiry.shown}`);

  // Review and place.
  const summary = checkoutSummary(page);
  await expect(summary.getByRole("definition")).toHaveText([addressLines(ADDRESS).join(", "), "Visa ending in 1111"]);
  await expect(
    step(page, "Review your order").getByRole("list", { name: "Items in your order" }).getByRole("listitem"),
  ).toContainText(`Line total ${money(product.finalPriceCents * 2)}`);
  await expectNoA11yViolationsWithoutScripts(page);
  await summary.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/checkout\/confirmation\/\d+$/);
  await expect(main.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  const orderNumber = /(\d+)$/.exec(page.url())?.[1] ?? "";
  await expect(main.getByText(`Order number ${orderNumber}`, { exact: true })).toBeVisible();
  await expect(main.getByRole("region", { name: "Payment" })).toContainText("Visa ending in 1111");
  await expectNoA11yViolationsWithoutScripts(page);

  // The order history has it; the cart is empty.
  await page.goto("/account/orders");
  await expect(main.getByRole("table", { name: "Your orders" }).getByRole("rowheader", { name: orderNumber })).toBeVisible();
  await page.goto("/cart");
  await expect(main.getByText("Your cart is empty.")).toBeVisible();
});
