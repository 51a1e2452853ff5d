// The lists module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { listsPageCommands } from "./lists.commands";
export { listsPageDoor } from "./lists.page-door";
export { listsRoutes } from "./lists.routes";
export { ListsService } from "./lists.service";
