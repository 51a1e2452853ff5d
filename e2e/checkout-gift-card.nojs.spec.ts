import { expect, test } from "@playwright/test";
import { expectNoA11yViolationsWithoutScripts } from "./accessibility";
import { cartCheckoutLink, checkoutSummary, NEW_ACCOUNT_PASSWORD, step, ownClientAddress } from "./checkout-steps";
import { firstAddable } from "./demo-products";
import { enterGiftCard, issueTestCard, paymentTab } from "./wallet-steps";
import { productAddButton } from "./product-steps";

test.use(ownClientAddress(13));

// JavaScript is off (the nojs project): the payment's tabs are links, the gift card forms post to
// the page, a wrong PIN is answered in words, and a gift card that covers the order lets it be
// placed with nothing else to pay.

test("gift cards without JavaScript: the tabs are links, a refusal is said, a card covers the order", async ({
  page,
  baseURL,
}) => {
  const card = await issueTestCard(page, baseURL!, 400);
  const product = await firstAddable(page.request, "folder");
  const main = page.getByRole("main");
  await page.goto(`/office/supplies/create-account?jumpUrl=${encodeURIComponent(product.itemUrl)}`);
  await main.getByRole("textbox", { name: "First name" }).fill("Mira");
  await main.getByRole("textbox", { name: "Last name" }).fill("Sato");
  await main.getByRole("textbox", { name: "Email" }).fill(`mira.${Date.now().toString(36)}@example.com`);
  await main.getByLabel("Password", { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.name, exact: true })).toBeVisible();
  await productAddButton(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart (1 item)" })).toBeVisible();
  await cartCheckoutLink(page).click();

  const delivery = step(page, "Delivery");
  await delivery.getByRole("radio", { name: "Ship to an address" }).check();
  await delivery.getByRole("button", { name: "Continue" }).click();
  const shipping = step(page, "Shipping address");
  await shipping.getByRole("textbox", { name: "First name" }).fill("Mira");
  await shipping.getByRole("textbox", { name: "Last name" }).fill("Sato");
  await shipping.getByRole("textbox", { name: "Street address" }).fill("5 Elm St");
  await shipping.getByRole("textbox", { name: "City" }).fill("Natick");
  await shipping.getByRole("combobox", { name: "State" }).selectOption("MA");
  await shipping.getByRole("textbox", { name: "Zip code" }).fill("01760");
  await shipping.getByRole("textbox", { name: "Phone number" }).fill("5085550111");
  await shipping.getByRole("button", { name: "Ship to this address" }).click();
  await expect(step(page, "Shipping address").getByRole("link", { name: "Change shipping address" })).toBeVisible();

  // The tab is a link to the checkout with that tab open.
  await paymentTab(page, "Gift & prepaid cards").click();
  await page.waitForURL((url) => url.searchParams.get("paymentTab") === "gift");
  await expect(paymentTab(page, "Gift & prepaid cards")).toHaveAttribute("aria-selected", "true");

  let panel = await enterGiftCard(page, { number: card.number, pin: card.pin === "9999" ? "1111" : "9999" }, "Apply card");
  await expect(panel.getByRole("alert")).toContainText("The PIN does not match this card. Please check it and try again.");
  await expect(panel.getByRole("textbox", { name: "Gift or prepaid card number" })).toHaveValue(card.number);
  await expectNoA11yViolationsWithoutScripts(page);

  panel = await enterGiftCard(page, card, "Apply card");
  const payment = step(page, "Payment");
  await expect(payment.getByRole("link", { name: "Change payment" })).toBeVisible();
  await expect(payment).toContainText(`Gift card ending in ${card.last4}`);
  await checkoutSummary(page).getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByRole("region", { name: "Payment" }).getByRole("row")).toHaveCount(1);
});
