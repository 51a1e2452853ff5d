import type { BudgetCentreStanding, BudgetOverview } from "../budgets";
import type { CartView } from "../cart-view";
import type { DoorResult } from "./page-doors";

/**
 * Budgets (decision 044): the overview page's data and an administrator's budget form, and the
 * cart's budget centre select. Fields arrive as the forms posted them.
 */
export interface BudgetsDoor {
  /** 401 guests, 403 FORBIDDEN without an overview permission */
  overview(): Promise<DoorResult<BudgetOverview>>;
  /** budget: whole dollars as typed; 403 without MANAGE_BUDGETS, 404 another account's centre */
  setBudget(budgetCentreId: string, budget: string): Promise<DoorResult<BudgetCentreStanding>>;
  /** charges the cart's order to this centre of the buyer's account; answers the cart */
  chooseCentre(budgetCentreId: string): Promise<DoorResult<CartView>>;
}
