import { expect, test, waitForHydration } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import {
  CARDS,
  checkoutFromCart,
  chooseShipping,
  openAccount,
  enterCard,
  enterShippingAddress,
  futureExpiry,
  limitedStockProduct,
  type NewAddress,
  ownClientAddress,
  placeOrder,
  usePayment,
} from "./checkout-steps";
import { productAddButton } from "./product-steps";

// The message centre (decision 073): a new shopper's order writes a message, the header's
// "You have 1 message." leads to it, it is opened and marked read by keyboard, and the count follows.

test.use(ownClientAddress(173));

const ADDRESS: NewAddress = {
  firstName: "Mira",
  lastName: "Quill",
  address1: "7 Ledger Way",
  city: "Natick",
  state: "MA",
  zipCode: "01760",
  phone: "5085550177",
};

test("an order's message is in the message centre; reading it lowers the header's count", async ({ page }) => {
  // a product of its own (other journeys count the stock of the first few)
  const product = await limitedStockProduct(page.request, 9);
  await openAccount(page, ADDRESS.firstName, ADDRESS.lastName, product.itemUrl);
  // the product's own button (the rails below have theirs)
  await waitForHydration(page);
  await productAddButton(page).click();
  await page.getByRole("dialog", { name: "Added to cart" }).getByRole("link", { name: "View cart" }).click();
  await expect(page.getByRole("listitem", { name: product.name, exact: true })).toBeVisible();
  await checkoutFromCart(page);
  await chooseShipping(page);
  await enterShippingAddress(page, ADDRESS);
  await enterCard(page, CARDS.visa.number, futureExpiry().typed, "123");
  await usePayment(page);
  const orderNumber = await placeOrder(page);

  const count = page.getByRole("banner").getByRole("link", { name: "You have 1 message." });
  await expect(count).toBeVisible();
  await count.click();
  await expect(page).toHaveTitle("Your messages | Quire");
  const main = page.getByRole("main");
  await expect(main.getByRole("status").filter({ hasText: "You have 1 unread message." })).toBeVisible();
  const message = main.getByRole("listitem").filter({ hasText: `Order ${orderNumber} has been placed` });
  await expect(message).toContainText("Thanks for your order.");
  await expectNoA11yViolations(page);

  // by keyboard: focus "Mark as read" and press Enter
  const markRead = message.getByRole("button", { name: `Mark as read Order ${orderNumber} has been placed` });
  await markRead.focus();
  await page.keyboard.press("Enter");
  await expect(main.getByRole("status").filter({ hasText: "You have 0 unread messages." })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "You have 0 messages." })).toBeVisible();
  await expect(markRead).toHaveCount(0);
  await expectNoA11yViolations(page);

  await message.getByRole("link", { name: `View order Order ${orderNumber} has been placed` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}$`));
});
