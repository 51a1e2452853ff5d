import type { Db } from "../../db/database";
import type { PrintServiceTable } from "../../db/schema";

// Print services (decision 071): all their SQL.

export type PrintServiceRow = Omit<PrintServiceTable, "tenant" | "active">;

export async function findPrintServices(db: Db, tenant: string, serviceNames: readonly string[]): Promise<PrintServiceRow[]> {
  return db
    .selectFrom("printServices")
    .select(["id", "serviceName", "position", "name", "description", "url", "priceFromCents"])
    .where("tenant", "=", tenant)
    .where("active", "=", 1)
    .where("serviceName", "in", serviceNames)
    .orderBy("serviceName")
    .orderBy("position")
    .execute();
}
