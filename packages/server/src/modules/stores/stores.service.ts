import {
  boundingBox,
  DEFAULT_STORE_RADIUS_MILES,
  distanceMiles,
  type GeoPoint,
  HEADER_STORE_RADIUS_MILES,
  INVALID_STORE_SEARCH,
  INVALID_ZIPCODE,
  type LocatorPlace,
  type LocatorResults,
  type LocatorStore,
  NO_LOCAL_BUSINESS,
  NO_STORE_FOUND,
  normalizeStoreNumber,
  parseStoreSearch,
  roundMiles,
  type StoreDirectoryEntry,
  storeOpenState,
  type StoreReader,
  storeSearchRadius,
  storeTimeZone,
  type WeeklyHours,
  type YourStore,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import type { RequestSession } from "../session";
import { sharedGeocoder, type ZipGeocoder } from "./geocoder";
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

/** The most stores one locator answer lists, nearest first. */
export const MAX_LOCATOR_STORES = 50;

const noStoreFound = () => new AppError(400, "NO_STORE_FOUND", NO_STORE_FOUND);

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;

export class StoreService implements StoreReader {
  constructor(
    private readonly db: Db,
    private readonly geocoder: ZipGeocoder = sharedGeocoder,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * storeLocator (spec section 7): one store by storeNumber, or the stores within `radius` miles
   * (default 20, used only when a finite integer) of an address: a ZIP, a city or "city, state".
   * 400 INVALID_STORE_SEARCH for input that is not word characters separated by commas or spaces,
   * 400 INVALID_ZIPCODE 'Invalid zipcode' for an unknown ZIP, 400 NO_STORE_FOUND 'No store found'
   * for an unknown place or store, or no store within the radius.
   */
  async locate(body: unknown, defaultRadius: number = DEFAULT_STORE_RADIUS_MILES): Promise<LocatorResults> {
    const input = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    const radius = storeSearchRadius(input.radius, defaultRadius);
    const storeNumberText = text(input.storeNumber)?.trim();
    const address = text(input.address);
    if (storeNumberText) {
      const storeNumber = normalizeStoreNumber(storeNumberText);
      if (!storeNumber) throw new AppError(400, "INVALID_STORE_NUMBER", "A store number is 1 to 6 digits.");
      const store = await this.locatorStore(storeNumber);
      if (!store) throw noStoreFound();
      return { status: "SUCCESS", stores: [store], place: null, radius };
    }
    if (address === undefined || address.trim() === "") {
      throw new AppError(
        400,
        "INVALID_STORE_SEARCH",
        "Send a storeNumber, or an address: a ZIP code, a city, or a city and state.",
      );
    }
    const place = this.geocode(address);
    const nearby = await this.nearby(place, radius, { limit: MAX_LOCATOR_STORES });
    if (nearby.length === 0) throw noStoreFound();
    const now = this.clock();
    return {
      status: "SUCCESS",
      stores: nearby.map((s) => toLocatorStore(s, s.distanceMiles, now)),
      place,
      radius,
    };
  }

  /** The point an address names; the input rules and 'Invalid zipcode' / 'No store found' refusals. */
  geocode(address: string): LocatorPlace {
    const search = parseStoreSearch(address);
    if (search.kind === "invalid") throw new AppError(400, "INVALID_STORE_SEARCH", INVALID_STORE_SEARCH);
    if (search.kind === "zip") {
      const place = this.geocoder.zip(search.zip);
      if (!place) throw new AppError(400, "INVALID_ZIPCODE", INVALID_ZIPCODE);
      return place;
    }
    const place = this.geocoder.city(search.city, search.state);
    if (!place) throw noStoreFound();
    return place;
  }

  /** localbusiness (spec section 7): the stores nearest a point (within the header's 100 miles); none is 400 'No Local Business'. */
  async localBusiness(body: unknown): Promise<{ stores: LocatorStore[] }> {
    const input = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    const latitude = Number(text(input.latitude) ?? Number.NaN);
    const longitude = Number(text(input.longitude) ?? Number.NaN);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      throw new AppError(400, "INVALID_COORDINATES", "Send a latitude from -90 to 90 and a longitude from -180 to 180.");
    }
    const nearby = await this.nearby({ latitude, longitude }, HEADER_STORE_RADIUS_MILES, { limit: 5 });
    if (nearby.length === 0) throw new AppError(400, "NO_LOCAL_BUSINESS", NO_LOCAL_BUSINESS);
    const now = this.clock();
    return { stores: nearby.map((s) => toLocatorStore(s, s.distanceMiles, now)) };
  }

  /** One store as the locator shows it (distance 0), or null. */
  async locatorStore(storeNumber: string): Promise<LocatorStore | null> {
    const normalized = normalizeStoreNumber(storeNumber);
    const store = normalized ? await this.find(normalized) : null;
    return store ? toLocatorStore(store, 0, this.clock()) : null;
  }

  /** The YourStore cookie's value for a store, or null for an unknown store. */
  async yourStoreOf(storeNumber: unknown): Promise<YourStore | null> {
    const normalized = normalizeStoreNumber(storeNumber);
    const store = normalized ? await this.find(normalized) : null;
    return store
      ? { storeNumber: store.storeNumber, zipCode: store.address.zipcode, state: store.address.state, city: store.address.city }
      : null;
  }

  /**
   * preferred_store (spec section 7): a signed-in shopper's store, kept for that user only. 401 for
   * guests; 400 INVALID_STORE_NUMBER for a malformed number, 404 STORE_NOT_FOUND for an unknown
   * store; the address fields are kept when well formed, else the store's own are.
   */
  async savePreferredStore(session: RequestSession, body: unknown): Promise<YourStore> {
    if (session.userId == null) throw new AppError(401, "UNAUTHORIZED", "Sign in to save your preferred store.");
    const input = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    if (normalizeStoreNumber(input.storeNumber) === null) {
      throw new AppError(400, "INVALID_STORE_NUMBER", "A store number is 1 to 6 digits.");
    }
    const store = await this.yourStoreOf(input.storeNumber);
    if (!store) throw new AppError(404, "STORE_NOT_FOUND", "There is no store with that number.");
    const found = (await this.find(store.storeNumber))!;
    const field = (name: string, rule: RegExp, fallback: string) => {
      const value = text(input[name])?.trim();
      return value && rule.test(value) ? value : fallback;
    };
    await repo.savePreferredStore(this.db, {
      userId: session.userId,
      storeNumber: store.storeNumber,
      address1: field("address1", /^.{1,100}$/, found.address.addressLine1),
      city: field("city", /^.{1,60}$/, store.city),
      state: field("state", /^[A-Za-z]{2}$/, store.state).toUpperCase(),
      zipCode: field("zipCode", /^\d{5}$/, store.zipCode),
      updatedAt: this.clock().toISOString(),
    });
    return store;
  }

  /** The user's preferred store as the YourStore cookie holds it, or null (none, or the store is gone). */
  async preferredStore(userId: number): Promise<YourStore | null> {
    const row = await repo.findPreferredStore(this.db, userId);
    return row ? this.yourStoreOf(row.storeNumber) : null;
  }

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

/** A store row as the locator shows it at `now`: today's hours and open now in the store's own zone. */
export function toLocatorStore(store: Omit<NearbyStore, "distanceMiles">, miles: number, now: Date): LocatorStore {
  const state = storeOpenState(store.workingHours, store.address.state, now);
  const a = store.address;
  return {
    storeNumber: store.storeNumber,
    name: store.name,
    address: a,
    addressLine: `${a.addressLine1}, ${a.city}, ${a.state} ${a.zipcode}`,
    isAvailable: true,
    workingHours: state.todayHours,
    weeklyHours: store.workingHours,
    storeStatus: state.storeStatus,
    StoreOpenTime: state.storeOpenTime,
    storeStatusTime: state.storeStatusTime,
    statusText: state.statusText,
    radius: miles,
    distance: miles,
    latitude: store.latitude,
    longitude: store.longitude,
    phone: store.phone,
    timeZone: storeTimeZone(a.state),
  };
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
