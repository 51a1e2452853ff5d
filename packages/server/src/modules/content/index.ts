// The content module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { contentPageCommands } from "./content.commands";
export { contentPageDoor } from "./content.page-door";
export { contentRoutes } from "./content.routes";
export { ContentService } from "./content.service";
export { contentBannerRoutes } from "./content-banners.routes";
export { ContentBannerService } from "./content-banners.service";
