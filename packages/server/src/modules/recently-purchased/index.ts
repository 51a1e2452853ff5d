// The recently-purchased module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { recentlyPurchasedPageCommands } from "./recently-purchased.commands";
export { recentlyPurchasedPageDoor } from "./recently-purchased.page-door";
export { recentlyPurchasedRoutes } from "./recently-purchased.routes";
export { RecentlyPurchasedService } from "./recently-purchased.service";
