import { expectNoA11yViolations } from "./accessibility";
import {
  CARDS,
  checkoutFromCart,
  createAccount,
  enterCard,
  futureExpiry,
  ownClientAddress,
  placeOrder,
  step,
  usePayment,
} from "./checkout-steps";
import { expect, test, waitForHydration } from "./page-ready";
import { PICKUP_STORE, pickupProduct } from "./pickup-line-steps";
import { signInOnLoginPage } from "./sign-in";

// Store staff mark a pickup order ready (decision 079): a shopper's order picked up at Natick is
// told "being prepared"; the customer service rep finds it on /csr/pickups and marks it ready by
// keyboard; the shopper's order then reads "Ready for pickup" and the message centre says so. At
// the large width and on a phone, with axe on the staff page before and after.

const client = ownClientAddress(179);
test.use(client);

test("staff mark a shopper's pickup order ready and the shopper sees it @phone", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  // products of their own: pickup-in-store.spec.ts takes the first two
  const product = await pickupProduct(playwright, baseURL ?? "", testInfo.project.name === "xs" ? 3 : 2);
  await createAccount(page, "Robin", "Collects", "/cart");
  // the line is put in the cart for pickup through the cart's call: the cart screens are other journeys'
  const csrf = (await page.context().cookies()).find((c) => c.name === "quire_csrf")?.value ?? "";
  const added = await page.request.post("/cc/api/checkout/default/item", {
    headers: { "x-csrf-token": decodeURIComponent(csrf) },
    data: { items: [{ itemId: product.itemId, qty: 1, deliveryType: "ISP", storeNumber: PICKUP_STORE.storeNumber }] },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.reload();
  await checkoutFromCart(page);
  const person = step(page, "Pickup person");
  await person.getByRole("textbox", { name: "First name" }).fill("Robin");
  await person.getByRole("textbox", { name: "Last name" }).fill("Collects");
  await person.getByRole("textbox", { name: "Phone number" }).fill("5085550199");
  await person.getByRole("textbox", { name: "Email address" }).fill("robin.collects@example.com");
  await person.getByRole("button", { name: "Save pickup person" }).click();
  await expect(person.getByRole("link", { name: /^Change pickup person/ })).toBeVisible();
  await enterCard(page, CARDS.visa.number, futureExpiry().typed, "123");
  await usePayment(page);
  const orderNumber = await placeOrder(page);

  await page.goto(`/account/orders/${orderNumber}`);
  await expect(page.getByRole("main").getByText("Preparing for pickup").first()).toBeVisible();

  // the rep, in a browser of their own
  const staff = await browser.newContext({ baseURL, ...client });
  const staffPage = await staff.newPage();
  await signInOnLoginPage(staffPage, "csr@quire.test", "Sam");
  await staffPage.goto("/csr/pickups");
  await waitForHydration(staffPage);
  await expect(staffPage.getByRole("heading", { level: 2, name: /^Waiting at .+ \(store 0008\)$/ })).toBeVisible();
  const order = staffPage.getByRole("listitem", { name: `Order ${orderNumber}` });
  await expect(order).toContainText("Robin Collects");
  await expect(order).toContainText("(508) 555-0199");
  await expect(order).toContainText(product.name);
  await expectNoA11yViolations(staffPage);

  // by keyboard: focus the order's button and press Enter
  const mark = order.getByRole("button", { name: `Mark ready for pickup (order ${orderNumber})` });
  await mark.focus();
  await staffPage.keyboard.press("Enter");
  await expect(staffPage.getByRole("status").filter({ hasText: `Order ${orderNumber} is marked ready.` })).toBeVisible();
  await expect(staffPage.getByRole("listitem", { name: `Order ${orderNumber}` })).toHaveCount(0);
  await expectNoA11yViolations(staffPage);
  await staff.close();

  await page.reload();
  await expect(page.getByRole("main").getByText("Ready for pickup").first()).toBeVisible();
  await page.goto("/account/messages");
  await expect(
    page.getByRole("main").getByRole("heading", { level: 2, name: new RegExp(`Order ${orderNumber} is ready for pickup$`) }),
  ).toBeVisible();
});
