import { type CartBudgetFields, budgetMeterOf } from "@quire/domain";
import type { Db } from "../../db/database";
import type { CartTable } from "../../db/schema";
import * as repo from "./budgets.repository";
import { centresAvailable, orderCentreId, parsePolicy } from "./budgets.service";

// The cart against the budget (decision 044): a signed-in business buyer's cart names the
// budget centre its order is charged to (the one chosen on the cart, else the buyer's own), what that
// centre has left, and a meter saying whether the order will need approval. Other carts carry none.
// The cart's answer asks for these fields here, given db or its transaction.

/** The budget fields of a business cart; null for a guest's or consumer's cart. */
export async function cartBudgetOf(
  db: Db,
  cart: Pick<CartTable, "tenant" | "userId" | "budgetCentreId">,
  orderCents: number,
  now: Date,
): Promise<CartBudgetFields | null> {
  if (cart.tenant !== "advantage" || cart.userId === null) return null;
  const user = await repo.findUserCentre(db, cart.userId);
  if (!user || user.accountId === null) return null;
  const [centres, policy] = await Promise.all([
    centresAvailable(db, user.accountId, now),
    repo.findAccountPolicy(db, user.accountId),
  ]);
  const wanted = orderCentreId(cart, user.budgetCentreId);
  // a centre chosen earlier that is no longer the account's falls back to the buyer's own
  const centre = centres.find((c) => c.id === wanted) ?? centres.find((c) => c.id === user.budgetCentreId) ?? null;
  return {
    bcDetails: centre && { availableBalance: centre.availableCents, budgetCenter: centre.name, budgetCenterId: centre.id },
    invoiceInfo: {
      bc: {
        level: "ORDER",
        values: centres.map((c) => ({
          id: c.id,
          name: c.name,
          availableBalance: c.availableCents,
          selected: c.id === centre?.id,
        })),
        budgetingEnabled: centres.length > 0,
        isConfigured: centre !== null,
      },
    },
    budgetMeter:
      centre &&
      budgetMeterOf({
        budgetCentreId: centre.id,
        budgetCentreName: centre.name,
        availableCents: centre.availableCents,
        orderCents,
        policy: parsePolicy(policy),
      }),
  };
}
