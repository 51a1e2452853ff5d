import crypto from "node:crypto";
import http from "node:http";
import { type PlaywrightWorkerArgs, expect } from "@playwright/test";
import { csrfHeader, postApi } from "./api-steps";
import { CARDS, type StockedProduct, ownClientAddress, registerByApi } from "./checkout-steps";
import { searchApi } from "./demo-products";

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

/**
 * Another shopper buys every unit left, through the store's JSON calls (what the checkout's screens
 * send; the screens are the checkout journeys'): a new account, the units in its cart, delivery to
 * an address, a card typed into the sandbox gateway and Place order.
 */
export async function sellOut(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  product: StockedProduct,
  clientAddress: number,
): Promise<void> {
  const client = ownClientAddress(clientAddress);
  const buyer = await playwright.request.newContext({ baseURL, ...client });
  try {
    await registerByApi(buyer, "Sam", "Okafor");
    await postApi(buyer, "/cc/api/checkout/default/item", { items: [{ itemId: product.itemId, qty: product.onlineQty }] });
    await postApi(buyer, "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" });
    await postApi(buyer, "/cc/api/checkout/default/address", {
      type: "S",
      firstName: "Sam",
      lastName: "Okafor",
      address1: "9 Mill Pond Rd",
      city: "Natick",
      state: "MA",
      zipCode: "01760",
      phones: [{ number: "(508) 555-0142" }],
    });
    const auth = (await postApi(buyer, "/cc/api/payment/gateway/authToken?type=SP", {})) as { value: string };
    const token = await gatewayCardToken(baseURL, auth.value, client.extraHTTPHeaders);
    const paid = (await postApi(buyer, "/cc/api/checkout/default/payment", { cardPayment: { accountNumber: token } })) as {
      data: { cart: { cartSummary: { ordTotal: number } } };
    };
    const expectedTotal = paid.data.cart.cartSummary.ordTotal;
    const res = await buyer.post("/cc/api/checkout/default/order", {
      data: { expectedTotal },
      headers: { ...(await csrfHeader(buyer)), "idempotency-key": crypto.randomUUID() },
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await buyer.dispose();
  }
}

/**
 * The test Visa typed into the sandbox gateway (POST /v1/tokens with the storefront's payment auth
 * token), as its card form does. The gateway's host, pay.localhost, is one Node does not resolve:
 * the call goes to the store's port with that Host, as the browser's would.
 */
function gatewayCardToken(baseURL: string, authToken: string, headers: Record<string, string>): Promise<string> {
  const { port } = new URL(baseURL);
  const body = JSON.stringify({
    number: CARDS.visa.number.replace(/ /g, ""),
    expiryMonth: "12",
    expiryYear: String(new Date().getFullYear() + 3),
    cvv: "123",
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/v1/tokens",
        method: "POST",
        headers: {
          ...headers,
          host: `pay.localhost:${port}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          authorization: `Bearer ${authToken}`,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          if (response.statusCode === 201) resolve((JSON.parse(text) as { token: string }).token);
          else reject(new Error(`the gateway answered ${response.statusCode}: ${text}`));
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
