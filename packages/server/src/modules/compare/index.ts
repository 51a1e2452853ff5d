// The compare module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { comparePageDoor } from "./compare.page-door";
export { compareRoutes } from "./compare.routes";
export { CompareService } from "./compare.service";
