import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HtmlElement, find, findAll, headings, linksOf, mainOf, parseHtml, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Pickup for business (decision 031) as the served pages show it: a buyer whose account allows
// pickup in store (G_BOP) follows Pick up in store from the header's quick links, finds stores by
// ZIP code, makes one the pickup store with its form, and product pages then offer pickup there; a
// buyer without G_BOP has no link, a page saying pickup isn't available, and no pickup on products.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
const FORM = "application/x-www-form-urlencoded";

async function signedIn(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl, ADVANTAGE);
  await browser.signIn(email);
  return browser;
}

async function page(browser: TestBrowser, path: string): Promise<string> {
  const reply = await browser.call("GET", path);
  expect(reply.status, path).toBe(200);
  return String(reply.body);
}

async function someProductUrl(): Promise<string> {
  const reply = await new TestBrowser(server.baseUrl).call("GET", "/api/search?category=paper&size=24");
  const product = (
    reply.body.items as { itemUrl: string; status: string; stockStatus: string; actionLabel: string; isFreeSample: boolean }[]
  ).find((p) => p.status === "PUBLISHED" && p.stockStatus === "IN_STOCK" && p.actionLabel === "Add to cart" && !p.isFreeSample);
  if (!product) throw new Error("no addable paper product");
  return product.itemUrl;
}

/** A section's accessible name: its aria-label, else the text of the element aria-labelledby names. */
function regionName(doc: HtmlElement, section: HtmlElement): string {
  if (section.attrs["aria-label"]) return section.attrs["aria-label"];
  const by = section.attrs["aria-labelledby"];
  const label = by ? find(doc, (e) => e.attrs.id === by) : undefined;
  return label ? textOf(label) : "";
}

const regions = (doc: HtmlElement) =>
  findAll(
    doc,
    (e) => e.tag === "section" && (e.attrs["aria-label"] !== undefined || e.attrs["aria-labelledby"] !== undefined),
  ).map((s) => regionName(doc, s));

const quickLinks = (doc: HtmlElement) => find(doc, (e) => e.tag === "nav" && e.attrs["aria-label"] === "Quick links");

const storeItems = (main: HtmlElement) => findAll(main, (e) => e.tag === "li" && /^Quire /.test(e.attrs["aria-label"] ?? ""));

describe("business pickup from the header", () => {
  it("a G_BOP buyer opens Pick up in store, finds stores near a ZIP code, chooses one, and product pages offer it", async () => {
    const buyer = await signedIn("buyer@bluebirddental.test");
    const home = parseHtml(await page(buyer, "/"));
    const link = linksOf(quickLinks(home)!).filter((l) => l.name === "Pick up in store");
    expect(link.map((l) => l.href)).toEqual(["/cc/mmx/pickup"]);

    const pickup = mainOf(await page(buyer, "/cc/mmx/pickup"));
    expect(headings(pickup, 1)).toEqual(["Pick up in store"]);
    expect(headings(pickup, 2)).toContain("Your pickup store: Quire Natick");
    expect(headings(pickup, 2)).toContain("How business pickup works");
    expect(textOf(pickup)).toMatch(/sales tax/);

    // the ZIP code search is a GET form on the page's own address
    const search = find(
      pickup,
      (e) => e.tag === "form" && find(e, (i) => i.tag === "input" && i.attrs.name === "zip") !== undefined,
    );
    expect(search?.attrs.method).toBe("get");
    const near = mainOf(await page(buyer, "/cc/mmx/pickup?zip=02108"));
    expect(headings(near, 2)).toContain("Stores near 02108");
    const boston = storeItems(near).find((li) => li.attrs["aria-label"] === "Quire Boston");
    expect(boston).toBeDefined();
    const choose = find(boston!, (e) => e.tag === "form" && e.attrs.method === "post")!;
    expect(textOf(find(choose, (e) => e.tag === "button")!)).toBe("Pick up here at Quire Boston");
    const fields = Object.fromEntries(
      findAll(choose, (e) => e.tag === "input" && e.attrs.name !== undefined).map((i) => [i.attrs.name!, i.attrs.value ?? ""]),
    );
    fields.csrf = decodeURIComponent(buyer.cookies.get("quire_csrf") ?? "");
    const chosen = await buyer.call("POST", choose.attrs.action!, new URLSearchParams(fields).toString(), {
      "content-type": FORM,
      "x-csrf-token": "",
    });
    expect(chosen.status).toBe(303);
    const after = mainOf(await page(buyer, chosen.headers.get("location")!));
    expect(headings(after, 2)).toContain("Your pickup store: Quire Boston");

    // an unknown ZIP code is said so, with the searched term in quotes
    const unknown = mainOf(await page(buyer, "/cc/mmx/pickup?zip=00000"));
    expect(findAll(unknown, (e) => e.attrs.role === "alert").map(textOf)).toEqual(['Invalid zipcode "00000"']);

    const product = parseHtml(await page(buyer, await someProductUrl()));
    expect(regions(product).filter((name) => /^Pick up (today )?at Boston$/.test(name))).toHaveLength(1);
  });

  it("a buyer without pickup in store has no header link, is told pickup isn't available, and products offer none", async () => {
    const buyer = await signedIn("shipping.only@bluebirddental.test");
    const home = parseHtml(await page(buyer, "/"));
    expect(quickLinks(home)).toBeDefined();
    expect(linksOf(home).filter((l) => l.name === "Pick up in store")).toEqual([]);

    const pickup = mainOf(await page(buyer, "/cc/mmx/pickup"));
    expect(textOf(pickup)).toContain("Pickup in store isn't available for your account.");
    expect(storeItems(pickup)).toEqual([]);

    const product = parseHtml(await page(buyer, await someProductUrl()));
    expect(headings(product, 1)).toHaveLength(1);
    expect(regions(product).filter((name) => /^Pick up/.test(name))).toEqual([]);
    expect(findAll(product, (e) => e.tag === "button" && textOf(e) === "Add for pickup")).toEqual([]);
  });
});
