import type { BudgetCentreStanding, BudgetOverview } from "../budgets";
import type { CartView } from "../cart-view";
import type { DoorResult } from "./page-doors";

/** Budgets (decision 044): the overview page's data. */
export interface BudgetsDoor {
  /** 401 guests, 403 FORBIDDEN without an overview permission */
  overview(): Promise<DoorResult<BudgetOverview>>;
}

/** Budgets' commands (an administrator's budget form, the cart's budget centre select) and what each answers a page. */
export interface BudgetsCommandAnswers {
  /** budgetCentreId, budget (whole dollars as typed); 403 without MANAGE_BUDGETS, 404 another account's centre */
  "budgets.set-budget": BudgetCentreStanding;
  /** budgetCentreId: charges the cart's order to this centre of the buyer's account; answers the cart */
  "budgets.choose-centre": CartView;
}
