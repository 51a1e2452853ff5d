import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Two Quire processes, each with its own database, sharing one Redis (REDIS_URL): a session made on
// one is not known to the other's database, but the sign-in limiter's counts are shared, which is
// what keeps 100 guesses spread over several machines from getting through. They run when
// QUIRE_TEST_REDIS_URL names a Redis (CI sets it), so `npm test` passes on a machine without one.

const redisUrl = process.env.QUIRE_TEST_REDIS_URL;
const prefix = `quire-test:${process.pid}:${Date.now()}:`;
if (!redisUrl) console.info("session-redis.test.ts: Redis tests skipped (set QUIRE_TEST_REDIS_URL to run them)");

describe.runIf(redisUrl)("with Redis", () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    [a, b] = await Promise.all([
      startTestServer({ products: 50, redisUrl, redisPrefix: prefix }),
      startTestServer({ products: 50, redisUrl, redisPrefix: prefix }),
    ]);
  });
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await Promise.all([a?.close(), b?.close()]);
  });

  it("keeps sessions in Redis: sign in on one process, the other knows it; sign out ends it everywhere", async () => {
    const onA = new TestBrowser(a.baseUrl);
    await onA.signIn("registered@quire.test");
    const onB = new TestBrowser(b.baseUrl);
    onB.cookies.set("quire_session", onA.cookies.get("quire_session")!);
    expect((await onB.call("GET", "/api/session")).body.data.session.isLoggedIn).toBe(true);
    expect(await a.db.selectFrom("sessions").selectAll().execute()).toEqual([]);
    await onA.signOut();
    expect((await onB.call("GET", "/api/session")).body.data.session.isLoggedIn).toBe(false);
  });

  it("counts wrong passwords across processes: 5 on one lock the account on the other", async () => {
    const onA = new TestBrowser(a.baseUrl);
    for (let i = 0; i < 5; i++) {
      expect(
        (await onA.call("POST", "/api/auth/login", { email: "rewards.base@quire.test", password: `nope-${i}` })).status,
      ).toBe(401);
    }
    const onB = new TestBrowser(b.baseUrl);
    const reply = await onB.call("POST", "/api/auth/login", { email: "rewards.base@quire.test", password: DEMO_PASSWORD });
    expect(reply.status).toBe(429);
    expect(reply.body.code).toBe("TOO_MANY_ATTEMPTS");
  });
});
