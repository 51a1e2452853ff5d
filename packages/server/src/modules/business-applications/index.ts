// The business-applications module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { businessApplicationsPageCommands } from "./business-applications.commands";
export { businessApplicationsPageDoor } from "./business-applications.page-door";
export { businessApplicationsRoutes } from "./business-applications.routes";
export { BusinessApplicationsService } from "./business-applications.service";
