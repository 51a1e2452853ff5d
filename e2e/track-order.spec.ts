import { expect, test } from "./page-ready";
import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { signInOnLoginPage, signOut } from "./sign-in";

// Tracking an order without signing in: the footer's "Track order" link, the order number and
// e-mail; the right pair shows the order's status, a wrong e-mail or number the same not-found words.

test.use(ownClientAddress(51));

const EMAIL = "registered@quire.test";
const NOT_FOUND = "We couldn't find an order with that number and e-mail";

test("a shopper tracks an order by number and e-mail; a wrong e-mail and a wrong number get the same answer", async ({
  page,
}) => {
  // one of the demo shopper's orders, as their order history shows it
  await signInOnLoginPage(page, EMAIL, "Riley");
  await page.goto("/account/orders");
  const orderNumber =
    (await page
      .getByRole("main")
      .getByRole("link", { name: /^\d{10}$/ })
      .first()
      .textContent()) ?? "";
  await signOut(page, "Riley");

  await page.getByRole("contentinfo").getByRole("link", { name: "Track order" }).click();
  await expect(page).toHaveURL(/\/orders\/track$/);
  await expect(page).toHaveTitle("Track an order | Quire");
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Order number" }).fill(orderNumber);
  await main.getByRole("textbox", { name: "Email used for the order" }).fill(EMAIL);
  await main.getByRole("button", { name: "Track order" }).click();
  const summary = main.getByRole("region", { name: `Order ${orderNumber}` });
  await expect(summary).toBeVisible();
  await expect(summary.getByText(/^(Shipped|Delivered)$/)).toBeVisible();
  await expectNoA11yViolations(page);

  await main.getByRole("textbox", { name: "Email used for the order" }).fill("someone.else@example.com");
  await main.getByRole("button", { name: "Track order" }).click();
  await expect(main.getByRole("alert").filter({ hasText: NOT_FOUND })).toBeVisible();
  await expect(summary).toHaveCount(0);

  await main.getByRole("textbox", { name: "Order number" }).fill("1000000001");
  await main.getByRole("textbox", { name: "Email used for the order" }).fill(EMAIL);
  await main.getByRole("button", { name: "Track order" }).click();
  await expect(main.getByRole("alert").filter({ hasText: NOT_FOUND })).toBeVisible();
  await expectNoA11yViolations(page);
});
