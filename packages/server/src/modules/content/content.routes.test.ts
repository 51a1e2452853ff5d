import { CONTENT_BODY_MAX, FEEDBACK_TOPICS } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";
import { FEEDBACK_PER_HOUR } from "./content.service";

// The content calls over real HTTP against a real database: reading pages on both sites, saving
// one as the store admin (and nobody else), the Markdown's safety, and feedback with its limit.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 40 });
});
afterAll(async () => {
  await server?.close();
});

const ADMIN = "store.admin@quire.test";
const edit = { title: "About Quire", description: "Who we are.", body: "We sell **paper**." };

describe("GET /cc/api/content/*", () => {
  it("serves each seeded page on both sites, with its own words", async () => {
    const dotcom = new TestBrowser(server.baseUrl);
    const advantage = new TestBrowser(server.baseUrl, { host: "advantage.localhost" });
    for (const slug of [
      "help",
      "help/shipping",
      "help/returns",
      "about",
      "legal/privacy",
      "legal/terms",
      "legal/cookies",
      "mobile-app",
      "gift-cards",
    ]) {
      const reply = await dotcom.call("GET", `/cc/api/content/${slug}`);
      expect(reply.status, slug).toBe(200);
      expect(reply.body.path).toBe(`/${slug}`);
      expect(reply.body.title.length).toBeGreaterThan(0);
      expect(reply.body.canEdit).toBe(false);
      expect((await advantage.call("GET", `/cc/api/content/${slug}`)).status, slug).toBe(200);
    }
    const shipping = await dotcom.call("GET", "/cc/api/content/help/shipping");
    expect(shipping.body.html).toContain("$49.99");
    expect(shipping.body.html).toContain("1-800-555-0199");
    const businessShipping = await advantage.call("GET", "/cc/api/content/help/shipping");
    expect(businessShipping.body.html).toContain("1-800-555-0188");
    expect(businessShipping.body.html).toContain("Business accounts");
  });

  it("answers 404 PAGE_NOT_FOUND for a path with no page", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/cc/api/content/help/nothing-here");
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: "PAGE_NOT_FOUND", message: "There is no page at that address." });
  });
});

describe("PUT /cc/api/content/*", () => {
  it("refuses guests (401) and shoppers without CONTENT_EDITOR (403), and changes nothing", async () => {
    const before = await new TestBrowser(server.baseUrl).call("GET", "/cc/api/content/about");
    const guest = await new TestBrowser(server.baseUrl).call("PUT", "/cc/api/content/about", edit);
    expect(guest.status).toBe(401);
    const shopper = new TestBrowser(server.baseUrl);
    shopper.extraHeaders = { "x-forwarded-for": "10.46.0.1" };
    await shopper.signIn("registered@quire.test");
    const refused = await shopper.call("PUT", "/cc/api/content/about", edit);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("FORBIDDEN");
    const buyer = new TestBrowser(server.baseUrl, { host: "advantage.localhost" });
    buyer.extraHeaders = { "x-forwarded-for": "10.46.0.2" };
    await buyer.signIn("admin@northwind.test");
    expect((await buyer.call("PUT", "/cc/api/content/about", edit)).status).toBe(403);
    const after = await new TestBrowser(server.baseUrl).call("GET", "/cc/api/content/about");
    expect(after.body).toEqual(before.body);
  });

  it("saves the store admin's change with who and when; raw HTML and javascript: links stay harmless", async () => {
    const admin = new TestBrowser(server.baseUrl);
    admin.extraHeaders = { "x-forwarded-for": "10.46.0.3" };
    await admin.signIn(ADMIN);
    const body = 'Read the [terms](/legal/terms). <script>alert("x")</script> [bad](javascript:alert(1))';
    const saved = await admin.call("PUT", "/cc/api/content/legal/privacy", { ...edit, title: "Privacy at Quire", body });
    expect(saved.status).toBe(200);
    expect(saved.body.canEdit).toBe(true);
    expect(saved.body.editedBy).toBe("Robin Castillo");
    const read = await new TestBrowser(server.baseUrl).call("GET", "/cc/api/content/legal/privacy");
    expect(read.body.title).toBe("Privacy at Quire");
    expect(read.body.canEdit).toBe(false);
    expect(read.body.html).toContain('<a href="/legal/terms">terms</a>');
    expect(read.body.html).not.toMatch(/<script|href="javascript/i);
    // the other site's page is its own
    const advantage = await new TestBrowser(server.baseUrl, { host: "advantage.localhost" }).call(
      "GET",
      "/cc/api/content/legal/privacy",
    );
    expect(advantage.body.title).toBe("Privacy notice");
  });

  it("refuses an empty title or an oversized body with 400 INVALID_FIELDS per field", async () => {
    const admin = new TestBrowser(server.baseUrl);
    admin.extraHeaders = { "x-forwarded-for": "10.46.0.4" };
    await admin.signIn(ADMIN);
    const noTitle = await admin.call("PUT", "/cc/api/content/about", { ...edit, title: "  " });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body).toMatchObject({ code: "INVALID_FIELDS", fields: { title: "Enter a title." } });
    const huge = await admin.call("PUT", "/cc/api/content/about", { ...edit, body: "x".repeat(CONTENT_BODY_MAX + 1) });
    expect(huge.status).toBe(400);
    expect(huge.body.fields.body).toMatch(/at most 50,000 characters/);
    const notText = await admin.call("PUT", "/cc/api/content/about", { title: 3 });
    expect(notText.status).toBe(400);
    expect((await admin.call("PUT", "/cc/api/content/no-such-page", edit)).status).toBe(404);
  });
});

describe("POST /cc/api/feedback", () => {
  it("stores a message, refuses bad fields, and asks a flood to wait", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    shopper.extraHeaders = { "x-forwarded-for": "10.46.0.9" };
    const bad = await shopper.call("POST", "/cc/api/feedback", { topic: "Nope", message: "", email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["email", "message", "topic"]);
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) {
      const sent = await shopper.call("POST", "/cc/api/feedback", {
        topic: FEEDBACK_TOPICS[0],
        message: `Message ${i}`,
        email: "",
      });
      expect(sent.status).toBe(201);
    }
    const flood = await shopper.call("POST", "/cc/api/feedback", { topic: FEEDBACK_TOPICS[0], message: "one more", email: "" });
    expect(flood.status).toBe(429);
    expect(flood.body.code).toBe("TOO_MANY_REQUESTS");
    const rows = await server.db.selectFrom("feedbackMessages").selectAll().where("clientKey", "=", "10.46.0.9").execute();
    expect(rows).toHaveLength(FEEDBACK_PER_HOUR);
    expect(rows[0]).toMatchObject({ tenant: "dotcom", topic: "Website", email: null });
  });
});

describe("the OpenAPI document", () => {
  it("describes the content and feedback calls", async () => {
    const doc = (await new TestBrowser(server.baseUrl).call("GET", "/api/openapi.json")).body;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/cc/api/content/{*}", "/cc/api/feedback"]));
    expect(Object.keys(doc.paths["/cc/api/content/{*}"]).sort()).toEqual(["get", "put"]);
  });
});
