import { type APIRequestContext, type BrowserContext, expect } from "@playwright/test";
import { type ApiProduct, addable, searchApi } from "./demo-products";

// For the pickup journeys: the pickup call (POST /cc/api/omni/pickupinstore) as the page's script
// would send it, and a product on the shelf at my store (0008 Natick) and at another store near it.

export interface PickupDetail {
  store: { storeNumber: string; name: string; address: { city: string } };
  item?: { stockQty: number; stockText: string };
}

export async function pickupInStore(
  request: APIRequestContext,
  context: BrowserContext,
  body: Record<string, string>,
): Promise<{ status: number; body: { pickInStoreDetails: PickupDetail[]; taxExempt?: boolean; code?: string } }> {
  if (!(await context.cookies()).some((c) => c.name === "quire_csrf")) await request.get("/api/session");
  const csrf = (await context.cookies()).find((c) => c.name === "quire_csrf")?.value ?? "";
  const res = await request.post("/cc/api/omni/pickupinstore", {
    data: body,
    headers: { "x-csrf-token": decodeURIComponent(csrf) },
  });
  return { status: res.status(), body: await res.json() };
}

/** An addable product with stock at 0008 and at another of the store chooser's stores. */
export async function stockedHereAndNearby(
  request: APIRequestContext,
  context: BrowserContext,
): Promise<{ product: ApiProduct; natickQty: number; other: PickupDetail & { item: { stockQty: number } } }> {
  for (const category of ["writing-instruments", "paper", "binders-filing", "technology", "cleaning", "breakroom"]) {
    for (const p of (await searchApi(request, `category=${category}&size=48`)).filter(addable)) {
      const answer = await pickupInStore(request, context, { storeNumber: "0008", searchParam: p.itemId, tenant: "dotcom" });
      expect(answer.status).toBe(200);
      const [natick, ...near] = answer.body.pickInStoreDetails;
      // the chooser lists my store and the 7 stores nearest it
      const other = near.slice(0, 7).find((d) => (d.item?.stockQty ?? 0) > 0);
      if (natick?.item && natick.item.stockQty > 0 && other?.item) {
        return { product: p, natickQty: natick.item.stockQty, other: other as PickupDetail & { item: { stockQty: number } } };
      }
    }
  }
  throw new Error("no product on the shelf at Natick and at a store near it");
}
