import crypto from "node:crypto";
import {
  ANALYTICS_BATCHES_PER_MINUTE,
  ANALYTICS_BEACONS_PER_MINUTE,
  type AnalyticsCollectRequest,
  BUSINESS_APPLICATIONS_PERMISSION,
  type BeaconFields,
  INSIGHTS_TOP,
  type StoreInsights,
  collectedEventFields,
  insightsFunnel,
  insightsSearchKey,
  insightsWindow,
} from "@quire/domain";
import { type Db, isPostgres } from "../../db/database";
import { type TransactionRunner, transactionRunner } from "../../db/transaction-groups";
import { AppError } from "../../http/errors";
import type { RequestSession } from "../session";
import * as repo from "./analytics.repository";
import { timeOrderedId } from "../../lib/time-ordered-id";

// First-party analytics (decision 050). Three reporters, one table: the server records what it is
// the truth of (product pages viewed, adds, searches and how many results they found), pages batch
// their adapter events, tiles fire beacons. Insights read only the server's events and the orders
// table, so a page that never sends its batch (JavaScript off, blocked) changes no figure.

/** Events are kept this long: insights show 7 days; a little more lets a late look still work. */
const RETENTION_MS = 90 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
const WINDOW_MS = 60_000;
/** A browser's same product page or same search within this time counts once (reloads, revalidation). */
export const ANALYTICS_REPEAT_MS = 30 * 60_000;

/** Who an event is about, as the request lets us know it; no address or cookie value is kept. */
export interface AnalyticsVisitor {
  site: string;
  /** "u:<user id>" signed in, else the browser's key; null for a browser without a CSRF cookie yet */
  shopperKey: string | null;
  /** a hash of the browser's CSRF cookie */
  sessionKey: string | null;
  /** a hash of the client address: what the rate limits count */
  clientKey: string;
}

export const hashKey = (value: string) => crypto.createHash("sha256").update(value).digest("base64url").slice(0, 32);

export type ServerEvent =
  | { type: "view"; itemId: string }
  | { type: "add"; itemId: string; qty: number }
  | { type: "search"; query: string; resultCount: number };

/** A sliding minute per sender; the counts live in this process (decision 001). */
class MinuteLimiter {
  private readonly perSender = new Map<string, number[]>();
  private lastSweepMs = 0;

  constructor(private readonly perMinute: number) {}

  take(key: string, nowMs: number): boolean {
    const since = nowMs - WINDOW_MS;
    if (nowMs - this.lastSweepMs >= WINDOW_MS) {
      this.lastSweepMs = nowMs;
      for (const [k, times] of this.perSender) if ((times.at(-1) ?? 0) <= since) this.perSender.delete(k);
    }
    const mine = (this.perSender.get(key) ?? []).filter((t) => t > since);
    const allowed = mine.length < this.perMinute;
    if (allowed) mine.push(nowMs);
    this.perSender.set(key, mine);
    return allowed;
  }

  secondsLeft(key: string, nowMs: number): number {
    const oldest = this.perSender.get(key)?.[0] ?? nowMs;
    return Math.max(1, Math.ceil((oldest + WINDOW_MS - nowMs) / 1000));
  }
}

export class AnalyticsService {
  private readonly batches = new MinuteLimiter(ANALYTICS_BATCHES_PER_MINUTE);
  private readonly beacons = new MinuteLimiter(ANALYTICS_BEACONS_PER_MINUTE);
  private readonly seen = new Map<string, number>();
  private lastPruneMs = 0;
  /** server events waiting for the next group write, with whoever waits for each */
  private queued: { row: repo.AnalyticsEventRow; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private writing = false;
  private writeScheduled = false;

  /**
   * SQLite: the rows join the cart changes' savepoint groups (transaction-groups.ts), so the adds of a
   * moment and their events are one commit; PostgreSQL writes a group in one statement of its own.
   */
  private readonly sqliteGroups: TransactionRunner | null;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.sqliteGroups = isPostgres(db) ? null : transactionRunner(db, "sqlite");
  }

  private row(visitor: AnalyticsVisitor, source: string, type: string, at: string): repo.AnalyticsEventRow {
    return {
      id: timeOrderedId(),
      at,
      source,
      type,
      site: visitor.site,
      shopperKey: visitor.shopperKey,
      sessionKey: visitor.sessionKey,
      itemId: null,
      query: null,
      resultCount: null,
      valueCents: null,
      placement: null,
      payload: null,
    };
  }

  /** false when this browser reported the same view or search a moment ago */
  private firstSighting(visitor: AnalyticsVisitor, key: string, nowMs: number): boolean {
    if (!visitor.sessionKey) return true;
    const seenKey = `${visitor.sessionKey}|${key}`;
    const last = this.seen.get(seenKey);
    if (last !== undefined && nowMs - last < ANALYTICS_REPEAT_MS) return false;
    if (this.seen.size > 50_000) {
      for (const [k, t] of this.seen) if (nowMs - t >= ANALYTICS_REPEAT_MS) this.seen.delete(k);
    }
    this.seen.set(seenKey, nowMs);
    return true;
  }

