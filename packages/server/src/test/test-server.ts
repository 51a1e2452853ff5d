import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SandboxGateway, openStoredValueLedger } from "@quire/gateway";
import type { FastifyServerOptions } from "fastify";
import pg from "pg";
import { buildApp } from "../app";
import { type AppConfig, loadConfig } from "../config/config";
import { type Db, migrateToLatest, openDatabase } from "../db/database";
import { seedDemoData } from "../db/seed/generate-demo-data";

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
  } = {},
): Promise<TestServer> {
  const shared = options.sameDatabaseAs;
  const dataDir = shared?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "quire-test-"));
  let databaseUrl: string | null = shared?.databaseUrl ?? null;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (process.env.DATABASE_URL && !shared) {
    const fresh = await freshPostgresDatabase(process.env.DATABASE_URL, "quire_test");
    databaseUrl = fresh.databaseUrl;
    dropDatabase = fresh.drop;
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
  // The gateway keeps gift cards in its own storage, as the running store's does.
  const ledger = openStoredValueLedger({ databaseUrl, dataDir });
  const gateway = new SandboxGateway({ secret: config.paymentGatewaySecret, ledger });
  const { db, kind, close } = openDatabase(config);
  if (!shared) {
    await migrateToLatest(db);
    await seedDemoData(db, { products: options.products ?? 400, seed: 7 });
  }
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
