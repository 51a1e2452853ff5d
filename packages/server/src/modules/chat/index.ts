// The chat module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { chatPageCommands } from "./chat.commands";
export { chatPageDoor } from "./chat.page-door";
export { chatRoutes } from "./chat.routes";
export { ChatService } from "./chat.service";
