import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HtmlElement, find, findAll, headings, linksOf, mainOf, parseHtml, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The content pages as a browser without JavaScript gets them: server-rendered Markdown that
// carries no markup of its own, the editor for the store admin only (a real form), the help
// search, the feedback form and the 404 page.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 40, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

function postForm(browser: TestBrowser, path: string, fields: Record<string, string>) {
  const csrf = decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
  return browser.call("POST", path, new URLSearchParams({ csrf, ...fields }).toString(), {
    "content-type": "application/x-www-form-urlencoded",
    "x-csrf-token": "",
  });
}

async function signedIn(email: string, address: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl);
  browser.extraHeaders = { "x-forwarded-for": address };
  await browser.signIn(email);
  return browser;
}

describe("content pages", () => {
  it("serve each page with its own title and description, and a missing one as the store's 404", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const shipping = await guest.call("GET", "/help/shipping");
    expect(shipping.status).toBe(200);
    expect(String(shipping.body)).toContain("<title>Shipping information | Quire</title>");
    expect(String(shipping.body)).toMatch(/<meta name="description" content="Delivery times, free shipping/);
    const missing = await guest.call("GET", "/help/nothing-here");
    expect(missing.status).toBe(404);
    expect(String(missing.body)).toContain("<title>Page not found | Quire</title>");
    expect(String(missing.body)).toContain("We can&#x27;t find that page");
    expect(String(missing.body)).toContain("/help/nothing-here");
    const notAProduct = await guest.call("GET", "/nothing-here");
    expect(notAProduct.status).toBe(404);
    expect(String(notAProduct.body)).not.toContain("find that product");
    const missingProduct = await guest.call("GET", "/no-such-stapler_99999999");
    expect(missingProduct.status).toBe(404);
    expect(String(missingProduct.body)).toContain("We couldn&#x27;t find that product");
  });

  it("the help search answers with matching pages and snippets, or says none match", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const found = String((await guest.call("GET", "/help?q=returns")).body);
    expect(found).toMatch(/help articles? match(es)? &quot;returns&quot;/);
    expect(found).toContain('href="/help/returns"');
    const none = String((await guest.call("GET", "/help?q=zeppelin")).body);
    expect(none).toContain("No help articles match &quot;zeppelin&quot;");
  });
});

describe("the help centre", () => {
  it("searches with its own form and leads to the shipping page", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const help = parseHtml(String((await guest.call("GET", "/help")).body));
    expect(textOf(find(help, (e) => e.tag === "title")!)).toBe("Help centre | Quire");
    const form = find(help, (e) => e.tag === "form" && e.attrs.role === "search" && e.attrs["aria-label"] === "Help pages")!;
    expect(form.attrs).toMatchObject({ action: "/help", method: "get" });
    const box = find(form, (e) => e.tag === "input" && e.attrs.type === "search")!;
    expect(box.attrs.name).toBe("q");
    expect(textOf(find(form, (e) => e.tag === "label" && e.attrs.for === box.attrs.id)!)).toBe("Search help");
    expect(textOf(find(form, (e) => e.tag === "button" && e.attrs.type === "submit")!)).toBe("Search");

    const found = mainOf(String((await guest.call("GET", "/help?q=free+shipping")).body));
    expect(headings(found, 2).some((h) => /help articles? match(es)? "free shipping"/.test(h))).toBe(true);
    const shipping = linksOf(found).find((l) => l.name === "Shipping information");
    expect(shipping?.href).toBe("/help/shipping");
    const reply = await guest.call("GET", shipping!.href);
    expect(reply.status).toBe(200);
    const page = mainOf(String(reply.body));
    expect(headings(page, 1)).toEqual(["Shipping information"]);
    expect(textOf(page)).toContain("orders over $49.99");
  });
});

