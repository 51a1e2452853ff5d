import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HtmlElement, find, findAll, hasClass, headings, linksOf, mainOf, parseHtml, textOf } from "../../test/html-tree";
import { ENGLISH_WORD, expectNoEnglish, spanishTexts } from "../../test/spanish-text";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The Spanish site (decision 041) as its pages are served: the home page's hero, rails
// and category cards, a category, a search sorted by price and its second page, and the deals
// sorted by saving. Every word of ours is Spanish; the catalogue's product and brand names stay
// English and are marked lang="en".

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 400, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

async function spanishShopper(): Promise<TestBrowser> {
  const shopper = new TestBrowser(server.baseUrl);
  const chosen = await shopper.call("GET", "/es");
  expect(chosen.status).toBe(303);
  expect(chosen.headers.get("location")).toBe("/");
  return shopper;
}

async function page(shopper: TestBrowser, path: string): Promise<string> {
  const reply = await shopper.call("GET", path);
  expect(reply.status, path).toBe(200);
  return String(reply.body);
}

const title = (html: string) => textOf(find(parseHtml(html), (e) => e.tag === "title")!);
const status = (main: HtmlElement, words: RegExp) =>
  findAll(main, (e) => e.attrs.role === "status")
    .map(textOf)
    .find((t) => words.test(t));
const finalPrices = (main: HtmlElement) =>
  findAll(main, (e) => hasClass(e, "tile"))
    .map((tile) => find(tile, (e) => hasClass(e, "price__final")))
    .filter((price) => price !== undefined)
    .map((price) => Number(textOf(price).replace(/[$,]/g, "")));

