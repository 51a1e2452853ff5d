// The account module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { countLists, countPendingApprovals, findBudgetCentre } from "./account.repository";
export type { BudgetCentreRow } from "./account.repository";
export { accountRoutes } from "./account.routes";
export { AccountService, approvalDeciderIds, isApprover } from "./account.service";
export { approvalsPageCommands } from "./approvals.commands";
export { approvalsPageDoor } from "./approvals.page-door";
