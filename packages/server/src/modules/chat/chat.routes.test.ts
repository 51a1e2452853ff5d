import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoBrowsers } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Chat with customer service over real HTTP against a real database (SQLite, or PostgreSQL with
// DATABASE_URL): a shopper writes and sees only their own conversation, the customer service rep
// sees every conversation and answers, the shopper's next read shows the answer; refusals change
// nothing.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 20 });
});
afterAll(async () => {
  await server?.close();
});

const signedIn = demoBrowsers(() => server.baseUrl);
const CSR = "csr@quire.test";

interface Conversation {
  id: string;
  shopperName: string;
  messages: { id: string; author: string; authorName: string; text: string; sentAt: string }[];
}

async function storedCount(): Promise<number> {
  const row = await server.db
    .selectFrom("chatMessages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("chat", () => {
  it("lets a shopper write, a rep see and answer it, and the shopper read the answer", async () => {
    const shopper = await signedIn("registered@quire.test");
    const empty = await shopper.call<Conversation>("GET", "/api/chat");
    expect(empty.status).toBe(200);
    expect(empty.headers.get("cache-control")).toBe("private, no-store");
    const before = empty.body.messages.length;

    const sent = await shopper.call<Conversation>("POST", "/api/chat/messages", { text: "  Is the Aeron chair in stock?  " });
    expect(sent.status).toBe(201);
    expect(sent.body.messages.at(-1)).toMatchObject({ author: "SHOPPER", text: "Is the Aeron chair in stock?" });
    expect(sent.body.messages).toHaveLength(before + 1);

    const rep = await signedIn(CSR);
    const list = await rep.call<{ conversations: { id: string; shopperEmail: string; waiting: boolean; lastText: string }[] }>(
      "GET",
      "/api/chat/conversations",
    );
    expect(list.status).toBe(200);
    const line = list.body.conversations.find((c) => c.shopperEmail === "registered@quire.test");
    expect(line).toMatchObject({ id: sent.body.id, waiting: true, lastText: "Is the Aeron chair in stock?" });

    const opened = await rep.call<Conversation>("GET", `/api/chat/conversations/${sent.body.id}`);
    expect(opened.body.messages.at(-1)?.text).toBe("Is the Aeron chair in stock?");

    const answered = await rep.call<Conversation>("POST", `/api/chat/conversations/${sent.body.id}/messages`, {
      text: "Yes, 12 are in stock.",
    });
    expect(answered.status).toBe(201);
    expect(answered.body.messages.at(-1)).toMatchObject({ author: "CSR", authorName: "Sam", text: "Yes, 12 are in stock." });

    const read = await shopper.call<Conversation>("GET", "/api/chat");
    expect(read.body.messages.slice(-2).map((m) => [m.author, m.text])).toEqual([
      ["SHOPPER", "Is the Aeron chair in stock?"],
      ["CSR", "Yes, 12 are in stock."],
    ]);
    const after = await rep.call<{ conversations: { id: string; waiting: boolean }[] }>("GET", "/api/chat/conversations");
    expect(after.body.conversations.find((c) => c.id === sent.body.id)?.waiting).toBe(false);
  });

  it("shows a shopper only their own conversation", async () => {
    const first = await signedIn("rewards.base@quire.test");
    await first.call("POST", "/api/chat/messages", { text: "Private question about my points" });
    const other = await signedIn("registered@quire.test");
    const theirs = await other.call<Conversation>("GET", "/api/chat");
    expect(theirs.body.messages.map((m) => m.text)).not.toContain("Private question about my points");
    // the reps' calls are not theirs
    expect((await other.call("GET", "/api/chat/conversations")).body).toMatchObject({ code: "FORBIDDEN" });
    const mine = await first.call<Conversation>("GET", "/api/chat");
    const reply = await other.call("POST", `/api/chat/conversations/${mine.body.id}/messages`, { text: "Sneaky" });
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe("FORBIDDEN");
    const read = await other.call("GET", `/api/chat/conversations/${mine.body.id}`);
    expect(read.status).toBe(403);
    expect((await first.call<Conversation>("GET", "/api/chat")).body.messages.map((m) => m.text)).not.toContain("Sneaky");
  });

  it("asks guests to sign in", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const before = await storedCount();
    const read = await guest.call("GET", "/api/chat");
    expect(read.status).toBe(401);
    expect(read.body).toMatchObject({ code: "UNAUTHORIZED", message: "Sign in to chat with us." });
    const write = await guest.call("POST", "/api/chat/messages", { text: "hello" });
    expect(write.status).toBe(401);
    expect((await guest.call("GET", "/api/chat/conversations")).status).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it("refuses bad messages with {code, message} and stores nothing", async () => {
    const shopper = await signedIn("registered@quire.test");
    const rep = await signedIn(CSR);
    const before = await storedCount();
    const cases: [unknown, number, string, string][] = [
      [{ text: "   " }, 400, "VALIDATION_ERROR", "text: write a message."],
      [{}, 400, "VALIDATION_ERROR", "text: write a message."],
      [{ text: 5 }, 400, "VALIDATION_ERROR", "text: write a message."],
      [{ text: "x".repeat(1001) }, 400, "VALIDATION_ERROR", "text: a message is at most 1000 characters."],
      [
        { text: "card 4111 1111 1111 1111" },
        400,
        "CARD_NUMBER_NOT_ACCEPTED",
        "Card numbers are entered in the secure card form only.",
      ],
      [["text"], 400, "INVALID_REQUEST", "Send {text}."],
    ];
    for (const [body, status, code, message] of cases) {
      const reply = await shopper.call("POST", "/api/chat/messages", body);
      expect([reply.status, reply.body.code, reply.body.message]).toEqual([status, code, message]);
    }
    const notJson = await shopper.call("POST", "/api/chat/messages", "text=hi", { "content-type": "text/plain" });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    const mine = await shopper.call<Conversation>("GET", "/api/chat");
    expect((await rep.call("POST", `/api/chat/conversations/${mine.body.id}/messages`, { text: "" })).body.code).toBe(
      "VALIDATION_ERROR",
    );
    for (const id of ["0", "abc", "999999999", "1e3"]) {
      const reply = await rep.call("POST", `/api/chat/conversations/${id}/messages`, { text: "Hello" });
      expect([reply.status, reply.body.code]).toEqual([404, "CONVERSATION_NOT_FOUND"]);
      expect((await rep.call("GET", `/api/chat/conversations/${id}`)).status).toBe(404);
    }
    expect(await storedCount()).toBe(before);
  });

  it("answers a rep's reply to a shopper who never wrote with 404", async () => {
    const rep = await signedIn(CSR);
    const quiet = await server.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "premium.member@quire.test")
      .executeTakeFirst();
    const id = String(quiet?.id ?? 424242);
    const reply = await rep.call("POST", `/api/chat/conversations/${id}/messages`, { text: "Hi" });
    expect(reply.status).toBe(404);
  });
});
