// The reports module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { reportsPageDoor } from "./reports.page-door";
export { reportsRoutes } from "./reports.routes";
export { ReportsService } from "./reports.service";
