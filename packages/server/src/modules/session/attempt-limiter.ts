import type { Redis } from "ioredis";
import type { Db } from "../../db/database";
import * as repo from "./session.repository";

// Sign-in rate limiting: failed attempts are counted per key ("account:..." and "address:...") in a
// sliding window. The database store works across processes that share the database; the Redis
// store (REDIS_URL) does the same without touching the database and is what several machines use.

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface AttemptLimiter {
  /** seconds until this key may try again (0 = now) */
  retryAfterSeconds(key: string, rule: LimitRule, nowMs: number): Promise<number>;
  recordFailure(key: string, rule: LimitRule, nowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

function waitSeconds(count: number, oldestMs: number | null, rule: LimitRule, nowMs: number): number {
  if (count < rule.max || oldestMs === null) return 0;
  return Math.max(1, Math.ceil((oldestMs + rule.windowMs - nowMs) / 1000));
}

export class DbAttemptLimiter implements AttemptLimiter {
  private lastPruneMs = 0;

  constructor(private readonly db: Db) {}

  async retryAfterSeconds(key: string, rule: LimitRule, nowMs: number): Promise<number> {
    const { count, oldestMs } = await repo.countAttempts(this.db, key, nowMs - rule.windowMs);
    return waitSeconds(count, oldestMs, rule, nowMs);
  }

  async recordFailure(key: string, rule: LimitRule, nowMs: number): Promise<void> {
    await repo.recordAttempt(this.db, key, nowMs);
    // Old rows are dropped now and then so the table stays the size of one window.
    if (nowMs - this.lastPruneMs > 60_000) {
      this.lastPruneMs = nowMs;
      await repo.pruneAttempts(this.db, nowMs - Math.max(rule.windowMs, 3_600_000));
    }
  }

  async reset(key: string): Promise<void> {
    await repo.clearAttempts(this.db, key);
  }

  async close(): Promise<void> {}
}

export class RedisAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "quire:signin:",
  ) {}

  async retryAfterSeconds(key: string, rule: LimitRule, nowMs: number): Promise<number> {
    const k = this.prefix + key;
    const [, count, oldest] = await this.redis
      .multi()
      .zremrangebyscore(k, 0, nowMs - rule.windowMs)
      .zcard(k)
      .zrange(k, 0, 0, "WITHSCORES")
      .exec()
      .then((r) => (r ?? []).map(([, v]) => v) as [unknown, number, string[]]);
    return waitSeconds(Number(count), oldest?.[1] === undefined ? null : Number(oldest[1]), rule, nowMs);
  }

  async recordFailure(key: string, rule: LimitRule, nowMs: number): Promise<void> {
    const k = this.prefix + key;
    await this.redis
      .multi()
      .zadd(k, nowMs, `${nowMs}:${Math.random().toString(36).slice(2)}`)
      .pexpire(k, rule.windowMs)
      .exec();
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  /** the client is shared with the session store and closed by the app */
  async close(): Promise<void> {}
}
