import type { Redis } from "ioredis";
import type { Db } from "../../db/database";
import * as repo from "./session.repository";

// Sign-in rate limiting: attempts are counted per key ("account:...", "device:...", "address:...")
// in a window that starts with the first attempt. An attempt is counted *before* the password is
// verified, in one atomic step that raises the count and reads it back, so however many requests
// arrive at once, no more than `max` of them are ever judged in a window. The database store works
// across processes that share the database; the Redis store (REDIS_URL) does the same for several
// machines without touching the database.

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface AttemptLimiter {
  /** Counts one attempt on the key: 0 = go ahead, else the seconds until the key may try again. */
  reserve(key: string, rule: LimitRule, nowMs: number): Promise<number>;
  /** Gives back a counted attempt that was not a failure (the password was right, or another key refused). */
  release(key: string): Promise<void>;
  /** Forgets the key (a successful sign-in clears its account's failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

function waitSeconds(attempts: number, windowStartedMs: number, rule: LimitRule, nowMs: number): number {
  if (attempts <= rule.max) return 0;
  return Math.max(1, Math.ceil((windowStartedMs + rule.windowMs - nowMs) / 1000));
}

export class DbAttemptLimiter implements AttemptLimiter {
  private lastPruneMs = 0;

  constructor(private readonly db: Db) {}

  async reserve(key: string, rule: LimitRule, nowMs: number): Promise<number> {
    const { attempts, windowStartedMs } = await repo.countAttempt(this.db, key, nowMs, rule.windowMs);
    // Counters of windows long past are dropped now and then so the table holds only live keys.
    if (nowMs - this.lastPruneMs > 60_000) {
      this.lastPruneMs = nowMs;
      await repo.pruneAttemptCounters(this.db, nowMs - Math.max(rule.windowMs, 3_600_000));
    }
    return waitSeconds(attempts, windowStartedMs, rule, nowMs);
  }

  async release(key: string): Promise<void> {
    await repo.uncountAttempt(this.db, key);
  }

  async reset(key: string): Promise<void> {
    await repo.clearAttempts(this.db, key);
  }

  async close(): Promise<void> {}
}

// One hash per key: s = window start (ms), n = attempts. Runs atomically inside Redis.
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local started = tonumber(redis.call('HGET', KEYS[1], 's'))
local attempts
if (not started) or started <= now - window then
  started = now
  attempts = 1
  redis.call('HSET', KEYS[1], 's', started, 'n', 1)
  redis.call('PEXPIRE', KEYS[1], window)
else
  attempts = redis.call('HINCRBY', KEYS[1], 'n', 1)
end
return {attempts, tostring(started)}`;

const RELEASE_SCRIPT = `
local attempts = tonumber(redis.call('HGET', KEYS[1], 'n'))
if attempts and attempts > 0 then redis.call('HINCRBY', KEYS[1], 'n', -1) end
return 0`;

export class RedisAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "quire:signin-limits:",
  ) {}

  async reserve(key: string, rule: LimitRule, nowMs: number): Promise<number> {
    const [attempts, started] = (await this.redis.eval(RESERVE_SCRIPT, 1, this.prefix + key, nowMs, rule.windowMs)) as [
      number,
      string,
    ];
    return waitSeconds(Number(attempts), Number(started), rule, nowMs);
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  /** the client is shared with the session store and closed by the app */
  async close(): Promise<void> {}
}
