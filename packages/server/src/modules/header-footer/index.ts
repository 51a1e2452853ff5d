// The header-footer module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { headerFooterRoutes } from "./header-footer.routes";
export { HeaderFooterService } from "./header-footer.service";
export { siteVariables as siteVariablesSchema } from "./header-footer.schema";
