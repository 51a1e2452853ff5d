import type { Db } from "../database";
import type { CustomerSkuTable } from "../schema";
import { DEMO_BUSINESS_ACCOUNTS } from "./demo-accounts";

// The demo accounts' own item numbers (customer SKUs, the spec's cId; decision 043): each account
// names some items of the business-buying departments its own way ("NW-PAPER-01"), chosen from the
// catalogue just written in id order, so the same seed gives the same numbers.

interface AccountSkuPlan {
  accountKey: string;
  prefix: string;
  /** top-level category slug -> the word in the account's numbers */
  departments: Record<string, string>;
  perDepartment: number;
  /** which of a department's products the account names: every n-th, from an offset */
  every: number;
  offset: number;
}

const PLANS: AccountSkuPlan[] = [
  {
    accountKey: "northwind",
    prefix: "NW",
    departments: {
      paper: "PAPER",
      "ink-toner": "INK",
      "writing-instruments": "PEN",
      "binders-filing": "FILE",
      cleaning: "CLEAN",
    },
    perDepartment: 10,
    every: 2,
    offset: 0,
  },
  {
    accountKey: "bluebird",
    prefix: "BB",
    departments: { paper: "PPR", "ink-toner": "TNR", breakroom: "BRK", cleaning: "SAN" },
    perDepartment: 8,
    every: 3,
    offset: 1,
  },
];

/** Writes the demo accounts' customer SKUs; answers how many. */
export async function insertCustomerSkus(db: Db): Promise<number> {
  const products = await db
    .selectFrom("products as p")
    .innerJoin("categories as c", "c.id", "p.categoryId")
    .innerJoin("categories as top", "top.id", "c.parentId")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .select(["p.id", "top.slug as department"])
    .where("p.status", "=", "PUBLISHED")
    .where("p.isFreeSample", "=", 0)
    .where("p.isWarrantyPlan", "=", 0)
    .where("p.giftCardDeliveryId", "is", null)
    // the items an account buys again and again: stocked, without a per-order limit
    .where("p.quantityLimit", "is", null)
    .where("i.onlineQty", ">=", 20)
    .where("top.slug", "in", [...new Set(PLANS.flatMap((plan) => Object.keys(plan.departments)))])
    .orderBy("p.id")
    .execute();
  const rows: CustomerSkuTable[] = [];
  for (const plan of PLANS) {
    const account = DEMO_BUSINESS_ACCOUNTS.find((a) => a.key === plan.accountKey);
    if (!account) continue;
    for (const [department, word] of Object.entries(plan.departments)) {
      const ids = products
        .filter((p) => p.department === department)
        .filter((_, i) => i % plan.every === plan.offset)
        .slice(0, plan.perDepartment);
      ids.forEach((p, i) =>
        rows.push({
          accountId: account.id,
          productId: Number(p.id),
          customerSku: `${plan.prefix}-${word}-${String(i + 1).padStart(2, "0")}`,
        }),
      );
    }
  }
  if (rows.length > 0) await db.insertInto("customerSkus").values(rows).execute();
  return rows.length;
}
