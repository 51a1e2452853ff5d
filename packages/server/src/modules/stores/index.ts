// The stores module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { makeMyStoreCommand, storesPageCommands } from "./stores.commands";
export type { StoreChoice } from "./stores.commands";
export { storesPageDoor } from "./stores.page-door";
export { storesRoutes } from "./stores.routes";
export { StoreService } from "./stores.service";
export type { NearbyStore } from "./stores.service";
export { myStoreOf, yourStoreSetCookie } from "./your-store-cookie";