  /** What the server saw happen: a product page, an add, a search and how many it found. */
  async recordServerEvent(visitor: AnalyticsVisitor, event: ServerEvent): Promise<void> {
    const now = this.clock();
    const row = this.row(visitor, "server", event.type, now.toISOString());
    if (event.type === "search") {
      const query = insightsSearchKey(event.query);
      if (!query || !this.firstSighting(visitor, `search|${query}`, now.getTime())) return;
      row.query = query;
      row.resultCount = event.resultCount;
    } else {
      if (event.type === "view" && !this.firstSighting(visitor, `view|${event.itemId}`, now.getTime())) return;
      row.itemId = event.itemId.slice(0, 40);
      if (event.type === "add") row.payload = JSON.stringify({ qty: event.qty });
    }
    await this.insertWithOthers(row);
    await this.prune(now.getTime());
  }

  /**
   * Group commit (decision 051): the server events of one moment (many adds under load) are written in
   * one transaction instead of one each, which on SQLite is one commit instead of many. Each caller
   * still waits for its row to be stored, so the answer it sends follows the write; a failed write
   * rejects every caller of that group, each of which logs it and answers as usual.
   */
  private insertWithOthers(row: repo.AnalyticsEventRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queued.push({ row, resolve, reject });
      this.scheduleWrite();
    });
  }

  private scheduleWrite(): void {
    if (this.writing || this.writeScheduled || this.queued.length === 0) return;
    this.writeScheduled = true;
    setImmediate(() => void this.writeQueued());
  }

  private async writeQueued(): Promise<void> {
    this.writeScheduled = false;
    this.writing = true;
    const group = this.queued;
    this.queued = [];
    try {
      const rows = group.map((waiter) => waiter.row);
      if (this.sqliteGroups) await this.sqliteGroups.run((trx) => repo.insertAnalyticsEventGroup(trx, rows));
      else await repo.insertAnalyticsEventGroup(this.db, rows);
      for (const waiter of group) waiter.resolve();
    } catch (error) {
      for (const waiter of group) waiter.reject(error);
    } finally {
      this.writing = false;
      this.scheduleWrite();
    }
  }

  /** A page's batch of adapter events; 429 past the per-minute limit, nothing stored. */
  async collect(visitor: AnalyticsVisitor, batch: AnalyticsCollectRequest): Promise<void> {
    const now = this.clock();
    if (!this.batches.take(visitor.clientKey, now.getTime())) {
      throw new AppError(429, "TOO_MANY_REQUESTS", "Too many analytics batches. Try again in a minute.", {
        retryAfterSeconds: this.batches.secondsLeft(visitor.clientKey, now.getTime()),
      });
    }
    const at = now.toISOString();
    const rows = batch.events.map((event) => {
      const fields = collectedEventFields(event);
      const row = this.row(visitor, "client", fields.type, at);
      row.itemId = fields.itemId;
      row.query = fields.query === null ? null : insightsSearchKey(fields.query);
      row.valueCents = fields.valueCents;
      row.payload = fields.payload;
      return row;
    });
    await repo.insertAnalyticsEvents(this.db, rows);
    await this.prune(now.getTime());
  }

  /** A tile's or page's beacon; past the limit it is dropped quietly (a beacon reads no answer). */
  async beacon(visitor: AnalyticsVisitor, fields: BeaconFields): Promise<boolean> {
    const now = this.clock();
    if (!this.beacons.take(visitor.clientKey, now.getTime())) return false;
    const row = this.row(visitor, "beacon", fields.event, now.toISOString());
    row.itemId = fields.itemId ?? null;
    row.placement = fields.placement ?? null;
    row.payload = JSON.stringify({ rid: fields.recId ?? null, pg: fields.pageType ?? null, c: fields.counter ?? null });
    await repo.insertAnalyticsEvents(this.db, [row]);
    return true;
  }

  /** The store owner's last 7 days; 401 for guests, 403 for anyone but a store administrator. */
  async insights(session: RequestSession): Promise<StoreInsights> {
    if (session.userId === null) throw new AppError(401, "UNAUTHORIZED", "Sign in as a store administrator to see insights.");
    if (!session.permissions.includes(BUSINESS_APPLICATIONS_PERMISSION)) {
      throw new AppError(403, "FORBIDDEN", "Your account can't see store insights.");
    }
    const now = this.clock();
    const window = insightsWindow(now);
    const [views, adds, orders, funnel, topProducts, noResultSearches] = await Promise.all([
      repo.countServerEventsPerDay(this.db, "view", window.fromIso),
      repo.countServerEventsPerDay(this.db, "add", window.fromIso),
      repo.countOrdersPerDay(this.db, window.fromIso),
      repo.countFunnel(this.db, window.fromIso),
      repo.findTopProducts(this.db, window.fromIso, INSIGHTS_TOP),
      repo.findNoResultSearches(this.db, window.fromIso, INSIGHTS_TOP),
    ]);
    const on = (rows: { day: string; n: number }[], day: string) => rows.find((r) => r.day === day)?.n ?? 0;
    const days = window.days.map((day) => ({ day, views: on(views, day), adds: on(adds, day), orders: on(orders, day) }));
    return {
      from: window.days[0]!,
      to: window.days.at(-1)!,
      days,
      totals: {
        views: days.reduce((s, d) => s + d.views, 0),
        adds: days.reduce((s, d) => s + d.adds, 0),
        orders: days.reduce((s, d) => s + d.orders, 0),
      },
      funnel: insightsFunnel(funnel),
      topProducts,
      noResultSearches,
    };
  }

  private async prune(nowMs: number): Promise<void> {
    if (nowMs - this.lastPruneMs < PRUNE_EVERY_MS) return;
    this.lastPruneMs = nowMs;
    await repo.deleteAnalyticsEventsBefore(this.db, new Date(nowMs - RETENTION_MS).toISOString());
  }
}
