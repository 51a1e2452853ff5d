// The tiles module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { tilesRoutes } from "./tiles.routes";
export { TilesService } from "./tiles.service";
export type { TilePlacement } from "./tiles.service";
