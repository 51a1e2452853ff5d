// The budgets module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export type { BudgetsCart } from "./budgets-cart";
export { budgetsPageCommands } from "./budgets.commands";
export { budgetsPageDoor } from "./budgets.page-door";
export { findCentreAccount, findCentreStandings } from "./budgets.repository";
export { budgetsRoutes } from "./budgets.routes";
export { cartBudgetOf } from "./cart-budget";
export { BudgetsService, centreAvailable, orderCentreId } from "./budgets.service";
