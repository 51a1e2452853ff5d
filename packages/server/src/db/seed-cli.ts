import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { loadConfig } from "../config/config";
import { type Db, migrateToLatest, openDatabase } from "./database";
import { isDemoDataPresent, MAX_DEMO_PRODUCTS, seedDemoData } from "./seed/generate-demo-data";
import { BENCH_LISTS_USER, insertBenchLists } from "./seed/bench-lists";
import { createProgressBar } from "./seed/progress-bar";
import { MAX_DEMO_STORES } from "./seed/stores";

// npm run seed -- --products 100000 [--seed 42] [--stores 2000] [--reset] [--lists 500 [--list-items 100]]
// Fills the configured database (DATABASE_URL, else SQLite under QUIRE_DATA_DIR) with demo data.
// Exit codes: 0 done, 1 database already seeded or seeding failed, 2 bad arguments.

const MAX_BENCH_LISTS = 10_000;

const USAGE = `Usage: npm run seed -- [--products N] [--seed S] [--reset]

  --products N   number of products, an integer from 1 to ${MAX_DEMO_PRODUCTS.toLocaleString("en-US")}
                 (default: QUIRE_DEMO_PRODUCTS or 5000)
  --seed S       generator seed, a non-negative integer (default: QUIRE_SEED or 20261121)
  --stores N     number of stores, an integer from 1 to ${MAX_DEMO_STORES.toLocaleString("en-US")} (default: the 127 demo
                 stores; more are generated at other real US ZIP codes; 0008 stays Natick, MA)
  --reset        delete all rows from every application table first
  --lists N      give ${BENCH_LISTS_USER} N lists (1 to ${MAX_BENCH_LISTS}) for the lists benchmark; on a
                 database that already holds demo data, only these lists are written (earlier ones replaced)
  --list-items N items on each of those lists (default 100, at most 1,000)
  --help         show this text

Database: DATABASE_URL (PostgreSQL) when set, otherwise SQLite in QUIRE_DATA_DIR (default ./data).`;

interface CliArgs {
  products: number | null;
  seed: number | null;
  stores: number | null;
  lists: number | null;
  listItems: number;
  reset: boolean;
  help: boolean;
}

class UsageError extends Error {}

export function parseSeedArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = {
    products: null,
    seed: null,
    stores: null,
    lists: null,
    listItems: 100,
    reset: false,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] as string;
    const [flag, inline] =
      raw.startsWith("--") && raw.includes("=")
        ? [raw.slice(0, raw.indexOf("=")), raw.slice(raw.indexOf("=") + 1)]
        : [raw, undefined];
    const value = (): string => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith("--")) throw new UsageError(`${flag} needs a value`);
      i++;
      return next;
    };
    switch (flag) {
      case "--products": {
        const text = value();
        const n = Number(text);
        if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < 1 || n > MAX_DEMO_PRODUCTS) {
          throw new UsageError(
            `--products must be an integer from 1 to ${MAX_DEMO_PRODUCTS.toLocaleString("en-US")}, got "${text}"`,
          );
        }
        args.products = n;
        break;
      }
      case "--seed": {
        const text = value();
        const n = Number(text);
        if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n)) {
          throw new UsageError(`--seed must be a non-negative integer, got "${text}"`);
        }
        args.seed = n;
        break;
      }
      case "--stores": {
        const text = value();
        const n = Number(text);
        if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < 1 || n > MAX_DEMO_STORES) {
          throw new UsageError(`--stores must be an integer from 1 to ${MAX_DEMO_STORES.toLocaleString("en-US")}, got "${text}"`);
        }
        args.stores = n;
        break;
      }
      case "--lists":
      case "--list-items": {
        const text = value();
        const n = Number(text);
        const max = flag === "--lists" ? MAX_BENCH_LISTS : 1000;
        if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < 1 || n > max) {
          throw new UsageError(`${flag} must be an integer from 1 to ${max.toLocaleString("en-US")}, got "${text}"`);
        }
        if (flag === "--lists") args.lists = n;
        else args.listItems = n;
        break;
      }
      case "--reset":
        if (inline !== undefined) throw new UsageError("--reset takes no value");
        args.reset = true;
        break;
      case "--help":
      case "-h":
        args.help = true;
        break;
      default:
        throw new UsageError(`unknown argument "${raw}"`);
    }
  }
  return args;
}

/** Deletes every row of every application table (all tables except Kysely's migration bookkeeping). */
export async function wipeDemoData(db: Db, kind: "sqlite" | "postgres"): Promise<string[]> {
  const raw = db.withoutPlugins();
  const tables = (await raw.introspection.getTables())
    .filter((t) => !t.isView && (t.schema === undefined || t.schema === "public"))
    .map((t) => t.name)
    .filter((name) => !name.startsWith("kysely_migration"));
  if (tables.length === 0) return tables;
  if (kind === "postgres") {
    await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))}`.execute(raw);
  } else {
    await raw.transaction().execute(async (trx) => {
      for (const t of tables) await sql`delete from ${sql.table(t)}`.execute(trx);
    });
  }
  return tables;
}

async function benchLists(db: Db, lists: number, itemsPerList: number, where: string): Promise<void> {
  const started = performance.now();
  const written = await insertBenchLists(db, { lists, itemsPerList });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Bench lists ready in ${seconds}s in ${where}: ${written.lists.toLocaleString("en-US")} lists, ` +
      `${written.items.toLocaleString("en-US")} items, for ${BENCH_LISTS_USER}.\n`,
  );
}

async function main(): Promise<number> {
  let args: CliArgs;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`seed: ${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  const config = loadConfig();
  const products = args.products ?? config.demoProducts;
  const seed = args.seed ?? config.seed;
  if (!Number.isInteger(products) || products < 1 || products > MAX_DEMO_PRODUCTS) {
    process.stderr.write(`seed: QUIRE_DEMO_PRODUCTS must be from 1 to ${MAX_DEMO_PRODUCTS}, got ${products}\n`);
    return 2;
  }
  const { db, kind, close } = openDatabase(config);
  const where = kind === "sqlite" ? `SQLite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
  const started = performance.now();
  try {
    await migrateToLatest(db);
    if (args.reset) {
      const tables = await wipeDemoData(db, kind);
      process.stderr.write(`Reset: emptied ${tables.length} tables in ${where}.\n`);
    } else if (args.lists !== null && (await isDemoDataPresent(db))) {
      await benchLists(db, args.lists, args.listItems, where);
      return 0;
    } else if (await isDemoDataPresent(db)) {
      const meta = await db.selectFrom("appMeta").select("value").where("key", "=", "demo_data").executeTakeFirst();
      process.stderr.write(
        `seed: ${where} already holds demo data (${meta?.value ?? "?"}).\nRun again with --reset to wipe it and generate new data.\n`,
      );
      return 1;
    }
    process.stderr.write(`Seeding ${products.toLocaleString("en-US")} products (seed ${seed}) into ${where}...\n`);
    const summary = await seedDemoData(db, {
      products,
      seed,
      ...(args.stores !== null ? { stores: args.stores } : {}),
      onProgress: createProgressBar(),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Demo data ready in ${seconds}s: ${summary.products.toLocaleString("en-US")} products, ${summary.stores} stores, ` +
        `${summary.users} users, ${summary.orders.toLocaleString("en-US")} orders, ${summary.coupons} coupons.\n`,
    );
    if (args.lists !== null) await benchLists(db, args.lists, args.listItems, where);
    return 0;
  } catch (error) {
    process.stderr.write(`seed: failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await close();
  }
}

// run only when executed (npx tsx .../seed-cli.ts), not when imported
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
