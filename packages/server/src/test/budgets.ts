import { availableCents, budgetPeriodOf } from "@quire/domain";
import type { Db } from "../db/database";
import { findCentreAccount, findCentreStandings } from "../modules/budgets";

// Tests put a budget centre where they need it: what it has left is budget less spent less pending
// (decision 044), so a test sets the budget that leaves the amount it wants.

async function standing(db: Db, centreId: number) {
  const accountId = await findCentreAccount(db, centreId);
  if (accountId === undefined) throw new Error(`no budget centre ${centreId}`);
  const [row] = await findCentreStandings(db, accountId, budgetPeriodOf(new Date()).start, centreId);
  return row!;
}

/** What the centre has left now. */
export async function centreAvailableCents(db: Db, centreId: number): Promise<number> {
  return availableCents(await standing(db, centreId));
}

/** Sets the centre's budget so that it has `cents` left now. */
export async function setCentreAvailable(db: Db, centreId: number, cents: number): Promise<void> {
  const row = await standing(db, centreId);
  await db
    .updateTable("budgetCentres")
    .set({ budgetCents: cents + row.spentCents + row.pendingCents })
    .where("id", "=", centreId)
    .execute();
}
