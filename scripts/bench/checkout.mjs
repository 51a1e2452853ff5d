// Checkout figures for scripts/bench.mjs: shoppers prepared before the timed run, and the load
// generators that place their orders.
//
// prepareShoppers: each shopper is registered (POST /api/auth/register, its own X-Forwarded-For
// address, because registration is limited per address and the server believes the header from
// loopback), gets a cart of three in-stock lines, delivery to an address, and a card: a payment auth
// token from the storefront, the card tokenised at the sandbox gateway (same port, Host
// pay.localhost:<port>), the token attached as the payment, whose answer carries the order total.
// Each keeps its own cookies (session, device, CSRF as rotated at sign-up) and an Idempotency-Key.
//
// closedLoopOrders / fixedRateOrders: every request places one prepared shopper's order
// (POST /cc/api/checkout/default/order, expectedTotal = the total it reviewed), so no request ever
// repeats one; a run ends early when the prepared shoppers run out. load.mjs's generators cannot
// give each request its own cookie and key nor a p90, hence these two, built the same way (keep-alive
// agent; the fixed rate's latency runs from each request's due time, so queueing counts).
import crypto from "node:crypto";
import http from "node:http";

export const SHOPPER_PASSWORD = "Quire-bench-1";
export const TEST_CARD = "4111111111111111";
export const ORDER_PATH = "/cc/api/checkout/default/order";

const round2 = (n) => Math.round(n * 100) / 100;

export function percentiles3(samples) {
  const s = Float64Array.from(samples).sort();
  const at = (q) => (s.length ? round2(s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]) : null);
  return { p50ms: at(0.5), p90ms: at(0.9), p99ms: at(0.99) };
}

