import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Chat's limits over real HTTP (decision 074): at most 20 messages a minute per shopper, counted
// before the write, and conversations idle for 90 days deleted by the sweep a write starts.

const redisUrl = process.env.QUIRE_TEST_REDIS_URL;
const DAY_MS = 24 * 3_600_000;

async function userId(server: TestServer, email: string): Promise<number> {
  const row = await server.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .where("tenant", "=", "dotcom")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function storedFor(server: TestServer, shopperUserId: number): Promise<string[]> {
  const rows = await server.db
    .selectFrom("chatMessages")
    .select("body")
    .where("shopperUserId", "=", shopperUserId)
    .orderBy("createdAt")
    .execute();
  return rows.map((r) => r.body);
}

async function signedIn(server: TestServer, email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl);
  expect((await browser.signIn(email)).status).toBe(200);
  return browser;
}

const send = (browser: TestBrowser, text: string) => browser.call("POST", "/api/chat/messages", { text });

/** Twenty messages go through; the twenty-first is refused with 429 and not stored, in any session of the account. */
async function expectTwentyAMinute(server: TestServer, email: string): Promise<void> {
  const shopper = await signedIn(server, email);
  const id = await userId(server, email);
  const before = await storedFor(server, id);
  for (let i = 1; i <= 20; i++) expect((await send(shopper, `question number ${i}`)).status, `message ${i}`).toBe(201);

  const refused = await send(shopper, "question number twenty-one");
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({
    code: "TOO_MANY_ATTEMPTS",
    message: "Too many chat messages. Please wait 1 minute and try again.",
  });
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  // the same account in another browser is the same shopper
  const elsewhere = await signedIn(server, email);
  expect((await send(elsewhere, "from my phone")).status).toBe(429);
  const stored = await storedFor(server, id);
  expect(stored).toHaveLength(before.length + 20);
  expect(stored).not.toContain("question number twenty-one");
  expect(stored).not.toContain("from my phone");
  // the conversation still reads, with the twenty
  const read = await shopper.call<{ messages: { text: string }[] }>("GET", "/api/chat");
  expect(read.body.messages.at(-1)?.text).toBe("question number 20");
}

describe("chat's limits", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ products: 20 });
  });
  afterAll(async () => {
    await server?.close();
  });

  // first: a fresh process sweeps at its first write
  it("deletes a conversation idle for 90 days at a write, and keeps a recent one whole", async () => {
    const [idle, recent] = [await userId(server, "premium.member@quire.test"), await userId(server, "store.admin@quire.test")];
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString();
    const message = (shopperUserId: number, body: string, createdAt: string) => ({
      id: crypto.randomUUID(),
      shopperUserId,
      tenant: "dotcom",
      author: "SHOPPER",
      authorUserId: shopperUserId,
      body,
      createdAt,
    });
    await server.db
      .insertInto("chatMessages")
      .values([
        message(idle, "an old question", at(200)),
        message(idle, "its last word", at(91)),
        message(recent, "a question from long ago", at(200)),
        message(recent, "but still talking", at(89)),
      ])
      .execute();

    const writer = await signedIn(server, "registered@quire.test");
    expect((await send(writer, "Do you deliver on Saturdays?")).status).toBe(201);

    expect(await storedFor(server, idle)).toEqual([]);
    expect(await storedFor(server, recent)).toEqual(["a question from long ago", "but still talking"]);
    expect(await storedFor(server, await userId(server, "registered@quire.test"))).toContain("Do you deliver on Saturdays?");
  });

  it("refuses a shopper's 21st message in a minute with 429, storing nothing, and leaves other shoppers be", async () => {
    await expectTwentyAMinute(server, "rewards.base@quire.test");
    const other = await signedIn(server, "rewards.elite@quire.test");
    expect((await send(other, "Where is my order?")).status).toBe(201);
  });

  it("stores at most 20 of messages sent all at once", async () => {
    const shopper = await signedIn(server, "rewards.premier@quire.test");
    const id = await userId(server, "rewards.premier@quire.test");
    const replies = await Promise.all(Array.from({ length: 26 }, (_, i) => send(shopper, `burst ${i}`)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(20);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(6);
    expect(await storedFor(server, id)).toHaveLength(20);
  });

  it("counts a bad message as nothing: refused with 400 before the limit is taken", async () => {
    const shopper = await signedIn(server, "select.member@quire.test");
    const id = await userId(server, "select.member@quire.test");
    for (let i = 0; i < 25; i++) expect((await send(shopper, "   ")).status).toBe(400);
    expect((await send(shopper, "Now a real question")).status).toBe(201);
    expect(await storedFor(server, id)).toEqual(["Now a real question"]);
  });
});

describe.runIf(redisUrl)("chat's limit with Redis", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ products: 20, redisUrl, redisPrefix: `quire-test-${crypto.randomUUID()}:` });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses the 21st message in a minute there too", async () => {
    await expectTwentyAMinute(server, "premium.member@quire.test");
  });
});
