import { sql } from "kysely";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Sign-in under pressure, over real HTTP: guesses sent all at once, a stranger locking someone's
// account, and cart adds still in flight while the same browser signs in. The limiter tests run
// on the database store always and on Redis when QUIRE_TEST_REDIS_URL names one.

const redisUrl = process.env.QUIRE_TEST_REDIS_URL;
const redisPrefix = `quire-test:races:${process.pid}:${Date.now()}:`;
if (!redisUrl) console.info("sign-in-races.test.ts: Redis limiter tests skipped (set QUIRE_TEST_REDIS_URL to run them)");

let address = 0;
/** A browser at an address of its own, so the per-address limit never decides these tests. */
function browserOn(server: TestServer): TestBrowser {
  address += 1;
  const b = new TestBrowser(server.baseUrl);
  b.extraHeaders = { "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
  return b;
}

async function signInStatus(b: TestBrowser, email: string, password: string): Promise<number> {
  return (await b.call("POST", "/api/auth/login", { email, password })).status;
}

function limiterTests(label: string, start: () => Promise<TestServer>) {
  describe(`sign-in limits (${label})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await start();
    });
    afterAll(async () => {
      await server?.close();
    });

    it("judges at most 5 of 30 guesses sent at once; the right password sent during them waits too", async () => {
      const email = "rewards.base@quire.test";
      const guessers = Array.from({ length: 30 }, () => browserOn(server));
      await Promise.all(guessers.map((g) => g.call("GET", "/api/session")));
      const owner = browserOn(server);
      await owner.call("GET", "/api/session");
      let firstRefusal!: () => void;
      const refused = new Promise<void>((resolve) => (firstRefusal = resolve));
      const guesses = guessers.map((g, i) =>
        g.call("POST", "/api/auth/login", { email, password: `wrong-guess-${i}` }).then((r) => {
          if (r.status === 429) firstRefusal();
          return r;
        }),
      );
      // Sent while the judged guesses are still being verified (or after all of them, before the fix).
      const right = Promise.race([refused, Promise.all(guesses)]).then(() =>
        owner.call("POST", "/api/auth/login", { email, password: DEMO_PASSWORD }),
      );
      const statuses = (await Promise.all(guesses)).map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(25);
      const reply = await right;
      expect(reply.status).toBe(429);
      expect(reply.body.code).toBe("TOO_MANY_ATTEMPTS");
      expect(owner.cookies.has("quire_session")).toBe(false);
    });

    it("a stranger's lock leaves the owner's browser in; forged device cookies do not help; the owner's own guesses lock its device", async () => {
      const email = "rewards.premier@quire.test";
      const owner = browserOn(server);
      await owner.signIn(email);
      const device = owner.cookies.get("quire_device");
      expect(device).toBeTruthy();
      await owner.signOut();
      expect(owner.cookies.get("quire_device")).toBe(device);

      for (let i = 0; i < 5; i++) expect(await signInStatus(browserOn(server), email, `stranger-${i}`)).toBe(401);
      expect(await signInStatus(browserOn(server), email, DEMO_PASSWORD)).toBe(429);

      // A device cookie that is not the server's own, or names another account, counts as a stranger.
      const forgeries = [
        device!.slice(0, -2) + (device!.endsWith("AA") ? "BB" : "AA"),
        device!.split(".").slice(0, -1).join("."),
        "v1.cmV3YXJkcy5wcmVtaWVyQHF1aXJlLnRlc3Q.abc",
      ];
      for (const forged of forgeries) {
        const b = browserOn(server);
        b.cookies.set("quire_device", forged);
        expect(await signInStatus(b, email, DEMO_PASSWORD)).toBe(429);
      }
      const otherOwner = browserOn(server);
      await otherOwner.signIn("rewards.elite@quire.test");
      await otherOwner.signOut();
      for (let i = 0; i < 5; i++) await signInStatus(browserOn(server), "select.member@quire.test", `stranger-${i}`);
      const borrowed = browserOn(server);
      borrowed.cookies.set("quire_device", otherOwner.cookies.get("quire_device")!);
      expect(await signInStatus(borrowed, "select.member@quire.test", DEMO_PASSWORD)).toBe(429);

      // The owner's browser still gets in, and the stranger is still locked out.
      expect(await signInStatus(owner, email, DEMO_PASSWORD)).toBe(200);
      await owner.signOut();
      expect(await signInStatus(browserOn(server), email, DEMO_PASSWORD)).toBe(429);

      // Guesses from the owner's browser are limited on its own bucket.
      for (let i = 0; i < 5; i++) expect(await signInStatus(owner, email, `owner-typo-${i}`)).toBe(401);
      expect(await signInStatus(owner, email, DEMO_PASSWORD)).toBe(429);
    });
  });
}

limiterTests("database", () => startTestServer({ products: 60 }));

describe.runIf(redisUrl)("with Redis", () => {
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  limiterTests("redis", () => startTestServer({ products: 60, redisUrl, redisPrefix }));
});

describe("cart adds racing a sign-in", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ products: 120 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("every add of the guest lands in the account cart, whether it arrives before or after the merge", async () => {
    const rows = await sql<{ itemId: string }>`select p.item_id from products p join inventory i on i.product_id = p.id
      where p.status = 'PUBLISHED' and p.is_free_sample = 0 and p.is_warranty_plan = 0 and i.online_qty > 10
        and p.sku_set_id is null order by p.id limit 40`.execute(server.db);
    const items = rows.rows.map((r) => r.itemId);
    expect(items).toHaveLength(40);
    const guest = browserOn(server);
    expect((await guest.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: items[0], qty: 1 }] })).status).toBe(
      200,
    );
    const beforeSignIn = new Map(guest.cookies);
    // Each add is sent with the cookies the browser had before the sign-in answered (as requests already in flight are).
    const add = (itemId: string) => {
      const tab = new TestBrowser(server.baseUrl);
      tab.extraHeaders = guest.extraHeaders;
      for (const [k, v] of beforeSignIn) tab.cookies.set(k, v);
      return tab.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId, qty: 1 }] });
    };
    const early = items.slice(1, 14).map(add);
    const signIn = guest.signIn("select.member@quire.test");
    const during = items.slice(14, 27).map(add);
    await signIn;
    const late = items.slice(27, 40).map(add);
    const replies = await Promise.all([...early, ...during, ...late]);
    expect(replies.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);

    const cart = (await guest.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(cart.items.map((i: { itemId: string }) => i.itemId).sort()).toEqual([...items].sort());
    const orphans = await server.db.selectFrom("carts").select("id").where("userId", "is", null).execute();
    expect(orphans).toEqual([]);
  });
});
