import {
  DEFAULT_STORE,
  DEFAULT_STORE_RADIUS_MILES,
  PICKUP_CHOOSER_LIMIT,
  type BusinessPickupView,
  type GeoPoint,
  type PickupStoreOffer,
  type ProductPickupView,
  type TenantId,
  type TilePickupView,
  type YourStore,
  canPickUpInStore,
  distanceMiles,
  roundMiles,
  pickupLabel,
  pickupStockText,
  isPickupEligible,
  storeClock,
  storeOpenState,
  summariseHours,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { lookupZip } from "../../lib/us-zip";
import type { NearbyStore, StoreService } from "../stores";
import * as repo from "./pickup.repository";
import type { PickupInStoreAnswer, PickupInStoreInput } from "./pickup.schema";

// Pickup in store (decision 031): the pickupinstore call, the product page's pickup panel and
// store chooser, the tiles' stock at my store, and the business pickup page. Consumers may
// always pick up; a business user only with G_BOP (canPickUpInStore).

/** Who asks: the site, the user's permissions and business account. */
export interface PickupViewer {
  tenant: TenantId;
  permissions: readonly string[];
  accountId: number | null;
}

type StoreRow = Omit<NearbyStore, "distanceMiles"> & { distanceMiles?: number };

export const PICKUP_NOT_ALLOWED = "Pickup in store isn't available for your account.";
const MAX_TILE_ITEMS = 200;

export class PickupService {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  allowed(viewer: PickupViewer): boolean {
    return canPickUpInStore({ tenant: viewer.tenant, permissions: viewer.permissions });
  }

  /** Business accounts are tax exempt for pickup when their policies say so (accounts.policies.taxExempt). */
  async taxExempt(viewer: PickupViewer): Promise<boolean> {
    if (viewer.tenant !== "advantage" || viewer.accountId === null) return false;
    const policies = await repo.accountPolicies(this.db, viewer.accountId);
    try {
      return (JSON.parse(policies ?? "{}") as { taxExempt?: unknown }).taxExempt === true;
    } catch {
      return false;
    }
  }

  /** My store's row: the cookie's store, else the default store (also when the cookie names a store that is gone). */
  private async myStore(yourStore: YourStore): Promise<StoreRow> {
    const store = (await this.stores.find(yourStore.storeNumber)) ?? (await this.stores.find(DEFAULT_STORE.storeNumber));
    if (!store) throw new AppError(404, "NO_STORE_FOUND", "No store found");
    return store;
  }

  private view(store: StoreRow, stockQty: number | null, now: Date): PickupStoreOffer {
    const clock = storeClock(store.address.state, now);
    const open = storeOpenState(store.workingHours, store.address.state, now);
    const label = stockQty === null ? null : pickupLabel({ hours: store.workingHours, stockQty, clock });
    return {
      storeNumber: store.storeNumber,
      name: store.name,
      address: store.address,
      phone: store.phone,
      distanceMiles: store.distanceMiles ?? null,
      hoursSummary: summariseHours(store.workingHours),
      hoursToday: open.statusText,
      openNow: open.isOpen,
      stockQty,
      stockText: stockQty === null ? null : pickupStockText(stockQty, store.address.city),
      label: label?.text ?? null,
    };
  }

  /** POST /cc/api/omni/pickupinstore. */
  async pickupInStore(viewer: PickupViewer, yourStore: YourStore, input: PickupInStoreInput): Promise<PickupInStoreAnswer> {
    if (input.tenant !== viewer.tenant) {
      throw new AppError(400, "INVALID_REQUEST", `tenant must be this site's (${viewer.tenant}).`, {
        fields: { tenant: `tenant must be ${viewer.tenant}.` },
      });
    }
    if (!this.allowed(viewer)) throw new AppError(403, "PICKUP_NOT_ALLOWED", PICKUP_NOT_ALLOWED);
    let centre: GeoPoint | null = null;
    if (input.zipCode !== null) {
      const place = lookupZip(input.zipCode);
      if (!place) throw new AppError(400, "INVALID_ZIPCODE", "Invalid zipcode", { fields: { zipCode: "Invalid zipcode" } });
      if (input.state !== null && input.state !== place.state) {
        throw new AppError(400, "INVALID_REQUEST", `ZIP code ${input.zipCode} is in ${place.state}, not ${input.state}.`, {
          fields: { state: `ZIP code ${input.zipCode} is in ${place.state}.` },
        });
      }
      centre = place;
    }
    const product = input.itemId === null ? null : await repo.findProduct(this.db, input.itemId);
    if (input.itemId !== null && !product) throw new AppError(404, "ITEM_NOT_FOUND", `We couldn't find item ${input.itemId}.`);

    let chosen: StoreRow | null;
    if (input.storeNumber !== null) {
      chosen = await this.stores.find(input.storeNumber);
      if (!chosen)
        throw new AppError(
          400,
          "INVALID_STORE_NUMBER",
          `We couldn't find store ${input.storeNumber}. Please choose another store.`,
        );
    } else if (centre) {
      chosen = (await this.stores.nearby(centre, DEFAULT_STORE_RADIUS_MILES, { limit: 1 }))[0] ?? null;
      if (!chosen) throw new AppError(400, "NO_STORE_FOUND", "No store found");
    } else {
      chosen = await this.myStore(yourStore);
    }
    const from = centre ?? chosen;
    const now = this.clock();
    const details: PickInStoreDetail[] = [];
    const detail = (store: StoreRow, stockQty: number | null, distance: number | null): PickInStoreDetail => {
      const v = this.view({ ...store, distanceMiles: distance ?? undefined }, stockQty, now);
      const open = storeOpenState(store.workingHours, store.address.state, now);
      return {
        store: {
          storeNumber: v.storeNumber,
          name: v.name,
          address: v.address,
          addressLine: `${v.address.addressLine1}, ${v.address.city}, ${v.address.state} ${v.address.zipcode}`,
          phone: v.phone,
          distanceMiles: v.distanceMiles,
          workingHours: store.workingHours as Record<string, [string, string] | null>,
          hoursSummary: v.hoursSummary,
          storeStatus: v.openNow ? "OPEN" : "CLOSED",
          StoreOpenTime: open.storeOpenTime,
          storeStatusTime: open.storeStatusTime,
          statusText: open.statusText,
          isAvailable: stockQty === null ? v.openNow : stockQty > 0,
        },
        ...(product && stockQty !== null
          ? {
              item: {
                itemId: product.itemId,
                name: product.name,
                stockQty,
                stockText: v.stockText ?? "",
                deliveryLabel: v.label,
              },
            }
          : {}),
      };
    };
    const messages: PickInStoreMessage[] = [];
    if (product) {
      const near = await this.stores.nearby(from, DEFAULT_STORE_RADIUS_MILES, {
        productId: Number(product.id),
        limit: PICKUP_CHOOSER_LIMIT + 1,
      });
      const chosenNear = near.find((s) => s.storeNumber === chosen.storeNumber);
      const chosenStock =
        chosenNear?.stockQty ??
        (await repo.shelfStockByItemId(this.db, chosen.storeNumber, [product.itemId])).get(product.itemId) ??
        0;
      const first = detail(chosen, chosenStock, centre ? (chosenNear?.distanceMiles ?? roundedDistance(centre, chosen)) : 0);
      details.push(first);
      for (const s of near) if (s.storeNumber !== chosen.storeNumber) details.push(detail(s, s.stockQty ?? 0, s.distanceMiles));
      details.splice(PICKUP_CHOOSER_LIMIT + 1);
      messages.push(
        chosenStock > 0
          ? { type: "INFO", code: "AVAILABLE_FOR_PICKUP", message: first.item?.deliveryLabel ?? first.item?.stockText ?? "" }
          : { type: "WARNING", code: "NOT_AVAILABLE_FOR_BOPIS", message: first.item?.stockText ?? "" },
      );
    } else {
      details.push(detail(chosen, null, centre ? roundedDistance(centre, chosen) : 0));
    }
    return {
      pickInStoreDetails: details,
      messages,
      ...(viewer.tenant === "advantage" ? { taxExempt: await this.taxExempt(viewer) } : {}),
    };
  }

  /** The product page's pickup panel and, when asked, the store chooser's list. */
  async forProduct(
    viewer: PickupViewer,
    yourStore: YourStore,
    itemId: string,
    options: { stores: boolean; zip?: string | null },
  ): Promise<ProductPickupView> {
    if (!this.allowed(viewer)) return { allowed: false };
    const product = await repo.findProduct(this.db, itemId);
    // a gift card is delivered and a protection plan has no shelf: neither is offered for pickup
    const eligible =
      product !== undefined &&
      isPickupEligible({
        giftCardDeliveryId: product.giftCardDeliveryId,
        isWarrantyPlan: Boolean(Number(product.isWarrantyPlan)),
      });
    if (!product || !eligible) return { allowed: false };
    const now = this.clock();
    const mine = await this.myStore(yourStore);
    const stock = (await repo.shelfStockByItemId(this.db, mine.storeNumber, [itemId])).get(itemId) ?? 0;
    const myStore = this.view(mine, stock, now);
    if (!options.stores) return { allowed: true, myStore, nearby: null, searchedZip: null, searchError: null };
    const search = this.searchCentre(options.zip ?? null, mine);
    if (search.centre === null) return { allowed: true, myStore, nearby: [], searchedZip: search.zip, searchError: search.error };
    const near = await this.stores.nearby(search.centre, DEFAULT_STORE_RADIUS_MILES, {
      productId: Number(product.id),
      limit: PICKUP_CHOOSER_LIMIT,
    });
    return {
      allowed: true,
      myStore,
      nearby: near.map((s) => this.view(s, s.stockQty ?? 0, now)),
      searchedZip: search.zip,
      searchError: near.length === 0 ? "No store found" : null,
    };
  }

  /** Tiles: my store's shelf stock of every item on the page, in one read. */
  async forTiles(viewer: PickupViewer, yourStore: YourStore, itemIds: readonly string[]): Promise<TilePickupView> {
    if (!this.allowed(viewer)) return { allowed: false };
    const mine = await this.myStore(yourStore);
    const stock = await repo.shelfStockByItemId(this.db, mine.storeNumber, itemIds.slice(0, MAX_TILE_ITEMS));
    return {
      allowed: true,
      storeNumber: mine.storeNumber,
      city: mine.address.city,
      stock: Object.fromEntries(itemIds.map((id) => [id, stock.get(id) ?? 0])),
    };
  }

  /** The business pickup page: my store, the stores near it (or near a typed ZIP code), taxExempt. */
  async forBusiness(viewer: PickupViewer, yourStore: YourStore, zip: string | null): Promise<BusinessPickupView> {
    if (!this.allowed(viewer)) {
      return { allowed: false, myStore: null, nearby: [], searchedZip: null, searchError: null, taxExempt: false };
    }
    const now = this.clock();
    const mine = await this.myStore(yourStore);
    const taxExempt = await this.taxExempt(viewer);
    const myStore = this.view(mine, null, now);
    const search = this.searchCentre(zip, mine);
    if (search.centre === null)
      return { allowed: true, myStore, nearby: [], searchedZip: search.zip, searchError: search.error, taxExempt };
    const near = await this.stores.nearby(search.centre, DEFAULT_STORE_RADIUS_MILES, { limit: PICKUP_CHOOSER_LIMIT });
    return {
      allowed: true,
      myStore,
      nearby: near.map((s) => this.view(s, null, now)),
      searchedZip: search.zip,
      searchError: near.length === 0 ? "No store found" : null,
      taxExempt,
    };
  }

  /** "Pick up here": the store as the YourStore cookie holds it. */
  async pickupStore(storeNumber: string): Promise<YourStore | null> {
    const store = await this.stores.find(storeNumber);
    return store
      ? { storeNumber: store.storeNumber, zipCode: store.address.zipcode, state: store.address.state, city: store.address.city }
      : null;
  }

  private searchCentre(
    zip: string | null,
    mine: StoreRow,
  ): { centre: GeoPoint; zip: string | null; error: null } | { centre: null; zip: string | null; error: string } {
    const typed = zip?.trim() ?? "";
    if (typed === "") return { centre: mine, zip: null, error: null };
    const place = /^\d{5}$/.test(typed) ? lookupZip(typed) : undefined;
    return place
      ? { centre: place, zip: typed, error: null }
      : { centre: null, zip: typed.slice(0, 10), error: "Invalid zipcode" };
  }
}

type PickInStoreDetail = PickupInStoreAnswer["pickInStoreDetails"][number];
type PickInStoreMessage = PickupInStoreAnswer["messages"][number];

function roundedDistance(centre: GeoPoint, store: GeoPoint): number {
  return roundMiles(distanceMiles(centre, store));
}
