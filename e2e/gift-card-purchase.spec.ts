import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import {
  addAndViewCart,
  CARDS,
  cartCheckoutLink,
  chooseShipping,
  createAccount,
  enterCard,
  enterShippingAddress,
  futureExpiry,
  type NewAddress,
  placeOrder,
  usePayment,
  ownClientAddress,
} from "./checkout-steps";
import type { ApiProduct } from "./demo-products";

test.use(ownClientAddress(15));

// A shopper buys an e-gift card (decision 023): found by searching "gift card", paid by card; the
// confirmation shows the new card's number and PIN, and the footer's "Check a gift card balance"
// drawer, worked with the keyboard, says what is on it.

const ADDRESS: NewAddress = {
  firstName: "Noor",
  lastName: "Haddad",
  address1: "12 Elm St",
  city: "Natick",
  state: "MA",
  zipCode: "01760",
  phone: "5085550171",
};
const E_GIFT_CARD = "Quire E-Gift Card, $25, Delivered Online";

test("buy an e-gift card, read its number and PIN on the confirmation, check it in the footer's drawer", async ({ page }) => {
  await createAccount(page, ADDRESS.firstName, ADDRESS.lastName, "/search?query=gift%20card");
  await expect(page.getByRole("heading", { level: 1, name: 'Results for "gift card"' })).toBeVisible();
  await page.getByRole("link", { name: E_GIFT_CARD }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: E_GIFT_CARD })).toBeVisible();
  await addAndViewCart(page, { name: E_GIFT_CARD } as ApiProduct, 1);

  await cartCheckoutLink(page).click();
  await page.waitForURL((url) => url.pathname === "/checkout");
  await chooseShipping(page);
  await enterShippingAddress(page, ADDRESS);
  const entered = await enterCard(page, CARDS.visa.number, futureExpiry().typed, "123");
  await expect(entered).toContainText("Visa ending in 1111");
  await usePayment(page);
  const orderNumber = await placeOrder(page);

  // The confirmation shows the card the gateway issued for the order, to its buyer.
  const bought = page.getByRole("region", { name: "Gift cards" });
  const line = bought.getByRole("listitem");
  await expect(line).toHaveCount(1);
  const text = ((await line.textContent()) ?? "").trim();
  const match = /^E-gift card ending in (\d{4}) — number ([\d ]{19}), PIN (\d{4}), balance \$25\.00$/.exec(text);
  expect(match, text).not.toBeNull();
  const [, last4, number, pin] = match!;
  expect(number!.replace(/ /g, "").endsWith(last4!)).toBe(true);
  await expectNoA11yViolations(page);

  // The order's own page shows it again (the store kept nothing: the gateway recomputes it).
  await page.goto(`/account/orders/${orderNumber}`);
  await expect(page.getByRole("region", { name: "Gift cards" }).getByRole("listitem")).toHaveText(text);

  // The footer's balance check, with the keyboard: it opens a drawer, keeps the focus inside and
  // answers in words; Escape closes it and the focus goes back to the link.
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Check a gift card balance" });
  await expect(link).toHaveAttribute("aria-haspopup", "dialog");
  await link.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Check a gift card balance" });
  await expect(drawer).toBeVisible();
  const numberField = drawer.getByRole("textbox", { name: "Gift card number" });
  await expect(numberField).toBeFocused();
  await page.keyboard.type(number!);
  await page.keyboard.press("Tab");
  await expect(drawer.getByRole("textbox", { name: "PIN" })).toBeFocused();
  await page.keyboard.type(pin === "0000" ? "1111" : "0000");
  await page.keyboard.press("Enter");
  await expect(drawer.getByRole("alert")).toContainText("The PIN does not match this card. Please check it and try again.");

  await drawer.getByRole("textbox", { name: "PIN" }).fill(pin!);
  await drawer.getByRole("button", { name: "Check balance" }).focus();
  await page.keyboard.press("Enter");
  await expect(drawer.getByRole("status")).toHaveText(`Gift card ending in ${last4} has a balance of $25.00.`);
  await expectNoA11yViolations(page);

  // The focus stays in the drawer: tabbing past its last control comes back into it.
  for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(link).toBeFocused();
});
