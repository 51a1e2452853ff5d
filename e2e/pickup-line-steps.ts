import type { PlaywrightWorkerArgs } from "@playwright/test";
import { type ApiProduct, addable, searchApi } from "./demo-products";

// Pickup in store (decision 030): a product on the shelf of the default store 0008
// (Quire Natick). The demo data stocks every third product there; which ones is not in the
// catalogue API, so a cart of its own asks to pick each candidate up at 0008 until one is taken.

export const PICKUP_STORE = { storeNumber: "0008", name: "Quire Natick" } as const;

/** The skip-th addable product a cart can pick up at 0008 (at least minQty on the shelf). */
export async function pickupProduct(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  skip = 0,
  minQty = 2,
): Promise<ApiProduct> {
  const probe = await playwright.request.newContext({ baseURL });
  try {
    await probe.get("/api/session");
    const csrf = (await probe.storageState()).cookies.find((c) => c.name === "quire_csrf")?.value ?? "";
    let found = 0;
    for (const category of ["paper", "writing-instruments", "binders-filing", "breakroom", "cleaning"]) {
      for (const p of await searchApi(probe, `category=${category}&size=96`)) {
        if (!addable(p) || p.quantityLimit !== null) continue;
        const res = await probe.post("/cc/api/checkout/default/item", {
          headers: { "x-csrf-token": decodeURIComponent(csrf) },
          data: { items: [{ itemId: p.itemId, qty: minQty, deliveryType: "ISP", storeNumber: PICKUP_STORE.storeNumber }] },
        });
        if (!res.ok()) continue;
        const cart = (await res.json()) as {
          data: { cartInfo: { items: { itemId: string; cartItemId: string | null; qty: number }[] } };
        };
        const line = cart.data.cartInfo.items.find((i) => i.itemId === p.itemId && i.cartItemId);
        if (line) {
          await probe.post(`/cc/api/checkout/default/item/${line.cartItemId}`, {
            headers: { "x-csrf-token": decodeURIComponent(csrf), "x-http-method-override": "DELETE" },
          });
        }
        if (!line || line.qty < minQty || found++ < skip) continue;
        return p;
      }
    }
  } finally {
    await probe.dispose();
  }
  throw new Error("no product on the shelf of store 0008 in the demo store");
}
