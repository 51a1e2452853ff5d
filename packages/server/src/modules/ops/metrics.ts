import cluster from "node:cluster";
import { AggregatorRegistry, Counter, Histogram, collectDefaultMetrics, register } from "prom-client";

// The process's Prometheus metrics (decision 054). They live in prom-client's global registry, made
// once per process (several apps built in one test process share them). With WORKERS=N every process
// has its own; /metrics answers the cluster's sum, asked of the primary over IPC (see clusterMetrics).

// A module evaluated twice against one prom-client (a test runner re-importing the source while keeping
// node_modules loaded) finds its metrics registered already: it takes those instead of throwing.
const once = <T>(name: string, make: () => T): T => (register.getSingleMetric(name) as T | undefined) ?? make();

if (!register.getSingleMetric("process_cpu_seconds_total")) collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });

export const httpDuration = once(
  "quire_http_request_duration_seconds",
  () =>
    new Histogram({
      name: "quire_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by method, route pattern (pages: page) and status",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    }),
);

export const dbDuration = once(
  "quire_db_query_duration_seconds",
  () =>
    new Histogram({
      name: "quire_db_query_duration_seconds",
      help: "Time of each database statement, by kind (select, insert, update, delete, raw, other)",
      labelNames: ["kind"] as const,
      buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1],
    }),
);

export const dbErrors = once(
  "quire_db_errors_total",
  () =>
    new Counter({
      name: "quire_db_errors_total",
      help: "Database statements that failed, by whether the database was unavailable (connection, busy, I/O)",
      labelNames: ["unavailable"] as const,
    }),
);

export const pageCacheLookups = once(
  "quire_page_cache_lookups_total",
  () =>
    new Counter({
      name: "quire_page_cache_lookups_total",
      help: "First-visit pages answered from the shared-HTML cache (hit) or rendered for it (miss) (decision 055)",
      labelNames: ["result"] as const,
    }),
);

const counter = (name: string, help: string) => once(name, () => new Counter({ name, help }));
export const ordersPlaced = counter("quire_orders_placed_total", "Orders placed (checkout)");
export const cartAdds = counter("quire_cart_adds_total", "Successful adds to cart (calls and page forms)");
export const cardDeclines = counter("quire_card_declines_total", "Card authorisations declined at checkout");
export const signInFailures = counter("quire_sign_in_failures_total", "Sign-ins refused for a wrong email or password");

// A worker answers the primary's requests for its own metrics (prom-client adds that listener when an
// AggregatorRegistry is made in the process).
if (cluster.isWorker) new AggregatorRegistry();

export const METRICS_CONTENT_TYPE = register.contentType;

const pending = new Map<number, (text: string | null) => void>();
let nextAsk = 0;
if (cluster.isWorker) {
  process.on("message", (message: { quire?: string; id?: number; text?: string | null }) => {
    if (message?.quire !== "metrics-answer" || typeof message.id !== "number") return;
    pending.get(message.id)?.(message.text ?? null);
    pending.delete(message.id);
  });
}

/**
 * This process's metrics, or in a cluster worker the whole cluster's: the worker asks the primary,
 * which gathers every worker's registry (serveClusterMetrics in main.ts). Falls back to the worker's
 * own figures if the primary does not answer within 3 s.
 */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return register.metrics();
  const id = nextAsk++;
  const text = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      resolve(null);
    }, 3000);
    pending.set(id, (value) => {
      clearTimeout(timer);
      resolve(value);
    });
    process.send!({ quire: "metrics-ask", id });
  });
  return text ?? register.metrics();
}

/** In the primary: answers workers' metrics-ask messages with the cluster's aggregated metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: { quire?: string; id?: number }) => {
    if (message?.quire !== "metrics-ask") return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ quire: "metrics-answer", id: message.id, text }),
      () => worker.isConnected() && worker.send({ quire: "metrics-answer", id: message.id, text: null }),
    );
  });
}