/** One HTTP exchange on 127.0.0.1:port; resolves with status, headers and the body as text. */
export function send(agent, port, { method, path, host, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const h = { host: host ?? `localhost:${port}`, ...headers };
    if (body !== undefined) h["content-length"] = Buffer.byteLength(body);
    const req = http.request({ agent, host: "127.0.0.1", port, method, path, headers: h }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

const codeOf = (text) => {
  try {
    return JSON.parse(text).code ?? null;
  } catch {
    return null;
  }
};

/** A browser's cookies for one origin: set-cookie answers applied in order, cleared ones dropped. */
class CookieJar {
  constructor(initial) {
    this.cookies = new Map(Object.entries(initial));
  }
  apply(setCookie) {
    for (const line of setCookie ?? []) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get(name) {
    return this.cookies.get(name);
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * Up to `max` items a shopper can buy one of, from the catalogue API: published, in stock, no quantity
 * limit, not a free sample, with a price. The pool's size decides how often concurrent orders want the
 * same inventory rows (on PostgreSQL they wait for each other's row locks).
 */
export async function orderableItems(baseUrl, max = 300) {
  const ids = new Set();
  for (const q of ["paper", "pen", "toner", "binder", "stapler", "ink", "markers", "desk", "coffee", "chair", "notes", "printer"])
    for (let page = 1; page <= 5 && ids.size < max; page++) {
      const res = await fetch(`${baseUrl}/api/search?query=${q}&size=96&page=${page}`);
      if (!res.ok) throw new Error(`GET /api/search?query=${q}&page=${page}: HTTP ${res.status}`);
      const body = await res.json();
      for (const i of body.items)
        if (
          i.status === "PUBLISHED" &&
          i.stockStatus === "IN_STOCK" &&
          i.quantityLimit === null &&
          !i.isFreeSample &&
          i.finalPriceCents > 0 &&
          /^\d+$/.test(String(i.itemId))
        )
          ids.add(String(i.itemId));
      if (page >= (body.pageCount ?? 1)) break;
    }
  if (ids.size < 3) throw new Error(`only ${ids.size} orderable in-stock items found by search`);
  return [...ids].slice(0, max);
}

/** A distinct address per shopper (a unique-local IPv6 address naming the run and the shopper). */
function addressOf(runId, index) {
  return `fd00:${runId.slice(0, 4)}:${runId.slice(4, 8)}::${(index >>> 16).toString(16)}:${(index & 0xffff).toString(16)}`;
}

/** Three distinct items of the pool, picked by a small deterministic generator seeded with the shopper's index. */
function threeItems(items, index) {
  let x = (index + 1) * 2654435761;
  const next = () => {
    x = (Math.imul(x ^ (x >>> 15), 2246822519) + 0x9e3779b9) >>> 0;
    return x;
  };
  const picked = new Set();
  while (picked.size < 3) picked.add(items[next() % items.length]);
  return [...picked];
}

class StepError extends Error {
  constructor(step, status, text) {
    super(`${step}: HTTP ${status}: ${text.slice(0, 300)}`);
    this.step = step;
    this.status = status;
    this.code = codeOf(text);
  }
}

/**
 * Prepares `count` signed-in shoppers (indexes firstIndex.., emails bench-<runId>-<index>@example.com)
 * over `concurrency` keep-alive connections. With `upTo: "cart"` they stop after their three lines.
 * Returns the shoppers ready to order, the failures by step/status/code, the time taken, and each
 * step's latency percentiles.
 */
export async function prepareShoppers({
  port,
  count,
  items,
  runId,
  firstIndex = 0,
  concurrency = 20,
  csrfToken,
  upTo = "payment",
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const origin = `http://localhost:${port}`;
  const stepTimes = {};
  const timed = async (step, expect, exchange) => {
    const t = performance.now();
    const res = await exchange();
    (stepTimes[step] ??= []).push(performance.now() - t);
    if (res.status !== expect) throw new StepError(step, res.status, res.text);
    return res;
  };
  const prepareOne = async (index) => {
    const jar = new CookieJar({ quire_csrf: csrfToken });
    // Each shopper comes from its own address, as real shoppers do: the per-address limits (sign-up,
    // card tokenising) then count each shopper alone.
    const address = addressOf(runId, index);
    const call = async (step, expect, method, path, body, headers = {}) => {
      const res = await timed(step, expect, () =>
        send(agent, port, {
          method,
          path,
          headers: {
            "content-type": "application/json",
            "x-csrf-token": jar.get("quire_csrf"),
            origin,
            cookie: jar.header(),
            "x-forwarded-for": address,
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      jar.apply(res.headers["set-cookie"]);
      return res;
    };
    const lastName = `Shopper${index}`;
    await call("register", 201, "POST", "/api/auth/register", {
      email: `bench-${runId}-${index}@example.com`,
      password: SHOPPER_PASSWORD,
      firstName: "Bench",
      lastName,
    });
    if (!jar.get("quire_session")) throw new StepError("register", 201, "no quire_session cookie in the answer");
    const lines = threeItems(items, index);
    await call("add 3 lines", 200, "POST", "/cc/api/checkout/default/item", {
      items: lines.map((itemId) => ({ itemId, qty: 1 })),
    });
    if (upTo === "cart") return { index, lines, cookie: jar.header() };
    await call("delivery", 200, "POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" });
    await call("address", 200, "POST", "/cc/api/checkout/default/address", {
      type: "S",
      firstName: "Bench",
      lastName,
      address1: "1 Main St",
      city: "Framingham",
      state: "MA",
      zipCode: "01701",
      phones: [{ number: "5085550199" }],
      email: "b@example.com",
    });
    const auth = JSON.parse((await call("payment auth token", 200, "POST", "/cc/api/payment/gateway/authToken?type=SP")).text);
    // The gateway, as its card form calls it: its own host, no storefront cookies, no Origin.
    const card = await timed("gateway tokenise", 201, () =>
      send(agent, port, {
        method: "POST",
        path: "/v1/tokens",
        host: `pay.localhost:${port}`,
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${auth.value}`,
          "x-forwarded-for": address,
        },
        body: JSON.stringify({ number: TEST_CARD, expiryMonth: 12, expiryYear: 2030, cvv: "123" }),
      }),
    );
    const { token } = JSON.parse(card.text);
    const payment = JSON.parse(
      (await call("attach payment", 200, "POST", "/cc/api/checkout/default/payment", { cardPayment: { accountNumber: token } }))
        .text,
    );
    const total = payment.data?.cart?.cartSummary?.ordTotal;
    if (!Number.isInteger(total) || payment.data?.canPlaceOrder === false)
      throw new StepError("attach payment", 200, `total ${total}, canPlaceOrder ${payment.data?.canPlaceOrder}`);
    return { index, lines, total, cookie: jar.header(), csrf: jar.get("quire_csrf"), idempotencyKey: crypto.randomUUID() };
  };

  const shoppers = [];
  const failures = {};
  let firstFailure = null;
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = firstIndex + next++;
      try {
        shoppers.push(await prepareOne(index));
      } catch (e) {
        const key =
          e instanceof StepError ? `${e.step}: ${e.status}${e.code ? ` ${e.code}` : ""}` : `error: ${e.code ?? e.message}`;
        failures[key] = (failures[key] ?? 0) + 1;
        firstFailure ??= e;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  } finally {
    agent.destroy();
  }
  if (shoppers.length === 0 && firstFailure) throw firstFailure;
  shoppers.sort((a, b) => a.index - b.index);
  const steps = Object.fromEntries(Object.entries(stepTimes).map(([k, v]) => [k, percentiles3(v)]));
  return {
    shoppers,
    failures,
    seconds: round2((performance.now() - t0) / 1000),
    steps,
    firstFailure: firstFailure?.message ?? null,
  };
}

/** The timed request: this shopper places the order it reviewed. */
export function orderRequest(shopper, port) {
  return {
    method: "POST",
    path: ORDER_PATH,
    headers: {
      "content-type": "application/json",
      "x-csrf-token": shopper.csrf,
      origin: `http://localhost:${port}`,
      cookie: shopper.cookie,
      "idempotency-key": shopper.idempotencyKey,
    },
    body: JSON.stringify({ expectedTotal: shopper.total }),
  };
}

function tally() {
  const statusCodes = {};
  const errorCodes = {};
  return {
    statusCodes,
    errorCodes,
    add(status, text) {
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      if (status !== 201) {
        const key = `${status} ${codeOf(text) ?? ""}`.trim();
        errorCodes[key] = (errorCodes[key] ?? 0) + 1;
      }
    },
  };
}

/**
 * `connections` clients, each placing its next shopper's order as soon as the last one answered, for
 * `duration` seconds or until the shoppers run out. requestsPerSec counts orders placed (201).
 */
export async function closedLoopOrders({ port, connections, duration, shoppers }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples = [];
  const counts = tally();
  let socketErrors = 0;
  let next = 0;
  const t0 = performance.now();
  const end = t0 + duration * 1000;
  let lastDone = t0;
  const client = async () => {
    while (performance.now() < end && next < shoppers.length) {
      const r = orderRequest(shoppers[next++], port);
      const start = performance.now();
      try {
        const res = await send(agent, port, r);
        lastDone = performance.now();
        counts.add(res.status, res.text);
        if (res.status === 201) samples.push(lastDone - start);
      } catch {
        lastDone = performance.now();
        socketErrors++;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, client));
  } finally {
    agent.destroy();
  }
  const windowSec = Math.max((lastDone - t0) / 1000, 0.001);
  const answered = Object.values(counts.statusCodes).reduce((a, b) => a + b, 0);
  return {
    requestsPerSec: Math.round(samples.length / windowSec),
    ...percentiles3(samples),
    errors: answered - samples.length + socketErrors,
    statusCodes: counts.statusCodes,
    errorCodes: counts.errorCodes,
    socketErrors,
    sent: next,
    windowSec: round2(windowSec),
    ranOut: next >= shoppers.length && windowSec < duration * 0.98,
  };
}

/**
 * Open loop: order i is due at t0 + i/rate, sent on a keep-alive pool of `sockets` connections; latency
 * from its due time. `warmup` seconds at the same rate first (not measured), from the same shoppers.
 */
export async function fixedRateOrders({ port, rate, duration, warmup = 1, sockets = 50, shoppers }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  let cursor = 0;
  const phase = (seconds) =>
    new Promise((resolve) => {
      const interval = 1000 / rate;
      const total = Math.min(Math.max(1, Math.round(rate * seconds)), shoppers.length - cursor);
      const samples = [];
      const fromSend = [];
      const lags = [];
      const counts = tally();
      let socketErrors = 0;
      let sent = 0;
      let done = 0;
      let lastDone = 0;
      const t0 = performance.now();
      const settle = () => {
        if (++done < total) return;
        const elapsedSec = (lastDone - t0) / 1000;
        const ok = samples.length;
        resolve({
          requestsPerSec: Math.round(ok / Math.max(elapsedSec, total / rate)),
          ...percentiles3(samples),
          errors: total - ok,
          statusCodes: counts.statusCodes,
          errorCodes: counts.errorCodes,
          socketErrors,
          sent: total,
          generatorLagP99ms: percentiles3(lags).p99ms,
          generatorLagMaxMs: round2(lags.reduce((a, b) => Math.max(a, b), 0)),
          fromSend: percentiles3(fromSend),
          ranOut: total < Math.round(rate * seconds),
        });
      };
      if (total <= 0) {
        resolve({ requestsPerSec: 0, p50ms: null, p90ms: null, p99ms: null, errors: 0, sent: 0, ranOut: true });
        return;
      }
      const fire = (due) => {
        const sentAt = performance.now();
        lags.push(sentAt - due);
        send(agent, port, orderRequest(shoppers[cursor++], port)).then(
          (res) => {
            lastDone = performance.now();
            counts.add(res.status, res.text);
            if (res.status === 201) {
              samples.push(lastDone - due);
              fromSend.push(lastDone - sentAt);
            }
            settle();
          },
          () => {
            lastDone = performance.now();
            socketErrors++;
            settle();
          },
        );
      };
      const tick = () => {
        const due = Math.min(total, Math.floor((performance.now() - t0) / interval) + 1);
        while (sent < due) fire(t0 + sent++ * interval);
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
