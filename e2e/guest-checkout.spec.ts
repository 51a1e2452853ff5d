import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import {
  CARDS,
  cartCheckoutLink,
  chooseShipping,
  enterCard,
  futureExpiry,
  limitedStockProduct,
  type NewAddress,
  NEW_ACCOUNT_PASSWORD,
  ownClientAddress,
  placeOrder,
  step,
  usePayment,
} from "./checkout-steps";
import { waitForHydration } from "./page-ready";
import { productAddButton } from "./product-steps";

// A guest buys without an account (decision 060): Checkout opens the sign-in drawer, which offers
// "Check out as a guest"; the address needs an e-mail; the card goes into the gateway's frame; the
// confirmation offers an account with that e-mail, which then holds the order. At the large width
// and on a phone.

test.use(ownClientAddress(241));

const ADDRESS: NewAddress = {
  firstName: "Tomas",
  lastName: "Quintero",
  address1: "77 Lake St",
  city: "Natick",
  state: "MA",
  zipCode: "01760",
  phone: "5085550147",
};

test("a guest checks out without an account, then makes one from the order @phone", async ({ page }) => {
  const product = await limitedStockProduct(page.request, 5);
  // no long run of digits: a Luhn-valid one would be refused as a card number
  const email = `tomas.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;

  await page.goto(product.itemUrl);
  await waitForHydration(page);
  await productAddButton(page).click();
  const overlay = page.getByRole("dialog", { name: "Added to cart" });
  await overlay.getByRole("link", { name: "View cart" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();
  await waitForHydration(page);

  await cartCheckoutLink(page).click();
  const signIn = page.getByRole("dialog", { name: "Sign in to check out" });
  await expect(signIn.getByRole("button", { name: "Check out as a guest" })).toBeVisible();
  await expectNoA11yViolations(page);
  await signIn.getByRole("button", { name: "Check out as a guest" }).click();
  await page.waitForURL((url) => url.pathname === "/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

  await chooseShipping(page);
  const shipping = step(page, "Shipping address");
  await shipping.getByRole("textbox", { name: "First name" }).fill(ADDRESS.firstName);
  await shipping.getByRole("textbox", { name: "Last name" }).fill(ADDRESS.lastName);
  await shipping.getByRole("textbox", { name: "Street address" }).fill(ADDRESS.address1);
  await shipping.getByRole("textbox", { name: "City" }).fill(ADDRESS.city);
  await shipping.getByRole("combobox", { name: "State" }).selectOption(ADDRESS.state);
  await shipping.getByRole("textbox", { name: "Zip code" }).fill(ADDRESS.zipCode);
  await shipping.getByRole("textbox", { name: "Phone number" }).fill(ADDRESS.phone);
  // without the e-mail the store says why, and keeps what was typed
  await shipping.getByRole("button", { name: "Ship to this address" }).click();
  await expect(shipping.getByRole("textbox", { name: "Email address", exact: true })).toHaveAccessibleDescription(/email/i);
  await expect(shipping.getByRole("textbox", { name: "City" })).toHaveValue(ADDRESS.city);
  await shipping.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
  await shipping.getByRole("button", { name: "Ship to this address" }).click();
  await expect(shipping.getByRole("link", { name: "Change shipping address" })).toBeVisible();

  const payment = step(page, "Payment");
  await expect(payment.getByText("Saved cards and Easy Rewards need an account.", { exact: false })).toBeVisible();
  await expect(payment.getByRole("checkbox", { name: "Save this card for next time" })).toHaveCount(0);
  const expiry = futureExpiry();
  await expect(await enterCard(page, CARDS.visa.number, expiry.typed, "123")).toContainText("Visa ending in 1111");
  await usePayment(page);
  const orderNumber = await placeOrder(page);

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  const offer = main.getByRole("region", { name: "Save your details for next time" });
  await expect(offer).toContainText(email);
  await expectNoA11yViolations(page);
  await offer.getByLabel("Choose a password").fill(NEW_ACCOUNT_PASSWORD);
  await offer.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => url.pathname === `/account/orders/${orderNumber}`);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
});
