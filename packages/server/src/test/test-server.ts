import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SandboxGateway, openStoredValueLedger } from "@quire/gateway";
import type { FastifyServerOptions } from "fastify";
import { sql } from "kysely";
import pg from "pg";
import { buildApp } from "../app";
import { type AppConfig, loadConfig } from "../config/config";
import { type Db, migrateToLatest, openDatabase } from "../db/database";
import { seedDemoData } from "../db/seed/generate-demo-data";
import { testTemplateDir, testTemplatePrefix } from "./test-templates";

/** A new, empty PostgreSQL database on the server `adminUrl` names (each test run makes its own), and how to drop it. */
export async function freshPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const admin = new URL(adminUrl);
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { databaseUrl: url.toString(), drop };
}

// Migrations and the demo-data generator run once per run and product count, into a template: a
// SQLite file that each server copies, or a PostgreSQL database each server's database is created from
// (CREATE DATABASE ... TEMPLATE). The run's templates are named by QUIRE_TEST_RUN (test-templates.ts
// sets it and removes them at the end); without it, by this process.
const runId = (process.env.QUIRE_TEST_RUN ?? `p${process.pid}`).replace(/[^a-z0-9]/gi, "").toLowerCase();
const templates = new Map<string, Promise<string>>();

async function seedInto(db: Db, products: number): Promise<void> {
  await migrateToLatest(db);
  await seedDemoData(db, { products, seed: 7 });
}

/** The seeded SQLite file for `products`, built by the first test file of the run that needs it. */
function sqliteTemplate(products: number): Promise<string> {
  const key = `sqlite:${products}`;
  let made = templates.get(key);
  if (!made) {
    made = (async () => {
      const dir = testTemplateDir(runId);
      const file = path.join(dir, `${products}.db`);
      if (fs.existsSync(file)) return file;
      fs.mkdirSync(dir, { recursive: true });
      const buildDir = fs.mkdtempSync(path.join(dir, "build-"));
      const opened = openDatabase({ databaseUrl: null, dataDir: buildDir });
      await seedInto(opened.db, products);
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(opened.db);
      await opened.close();
      // another worker may have built the same file meanwhile: the rename is atomic and either copy is the same
      fs.renameSync(path.join(buildDir, "quire.db"), file);
      fs.rmSync(buildDir, { recursive: true, force: true });
      return file;
    })();
    templates.set(key, made);
  }
  return made;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The seeded PostgreSQL template database for `products` on the server `adminUrl` names. */
function postgresTemplate(adminUrl: string, products: number): Promise<string> {
  const key = `pg:${products}`;
  let made = templates.get(key);
  if (!made) {
    made = (async () => {
      const name = `${testTemplatePrefix(runId)}${products}`;
      // one builder per template across the run's workers: the others wait on the lock, then find it
      await withAdmin(adminUrl, async (admin) => {
        await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
        try {
          const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
          if (found.rowCount) return;
          await admin.query(`create database ${name}`);
          const url = new URL(adminUrl);
          url.pathname = `/${name}`;
          const opened = openDatabase({ databaseUrl: url.toString(), dataDir: "" });
          try {
            await seedInto(opened.db, products);
          } finally {
            await opened.close();
          }
        } finally {
          await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
        }
      });
      return name;
    })();
    templates.set(key, made);
  }
  return made;
}

const TEMPLATE_LOCK = 7_140_431;

/** A fresh PostgreSQL database copied from the seeded template for `products`, and how to drop it. */
async function seededPostgresDatabase(
  adminUrl: string,
  products: number,
): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const template = await postgresTemplate(adminUrl, products);
  const name = `quire_test_${crypto.randomBytes(6).toString("hex")}`;
  // a template may have no other session while it is copied: copies take turns
  await withAdmin(adminUrl, async (admin) => {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
  return { databaseUrl: url.toString(), drop };
}

export interface TestServer {
  baseUrl: string;
  db: Db;
  dbKind: "sqlite" | "postgres";
  /** the SQLite file's directory (empty on PostgreSQL) */
  dataDir: string;
  /** the PostgreSQL database of this run; null on SQLite */
  databaseUrl: string | null;
  /** the server's sandbox card gateway (its ledger shows what was authorised, captured and voided) */
  gateway: SandboxGateway;
  close: () => Promise<void>;
}

/**
 * A real server on a random port over a database of its own: a fresh SQLite file, or, when
 * DATABASE_URL is set, a fresh PostgreSQL database created for this run and dropped after it.
 */
export async function startTestServer(
  options: {
    products?: number;
    serveWeb?: boolean;
    redisUrl?: string;
    redisPrefix?: string;
    /** the app's logger (off by default), e.g. one writing to a stream the test reads */
    logger?: FastifyServerOptions["logger"];
    /**
     * Another server process over the same database as this one (decision 051): nothing is created,
     * migrated or seeded, and closing it leaves the database to its owner.
     */
    sameDatabaseAs?: TestServer;
    /** the shared-HTML cache of guests' first pages (decision 055): on with the defaults unless given */
    pageCache?: Partial<AppConfig["pageCache"]>;
    /**
     * How long product details and shopper page facts are kept (decisions 067, 069): 0 unless given,
     * since many tests change a row behind the app and read it at once (page-cache.test.ts and
     * shopper-pages.test.ts turn it on)
     */
    keptReadsTtlMs?: number;
  } = {},
): Promise<TestServer> {
  const shared = options.sameDatabaseAs;
  const products = options.products ?? 400;
  const dataDir = shared?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "quire-test-"));
  let databaseUrl: string | null = shared?.databaseUrl ?? null;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (!shared) {
    if (process.env.DATABASE_URL) {
      const fresh = await seededPostgresDatabase(process.env.DATABASE_URL, products);
      databaseUrl = fresh.databaseUrl;
      dropDatabase = fresh.drop;
    } else {
      fs.copyFileSync(await sqliteTemplate(products), path.join(dataDir, "quire.db"));
    }
  }
  const config = {
    ...loadConfig({}),
    databaseUrl,
    dataDir,
    logLevel: "warn",
    host: "127.0.0.1",
    port: 0,
    redisUrl: options.redisUrl ?? null,
    redisPrefix: options.redisPrefix ?? "quire:",
    paymentGatewaySecret: crypto.randomBytes(32).toString("base64url"),
  };
  config.pageCache = { ...config.pageCache, ...options.pageCache };
  config.keptReadsTtlMs = options.keptReadsTtlMs ?? 0;
  // The gateway keeps gift cards in its own storage, as the running store's does.
  const ledger = openStoredValueLedger({ databaseUrl, dataDir });
  const gateway = new SandboxGateway({ secret: config.paymentGatewaySecret, ledger });
  const { db, kind, close } = openDatabase(config);
  const app = await buildApp({
    config,
    db,
    dbKind: kind,
    gateway,
    serveWeb: options.serveWeb ?? false,
    logger: options.logger ?? false,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    dbKind: kind,
    dataDir,
    databaseUrl,
    gateway,
    close: async () => {
      await app.close();
      await ledger.close();
      await close();
      await dropDatabase?.();
      if (!shared) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
