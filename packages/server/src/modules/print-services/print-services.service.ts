import type { Db } from "../../db/database";
import { findPrintServices } from "./print-services.repository";

// The store's print services (spec: GET /sbaSearch/common/api/engine/browse with printServices;
// decision 071): xmpie, personalised templates; static, fixed print products; navink, the links of
// the print menu. Each site has its own.

export const PRINT_SERVICE_NAMES = ["xmpie", "static", "navink"] as const;
export type PrintServiceName = (typeof PRINT_SERVICE_NAMES)[number];

export interface PrintServiceItem {
  id: string;
  name: string;
  url: string;
  /** left out of a minimal answer */
  description?: string;
  /** the lowest price in cents; null for a link; left out of a minimal answer */
  priceFromCents?: number | null;
}

export class PrintServicesService {
  constructor(private readonly db: Db) {}

  /** The asked kinds' items in their order, each kind a key (empty when it has none). */
  async browse(
    tenant: string,
    serviceNames: readonly PrintServiceName[],
    minimal: boolean,
  ): Promise<Partial<Record<PrintServiceName, PrintServiceItem[]>>> {
    const answer: Partial<Record<PrintServiceName, PrintServiceItem[]>> = {};
    for (const name of serviceNames) answer[name] = [];
    for (const row of await findPrintServices(this.db, tenant, serviceNames)) {
      const item: PrintServiceItem = { id: row.id, name: row.name, url: row.url };
      if (!minimal) Object.assign(item, { description: row.description, priceFromCents: row.priceFromCents });
      answer[row.serviceName as PrintServiceName]?.push(item);
    }
    return answer;
  }
}
