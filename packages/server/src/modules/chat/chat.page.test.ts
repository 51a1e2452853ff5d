import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The customer service reps' chat page as a browser without JavaScript gets it (decision 074):
// the conversations with the waiting ones marked, the open one with a plain answer form whose
// refusal shows beside the field, sign-in for guests and a 403 page for shoppers; and the
// header's "Chat" a link to the help page before the script runs.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 20, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

async function signedIn(email: string): Promise<TestBrowser> {
  const b = new TestBrowser(server.baseUrl);
  await b.signIn(email);
  return b;
}

describe("/csr/chat without JavaScript", () => {
  it("sends guests to sign in and back, and answers shoppers with a 403 page", async () => {
    const guest = await new TestBrowser(server.baseUrl).call("GET", "/csr/chat");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toBe("/office/supplies/login?jumpUrl=%2Fcsr%2Fchat");
    const shopper = await signedIn("registered@quire.test");
    const refused = await shopper.call("GET", "/csr/chat");
    expect(refused.status).toBe(403);
    expect(String(refused.body)).toContain("Only customer service reps answer chats.");
  });

  it("lists a shopper's chat as waiting and answers it by a plain form", async () => {
    const shopper = await signedIn("select.member@quire.test");
    const sent = await shopper.call<{ id: string }>("POST", "/api/chat/messages", { text: "Can I change my delivery address?" });
    const rep = await signedIn("csr@quire.test");
    const list = String((await rep.call("GET", "/csr/chat")).body);
    expect(list).toContain("<h1>Customer chats</h1>");
    expect(list).toMatch(/Waiting for an answer<\/span><span class="csr-chat__last">Can I change my delivery address\?/);

    const open = String((await rep.call("GET", `/csr/chat?c=${sent.body.id}`)).body);
    expect(open).toContain(`name="conversation" value="${sent.body.id}"`);
    expect(open).toContain('name="csrf"');

    const refused = await rep.postForm(`/csr/chat?c=${sent.body.id}`, { conversation: sent.body.id, text: "  " });
    expect(refused.status).toBe(400);
    expect(String(refused.body)).toMatch(/role="alert">text: write a message\.<\/p>/);

    const answered = await rep.postForm(`/csr/chat?c=${sent.body.id}`, {
      conversation: sent.body.id,
      text: "Yes: until it ships, from your order page.",
    });
    expect(answered.status).toBe(303);
    expect(answered.headers.get("location")).toBe(`/csr/chat?c=${sent.body.id}`);
    const read = await shopper.call<{ messages: { author: string; text: string }[] }>("GET", "/api/chat");
    expect(read.body.messages.at(-1)).toMatchObject({ author: "CSR", text: "Yes: until it ships, from your order page." });
  });

  it("makes the header's Chat a link to the help page, which offers chat too", async () => {
    const home = String((await new TestBrowser(server.baseUrl).call("GET", "/")).body);
    expect(home).toMatch(/<a href="\/help"[^>]*aria-haspopup="dialog"[^>]*>Chat<\/a>/);
    const help = String((await new TestBrowser(server.baseUrl).call("GET", "/help")).body);
    expect(help).toMatch(/<a href="\/help" class="button button--secondary" aria-haspopup="dialog">Chat with us<\/a>/);
  });
});
