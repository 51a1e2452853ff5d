// The store as store-paths.mjs and vendure.mjs load it: started as one process on a database of its
// own, its shoppers prepared, and the requests of the four paths both benches time.
//
// startStore         the server (packages/server/src/main.ts under tsx, WORKERS=1, demo products seeded
//                    at start), on SQLite in .tmp/ or on the PostgreSQL database given; tracked, so it
//                    dies with the bench (child-processes.mjs)
// postgresDatabase   a fresh PostgreSQL database, dropped by cleanUp()
// prepareStore       the items a guest can add, one signed-in shopper per client with a cart of five
//                    lines, and the product pages' addresses
// storePaths         first-add, existing-add, product-read and product-page, as closedLoop request lists
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { ADD_PATH, addableItems, body, headersFor } from "./add-to-cart-requests.mjs";
import { prepareShoppers, send } from "./checkout.mjs";
import { cleanups, running, sleep, track } from "./child-processes.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const defaultPostgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * Starts the store on 127.0.0.1:port and resolves once /readyz answers (seeding `products` demo
 * products first can take minutes). `databaseUrl` null: SQLite in .tmp/<dataDirPrefix>-<pid>-<label>,
 * removed by cleanUp().
 */
export async function startStore({ port, products, databaseUrl = null, label = "sqlite", dataDirPrefix = "bench-paths" }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = path.join(root, ".tmp", `${dataDirPrefix}-${process.pid}-${label}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = track(
    spawn(process.execPath, ["--import", "tsx", path.join(root, "packages/server/src/main.ts")], {
      cwd: root,
      env: {
        ...process.env,
        // as deployed (scripts/start.mjs): React's production build renders the pages
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        WORKERS: "1",
        QUIRE_DATA_DIR: dataDir,
        QUIRE_DEMO_PRODUCTS: String(products),
        LOG_LEVEL: "warn",
        DATABASE_URL: databaseUrl ?? "",
        REDIS_URL: "",
      },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  const started = Date.now();
  for (;;) {
    if (!running(child)) throw new Error(`the store exited with ${child.exitCode ?? child.signalCode}`);
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 15 * 60_000) throw new Error("the store did not become ready");
    await sleep(300);
  }
  return child;
}

/**
 * Creates the PostgreSQL database `name` (dropping a leftover of the same name first) and returns its
 * URL, or null when PostgreSQL is not reachable. cleanUp() drops it, connections and all.
 */
export async function postgresDatabase(name, postgresUrl = defaultPostgresUrl) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: postgresUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const csrfOf = (cookie) => /(?:^|; )quire_csrf=([^;]+)/.exec(cookie)?.[1] ?? "";

/** Adds one of each of `items` to the cart behind the shopper's cookies (one request). */
async function addLines(agent, port, shopper, items) {
  const res = await send(agent, port, {
    method: "POST",
    path: ADD_PATH,
    headers: {
      "content-type": "application/json",
      "x-csrf-token": shopper.csrf,
      origin: `http://localhost:${port}`,
      cookie: shopper.cookie,
    },
    body: JSON.stringify({ items: items.map((itemId) => ({ itemId, qty: 1 })) }),
  });
  if (res.status !== 200) throw new Error(`adding to a shopper's cart: HTTP ${res.status} ${res.text.slice(0, 200)}`);
}

/**
 * What the paths need of a started store: up to 50 addable items, `count` signed-in shoppers each with
 * a cart of five distinct lines (`five`: its items), and the product pages' paths of the items. Also
 * the run's id and CSRF token, for more shoppers of the same run (store-paths' orders).
 * `cartMinStock`: the carts' lines only of items with at least that many in stock, so that a long run
 * of existing-add keeps adding rather than meeting the stock cap (a 200 with a warning, and no write).
 */
export async function prepareStore({ port, count, cartMinStock = 0 }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const items = await addableItems(baseUrl);
  const itemUrls = [];
  const cartItems = [];
  for (const id of items) {
    const res = await fetch(`${baseUrl}/api/products/${id}`);
    if (!res.ok) continue;
    const product = await res.json();
    itemUrls.push(product.itemUrl);
    if (product.onlineQty >= cartMinStock) cartItems.push(id);
  }
  if (cartItems.length < 5) throw new Error(`only ${cartItems.length} items with ${cartMinStock} or more in stock`);
  const runId = crypto.randomBytes(4).toString("hex");
  const csrfToken = `bench-paths-${runId}-0123456789`;
  // prepareShoppers gives each three lines; two more of the pool make five
  const shoppers = (
    await prepareShoppers({ port, count, items: cartItems, runId, csrfToken, upTo: "cart", concurrency: 10 })
  ).shoppers.map((s) => ({ ...s, csrf: csrfOf(s.cookie) }));
  if (shoppers.length < count) throw new Error(`only ${shoppers.length} shoppers could be prepared`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  try {
    for (const [i, shopper] of shoppers.entries()) {
      const extra = [];
      for (let k = 3; extra.length < 2 && k < 3 + cartItems.length; k++) {
        const id = cartItems[(i * 5 + k) % cartItems.length];
        if (!shopper.lines.includes(id) && !extra.includes(id)) extra.push(id);
      }
      await addLines(agent, port, shopper, extra);
      shopper.five = [...shopper.lines, ...extra];
    }
  } finally {
    agent.destroy();
  }
  return { items, runId, csrfToken, shoppers, itemUrls };
}

/**
 * The four paths as closedLoop request lists, by name; `requestsFor(c)` is client c's list:
 *   first-add      a new guest's first add (no cart cookie: every request makes a cart)
 *   existing-add   shopper c's add to their cart of five lines, one more of each line in turn
 *   product-read   GET /api/products/{itemId}, rotating over the items
 *   product-page   a product page as shopper c sees it (their cookies, gzip), rotating over the items
 */
export function storePaths({ baseUrl, items, shoppers, itemUrls }) {
  const paths = new Map();
  paths.set("first-add", (c) =>
    items.map((_, k) => ({
      method: "POST",
      path: ADD_PATH,
      headers: headersFor(baseUrl),
      body: body(items[(c * 7 + k) % items.length]),
    })),
  );
  paths.set("existing-add", (c) => {
    const shopper = shoppers[c % shoppers.length];
    const headers = {
      "content-type": "application/json",
      "x-csrf-token": shopper.csrf,
      origin: baseUrl,
      cookie: shopper.cookie,
    };
    return shopper.five.map((id) => ({ method: "POST", path: ADD_PATH, headers, body: body(id) }));
  });
  paths.set("product-read", (c) =>
    items.map((_, k) => ({ method: "GET", path: `/api/products/${items[(c * 7 + k) % items.length]}` })),
  );
  paths.set("product-page", (c) => {
    const shopper = shoppers[c % shoppers.length];
    return itemUrls.map((_, k) => ({
      method: "GET",
      path: itemUrls[(c * 7 + k) % itemUrls.length],
      headers: { cookie: shopper.cookie, "accept-encoding": "gzip" },
    }));
  });
  return paths;
}
