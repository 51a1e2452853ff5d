// Vendure as scripts/bench/vendure.mjs runs it: copied into the temporary folder Vendure is installed in
// (so that @vendure/core resolves from its node_modules) and started there, one process.
//
//   node server.mjs seed    creates the schema, the initial data (a US zone and tax rate, a shipping and a
//                           payment method, three collections) and VENDURE_PRODUCTS products from a
//                           generated CSV through Vendure's own importer (populate from @vendure/core/cli),
//                           runs the job queue until the collections and the search index are built, exits
//   node server.mjs serve   serves the shop API on VENDURE_PORT (127.0.0.1) until SIGTERM
//
// Environment: VENDURE_PORT, VENDURE_DIR (assets, import files, the SQLite file), VENDURE_DATABASE_URL
// (postgres://...; empty: better-sqlite3 in VENDURE_DIR/vendure.sqlite), VENDURE_PRODUCTS.
//
// The configuration is Vendure's default set-up (DefaultJobQueuePlugin, DefaultSearchPlugin,
// AssetServerPlugin so that products have a featured asset) with what a bench needs on top: bearer
// tokens (no cookies to carry), no e-mail verification (there is no EmailPlugin to send one), error-only
// logging, no playgrounds, and order quantity limits high enough for a cart that grows for minutes. On
// SQLite the file runs in WAL mode with synchronous=NORMAL, as Quire's does, so neither side pays for
// a full fsync per commit that the other does not.
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const {
  bootstrap,
  DefaultJobQueuePlugin,
  DefaultLogger,
  DefaultSearchPlugin,
  dummyPaymentHandler,
  JobQueueService,
  LogLevel,
} = require("@vendure/core");
const { AssetServerPlugin } = require("@vendure/asset-server-plugin");
// a directory import, which ESM will not resolve
const { populate } = require("@vendure/core/cli");

const mode = process.argv[2];
const port = Number(process.env.VENDURE_PORT ?? 3493);
const dir = path.resolve(process.env.VENDURE_DIR ?? "vendure-data");
const databaseUrl = process.env.VENDURE_DATABASE_URL ?? "";
const products = Number(process.env.VENDURE_PRODUCTS ?? 1000);
fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
fs.mkdirSync(path.join(dir, "import"), { recursive: true });

function dbConnectionOptions() {
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    return {
      type: "postgres",
      host: url.hostname,
      port: Number(url.port || 5432),
      username: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: url.pathname.slice(1),
      schema: "public",
      synchronize: true,
      logging: false,
    };
  }
  return {
    type: "better-sqlite3",
    database: path.join(dir, "vendure.sqlite"),
    synchronize: true,
    logging: false,
    prepareDatabase: (db) => {
      db.pragma("journal_mode = WAL");
      db.pragma("synchronous = NORMAL");
    },
  };
}

const config = {
  apiOptions: {
    port,
    hostname: "127.0.0.1",
    adminApiPath: "admin-api",
    shopApiPath: "shop-api",
    adminApiPlayground: false,
    shopApiPlayground: false,
    adminApiDebug: false,
    shopApiDebug: false,
  },
  authOptions: {
    tokenMethod: "bearer",
    requireVerification: false,
    // Vendure refuses to start in production with its default superadmin password; nothing signs in as
    // the superadmin here, so a random one will do.
    superadminCredentials: { identifier: "superadmin", password: crypto.randomBytes(18).toString("base64url") },
  },
  dbConnectionOptions: dbConnectionOptions(),
  paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
  orderOptions: { orderItemsLimit: 10_000_000, orderLineItemsLimit: 10_000_000 },
  importExportOptions: { importAssetsDir: path.join(dir, "import") },
  logger: new DefaultLogger({ level: LogLevel.Error }),
  plugins: [
    AssetServerPlugin.init({ route: "assets", assetUploadDir: path.join(dir, "assets") }),
    // Seeding leaves a thousand small index jobs (the collections' filters touch every variant), which
    // the default 200 ms poll would take minutes over; the served process runs no queue at all.
    DefaultJobQueuePlugin.init(mode === "seed" ? { pollInterval: 5 } : {}),
    DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
  ],
};

