import path from "node:path";
import { fileURLToPath } from "node:url";

import type { TenantId } from "@quire/domain";

export type { TenantId };

export interface AppConfig {
  port: number;
  host: string;
  /** WORKERS: how many server processes share the port (node:cluster); 1 = this process serves */
  workers: number;
  /** METRICS_TOKEN: a bearer token that may read /metrics from anywhere; null = loopback only (decision 054) */
  metricsToken: string | null;
  /** SHUTDOWN_GRACE_MS: how long a stopping process waits for requests in flight before it exits anyway */
  shutdownGraceMs: number;
  /** PostgreSQL connection string; when absent the embedded SQLite file is used */
  databaseUrl: string | null;
  /**
   * DATABASE_POOL_SIZE: PostgreSQL connections each process keeps (default 10). An add holds one for its
   * whole transaction, so with many shoppers at once this, not the CPU, can bound a process (decision 051);
   * processes x pool size must stay under the server's max_connections.
   */
  databasePoolSize: number;
  dataDir: string;
  /** host name (lower case, no port) -> tenant; unknown hosts fall back to the rule in tenantForHost */
  tenantHosts: Map<string, TenantId>;
  demoProducts: number;
  seed: number;
  logLevel: string;
  /** directory holding the React Router build (client/ and server/) */
  webBuildDir: string;
  /** serve pages through Vite with hot reload (npm run dev) */
  dev: boolean;
  /** Redis for the sign-in rate limiter (and sessions) across processes; null = the database */
  redisUrl: string | null;
  /** prefix of every Redis key Quire writes (several stores or test runs can share one Redis) */
  redisPrefix: string;
  /** a session ends after this many minutes without a request */
  sessionIdleMinutes: number;
  /** and this many hours after sign-in, however active */
  sessionAbsoluteHours: number;
  /** proxies whose X-Forwarded-For is believed: "loopback" by default, or addresses/CIDRs, comma-separated */
  trustProxy: string;
  /** key of the signed device cookies; null = a random key the server keeps in the database */
  deviceCookieSecret: string | null;
  /** the card gateway's origin (PAYMENT_GATEWAY_ORIGIN); null = http://pay.localhost on the request's port */
  paymentGatewayOrigin: string | null;
  /** the key the sandbox gateway signs tokens with; null = a random key the server keeps in the database */
  paymentGatewaySecret: string | null;
  /**
   * The shared HTML of guests' first pages (decision 055): PAGE_CACHE_TTL_MS how long a page is kept
   * fresh (default 30000; 0 turns the cache off), PAGE_CACHE_STALE_MS how long after that it is
   * still served while one background render refreshes it (default 10000; 0: rendered on the
   * request), PAGE_CACHE_MAX_ENTRIES pages (default 1000) and PAGE_CACHE_MAX_BYTES bytes of HTML
   * (default 64 MB) at most, per process.
   */
  pageCache: { ttlMs: number; maxEntries: number; maxBytes: number; staleMs: number };
  /**
   * how long reads kept per process and forgotten at every write are kept: a product's details
   * (decision 067) and a signed-in shopper's page facts (decision 069); 0 reads them every time
   */
  keptReadsTtlMs: number;
  /**
   * SMTP_URL (smtp:// or smtps://, user and password in the URL if the server wants them): the store's
   * mail goes out through that server and /dev/mail does not exist. Null = the mail outbox at /dev/mail.
   */
  smtpUrl: string | null;
  /** MAIL_FROM: the From of the store's mail */
  mailFrom: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

function parseTenantHosts(raw: string | undefined): Map<string, TenantId> {
  const hosts = new Map<string, TenantId>([
    ["localhost", "dotcom"],
    ["127.0.0.1", "dotcom"],
    ["advantage.localhost", "advantage"],
  ]);
  if (!raw) return hosts;
  // Format: "dotcom=shop.example.com,www.shop.example.com;advantage=business.example.com"
  for (const part of raw.split(";")) {
    const [tenant, list] = part.split("=");
    if (tenant !== "dotcom" && tenant !== "advantage") {
      throw new Error(`TENANT_HOSTS: unknown tenant "${tenant}" (expected dotcom or advantage)`);
    }
    for (const host of (list ?? "").split(",")) {
      const name = host.trim().toLowerCase();
      if (name) hosts.set(name, tenant);
    }
  }
  return hosts;
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: positiveInt(env.PORT, 3000, "PORT"),
    host: env.HOST || "0.0.0.0",
    workers: Math.max(1, positiveInt(env.WORKERS, 1, "WORKERS")),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    shutdownGraceMs: positiveInt(env.SHUTDOWN_GRACE_MS, 10_000, "SHUTDOWN_GRACE_MS"),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: Math.max(1, positiveInt(env.DATABASE_POOL_SIZE, 10, "DATABASE_POOL_SIZE")),
    dataDir: path.resolve(env.QUIRE_DATA_DIR || path.join(repoRoot, "data")),
    tenantHosts: parseTenantHosts(env.TENANT_HOSTS),
    demoProducts: positiveInt(env.QUIRE_DEMO_PRODUCTS, 5000, "QUIRE_DEMO_PRODUCTS"),
    seed: positiveInt(env.QUIRE_SEED, 20261121, "QUIRE_SEED"),
    logLevel: env.LOG_LEVEL || "info",
    webBuildDir: path.resolve(env.QUIRE_WEB_BUILD || path.join(repoRoot, "packages/web/build")),
    dev: env.QUIRE_DEV === "1",
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || "quire:",
    sessionIdleMinutes: positiveInt(env.SESSION_IDLE_MINUTES, 120, "SESSION_IDLE_MINUTES"),
    sessionAbsoluteHours: positiveInt(env.SESSION_ABSOLUTE_HOURS, 12, "SESSION_ABSOLUTE_HOURS"),
    trustProxy: env.TRUST_PROXY || "loopback",
    deviceCookieSecret: deviceCookieSecret(env.DEVICE_COOKIE_SECRET),
    paymentGatewayOrigin: gatewayOrigin(env.PAYMENT_GATEWAY_ORIGIN),
    paymentGatewaySecret: gatewaySecret(env.PAYMENT_GATEWAY_SECRET),
    keptReadsTtlMs: positiveInt(env.KEPT_READS_TTL_MS, 5_000, "KEPT_READS_TTL_MS"),
    pageCache: {
      ttlMs: positiveInt(env.PAGE_CACHE_TTL_MS, 30_000, "PAGE_CACHE_TTL_MS"),
      maxEntries: positiveInt(env.PAGE_CACHE_MAX_ENTRIES, 1_000, "PAGE_CACHE_MAX_ENTRIES"),
      maxBytes: positiveInt(env.PAGE_CACHE_MAX_BYTES, 64 * 1024 * 1024, "PAGE_CACHE_MAX_BYTES"),
      staleMs: positiveInt(env.PAGE_CACHE_STALE_MS, 10_000, "PAGE_CACHE_STALE_MS"),
    },
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || "Quire <no-reply@quire.test>",
  };
}

