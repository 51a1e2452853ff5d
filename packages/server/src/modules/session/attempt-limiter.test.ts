import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DbAttemptLimiter, RedisAttemptLimiter, type AttemptLimiter } from "./attempt-limiter";
import { type TestServer, startTestServer } from "../../test/test-server";

// Two limiter instances stand for two processes: a failure counted by one is seen by the other.
// The Redis pair runs against the Redis on 127.0.0.1:6379 (REDIS_URL to point elsewhere).

const RULE = { max: 3, windowMs: 60_000 };
let server: TestServer;
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `quire:test:${process.pid}:${Date.now()}:`;
const clients: Redis[] = [];

beforeAll(async () => {
  server = await startTestServer({ products: 50 });
});
afterAll(async () => {
  for (const c of clients) {
    const keys = await c.keys(`${prefix}*`);
    if (keys.length > 0) await c.del(...keys);
    await c.quit();
  }
  await server?.close();
});

function redisPair(): [AttemptLimiter, AttemptLimiter] {
  const make = () => {
    const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    clients.push(client);
    return new RedisAttemptLimiter(client, prefix);
  };
  return [make(), make()];
}

const stores: [string, () => [AttemptLimiter, AttemptLimiter]][] = [
  ["database", () => [new DbAttemptLimiter(server.db), new DbAttemptLimiter(server.db)]],
  ["redis", redisPair],
];

describe.each(stores)("%s limiter", (_name, pair) => {
  it("shares failures between processes and blocks after the limit, until the window passes", async () => {
    const [a, b] = pair();
    const key = `account:dotcom:${Math.random()}`;
    const t0 = 1_800_000_000_000;
    await a.recordFailure(key, RULE, t0);
    await b.recordFailure(key, RULE, t0 + 1000);
    expect(await a.retryAfterSeconds(key, RULE, t0 + 2000)).toBe(0);
    await a.recordFailure(key, RULE, t0 + 2000);
    expect(await b.retryAfterSeconds(key, RULE, t0 + 3000)).toBe(57);
    expect(await a.retryAfterSeconds(key, RULE, t0 + 60_001)).toBe(0);
  });

  it("forgets a key on reset (a successful sign-in)", async () => {
    const [a, b] = pair();
    const key = `account:dotcom:${Math.random()}`;
    const t0 = 1_800_000_000_000;
    for (let i = 0; i < 3; i++) await a.recordFailure(key, RULE, t0 + i);
    expect(await b.retryAfterSeconds(key, RULE, t0 + 10)).toBeGreaterThan(0);
    await b.reset(key);
    expect(await a.retryAfterSeconds(key, RULE, t0 + 10)).toBe(0);
  });
});
