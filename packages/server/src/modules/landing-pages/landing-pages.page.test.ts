import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HtmlElement, find, findAll, headings, linksOf, mainOf, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The landing page /lp/<slug> (decision 071) as a browser without JavaScript gets it: the hero,
// the filters as a plain GET form, the products, and the deals page's links to it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };

async function page(browser: TestBrowser, path: string) {
  const reply = await browser.call("GET", path);
  return { status: reply.status, html: String(reply.body), main: reply.status === 200 ? mainOf(String(reply.body)) : null };
}

const boxes = (main: HtmlElement) =>
  findAll(main, (e) => e.tag === "input" && e.attrs.type === "checkbox").map((e) => ({
    name: e.attrs.name,
    value: e.attrs.value,
    checked: "checked" in e.attrs,
  }));

const tiles = (main: HtmlElement) =>
  findAll(main, (e) => e.tag === "ul" && (e.attrs.class ?? "").split(" ").includes("product-grid"));

describe("/lp/<slug>", () => {
  it("shows the hero, the filters as a GET form, the count and the products", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const model = (await guest.call("POST", "/ele-lpd/api/landingPages/fetchComponentsModel", { slug: "back-to-school" })).body
      .data;
    const { status, html, main } = await page(guest, "/lp/back-to-school");
    expect(status).toBe(200);
    expect(html).toContain("<title>Back to school | Quire</title>");
    expect(headings(main!, 1)).toEqual(["Back to school"]);
    expect(textOf(main!)).toContain("Everything for the new term");
    expect(find(main!, (e) => e.tag === "strong" && textOf(e) === "writing")).toBeDefined();
    const form = find(main!, (e) => e.tag === "form" && e.attrs.action === "/lp/back-to-school")!;
    expect(form.attrs.method).toBe("get");
    const names = boxes(form);
    expect(names.filter((b) => b.name === "category")).toHaveLength(3);
    expect(names.filter((b) => b.name === "brand").length).toBe(model.filterData.brandCategories.length);
    expect(names.find((b) => b.name === "bopis")).toEqual({ name: "bopis", value: "1", checked: false });
    expect(names.find((b) => b.name === "promo")).toEqual({ name: "promo", value: "1", checked: false });
    // the default store, named as the header names it
    expect(textOf(form)).toContain("Pick up today at Natick");
    expect(textOf(form)).not.toContain("0008");
    expect(find(form, (e) => e.tag === "button" && e.attrs.type === "submit")).toBeDefined();
    expect(textOf(find(main!, (e) => e.attrs.class === "result-count")!)).toBe(`${model.total} products`);
    const [grid] = tiles(main!);
    expect(grid!.children.filter((c) => typeof c !== "string")).toHaveLength(model.products.length);
    for (const product of model.products) expect(html).toContain(`href="${product.itemUrl}"`);
  });

  it("applies the filters in the address: boxes ticked, the same products as the call, a link to clear them", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const all = (await guest.call("POST", "/ele-lpd/api/landingPages/fetchComponentsModel", { slug: "back-to-school" })).body
      .data;
    const brandId = all.filterData.brandCategories[0].brandId;
    const filtered = (
      await guest.call("POST", "/ele-lpd/api/landingPages/fetchComponentsModel", {
        slug: "back-to-school",
        brands: [brandId],
        promo: true,
      })
    ).body.data;
    const { status, main } = await page(guest, `/lp/back-to-school?brand=${brandId}&promo=1`);
    expect(status).toBe(200);
    const ticked = boxes(main!).filter((b) => b.checked);
    expect(ticked).toEqual([
      { name: "promo", value: "1", checked: true },
      { name: "brand", value: String(brandId), checked: true },
    ]);
    expect(textOf(find(main!, (e) => e.attrs.class === "result-count")!)).toMatch(new RegExp(`^${filtered.total} products?$`));
    expect(linksOf(main!).find((l) => l.name === "Clear filters")?.href).toBe("/lp/back-to-school");
    const shown = findAll(main!, (e) => e.tag === "a").map((a) => a.attrs.href);
    for (const product of filtered.products) expect(shown).toContain(product.itemUrl);
  });

  it("sends a page past the end to the last page, and answers 404 for another site's or no page", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const past = await guest.call("GET", "/lp/back-to-school?promo=1&page=500");
    expect([301, 302]).toContain(past.status);
    expect(past.headers.get("location")).toMatch(/^\/lp\/back-to-school\?promo=1(&page=\d+)?$/);
    expect((await page(guest, "/lp/no-such-theme")).status).toBe(404);
    expect((await page(guest, "/lp/office-restock")).status).toBe(404);
    const business = await page(new TestBrowser(server.baseUrl, ADVANTAGE), "/lp/office-restock");
    expect(business.status).toBe(200);
    expect(headings(business.main!, 1)).toEqual(["Office restock"]);
  });

  it("is linked from each site's deals page", async () => {
    const dotcom = await page(new TestBrowser(server.baseUrl), "/deals");
    const themes = find(dotcom.main!, (e) => e.tag === "nav" && e.attrs["aria-label"] === "Shop by theme")!;
    expect(linksOf(themes).map((l) => [l.href, l.name])).toEqual([
      ["/lp/back-to-school", "Back to school"],
      ["/lp/breakroom-essentials", "Breakroom essentials"],
    ]);
    const advantage = await page(new TestBrowser(server.baseUrl, ADVANTAGE), "/deals");
    expect(linksOf(advantage.main!).map((l) => l.href)).toContain("/lp/office-restock");
  });

  it("speaks Spanish on the Spanish site", async () => {
    const { main } = await page(new TestBrowser(server.baseUrl), "/lp/breakroom-essentials?lang=es");
    expect(textOf(main!)).toContain("Disponibilidad y ofertas");
    expect(textOf(main!)).toContain("Recoger hoy en Natick");
  });

  it("names the shopper's chosen store and filters by it, in English and Spanish", async () => {
    const store = await server.db
      .selectFrom("stores")
      .select(["storeNumber", "city"])
      .where("storeNumber", "<>", "0008")
      .where("city", "<>", "Natick")
      .orderBy("storeNumber")
      .executeTakeFirstOrThrow();
    const shopper = new TestBrowser(server.baseUrl);
    // the locator's make-my-store form, as a browser without JavaScript posts it
    const chosen = await shopper.postForm("/stores", { intent: "make-my-store", storeNumber: store.storeNumber });
    expect(chosen.status).toBeLessThan(400);
    const headerStore = (html: string) => /My store: ([^<]+)</.exec(html)?.[1];
    const { html, main } = await page(shopper, "/lp/back-to-school");
    expect(headerStore(html)).toBe(store.city);
    const bopisLabel = find(main!, (e) => e.tag === "label" && find(e, (i) => i.attrs.name === "bopis") !== undefined)!;
    expect(textOf(bopisLabel)).toContain(`Pick up today at ${store.city}`);

    const model = (await shopper.call("POST", "/ele-lpd/api/landingPages/fetchComponentsModel", { slug: "back-to-school" })).body
      .data;
    expect(model).toMatchObject({ storeNumber: store.storeNumber, storeName: store.city });
    expect(textOf(bopisLabel)).toContain(`(${model.filterData.bopisCategories[0].count})`);
    const atDefault = (
      await new TestBrowser(server.baseUrl).call("POST", "/ele-lpd/api/landingPages/fetchComponentsModel", {
        slug: "back-to-school",
      })
    ).body.data;
    expect(atDefault).toMatchObject({ storeNumber: "0008", storeName: "Natick" });

    const spanish = await page(shopper, "/lp/back-to-school?lang=es");
    expect(textOf(spanish.main!)).toContain(`Recoger hoy en ${store.city}`);
  });
});
