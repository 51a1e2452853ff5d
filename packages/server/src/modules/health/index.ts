// The health module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { healthRoutes } from "./health.routes";
