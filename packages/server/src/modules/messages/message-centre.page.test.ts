import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { find, findAll, hasClass, headings, linksOf, mainOf, parseHtml, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The message centre's page as served (decision 073): the header's "You have N messages." leads to
// it, it lists the shopper's own messages read and unread, and its forms (plain posts, no script)
// mark one or all read, which the header's count follows. A guest is sent to sign in.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 50, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const EMAIL = "registered@quire.test";

async function signedIn(ip: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl);
  browser.extraHeaders = { "x-forwarded-for": ip };
  await browser.signIn(EMAIL);
  return browser;
}

function post(browser: TestBrowser, fields: Record<string, string>) {
  return browser.call(
    "POST",
    "/account/messages",
    new URLSearchParams({ csrf: decodeURIComponent(browser.cookies.get("quire_csrf") ?? ""), ...fields }).toString(),
    { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" },
  );
}

async function page(browser: TestBrowser) {
  const reply = await browser.call("GET", "/account/messages");
  expect(reply.status).toBe(200);
  const html = String(reply.body);
  const header = find(parseHtml(html), (e) => e.tag === "header")!;
  const cards = findAll(mainOf(html), (e) => e.tag === "li" && hasClass(e, "message-card"));
  return {
    html,
    main: mainOf(html),
    headerLink: linksOf(header).find((l) => l.href === "/account/messages"),
    cards: cards.map((c) => ({
      subject: headings(c, 2)[0] ?? "",
      unread: hasClass(c, "message-card--unread"),
      markable: findAll(c, (e) => e.tag === "input" && e.attrs.name === "messageId").map((e) => e.attrs.value ?? ""),
    })),
  };
}

async function messageRows(userEmail: string) {
  const user = await server.db.selectFrom("users").select("id").where("email", "=", userEmail).executeTakeFirstOrThrow();
  return server.db
    .selectFrom("userMessages")
    .select(["id", "subject", "readAt"])
    .where("userId", "=", user.id)
    .orderBy("createdAt", "desc")
    .execute();
}

describe("/account/messages", () => {
  it("is where the header's count leads, lists the shopper's messages and marks them read without a script", async () => {
    const browser = await signedIn("10.73.1.1");
    const rows = await messageRows(EMAIL);
    const unread = rows.filter((r) => r.readAt === null);
    expect(unread.length).toBeGreaterThan(1);

    const before = await page(browser);
    expect(before.html).toContain("<title>Your messages | Quire</title>");
    expect(headings(before.main, 1)).toEqual(["Your messages"]);
    expect(before.headerLink?.name).toBe(`You have ${unread.length} messages.`);
    expect(textOf(before.main)).toContain(`You have ${unread.length} unread messages.`);
    expect(before.cards.map((c) => c.subject.replace(/^Unread\s*/, ""))).toEqual(rows.map((r) => r.subject));
    expect(before.cards.filter((c) => c.unread)).toHaveLength(unread.length);

    // one message read by its form: post, redirect, get
    const first = before.cards.find((c) => c.unread)!.markable[0]!;
    const read = await post(browser, { intent: "mark-read", messageId: first });
    expect(read.status).toBe(303);
    expect(read.headers.get("location")).toBe("/account/messages");
    const after = await page(browser);
    expect(after.headerLink?.name).toBe(
      unread.length - 1 === 1 ? "You have 1 message." : `You have ${unread.length - 1} messages.`,
    );
    expect(after.cards.filter((c) => c.unread)).toHaveLength(unread.length - 1);
    expect(after.cards.flatMap((c) => c.markable)).not.toContain(first);

    // all of them
    expect((await post(browser, { intent: "mark-all-read" })).status).toBe(303);
    const none = await page(browser);
    expect(none.headerLink?.name).toBe("You have 0 messages.");
    expect(none.cards.some((c) => c.unread)).toBe(false);
    expect(textOf(none.main)).toContain("You have 0 unread messages.");
    expect((await messageRows(EMAIL)).every((r) => r.readAt !== null)).toBe(true);
  });

  it("refuses another shopper's message in the page's words and changes nothing", async () => {
    const stranger = new TestBrowser(server.baseUrl);
    stranger.extraHeaders = { "x-forwarded-for": "10.73.1.2" };
    await stranger.signIn("rewards.elite@quire.test");
    const theirs = (await messageRows("rewards.elite@quire.test")).map((r) => r.id);
    const other = (await messageRows("registered@quire.test"))[0]!;
    expect(theirs).not.toContain(other.id);
    const refused = await post(stranger, { intent: "mark-read", messageId: other.id });
    expect(refused.status).toBe(404);
    expect(String(refused.body)).toMatch(/role="alert"[^>]*>We couldn&#x27;t find that message\./);
    const bad = await post(stranger, { intent: "mark-read", messageId: "not a message" });
    expect(bad.status).toBe(400);
    expect(String(bad.body)).toContain("That is not a message id.");
    expect((await messageRows("registered@quire.test"))[0]).toEqual(other);
  });

  it("sends a guest to sign in and back", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const reply = await guest.call("GET", "/account/messages");
    expect([302, 303]).toContain(reply.status);
    expect(reply.headers.get("location")).toContain("/office/supplies/login");
    expect(reply.headers.get("location")).toContain(encodeURIComponent("/account/messages"));
  });
});
