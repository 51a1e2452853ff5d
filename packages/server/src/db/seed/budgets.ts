import { sql } from "kysely";
import type { Db } from "../database";
import { DEMO_BUSINESS_ACCOUNTS } from "./demo-accounts";
import { REFERENCE_DATE } from "./product-generator";

/** Budgets are whole thousands of dollars. */
const BUDGET_STEP_CENTS = 100_000;

/**
 * Each demo centre's budget for the reference date's fiscal year: what its orders of that year
 * spent or hold for approval plus what it should have left, rounded up to a thousand dollars, so a
 * seed always gives the same budgets (decision 044). Runs after the order history is written.
 */
export async function setDemoBudgets(db: Db): Promise<void> {
  const yearStart = `${new Date(REFERENCE_DATE).getUTCFullYear()}-01-01T00:00:00.000Z`;
  for (const account of DEMO_BUSINESS_ACCOUNTS) {
    for (const centre of account.budgetCentres) {
      const used = await sql<{ cents: string | number | null }>`select sum(total_cents) as cents from orders
        where account_id = ${account.id} and budget_centre_id = ${centre.id} and placed_at >= ${yearStart}
          and status not in ('DECLINED', 'CANCELLED')`.execute(db);
      const usedCents = Number(used.rows[0]?.cents ?? 0);
      const budgetCents = Math.ceil((usedCents + centre.availableCents) / BUDGET_STEP_CENTS) * BUDGET_STEP_CENTS;
      await db.updateTable("budgetCentres").set({ budgetCents }).where("id", "=", centre.id).execute();
    }
  }
}