describe("the content editor", () => {
  it("is a 404 for guests and shoppers without CONTENT_EDITOR, whose posts change nothing", async () => {
    expect((await new TestBrowser(server.baseUrl).call("GET", "/content/edit/about")).status).toBe(404);
    const shopper = await signedIn("registered@quire.test", "10.46.1.1");
    expect((await shopper.call("GET", "/content/edit/about")).status).toBe(404);
    expect(String((await shopper.call("GET", "/about")).body)).not.toContain("Edit this page");
    const post = await postForm(shopper, "/content/edit/about", { intent: "save", title: "Hacked", description: "", body: "x" });
    expect(post.status).toBe(404);
    expect(String((await shopper.call("GET", "/about")).body)).not.toContain("Hacked");
  });

  it("lets the store admin preview and save a page with a form; scripts in the Markdown stay text", async () => {
    const admin = await signedIn("store.admin@quire.test", "10.46.1.2");
    expect(String((await admin.call("GET", "/help/returns")).body)).toContain('href="/content/edit/help/returns"');
    const editor = await admin.call("GET", "/content/edit/help/returns");
    expect(editor.status).toBe(200);
    const body = "Returns within **60 days**. <script>alert(1)</script> [x](javascript:alert(2))";
    const preview = await postForm(admin, "/content/edit/help/returns", {
      intent: "preview",
      title: "Returns",
      description: "",
      body,
    });
    expect(preview.status).toBe(200);
    expect(String(preview.body)).toContain("<strong>60 days</strong>");
    expect(String((await new TestBrowser(server.baseUrl).call("GET", "/help/returns")).body)).not.toContain("60 days");

    const empty = await postForm(admin, "/content/edit/help/returns", { intent: "save", title: "", description: "", body });
    expect(empty.status).toBe(400);
    expect(String(empty.body)).toContain("Enter a title.");

    const saved = await postForm(admin, "/content/edit/help/returns", {
      intent: "save",
      title: "Returns",
      description: "d",
      body,
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/help/returns");
    const page = String((await new TestBrowser(server.baseUrl).call("GET", "/help/returns")).body);
    expect(page).toContain("<strong>60 days</strong>");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toMatch(/<script>alert|href="javascript:alert/);
  });
});

describe("editing a page", () => {
  it("is offered to the store admin only, who checks, previews and saves it; the page then shows the change", async () => {
    const guestAbout = parseHtml(String((await new TestBrowser(server.baseUrl).call("GET", "/about")).body));
    expect(linksOf(guestAbout).map((l) => l.name)).not.toContain("Edit this page");

    const admin = await signedIn("store.admin@quire.test", "10.46.1.4");
    const edit = linksOf(parseHtml(String((await admin.call("GET", "/about")).body))).find((l) => l.name === "Edit this page");
    expect(edit?.href).toBe("/content/edit/about");
    const editor = parseHtml(String((await admin.call("GET", edit!.href)).body));
    expect(textOf(find(editor, (e) => e.tag === "title")!)).toBe("Edit About Quire | Quire");
    const form = find(editor, (e) => e.tag === "form" && e.attrs.action === "/content/edit/about")!;
    const labels = findAll(form, (e) => e.tag === "label").map((l) => [textOf(l), l.attrs.for]);
    const fieldOf = (label: string) => find(form, (e) => e.attrs.id === labels.find(([text]) => text === label)?.[1])?.attrs.name;
    expect(fieldOf("Title")).toBe("title");
    expect(fieldOf("Text (Markdown)")).toBe("body");
    const buttons = findAll(form, (e) => e.tag === "button").map((b) => [textOf(b), b.attrs.name, b.attrs.value]);
    expect(buttons).toEqual(
      expect.arrayContaining([
        ["Save page", "intent", "save"],
        ["Preview", "intent", "preview"],
      ]),
    );

    const body = "We are **forty people** in Worcester.\n\n<script>alert(1)</script>";
    const untitled = await postForm(admin, "/content/edit/about", { intent: "save", title: "", description: "", body });
    expect(untitled.status).toBe(400);
    const alert = find(parseHtml(String(untitled.body)), (e) => e.attrs.role === "alert" && textOf(e) !== "");
    expect(textOf(alert!)).toContain("Enter a title.");

    const fields = { title: "About the Quire team", description: "", body };
    const preview = await postForm(admin, "/content/edit/about", { intent: "preview", ...fields });
    expect(preview.status).toBe(200);
    const previewTree = parseHtml(String(preview.body));
    const labelOf = (section: HtmlElement) => find(previewTree, (e) => e.attrs.id === section.attrs["aria-labelledby"]);
    const region = findAll(previewTree, (e) => e.tag === "section" && e.attrs["aria-labelledby"] !== undefined).find(
      (section) => textOf(labelOf(section) ?? "") === "Preview (not saved)",
    );
    expect(region).toBeDefined();
    expect(findAll(region!, (e) => e.tag === "strong").map(textOf)).toEqual(["forty people"]);
    expect(textOf(region!)).toContain("<script>alert(1)</script>");
    expect(findAll(region!, (e) => e.tag === "script")).toEqual([]);

    const saved = await postForm(admin, "/content/edit/about", { intent: "save", ...fields });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/about");
    const about = String((await admin.call("GET", "/about")).body);
    expect(textOf(find(parseHtml(about), (e) => e.tag === "title")!)).toBe("About the Quire team | Quire");
    const main = mainOf(about);
    expect(headings(main, 1)).toEqual(["About the Quire team"]);
    expect(textOf(main)).toContain("We are forty people in Worcester.");
    expect(textOf(main)).toContain("by Robin Castillo");
  });
});

describe("a missing page", () => {
  it("says so in words that fit any page, names the address, and offers the help centre and a store search", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/no-such/page-here");
    expect(reply.status).toBe(404);
    const tree = parseHtml(String(reply.body));
    expect(textOf(find(tree, (e) => e.tag === "title")!)).toBe("Page not found | Quire");
    const main = mainOf(String(reply.body));
    expect(headings(main, 1)).toEqual(["We can't find that page"]);
    expect(textOf(main)).toContain("/no-such/page-here");
    expect(textOf(main)).not.toContain("product");
    expect(linksOf(main).find((l) => l.name === "Help centre")?.href).toBe("/help");
    const search = find(
      main,
      (e) => e.tag === "form" && e.attrs.role === "search" && e.attrs["aria-label"] === "Search the store",
    )!;
    expect(search.attrs).toMatchObject({ action: "/search", method: "get" });
    const box = find(search, (e) => e.tag === "input" && e.attrs.type === "search")!;
    expect(box.attrs.name).toBe("query");
    expect(textOf(find(search, (e) => e.tag === "label" && e.attrs.for === box.attrs.id)!)).toBe("Search the store");
    expect(textOf(find(search, (e) => e.tag === "button" && e.attrs.type === "submit")!)).toBe("Search");
  });
});

describe("/feedback", () => {
  it("stores a message sent by the form and thanks the shopper; a bad form is answered with its errors", async () => {
    const guest = new TestBrowser(server.baseUrl);
    guest.extraHeaders = { "x-forwarded-for": "10.46.1.3" };
    await guest.call("GET", "/feedback");
    const bad = await postForm(guest, "/feedback", { topic: "Website", message: "  ", email: "" });
    expect(bad.status).toBe(400);
    expect(String(bad.body)).toContain("Tell us what you think.");
    const sent = await postForm(guest, "/feedback", { topic: "Products", message: "More recycled paper, please.", email: "" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/feedback?sent=1");
    expect(String((await guest.call("GET", "/feedback?sent=1")).body)).toContain("Thank you for your feedback");
    const row = await server.db
      .selectFrom("feedbackMessages")
      .selectAll()
      .where("clientKey", "=", "10.46.1.3")
      .executeTakeFirst();
    expect(row).toMatchObject({ topic: "Products", message: "More recycled paper, please.", email: null });
  });
});

describe("the header's and footer's print, careers and AdChoices links", () => {
  it.each([
    ["dotcom", undefined],
    ["advantage", "advantage.localhost"],
  ])("%s: open pages of ours, none a partner's site", async (_tenant, host) => {
    const guest = new TestBrowser(server.baseUrl, host ? { host } : {});
    const home = parseHtml(String((await guest.call("GET", "/")).body));
    const links = linksOf(home);
    expect(links.filter((l) => /quire-partners/.test(l.href))).toEqual([]);
    for (const [name, href, heading] of [
      ["Print & marketing", "/help/print-marketing", "Print & marketing services"],
      ["Careers", "/about/careers", "Careers at Quire"],
      ["AdChoices", "/legal/ad-choices", "AdChoices"],
    ] as const) {
      const link = links.find((l) => l.href === href);
      expect(link, name).toBeDefined();
      expect(link!.name, name).toContain(name);
      const page = await guest.call("GET", href);
      expect(page.status, href).toBe(200);
      expect(headings(mainOf(String(page.body)), 1), href).toEqual([heading]);
    }
  });
});
