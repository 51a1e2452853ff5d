import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import {
  addAndViewCart,
  CARDS,
  cardFrame,
  cartCheckoutLink,
  chooseShipping,
  createAccount,
  enterCard,
  enterShippingAddress,
  futureExpiry,
  type NewAddress,
  ownClientAddress,
  placeOrder,
  usePayment,
} from "./checkout-steps";
import { firstAddable } from "./demo-products";

// The past-purchase badge (decision 047): a new shopper's tile for a product has no badge; once
// they have bought it, the same product's tile in the search results reads "Purchased {short
// month}, {year}" from their own order. At the large width and on a phone (@phone).

test.use(ownClientAddress(201));

const ADDRESS: NewAddress = {
  firstName: "Tove",
  lastName: "Lindqvist",
  address1: "8 Birch Rd",
  city: "Framingham",
  state: "MA",
  zipCode: "01701",
  phone: "5085550188",
};

/** The badge as the store writes it for an order placed now (its month in UTC). */
function badgeForNow(): string {
  const now = new Date();
  const month = now.toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  return `Purchased ${month}, ${now.getUTCFullYear()}`;
}

test("a product's tile shows when the shopper bought it, after their order @phone", async ({ page }) => {
  // an account, a checkout and an order: longer than one page visit
  test.slow();
  const product = await firstAddable(page.request, "stapler");
  const searchUrl = `/search?query=${encodeURIComponent(product.name)}`;
  await createAccount(page, ADDRESS.firstName, ADDRESS.lastName, searchUrl);
  const tile = page.getByRole("article", { name: product.name, exact: true });
  await expect(tile).toBeVisible();
  await expect(tile.getByText(/^Purchased /)).toHaveCount(0);

  await page.goto(product.itemUrl);
  await addAndViewCart(page, product, 1);
  await cartCheckoutLink(page).click();
  await page.waitForURL((url) => url.pathname === "/checkout");
  await chooseShipping(page);
  await enterShippingAddress(page, ADDRESS);
  await expect(cardFrame(page).getByRole("button", { name: "Use this card" })).toBeVisible();
  const expiry = futureExpiry();
  await expect(await enterCard(page, CARDS.visa.number, expiry.typed, "123")).toContainText("Visa ending in 1111");
  await usePayment(page);
  await placeOrder(page);

  await page.goto(searchUrl);
  await expect(tile.getByText(badgeForNow(), { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});
