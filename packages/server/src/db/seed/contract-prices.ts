import { sql } from "kysely";
import type { Db } from "../database";
import { CATALOGUE } from "./catalogue-data";

// The demo accounts' price lists (decision 042), chosen from the generated catalogue by a fixed rule
// so every store of a seed and size gets the same ones. Each account's contract covers most items of
// a few business-supply categories, at 8% to 25% off the public price; the rest of the catalogue is
// off contract. A tenth of Northwind's paper is priced by market price (MPI): its administrator, whose
// session has the MPI price method, is charged the market price; the buyers the contract price.

interface DemoContract {
  accountId: number;
  /** top-level category slugs the contract covers (their subcategories included) */
  categories: string[];
  /** product ids with id % 10 below this are on contract (7: about 70% of those categories) */
  coverTenths: number;
  /** the discount is 8 + (id * step) % 18 percent: 8% to 25% */
  discountStep: number;
  /** top-level category whose items with id % 10 = 0 are market-priced */
  marketCategory: string | null;
}

export const DEMO_CONTRACTS: DemoContract[] = [
  {
    accountId: 1,
    categories: ["paper", "ink-toner", "writing-instruments", "binders-filing", "cleaning", "breakroom"],
    coverTenths: 7,
    discountStep: 7,
    marketCategory: "paper",
  },
  {
    accountId: 2,
    categories: ["paper", "writing-instruments", "cleaning", "breakroom"],
    coverTenths: 8,
    discountStep: 11,
    marketCategory: null,
  },
];

/** The category ids under the given top-level slugs, the tops included. */
export function categoryIdsUnder(slugs: readonly string[]): number[] {
  const tops = CATALOGUE.all.filter((c) => slugs.includes(c.slug) && c.parentId === null).map((c) => c.id);
  return CATALOGUE.all.filter((c) => tops.includes(c.id) || (c.parentId !== null && tops.includes(c.parentId))).map((c) => c.id);
}

export async function insertContractPrices(db: Db): Promise<number> {
  let lines = 0;
  for (const contract of DEMO_CONTRACTS) {
    const ids = categoryIdsUnder(contract.categories);
    const marketIds = contract.marketCategory ? categoryIdsUnder([contract.marketCategory]) : [-1];
    const percentOff = sql`(8 + (p.id * ${sql.lit(contract.discountStep)}) % 18)`;
    const isMarket = sql`(p.id % 10 = 0 and p.category_id in (${sql.join(marketIds)}))`;
    // integer arithmetic on both databases: cents times percent, divided by 100, rounds down
    const result =
      await sql`insert into contract_prices (account_id, product_id, contract_price_cents, market_price_cents, price_method)
      select ${sql.lit(contract.accountId)}, p.id,
        p.final_price_cents * (100 - ${percentOff}) / 100,
        case when ${isMarket} then p.final_price_cents * (100 - (5 + p.id % 20)) / 100 else null end,
        case when ${isMarket} then 'MPI' else 'CONTRACT' end
      from products p
      where p.category_id in (${sql.join(ids)})
        and p.id % 10 < ${sql.lit(contract.coverTenths)}
        and p.final_price_cents > 0
        and p.is_free_sample = 0 and p.is_warranty_plan = 0 and p.gift_card_delivery_id is null`.execute(db);
    lines += Number(result.numAffectedRows ?? 0);
  }
  return lines;
}
