// The messages module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { messagesPageCommands } from "./messages.commands";
export { messagesPageDoor } from "./messages.page-door";
export { messagesRoutes } from "./messages.routes";
export { MessagesService, type NewMessage, postMessages } from "./messages.service";
