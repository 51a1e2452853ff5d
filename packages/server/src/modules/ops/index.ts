// The ops module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { metricsRoutes } from "./metrics.routes";
export {
  cardDeclines,
  cartAdds,
  dbDuration,
  dbErrors,
  httpDuration,
  ordersPlaced,
  pageCacheLookups,
  serveClusterMetrics,
  signInFailures,
} from "./metrics";
