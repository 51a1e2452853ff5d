import { type ContractLine, type ContractPriceMethod } from "@quire/domain";
import { sql } from "kysely";
import type { Db } from "../../db/database";

// All SQL of business pricing (decision 042): an account's contract lines, and the pricing facts of a
// user (their account and permission codes) for carts, which know their owner but not the session.

/** The account's contract lines of these items, by item id; items off contract are absent. */
export async function findContractLines(
  db: Db,
  accountId: number,
  itemIds: readonly string[],
): Promise<Map<string, ContractLine>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("contractPrices as cp")
    .innerJoin("products as p", "p.id", "cp.productId")
    .select(["p.itemId", "cp.contractPriceCents", "cp.marketPriceCents", "cp.priceMethod"])
    .where("cp.accountId", "=", accountId)
    .where("p.itemId", "in", [...new Set(itemIds)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.itemId,
      {
        contractPriceCents: Number(r.contractPriceCents),
        marketPriceCents: r.marketPriceCents === null ? null : Number(r.marketPriceCents),
        priceMethod: r.priceMethod as ContractPriceMethod,
      },
    ]),
  );
}

export async function findPricingUser(
  db: Db,
  userId: number,
): Promise<{ accountId: number | null; groupPermissions: string } | undefined> {
  const row = await db.selectFrom("users").select(["accountId", "groupPermissions"]).where("id", "=", userId).executeTakeFirst();
  return row
    ? { accountId: row.accountId === null ? null : Number(row.accountId), groupPermissions: row.groupPermissions }
    : undefined;
}

export interface ContractItemRow {
  itemId: string;
  itemUrl: string;
  name: string;
  basePriceCents: number;
  finalPriceCents: number;
  contractPriceCents: number;
  marketPriceCents: number | null;
  priceMethod: string;
}

function contractItemFilter(accountId: number, search: string | null) {
  const parts = [sql`cp.account_id = ${accountId}`, sql`p.status <> 'UNPUBLISHED'`];
  if (search) {
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(lower(p.name) like ${like} escape '\\' or p.item_id = ${search})`);
  }
  return sql.join(parts, sql` and `);
}

/** A page of the account's contract items, by name, searched by name words or item number. */
export async function listContractItems(
  db: Db,
  accountId: number,
  search: string | null,
  limit: number,
  offset: number,
): Promise<{ rows: ContractItemRow[]; total: number }> {
  const where = contractItemFilter(accountId, search);
  const [rows, count] = await Promise.all([
    sql<ContractItemRow>`select p.item_id, p.item_url, p.name, p.base_price_cents, p.final_price_cents,
        cp.contract_price_cents, cp.market_price_cents, cp.price_method
      from contract_prices cp join products p on p.id = cp.product_id
      where ${where}
      order by p.name, p.id
      limit ${limit} offset ${offset}`.execute(db),
    sql<{ count: number }>`select count(*) as count from contract_prices cp join products p on p.id = cp.product_id
      where ${where}`.execute(db),
  ]);
  return {
    rows: rows.rows.map((r) => ({
      ...r,
      basePriceCents: Number(r.basePriceCents),
      finalPriceCents: Number(r.finalPriceCents),
      contractPriceCents: Number(r.contractPriceCents),
      marketPriceCents: r.marketPriceCents === null ? null : Number(r.marketPriceCents),
    })),
    total: Number(count.rows[0]?.count ?? 0),
  };
}
