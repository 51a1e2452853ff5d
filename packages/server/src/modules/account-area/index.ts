// The account-area module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { accountAreaPageCommands } from "./account-area.commands";
export { accountAreaPageDoor } from "./account-area.page-door";
export { parseTrackOrder } from "./account-area.schema";
export { AccountAreaService } from "./account-area.service";
