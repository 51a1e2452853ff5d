// The catalogue module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export {
  findProducts,
  findProductsByItemIds,
  findRecommendableFlags,
  refreshSearchStatistics,
  replaceSearchWords,
  similarWords,
} from "./catalogue.repository";
export type { ProductFilter, RecommendableFlagsRow } from "./catalogue.repository";
export { catalogueRoutes } from "./catalogue.routes";
export { productSummary, productTile } from "./catalogue.schema";
export { findAddonParents, findBundles, findOfferedAddons, findOfferedPlans } from "./product-offers.repository";
export type { OfferedProduct } from "./product-offers.repository";
export { CatalogueService, productImageUrl, productRowToTile } from "./catalogue.service";
export { catalogueWords } from "./search-tokens";
