import type { StoreDirectoryEntry, StoreReader, WeeklyHours } from "@quire/domain";
import type { Db } from "../../db/database";
import { listStores } from "./stores.repository";

export class StoreService implements StoreReader {
  constructor(private readonly db: Db) {}

  async directory(): Promise<StoreDirectoryEntry[]> {
    const rows = await listStores(this.db);
    return rows.map((r) => ({
      storeNumber: r.storeNumber,
      name: r.name,
      address: { addressLine1: r.addressLine, city: r.city, state: r.state, zipcode: r.zipcode },
      phone: r.phone,
      workingHours: JSON.parse(r.workingHours) as WeeklyHours,
    }));
  }
}
