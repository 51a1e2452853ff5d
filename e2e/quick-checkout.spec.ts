import type { Page } from "@playwright/test";
import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { addableProducts } from "./demo-products";
import {
  addAndViewCart,
  CARDS,
  checkoutFromCart,
  chooseShipping,
  enterCard,
  enterShippingAddress,
  futureExpiry,
  type NewAddress,
  NEW_ACCOUNT_PASSWORD,
  openAccount,
  ownClientAddress,
  registerByApi,
  step,
  usePayment,
} from "./checkout-steps";
import { fillSignIn } from "./sign-in";
import { productAddButton } from "./product-steps";

// Quick checkout (decision 028). A shopper with a saved card and a shipping address sees "Buy now"
// on the quick-checkout cart (/cc/sparq/cart?viewcart=true); its drawer says what will be bought,
// where it ships, the card and the total, and "Check out now" goes through the checkout entry to
// the checkout. A guest who chooses Checkout in the mini cart is asked to sign in first, and the
// checkout entry (/cc/api/precheckout?fromSlideIn=true) sends a guest to the login page and,
// once signed in, on to the checkout.

const ADDRESS: NewAddress = {
  firstName: "Quinn",
  lastName: "Okafor",
  address1: "40 Pond St",
  city: "Ashland",
  state: "MA",
  zipCode: "01721",
  phone: "5085550142",
};

/** Saves a card and a shipping address the way a shopper does: through the checkout's own steps. */
async function saveCardAndAddress(page: Page) {
  await checkoutFromCart(page);
  await chooseShipping(page);
  await enterShippingAddress(page, ADDRESS);
  await step(page, "Payment").getByRole("checkbox", { name: "Save this card for next time" }).check();
  const card = await enterCard(page, CARDS.visa.number, futureExpiry().typed, "123");
  await expect(card).toContainText("Visa ending in 1111");
  await usePayment(page);
}

// Each journey opens an account and goes through sign-in or the checkout's steps with the card frame.
test.slow();

test.describe("buy now", () => {
  test.use(ownClientAddress(24));

  test("a shopper with a saved card buys now from the quick-checkout cart", async ({ page }) => {
    const [product] = await addableProducts(page.request, "paper", 1);
    await openAccount(page, ADDRESS.firstName, ADDRESS.lastName, product!.itemUrl);
    await addAndViewCart(page, product!, 2);
    // Nothing on file yet: no quick buy.
    await expect(page.getByRole("button", { name: "Buy now" })).toHaveCount(0);
    await saveCardAndAddress(page);

    await page.goto("/cc/sparq/cart?viewcart=true");
    await expect(page.getByRole("heading", { level: 1, name: "Your cart (2 items)" })).toBeVisible();
    const total =
      (
        await page
          .getByRole("row", { name: /^Total / })
          .getByRole("cell")
          .textContent()
      )?.trim() ?? "";
    await page.getByRole("button", { name: "Buy now" }).click();
    const drawer = page.getByRole("dialog", { name: "Quick buy" });
    await expect(drawer.getByRole("list", { name: "Items" }).getByRole("listitem")).toHaveText([
      new RegExp(`^${product!.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} × 2`),
    ]);
    await expect(drawer.getByRole("term")).toHaveText(["Ship to", "Pay with", "Total"]);
    await expect(drawer.getByRole("definition").nth(0)).toContainText(`${ADDRESS.firstName} ${ADDRESS.lastName}`);
    await expect(drawer.getByRole("definition").nth(0)).toContainText(`${ADDRESS.city}, ${ADDRESS.state} ${ADDRESS.zipCode}`);
    await expect(drawer.getByRole("definition").nth(1)).toHaveText("Visa ending in 1111");
    await expect(drawer.getByRole("definition").nth(2)).toHaveText(total);
    await expectNoA11yViolations(page);

    await drawer.getByRole("button", { name: "Check out now" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.get("buyNow") === "true");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  });
});

test.describe("checkout from the mini cart", () => {
  test.use(ownClientAddress(25));

  test("a guest is asked to sign in, and the checkout entry brings them to checkout once signed in", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const [product] = await addableProducts(page.request, "pens", 1);
    // the shopper's account, opened elsewhere: this browser is a guest's
    const elsewhere = await playwright.request.newContext({ baseURL, ...ownClientAddress(25) });
    const email = await registerByApi(elsewhere, "Gale", "Mensah");
    await elsewhere.dispose();

    await page.goto(product!.itemUrl);
    await productAddButton(page).click();
    const overlay = page.getByRole("dialog", { name: "Added to cart" });
    await expect(overlay.getByRole("status").filter({ hasText: "to your cart." })).toContainText("Added 1 to your cart.");
    await overlay.getByRole("button", { name: "Continue shopping" }).click();

    await page.getByRole("button", { name: "Cart, 1 item", exact: true }).click();
    const flyout = page.getByRole("dialog", { name: /^Your cart/ });
    const checkout = flyout.getByRole("link", { name: "Checkout" });
    await expect(checkout).toHaveAttribute("href", "/cc/api/precheckout?fromSlideIn=true");
    await checkout.click();
    const signIn = page.getByRole("dialog", { name: "Sign in to check out" });
    await expect(signIn).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(signIn).toBeHidden();

    // The entry itself, as the link goes without JavaScript: the login page, coming back to the entry.
    await page.goto("/cc/api/precheckout?fromSlideIn=true");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("jumpUrl")).toBe("/cc/api/precheckout?fromSlideIn=true");
    await expectNoA11yViolations(page);
    const submit = await fillSignIn(page, email, NEW_ACCOUNT_PASSWORD);
    await submit.click();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  });
});
