// The budgets module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { budgetsPageDoor } from "./budgets.page-door";
export { findCentreAccount, findCentreStandings } from "./budgets.repository";
export { budgetsRoutes } from "./budgets.routes";
export { BudgetsService, centreAvailable, centresAvailable, orderCentreId, parsePolicy } from "./budgets.service";