function metricsToken(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.length < 16) throw new Error("METRICS_TOKEN must be at least 16 characters (a random string)");
  return raw;
}

function deviceCookieSecret(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.length < 32) throw new Error("DEVICE_COOKIE_SECRET must be at least 32 characters (a random string)");
  return raw;
}

function gatewayOrigin(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PAYMENT_GATEWAY_ORIGIN must be an origin such as https://pay.example.com, got "${raw}"`);
  }
  if (url.origin !== raw.replace(/\/$/, ""))
    throw new Error(`PAYMENT_GATEWAY_ORIGIN must be an origin only (no path), got "${raw}"`);
  return url.origin;
}

function gatewaySecret(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.length < 32) throw new Error("PAYMENT_GATEWAY_SECRET must be at least 32 characters (a random string)");
  return raw;
}

function smtpUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SMTP_URL must be a URL such as smtp://127.0.0.1:2525, got "${raw}"`);
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  }
  return raw;
}

/** Tenant chosen by the request's host name; `advantage.` prefixed hosts are business by default. */
export function tenantForHost(hostHeader: string | undefined, hosts: Map<string, TenantId>): TenantId {
  const host = (hostHeader ?? "")
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^\[|\]$/g, "");
  const configured = hosts.get(host);
  if (configured) return configured;
  return host.startsWith("advantage.") ? "advantage" : "dotcom";
}
