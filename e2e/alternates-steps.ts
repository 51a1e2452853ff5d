import { type Browser, type PlaywrightWorkerArgs, expect } from "@playwright/test";
import {
  CARDS,
  type NewAddress,
  type StockedProduct,
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
import { searchApi } from "./demo-products";
import { waitForHydration } from "./page-ready";
import { productAddButton } from "./product-steps";

// For the alternates journeys: a product running low that the store offers alternates for, and
// another shopper who buys every unit left, so the one in our shopper's cart sells out.

/**
 * The skip-th product with limited stock whose alternates the cart offers. Asked of a cart of its
 * own: more than the stock is asked for, the line is capped ("Limited quantities") and says which
 * alternates it would offer.
 */
export async function limitedProductWithAlternates(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  skip: number,
): Promise<StockedProduct> {
  const probe = await playwright.request.newContext({ baseURL });
  try {
    await probe.get("/api/session");
    const csrf = (await probe.storageState()).cookies.find((c) => c.name === "quire_csrf")?.value ?? "";
    let found = 0;
    for (const category of ["paper", "writing-instruments", "binders-filing", "technology", "breakroom", "cleaning"]) {
      for (const p of await searchApi(probe, `category=${category}&size=96`)) {
        if (p.stockStatus !== "LIMITED" || p.status !== "PUBLISHED" || p.isFreeSample || p.quantityLimit !== null) continue;
        // asking for more than is left caps the line, which then names the alternates it offers
        const res = await probe.post("/cc/api/checkout/default/item", {
          headers: { "x-csrf-token": decodeURIComponent(csrf) },
          data: { items: [{ itemId: p.itemId, qty: 999 }] },
        });
        if (!res.ok()) continue;
        const cart = (await res.json()) as { data: { cartInfo: { items: { itemId: string; alternates?: unknown[] }[] } } };
        const offered = cart.data.cartInfo.items.find((i) => i.itemId === p.itemId)?.alternates?.length ?? 0;
        if (offered === 0 || found++ < skip) continue;
        const full = (await (await probe.get(`/api/products/${p.itemId}`)).json()) as StockedProduct;
        if (full.onlineQty >= 2) return full;
      }
    }
  } finally {
    await probe.dispose();
  }
  throw new Error("no product with limited stock and alternates in the demo store");
}

const BUYER_ADDRESS: NewAddress = {
  firstName: "Sam",
  lastName: "Okafor",
  address1: "9 Mill Pond Rd",
  city: "Natick",
  state: "MA",
  zipCode: "01760",
  phone: "5085550142",
};

/** Another shopper, in a browser of their own (with JavaScript), opens an account and buys every unit left. */
export async function sellOut(browser: Browser, baseURL: string, product: StockedProduct, clientAddress: number): Promise<void> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: true,
    viewport: { width: 1280, height: 800 },
    ...ownClientAddress(clientAddress),
  });
  try {
    const buyer = await context.newPage();
    await createAccount(buyer, BUYER_ADDRESS.firstName, BUYER_ADDRESS.lastName, product.itemUrl);
    await waitForHydration(buyer);
    await buyer.getByRole("textbox", { name: "Quantity" }).fill(String(product.onlineQty));
    await productAddButton(buyer).click();
    await buyer.getByRole("dialog", { name: "Added to cart" }).getByRole("link", { name: "View cart" }).click();
    await waitForHydration(buyer);
    await cartCheckoutLink(buyer).click();
    await buyer.waitForURL((url) => url.pathname === "/checkout");
    await waitForHydration(buyer);
    await chooseShipping(buyer);
    await enterShippingAddress(buyer, BUYER_ADDRESS);
    const expiry = futureExpiry();
    await expect(await enterCard(buyer, CARDS.visa.number, expiry.typed, "123")).toContainText("Visa ending in 1111");
    await usePayment(buyer);
    await placeOrder(buyer);
  } finally {
    await context.close();
  }
}