describe("the Spanish site", () => {
  it("(the check for English finds the English site's words, so a pass means something)", async () => {
    const english = spanishTexts(await page(new TestBrowser(server.baseUrl), "/deals"));
    expect(english.filter((t) => ENGLISH_WORD.test(t))).toEqual(expect.arrayContaining(["Deals", "Sort by"]));
  });

  it("the home page: hero, the deals rail with the catalogue's names marked English, category cards", async () => {
    const shopper = await spanishShopper();
    const html = await page(shopper, "/");
    expect(title(html)).toBe("Quire | Artículos de oficina, tinta, papel y muebles");
    const main = mainOf(html);
    expect(headings(main, 1)).toEqual(["Todo para su escritorio, con entrega a domicilio"]);
    expect(textOf(main)).toContain("Envío gratis en pedidos de más de $49.99. Recoja en la tienda en 1 hora.");
    expect(headings(main, 2)).toEqual(expect.arrayContaining(["Ofertas del día", "Comprar por categoría"]));
    expect(linksOf(main).map((l) => l.name)).toContain("Ver todo: Ofertas del día");
    const dealRail = find(main, (e) => e.tag === "ul" && e.attrs["aria-label"] === "Ofertas del día");
    const dealTile = find(dealRail!, (e) => e.tag === "article")!;
    expect(find(dealTile, (e) => hasClass(e, "tile__title"))?.attrs.lang).toBe("en");
    expect(find(dealTile, (e) => hasClass(e, "tile__brand"))?.attrs.lang).toBe("en");
    const paperCard = linksOf(main).find((l) => /^Papel\s*[\d,]+ artículos$/.test(l.name));
    expect(paperCard?.href).toBe("/c/paper");
    expect(find(main, (e) => e.tag === "ul" && e.attrs["aria-label"] === "Subcategorías de Papel")).toBeDefined();
    expectNoEnglish(html, "/");
  });

  it("a category from its card: Spanish title, breadcrumb, count and sort", async () => {
    const shopper = await spanishShopper();
    const html = await page(shopper, "/c/paper");
    expect(title(html)).toBe("Papel | Quire");
    const main = mainOf(html);
    expect(headings(main, 1)).toEqual(["Papel"]);
    const breadcrumb = find(parseHtml(html), (e) => e.tag === "nav" && e.attrs["aria-label"] === "Ruta de navegación");
    expect(linksOf(breadcrumb!).map((l) => l.name)).toContain("Inicio");
    expect(status(main, /resultados/)).toMatch(/^1-\d+ de [\d,]+ resultados$/);
    const filters = find(main, (e) => e.tag === "aside" && e.attrs["aria-label"] === "Filtros");
    expect(textOf(find(filters!, (e) => e.tag === "label" && find(e, (s) => s.tag === "select") !== undefined)!)).toMatch(
      /^Ordenar por/,
    );
    expectNoEnglish(html, "/c/paper");
  });

  it("a search from the header, sorted by price lowest first, and its second page", async () => {
    const shopper = await spanishShopper();
    const home = parseHtml(await page(shopper, "/"));
    // the header's search box: a GET form to /search with the words in "query"
    const searchForm = find(home, (e) => e.tag === "form" && e.attrs.role === "search" && e.attrs.action === "/search");
    expect(find(searchForm!, (e) => e.tag === "input" && e.attrs.name === "query")).toBeDefined();

    // "paper" has more than a page of results in the seeded store: the second page is reachable
    const html = await page(shopper, "/search?query=paper");
    expect(title(html)).toBe("paper | Buscar | Quire");
    const main = mainOf(html);
    expect(headings(main, 1)).toEqual(['Resultados para "paper"']);
    expect(status(main, /resultados/)).toMatch(/^1-24 de [\d,]+ resultados$/);
    const legends = findAll(main, (e) => e.tag === "fieldset").map((f) => textOf(find(f, (e) => e.tag === "legend")!));
    expect(legends).toEqual(expect.arrayContaining(["Marca", "Precio"]));
    const sort = find(main, (e) => e.tag === "select" && e.attrs.name === "sort")!;
    const options = findAll(sort, (e) => e.tag === "option").map((o) => [o.attrs.value, textOf(o)]);
    expect(options).toEqual(
      expect.arrayContaining([
        ["relevance", "Más relevantes"],
        ["price_asc", "Precio: de menor a mayor"],
      ]),
    );
    expectNoEnglish(html, "/search?query=paper");

    const sortedHtml = await page(shopper, "/search?query=paper&sort=price_asc");
    const sorted = mainOf(sortedHtml);
    const chosen = find(sorted, (e) => e.tag === "select" && e.attrs.name === "sort")!;
    expect(find(chosen, (e) => e.tag === "option" && e.attrs.selected !== undefined)?.attrs.value).toBe("price_asc");
    const firstPage = finalPrices(sorted);
    expect(firstPage).toHaveLength(24);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));
    expectNoEnglish(sortedHtml, "/search?query=paper&sort=price_asc");

    const pagination = find(sorted, (e) => e.tag === "nav" && e.attrs["aria-label"] === "Paginación")!;
    const next = linksOf(pagination).find((l) => l.name === "Siguiente");
    expect(next?.href).toMatch(/sort=price_asc/);
    expect(next?.href).toMatch(/page=2/);
    const secondHtml = await page(shopper, next!.href);
    const second = mainOf(secondHtml);
    const secondPagination = find(second, (e) => e.tag === "nav" && e.attrs["aria-label"] === "Paginación")!;
    const links = linksOf(secondPagination);
    expect(links.find((l) => l.name === "Página 2")?.element.attrs["aria-current"]).toBe("page");
    expect(links.map((l) => l.name)).toContain("Anterior");
    expect(status(second, /resultados/)).toMatch(/^25-\d+ de [\d,]+ resultados$/);
    const secondPage = finalPrices(second);
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage[firstPage.length - 1]!);
    expectNoEnglish(secondHtml, next!.href);
  });

  it("the deals, sorted by the biggest saving in percent", async () => {
    const shopper = await spanishShopper();
    const html = await page(shopper, "/deals");
    expect(title(html)).toBe("Ofertas | Quire");
    const main = mainOf(html);
    expect(headings(main, 1)).toEqual(["Ofertas"]);
    expect(status(main, /oferta/)).toMatch(/^[\d,]+ ofertas?$/);
    const sortForm = find(
      main,
      (e) => e.tag === "form" && find(e, (s) => s.tag === "select" && s.attrs.name === "sort") !== undefined,
    )!;
    expect(textOf(find(sortForm, (e) => e.tag === "label")!)).toBe("Ordenar por");
    const byPercent = find(sortForm, (e) => e.tag === "option" && textOf(e) === "Mayor ahorro (%)");
    expect(byPercent?.attrs.value).toBe("saving_percent");
    expect(textOf(find(sortForm, (e) => e.tag === "button")!)).toBe("Ordenar");

    const sortedHtml = await page(shopper, "/deals?sort=saving_percent");
    const sorted = mainOf(sortedHtml);
    expect(headings(sorted, 2)).toContain("Ofertas ordenadas por mayor ahorro (%)");
    const percents = findAll(sorted, (e) => hasClass(e, "deals__saving"))
      .map(textOf)
      .map((t) => /^Ahorre \$[\d,.]+ \((\d+)%\)$/.exec(t)?.[1])
      .map(Number);
    expect(percents.length).toBeGreaterThan(1);
    expect(percents.every((p) => p > 0)).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expectNoEnglish(sortedHtml, "/deals?sort=saving_percent");
  });
});
