// The landing-pages module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { landingPagesPageDoor } from "./landing-pages.page-door";
export { landingPagesRoutes } from "./landing-pages.routes";
export { LandingPagesService } from "./landing-pages.service";
