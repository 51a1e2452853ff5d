import { expect, test, waitForHydration } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { addAndViewCart, checkoutFromCart, openAccount, ownClientAddress, step } from "./checkout-steps";
import { PICKUP_STORE, pickupProduct } from "./pickup-line-steps";
import { productAddButton } from "./product-steps";

// One item for two deliveries: a shopper picks a line up at the store, then adds the same item
// again (a shipped line). The cart says so beside both lines; the checkout's delivery step is not
// done and sends them back to the cart, where changing one line's delivery settles it.

test.use(ownClientAddress(73));

const SPLIT = "This item is set for both pickup and shipping. Choose one delivery for it.";

test("an item set for both pickup and shipping is caught in the cart and fixed there", async ({ page, playwright, baseURL }) => {
  // finding a product on the store's shelf and signing up come before the journey itself
  test.slow();
  const product = await pickupProduct(playwright, baseURL ?? "", 2);
  await openAccount(page, "Sam", "Split", product.itemUrl);
  await addAndViewCart(page, product, 1);
  const first = page.getByRole("listitem", { name: product.name, exact: true });
  await first
    .getByRole("group", { name: `Delivery for ${product.name}` })
    .getByRole("radio", { name: `Pick up at ${PICKUP_STORE.name}` })
    .check();
  await expect(first.getByText(new RegExp(`^\\d+ in stock at ${PICKUP_STORE.name}\\.$`))).toBeVisible();

  // the same item again, shipped this time: two lines, each saying what is wrong
  await page.goto(product.itemUrl);
  await waitForHydration(page);
  await productAddButton(page).click();
  await page.getByRole("dialog", { name: "Added to cart" }).getByRole("link", { name: "View cart" }).click();
  const lines = page.getByRole("listitem", { name: product.name, exact: true });
  await expect(lines).toHaveCount(2);
  for (const line of await lines.all()) await expect(line.getByText(SPLIT)).toBeVisible();
  await expect(page.getByText("Item(s) in your cart requires attention.", { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);

  // the checkout's delivery step is not done: it says so and leads back to the cart
  await checkoutFromCart(page);
  const delivery = step(page, "Delivery");
  await expect(delivery).toHaveAttribute("data-status", "ACTIVE");
  await expect(delivery).toContainText("An item in your cart is set for more than one delivery.");
  await expect(delivery.getByText("Done", { exact: true })).toHaveCount(0);
  await delivery.getByRole("link", { name: "Choose one delivery in your cart" }).click();

  // picking the shipped line up too joins the two lines: nothing left to fix
  const shipped = page
    .getByRole("listitem", { name: product.name, exact: true })
    .filter({ has: page.getByRole("radio", { name: "Ship to me", checked: true }) });
  await shipped.getByRole("radio", { name: `Pick up at ${PICKUP_STORE.name}` }).check();
  await expect(page.getByRole("listitem", { name: product.name, exact: true })).toHaveCount(1);
  await expect(page.getByText(SPLIT)).toHaveCount(0);
  await checkoutFromCart(page);
  await expect(step(page, "Delivery")).toHaveAttribute("data-status", "COMPLETE");
  await expect(step(page, "Delivery")).not.toContainText("more than one delivery");
});
