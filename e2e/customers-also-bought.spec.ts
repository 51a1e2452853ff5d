import type { APIRequestContext, Page } from "@playwright/test";
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
  ownClientAddress,
  placeOrder,
  usePayment,
} from "./checkout-steps";
import { addable, type ApiProduct, searchApi } from "./demo-products";
import { expect, test } from "./page-ready";

// The recommendation engine learns from orders (decision 049). A drum unit nobody has bought
// with anything shows the same-category filler under "Customers also bought"; a shopper orders it
// with a label tape, and the drum's rail now leads with that tape.

test.use(ownClientAddress(240));

/** An addable product of a category whose recommendations hold nothing learned from orders yet. */
async function unlearnedProduct(request: APIRequestContext, category: string): Promise<ApiProduct> {
  // a GET first: the answer sets the CSRF cookie every POST echoes
  await request.get("/api/session");
  const csrf = (await request.storageState()).cookies.find((c) => c.name === "quire_csrf")?.value ?? "";
  for (const p of (await searchApi(request, `category=${category}&size=96`)).filter(
    (p) => addable(p) && p.quantityLimit === null,
  )) {
    const res = await request.post("/api/sparxProxy/atRecommendation", {
      data: { query: { coreSkuNumber: p.itemId, number: 10, scheme: "CUSTOMERS_ALSO_BOUGHT" } },
      headers: { "x-csrf-token": decodeURIComponent(csrf) },
    });
    expect(res.ok()).toBe(true);
    const items = (await res.json()) as { recId: string }[];
    if (items.length > 0 && items.every((i) => !i.recId.startsWith("CO_PURCHASE:"))) return p;
  }
  throw new Error(`no ${category} product without learned recommendations`);
}

function railTiles(page: Page) {
  return page
    .getByRole("region", { name: "Customers also bought" })
    .getByRole("list", { name: "Customers also bought" })
    .getByRole("listitem");
}

test("Customers also bought changes after a shopper orders two items together", { tag: "@phone" }, async ({ page }) => {
  // a whole checkout on the way: as long as the checkout journeys take
  test.slow();
  const drum = await unlearnedProduct(page.request, "drum-imaging-units");
  const tape = (await searchApi(page.request, "category=label-tape-ribbons&size=96")).find(
    (p) => addable(p) && p.quantityLimit === null,
  ) as ApiProduct;
  expect(tape).toBeDefined();

  // before: the rail is server-rendered and does not lead with the tape
  await page.goto(drum.itemUrl);
  await expect(railTiles(page).first()).toBeVisible();
  await expect(railTiles(page).first().getByRole("link", { name: tape.name })).toHaveCount(0);

  // one order of the drum and the tape together
  await createAccount(page, "Robin", "Recs", drum.itemUrl);
  await addAndViewCart(page, drum);
  await page.goto(tape.itemUrl);
  await addAndViewCart(page, tape);
  await cartCheckoutLink(page).click();
  await chooseShipping(page);
  await enterShippingAddress(page, {
    firstName: "Robin",
    lastName: "Recs",
    address1: "7 Pond Rd",
    city: "Natick",
    state: "MA",
    zipCode: "01760",
    phone: "5085550177",
  });
  await expect(await enterCard(page, CARDS.visa.number, futureExpiry().typed, "123")).toBeVisible();
  await usePayment(page);
  await placeOrder(page);

  // after: the drum's rail leads with the tape it was bought with
  await page.goto(drum.itemUrl);
  await expect(railTiles(page).first().getByRole("link", { name: tape.name }).first()).toBeVisible();
  await expectNoA11yViolations(page);
});
