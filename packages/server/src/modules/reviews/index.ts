// The reviews module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { reviewsPageCommands } from "./reviews.commands";
export { reviewsPageDoor } from "./reviews.page-door";
export { reviewsRoutes } from "./reviews.routes";
export { ReviewsService } from "./reviews.service";
