// The quick-order module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { quickOrderPageCommands } from "./quick-order.commands";
export { quickOrderRoutes } from "./quick-order.routes";
export { QuickOrderService } from "./quick-order.service";
