import {
  boundingBox,
  distanceMiles,
  type GeoPoint,
  roundMiles,
  type StoreDirectoryEntry,
  type StoreReader,
  type WeeklyHours,
} from "@quire/domain";
import type { Db } from "../../db/database";
import * as repo from "./stores.repository";

/** A store near a point: its row, the distance in miles (one decimal) and, when asked, its shelf stock of one product. */
export interface NearbyStore {
  storeNumber: string;
  name: string;
  address: { addressLine1: string; city: string; state: string; zipcode: string };
  latitude: number;
  longitude: number;
  phone: string;
  workingHours: WeeklyHours;
  distanceMiles: number;
  /** units of the asked product on this store's shelf; undefined when no product was asked */
  stockQty?: number;
}

export interface NearbyOptions {
  /** at most this many stores, nearest first */
  limit?: number;
  /** also read each store's shelf stock of this product */
  productId?: number;
}

export class StoreService implements StoreReader {
  constructor(private readonly db: Db) {}

  async directory(): Promise<StoreDirectoryEntry[]> {
    const rows = await repo.listStores(this.db);
    return rows.map((r) => ({
      storeNumber: r.storeNumber,
      name: r.name,
      address: { addressLine1: r.addressLine, city: r.city, state: r.state, zipcode: r.zipcode },
      phone: r.phone,
      workingHours: JSON.parse(r.workingHours) as WeeklyHours,
    }));
  }

  async find(storeNumber: string): Promise<Omit<NearbyStore, "distanceMiles"> | null> {
    const row = await repo.findStore(this.db, storeNumber);
    return row ? { ...toStore(row) } : null;
  }

  /** The stores within `radiusMiles` of `centre`, nearest first: a box on the coordinates index, then the exact distance. */
  async nearby(centre: GeoPoint, radiusMiles: number, options: NearbyOptions = {}): Promise<NearbyStore[]> {
    const rows = await repo.storesInBox(this.db, boundingBox(centre, radiusMiles));
    const within = rows
      .map((row) => ({ row, miles: distanceMiles(centre, row) }))
      .filter((s) => s.miles <= radiusMiles)
      .sort((a, b) => a.miles - b.miles || a.row.storeNumber.localeCompare(b.row.storeNumber))
      .slice(0, options.limit ?? Number.POSITIVE_INFINITY);
    const stock =
      options.productId === undefined
        ? null
        : await repo.shelfStock(
            this.db,
            options.productId,
            within.map((s) => s.row.storeNumber),
          );
    return within.map(({ row, miles }) => ({
      ...toStore(row),
      distanceMiles: roundMiles(miles),
      ...(stock ? { stockQty: stock.get(row.storeNumber) ?? 0 } : {}),
    }));
  }
}

function toStore(r: repo.StoreRow): Omit<NearbyStore, "distanceMiles"> {
  return {
    storeNumber: r.storeNumber,
    name: r.name,
    address: { addressLine1: r.addressLine, city: r.city, state: r.state, zipcode: r.zipcode },
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    phone: r.phone,
    workingHours: JSON.parse(r.workingHours) as WeeklyHours,
  };
}
