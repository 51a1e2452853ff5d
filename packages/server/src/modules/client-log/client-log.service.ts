import crypto from "node:crypto";
import {
  CLIENT_LOG_LIMITS,
  CLIENT_LOG_PER_MINUTE,
  CLIENT_LOG_PER_MINUTE_ALL,
  type ClientLogRequest,
  storedClientLogText,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import * as repo from "./client-log.repository";

/** Reports are kept this long, then dropped (the log is for finding bugs, not an archive). */
const RETENTION_MS = 30 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
const WINDOW_MS = 60_000;

export interface ClientLogSource {
  tenant: string;
  /** the sender's address, as the proxy settings let us believe it */
  clientAddress: string;
  /** the Referer header: the page the error happened on */
  referer: string | null;
  userAgent: string | null;
}

/**
 * Counts reports over the last minute (a sliding window), per sender and for the whole store.
 * The counts live in this process (the store is one process, decision 001): a restart forgives a
 * sender. Senders quiet for a minute are forgotten, so the map stays small.
 */
class MinuteLimiter {
  private all: number[] = [];
  private readonly perSender = new Map<string, number[]>();
  private lastSweepMs = 0;

  take(key: string, nowMs: number): boolean {
    const since = nowMs - WINDOW_MS;
    if (nowMs - this.lastSweepMs >= WINDOW_MS) {
      this.lastSweepMs = nowMs;
      for (const [k, times] of this.perSender) if ((times.at(-1) ?? 0) <= since) this.perSender.delete(k);
    }
    this.all = this.all.filter((t) => t > since);
    const mine = (this.perSender.get(key) ?? []).filter((t) => t > since);
    if (this.all.length >= CLIENT_LOG_PER_MINUTE_ALL || mine.length >= CLIENT_LOG_PER_MINUTE) {
      this.perSender.set(key, mine);
      return false;
    }
    mine.push(nowMs);
    this.all.push(nowMs);
    this.perSender.set(key, mine);
    return true;
  }

  /** seconds until this sender's oldest counted report leaves the window */
  secondsLeft(key: string, nowMs: number): number {
    const oldest = this.perSender.get(key)?.[0] ?? this.all[0] ?? nowMs;
    return Math.max(1, Math.ceil((oldest + WINDOW_MS - nowMs) / 1000));
  }
}

/** Only the path and query of a page of ours: another origin's address is not kept. */
function pagePathOf(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

export class ClientLogService {
  private readonly limiter = new MinuteLimiter();
  private lastPruneMs = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async record(source: ClientLogSource, report: ClientLogRequest): Promise<void> {
    const now = this.clock();
    const nowMs = now.getTime();
    const clientKey = crypto.createHash("sha256").update(source.clientAddress).digest("base64url").slice(0, 32);
    if (!this.limiter.take(clientKey, nowMs)) {
      const retryAfterSeconds = this.limiter.secondsLeft(clientKey, nowMs);
      throw new AppError(429, "TOO_MANY_REQUESTS", "Too many error reports. Try again in a minute.", { retryAfterSeconds });
    }
    await repo.insertClientErrorLog(this.db, {
      id: crypto.randomUUID(),
      createdAt: now.toISOString(),
      tenant: source.tenant,
      pageUrl: storedClientLogText(pagePathOf(source.referer), CLIENT_LOG_LIMITS.pageUrl),
      userAgent: storedClientLogText(source.userAgent, CLIENT_LOG_LIMITS.userAgent),
      clientKey,
      msg: storedClientLogText(report.msg, CLIENT_LOG_LIMITS.msg) ?? "",
      error: storedClientLogText(report.error, CLIENT_LOG_LIMITS.error),
      info: storedClientLogText(report.info, CLIENT_LOG_LIMITS.info),
    });
    if (nowMs - this.lastPruneMs >= PRUNE_EVERY_MS) {
      this.lastPruneMs = nowMs;
      await repo.deleteClientErrorLogsBefore(this.db, new Date(nowMs - RETENTION_MS).toISOString());
    }
  }
}
