// The pickup module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { pickupPageCommands } from "./pickup.commands";
export { pickupReaderFor } from "./pickup.page-door";
export { pickupRoutes } from "./pickup.routes";
export { PickupService } from "./pickup.service";
export { storePickupsPageCommands } from "./store-pickups.commands";
export { storePickupsPageDoor } from "./store-pickups.page-door";
export { storePickupsRoutes } from "./store-pickups.routes";
export { StorePickupsService, openStorePickups, orderPickupsOf, ordersPickupsOf } from "./store-pickups.service";