const categories = ["Paper", "Pens", "Toner", "Binders", "Staplers", "Ink", "Markers", "Desk", "Notes", "Printers"];
const brands = ["Acme", "Bolt", "Cardinal", "Delta", "Everly", "Fairmont", "Granite", "Harbor"];

/** The products as Vendure's importer reads them: one variant each, in stock, with two facets and a picture. */
function productsCsv(count) {
  const quote = (s) => `"${String(s).replace(/"/g, '""')}"`;
  const rows = [
    "name,slug,description,assets,facets,optionGroups,optionValues,sku,price,taxCategory,stockOnHand,trackInventory,variantAssets,variantFacets",
  ];
  for (let n = 1; n <= count; n++) {
    const category = categories[n % categories.length];
    const brand = brands[(n * 7) % brands.length];
    const name = `${brand} ${category} ${n}`;
    const description =
      `${name}: a dependable ${category.toLowerCase()} line for the office, ` +
      `sold by the unit, shipped from stock, with ${brand}'s one-year guarantee.`;
    const price = (1.99 + ((n * 37) % 200) + 0.5).toFixed(2);
    rows.push(
      [
        quote(name),
        `bench-product-${n}`,
        quote(description),
        "product.jpg",
        quote(`brand:${brand}|category:${category}`),
        "",
        "",
        `VB-${n}`,
        price,
        "Standard Tax",
        "1000000",
        "true",
        "",
        "",
      ].join(","),
    );
  }
  return rows.join("\n") + "\n";
}

const initialData = {
  defaultLanguage: "en",
  defaultZone: "Americas",
  taxRates: [{ name: "Standard Tax", percentage: 6.25 }],
  shippingMethods: [{ name: "Standard Shipping", price: 500 }],
  paymentMethods: [
    {
      name: "Standard Payment",
      handler: { code: dummyPaymentHandler.code, arguments: [{ name: "automaticSettle", value: "false" }] },
    },
  ],
  collections: ["Paper", "Pens", "Toner"].map((category) => ({
    name: category,
    filters: [{ code: "facet-value-filter", args: { facetValueNames: [`category:${category}`], containsAny: false } }],
  })),
  countries: [{ name: "United States of America", code: "US", zone: "Americas" }],
};

async function seed() {
  const { default: sharp } = await import("sharp");
  await sharp({ create: { width: 800, height: 800, channels: 3, background: "#c8d0d8" } })
    .jpeg()
    .toFile(path.join(dir, "import", "product.jpg"));
  const csvPath = path.join(dir, "import", "products.csv");
  fs.writeFileSync(csvPath, productsCsv(products));
  // The job queue runs in this process, so the collections' filters and the search index are applied
  // here, before the served process starts (which runs no worker).
  const app = await populate(
    async () => {
      const a = await bootstrap(config);
      await a.get(JobQueueService).start();
      return a;
    },
    initialData,
    csvPath,
  );
  const strategy = app.get(JobQueueService).jobQueueStrategy;
  const started = Date.now();
  for (;;) {
    const { totalItems } = await strategy.findMany({ filter: { isSettled: { eq: false } }, take: 1 });
    if (totalItems === 0) break;
    if (Date.now() - started > 10 * 60_000) throw new Error(`${totalItems} jobs still unsettled after 10 minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const failed = await strategy.findMany({ filter: { state: { eq: "FAILED" } }, take: 5 });
  if (failed.totalItems > 0)
    throw new Error(`${failed.totalItems} seeding jobs failed: ${failed.items.map((j) => j.error).join("; ")}`);
  await app.close();
}

if (mode === "seed") {
  await seed();
  process.exit(0);
} else if (mode === "serve") {
  const app = await bootstrap(config);
  const close = () => app.close().then(() => process.exit(0));
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
} else {
  process.stderr.write("usage: node server.mjs seed|serve\n");
  process.exit(2);
}
