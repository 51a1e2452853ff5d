// The client-log module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { clientLogRoutes } from "./client-log.routes";
export { ClientLogService } from "./client-log.service";
