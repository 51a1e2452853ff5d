// Load generators for the cart figures in scripts/bench.mjs.
//
// closedLoop: autocannon, `connections` clients each sending its next request as soon as the last one
// answered; every client gets its own request list (its own cart cookie). Latency percentiles come from
// the per-response durations (sub-millisecond), not autocannon's whole-millisecond histogram.
//
// fixedRate: an open-loop generator. autocannon's overallRate lets every connection fire its per-second
// quota back to back and then sit idle (bursts of `connections` concurrent requests at the top of each
// second), and its coordinated-omission correction assumes a 1 ms interval; neither is "p99 at a fixed
// 2,000 requests/s". Here request i is due at t0 + i/rate, sent on a keep-alive pool of `sockets`
// connections, and its latency runs from when it was due, so queueing (in the pool or the server) counts.
import http from "node:http";
import autocannon from "autocannon";

const round2 = (n) => Math.round(n * 100) / 100;

export function percentiles(samples) {
  const s = Float64Array.from(samples).sort();
  const at = (q) => (s.length ? round2(s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]) : null);
  return { p50ms: at(0.5), p99ms: at(0.99) };
}

/**
 * @param {object} o
 * @param {string} o.url  base URL
 * @param {number} o.connections
 * @param {number} o.duration  seconds
 * @param {(client: number) => object[]} o.requestsFor  autocannon request objects for client number i
 */
export async function closedLoop({ url, connections, duration, requestsFor }) {
  const samples = [];
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    setupClient(client) {
      client.setRequests(requestsFor(next++));
      client.on("response", (status, _bytes, ms) => {
        if (status >= 200 && status < 300) samples.push(ms);
      });
    },
  });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  return {
    requestsPerSec: Math.round(result.requests.average),
    ...percentiles(samples),
    errors: result.non2xx + result.errors,
    statusCodes,
    socketErrors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * @param {object} o
 * @param {number} o.port
 * @param {string} [o.hostHeader]
 * @param {number} o.rate  requests per second
 * @param {number} o.duration  seconds measured (after `warmup` seconds at the same rate, not measured)
 * @param {number} [o.sockets]
 * @param {number} [o.warmup]
 * @param {(i: number) => {method: string, path: string, headers?: object, body?: string}} o.requestFor
 */
export async function fixedRate({ port, hostHeader, rate, duration, sockets = 50, warmup = 1, requestFor }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  let counter = 0;
  const phase = (seconds) =>
    new Promise((resolve) => {
      const interval = 1000 / rate;
      const total = Math.max(1, Math.round(rate * seconds));
      const samples = [];
      const statusCodes = {};
      let sent = 0;
      let done = 0;
      let errors = 0;
      let lastDone = 0;
      const lags = [];
      const fromSend = [];
      const t0 = performance.now();
      const settle = () => {
        if (++done < total) return;
        const elapsedSec = (lastDone - t0) / 1000;
        const ok = samples.length;
        const non2xx = total - ok - errors;
        resolve({
          requestsPerSec: Math.round(ok / Math.max(elapsedSec, seconds)),
          ...percentiles(samples),
          errors: errors + non2xx,
          statusCodes,
          socketErrors: errors,
          sent: total,
          // How late the generator itself sent requests (timer granularity, CPU contention): part of the latency.
          generatorLagP99ms: percentiles(lags).p99ms,
          generatorLagMaxMs: round2(lags.reduce((a, b) => Math.max(a, b), 0)),
          // Latency from when the generator actually sent each request (its own lateness left out).
          fromSend: percentiles(fromSend),
        });
      };
      const send = (due) => {
        const sentAt = performance.now();
        lags.push(sentAt - due);
        const r = requestFor(counter++);
        const headers = { host: hostHeader ?? `127.0.0.1:${port}`, ...r.headers };
        if (r.body !== undefined) headers["content-length"] = Buffer.byteLength(r.body);
        const req = http.request({ agent, host: "127.0.0.1", port, method: r.method, path: r.path, headers }, (res) => {
          res.resume();
          res.on("end", () => {
            lastDone = performance.now();
            statusCodes[res.statusCode] = (statusCodes[res.statusCode] ?? 0) + 1;
            if (res.statusCode >= 200 && res.statusCode < 300) {
              samples.push(lastDone - due);
              fromSend.push(lastDone - sentAt);
            }
            settle();
          });
          res.on("error", () => {});
        });
        req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
        req.on("error", () => {
          lastDone = performance.now();
          errors++;
          settle();
        });
        req.end(r.body);
      };
      const tick = () => {
        const due = Math.min(total, Math.floor((performance.now() - t0) / interval) + 1);
        while (sent < due) send(t0 + sent++ * interval);
        if (sent < total) setTimeout(tick, Math.max(0, t0 + sent * interval - performance.now()));
      };
      tick();
    });
  try {
    if (warmup > 0) await phase(warmup);
    return await phase(duration);
  } finally {
    agent.destroy();
  }
}
