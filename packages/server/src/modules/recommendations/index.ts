// The recommendations module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { EngineSource } from "./engine/engine-source";
export { rebuildFromBaskets } from "./engine/engine.repository";
export { RecommendationEngine } from "./engine/engine.service";
export { MerchandisingService } from "./merchandising.service";
export { recommendationsPageDoor } from "./recommendations.page-door";
export { recommendationRoutes } from "./recommendations.routes";
export { RecommendationService } from "./recommendations.service";
export { sessionContextRoutes } from "./session-context.routes";
export { SessionContextService } from "./session-context.service";
