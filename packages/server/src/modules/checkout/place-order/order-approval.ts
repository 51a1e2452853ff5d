import type { OrderStatus } from "@quire/domain";
import type { Db } from "../../../db/database";
import { centreAvailable, orderCentreId } from "../../budgets";
import type { cartRows as cartRepo } from "../../cart";
import { approvalReason, parsePolicies } from "../checkout.service";
import type { Shopper } from "../checkout-shopper";
import * as repo from "../checkout.repository";

// Business: over the budget centre's balance or past the account's policy, the order waits for an
// approver. A consumer's order is placed as it is.

export interface ApprovalDecision {
  status: OrderStatus;
  /** why the order waits, or null */
  reason: string | null;
  /** the budget centre the order is charged to, or null */
  budgetCentreId: number | null;
}

export async function decideApproval(
  trx: Db,
  shopper: Shopper,
  cart: cartRepo.CartRow,
  total: number,
  clock: () => Date,
): Promise<ApprovalDecision> {
  if (shopper.accountId === null) return { status: "PLACED", reason: null, budgetCentreId: null };
  let budgetCentreId = orderCentreId(cart, shopper.budgetCentreId);
  const account = await repo.findAccountPolicies(trx, shopper.accountId);
  // the centre chosen on the cart, else the buyer's; what it has left counts orders waiting too
  const centre = budgetCentreId !== null ? await centreAvailable(trx, shopper.accountId, budgetCentreId, clock()) : undefined;
  if (!centre) budgetCentreId = shopper.budgetCentreId;
  const reason = approvalReason(parsePolicies(account?.policies ?? "{}"), total, centre ? centre.availableCents : null);
  return { status: reason ? "PENDING_APPROVAL" : "PLACED", reason, budgetCentreId };
}
