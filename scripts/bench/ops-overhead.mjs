#!/usr/bin/env node
// What decision 054's per-request work costs (request id, x-request-id header, error-body reference hook,
// the HTTP histogram and the one log line), measured beside its references in the same run: three Fastify
// servers in this process answering the same small JSON route: bare (no logger), before (Fastify's own
// two info lines per request, as the store logged before) and after (registerRequestObservability, one
// line), the loggers writing to /dev/null. Each is loaded in
// turn with autocannon (loopback, bounded by --duration and --rounds); the best round of each is reported.
// Then the CPU time per request of each through app.inject (--injections, no sockets).
import fs from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Fastify, { LogController } from "fastify";
import { registerRequestObservability, requestIdOf } from "../../packages/server/src/http/request-observability.ts";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "5" },
    rounds: { type: "string", default: "2" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: "3780" },
    injections: { type: "string", default: "20000" },
    help: { type: "boolean", default: false },
  },
});
if (args.help) {
  process.stdout
    .write(`node --import tsx scripts/bench/ops-overhead.mjs [--duration 5] [--rounds 2] [--connections 50] [--port 3780]
Three servers on --port .. --port+2 (127.0.0.1): bare Fastify, Fastify logging as before decision 054,
and with decision 054's request observability; prints requests/s and p50/p99 of each (best of --rounds
rounds of --duration seconds), then CPU microseconds per request through app.inject (--injections).
`);
  process.exit(0);
}
const port = Number(args.port);

// bare: no logger at all; before: what the store did before decision 054 (Fastify's two info lines per
// request); after: decision 054's request id, hooks, histogram and one line.
async function server(variant, at) {
  const devNull = () => fs.createWriteStream("/dev/null");
  const app = Fastify(
    variant === "after"
      ? {
          logger: { level: "info", stream: devNull() },
          logController: new LogController({ disableRequestLogging: true }),
          genReqId: requestIdOf,
        }
      : variant === "before"
        ? { logger: { level: "info", stream: devNull() } }
        : { logger: false },
  );
  if (variant === "after") registerRequestObservability(app);
  app.decorateRequest("tenant", null);
  app.addHook("onRequest", (request, _reply, done) => {
    request.tenant = { id: "dotcom" };
    done();
  });
  app.get("/cc/api/thing/:id", async (request) => ({ data: { id: request.params.id, qty: 1, priceCents: 1299 } }));
  await app.listen({ port: at, host: "127.0.0.1" });
  return app;
}

const variants = ["bare", "before", "after"];
const apps = {};
for (const [i, name] of variants.entries()) apps[name] = await server(name, port + i);
const run = (at) =>
  autocannon({
    url: `http://127.0.0.1:${at}/cc/api/thing/42`,
    connections: Number(args.connections),
    duration: Number(args.duration),
  });
const best = {};
for (let round = 0; round < Number(args.rounds); round += 1) {
  for (const [i, name] of variants.entries()) {
    const r = await run(port + i);
    const figures = {
      requestsPerSec: Math.round(r.requests.average),
      p50ms: r.latency.p50,
      p99ms: r.latency.p99,
      errors: r.errors + r.non2xx,
    };
    if (!best[name] || figures.requestsPerSec > best[name].requestsPerSec) best[name] = figures;
  }
}
// CPU time per request without sockets (app.inject), less sensitive to a busy machine than requests/s
const cpuPerRequest = async (app) => {
  const n = Number(args.injections);
  for (let i = 0; i < 2000; i += 1) await app.inject({ method: "GET", url: "/cc/api/thing/42" });
  const start = process.cpuUsage();
  for (let i = 0; i < n; i += 1) await app.inject({ method: "GET", url: "/cc/api/thing/42" });
  const used = process.cpuUsage(start);
  return Math.round(((used.user + used.system) / n) * 10) / 10;
};
const cpuMicroseconds = {};
for (const name of variants) cpuMicroseconds[name] = await cpuPerRequest(apps[name]);
for (const name of variants) await apps[name].close();
process.stdout.write(
  `${JSON.stringify({ throughput: best, cpuMicrosecondsPerRequestThroughInject: cpuMicroseconds }, null, 2)}\n`,
);
