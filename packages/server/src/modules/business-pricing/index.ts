// The business-pricing module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { contractPricingPageDoor } from "./business-pricing.page-door";
export { businessPricingRoutes } from "./business-pricing.routes";
export {
  BusinessPricingService,
  priceContextOfCart,
  priceContextOfSession,
  repriceRows,
  resolvePrices,
} from "./business-pricing.service";
