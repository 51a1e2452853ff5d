// The order-tracking module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { orderTrackingPageCommands } from "./order-tracking.commands";
export { orderTrackingRoutes } from "./order-tracking.routes";
export { OrderTrackingService } from "./order-tracking.service";
