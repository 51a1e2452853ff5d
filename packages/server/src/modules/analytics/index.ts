// The analytics module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { observeCatalogue, recordCartAdds } from "./analytics.observers";
export { insightsPageDoor } from "./analytics.page-door";
export { insertAnalyticsEventGroup } from "./analytics.repository";
export { analyticsRoutes } from "./analytics.routes";
export { AnalyticsService } from "./analytics.service";
