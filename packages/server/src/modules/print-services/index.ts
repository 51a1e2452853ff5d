// The print-services module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { printServicesRoutes } from "./print-services.routes";
export { PrintServicesService } from "./print-services.service";
