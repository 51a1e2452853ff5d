import {
  type CartPickupChoices,
  type CartView,
  DEFAULT_STORE,
  DEFAULT_STORE_RADIUS_MILES,
  type LinePickupChoices,
  type PickupStoreChoice,
  type YourStore,
  isPickupEligible,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { lookupZip } from "../../lib/us-zip";
import { StoreService } from "../stores";
import * as repo from "./cart.repository";

/** At most this many stores are offered per line in the cart's store choice. */
const STORES_PER_LINE = 6;

// The cart page's pickup offer (decision 030): for each line, the stores near my store (the
// YourStore cookie's, else the default 0008) with this item's shelf stock, nearest first, and the
// line's own store when it is not among them. Reads only: the line's delivery changes through the
// cart's update (cart-mutations.service.ts).
export class CartPickupService {
  private readonly stores: StoreService;

  constructor(private readonly db: Db) {
    this.stores = new StoreService(db);
  }

  async choices(cart: CartView, yourStore: YourStore | null, canPickUp: boolean): Promise<CartPickupChoices> {
    const mine = yourStore ?? DEFAULT_STORE;
    const myStore = await this.stores.find(mine.storeNumber);
    const offer: CartPickupChoices = {
      offered: canPickUp,
      myStore: {
        storeNumber: mine.storeNumber,
        name: myStore?.name ?? mine.city,
        city: myStore?.address.city ?? mine.city,
        state: myStore?.address.state ?? mine.state,
      },
      storeChosen: yourStore !== null,
      lines: {},
    };
    if (!canPickUp) return offer;
    const zip = mine.zipCode ? lookupZip(mine.zipCode) : undefined;
    const centre = zip ? { latitude: zip.latitude, longitude: zip.longitude } : myStore;
    const items = cart.items.filter((i) => i.status === "ACTIVE" && i.cartItemId);
    const products = await repo.findCartProducts(this.db, { itemIds: [...new Set(items.map((i) => i.itemId))] });
    const byItemId = new Map(products.map((p) => [p.itemId, p]));
    for (const item of items) {
      const p = byItemId.get(item.itemId);
      const eligible = p !== undefined && isPickupEligible({ ...p, isWarrantyPlan: item.parentRelationType === "WARRANTY" });
      const line: LinePickupChoices = { eligible, stores: [] };
      if (eligible && p) {
        const near = centre
          ? await this.stores.nearby(centre, DEFAULT_STORE_RADIUS_MILES, { limit: STORES_PER_LINE, productId: p.id })
          : [];
        line.stores = near.map((s): PickupStoreChoice => ({
          storeNumber: s.storeNumber,
          name: s.name,
          city: s.address.city,
          state: s.address.state,
          distanceMiles: s.distanceMiles,
          stockQty: s.stockQty ?? 0,
        }));
        // my store and the line's own store are always offered, even beyond the radius
        for (const number of [mine.storeNumber, item.selectedDeliveryOption?.pickupStoreNumber ?? null]) {
          if (!number || line.stores.some((s) => s.storeNumber === number)) continue;
          const store = await this.stores.find(number);
          if (!store) continue;
          const stock = await repo.storeStock(this.db, number, [p.id]);
          line.stores.unshift({
            storeNumber: store.storeNumber,
            name: store.name,
            city: store.address.city,
            state: store.address.state,
            distanceMiles: null,
            stockQty: stock.get(p.id) ?? 0,
          });
        }
      }
      offer.lines[item.cartItemId as string] = line;
    }
    return offer;
  }
}
