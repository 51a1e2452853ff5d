import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HtmlElement, find, findAll, hasClass, headings, linksOf, mainOf, parseHtml, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The catalogue's pages as served to a shopper: a search without matches, hostile words in a
// search, bad paging and unknown addresses, the business tenant's own host, and the deals page
// sorted by saving and paged (decision 038).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 400, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

async function get(path: string, host?: string) {
  return new TestBrowser(server.baseUrl, host ? { host } : {}).call("GET", path);
}

async function page(path: string, host?: string): Promise<string> {
  const reply = await get(path, host);
  expect(reply.status, path).toBe(200);
  return String(reply.body);
}

const title = (html: string) => textOf(find(parseHtml(html), (e) => e.tag === "title")!);

describe("searching", () => {
  it("from the header's search box, a search with no matches says so with the term in quotes", async () => {
    const home = parseHtml(await page("/"));
    const form = find(home, (e) => e.tag === "form" && e.attrs.role === "search" && e.attrs.action === "/search");
    expect(form?.attrs.method).toBe("get");
    const box = find(form!, (e) => e.tag === "input" && e.attrs.role === "combobox")!;
    expect(box.attrs.name).toBe("query");
    expect(textOf(find(form!, (e) => e.tag === "label" && e.attrs.for === box.attrs.id)!)).toBe("Search products");

    const main = mainOf(await page("/search?query=zzqxjw"));
    expect(headings(main, 2)).toContain('We couldn\'t find any results for "zzqxjw"');
  });

  it("shows hostile input as text and never as markup", async () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const html = await page(`/search?query=${encodeURIComponent(hostile)}`);
    expect(headings(mainOf(html), 1)).toEqual([`Results for "${hostile}"`]);
    const tree = parseHtml(html);
    expect(findAll(tree, (e) => e.attrs.onerror !== undefined)).toEqual([]);
    expect(findAll(tree, (e) => e.tag === "img" && e.attrs.src === "x")).toEqual([]);
    expect(html).not.toContain("<img src=x");
  });
});

describe("errors", () => {
  it("bad paging is a 400 page that says the request could not be read; an unknown address a 404 page", async () => {
    const bad = await get("/search?query=pen&page=0");
    expect(bad.status).toBe(400);
    expect(headings(mainOf(String(bad.body)), 1)).toEqual(["We couldn't read that request"]);
    const missing = await get("/no-such-thing_99999999");
    expect(missing.status).toBe(404);
    expect(headings(mainOf(String(missing.body)), 1)).toEqual(["We can't find that page"]);
  });
});

describe("the business tenant", () => {
  it("is served from its own host, with its own name and home page", async () => {
    const logo = (html: string) => linksOf(parseHtml(html)).find((l) => hasClass(l.element, "logo"));
    const business = await page("/", "advantage.localhost");
    expect(logo(business)?.name).toBe("Quire Advantage home");
    expect(headings(mainOf(business), 1)).toEqual(["Everything your business runs on"]);
    const consumer = await page("/");
    expect(logo(consumer)?.name).toBe("Quire home");
    expect(headings(mainOf(consumer), 1)).not.toContain("Everything your business runs on");
  });
});

describe("the deals page", () => {
  const savings = (main: HtmlElement) =>
    findAll(main, (e) => hasClass(e, "deals__saving")).map((e) => {
      const m = /^Save \$([\d,.]+) \((\d+)%\)$/.exec(textOf(e));
      expect(m, textOf(e)).not.toBeNull();
      return { cents: Math.round(Number(m![1]!.replace(/,/g, "")) * 100), percent: Number(m![2]) };
    });
  const pagination = (main: HtmlElement) =>
    linksOf(find(main, (e) => e.tag === "nav" && e.attrs["aria-label"] === "Pagination")!);

  it("lists the deals by saving in dollars, sorts them by saving in percent with a form, and pages on", async () => {
    const html = await page("/deals");
    expect(title(html)).toBe("Deals | Quire");
    const main = mainOf(html);
    expect(headings(main, 1)).toEqual(["Deals"]);
    const byAmount = savings(main).map((s) => s.cents);
    expect(byAmount.length).toBeGreaterThan(1);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));

    // a GET form: "Sort by" with the saving in percent among its choices, sent by "Sort"
    const form = find(
      main,
      (e) => e.tag === "form" && find(e, (s) => s.tag === "select" && s.attrs.name === "sort") !== undefined,
    )!;
    expect(form.attrs.method).toBe("get");
    const select = find(form, (e) => e.tag === "select")!;
    expect(textOf(find(form, (e) => e.tag === "label" && e.attrs.for === select.attrs.id)!)).toBe("Sort by");
    expect(findAll(select, (e) => e.tag === "option").map((o) => o.attrs.value)).toContain("saving_percent");
    expect(textOf(find(form, (e) => e.tag === "button" && e.attrs.type === "submit")!)).toBe("Sort");

    const sorted = mainOf(await page("/deals?sort=saving_percent"));
    expect(headings(sorted, 2)).toContain("Deals sorted by biggest saving (%)");
    const byPercent = savings(sorted).map((s) => s.percent);
    expect(byPercent.length).toBeGreaterThan(1);
    expect(byPercent).toEqual([...byPercent].sort((a, b) => b - a));

    const next = pagination(sorted).find((l) => l.name === "Next");
    expect(next?.href).toBe("/deals?sort=saving_percent&page=2");
    const second = mainOf(await page(next!.href));
    expect(pagination(second).map((l) => l.name)).toContain("Previous");
    const secondPercents = savings(second).map((s) => s.percent);
    expect(secondPercents[0]).toBeLessThanOrEqual(byPercent[byPercent.length - 1]!);
  });
});
