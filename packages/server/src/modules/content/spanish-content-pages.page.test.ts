import { DELIVERY_PROMISE, type Language } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { find, hasClass, headings, linksOf, mainOf, parseHtml, textOf } from "../../test/html-tree";
import { expectNoEnglish } from "../../test/spanish-text";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The content pages in Spanish (decision 077): a shopper who chose Spanish reads the help, shipping,
// returns, about, legal and gift card pages in Spanish at their own addresses, searches the help in
// Spanish, and every page promises delivery in the header's words, in both languages.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 60, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

async function shopper(language: Language): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl);
  if (language === "es") expect((await browser.call("GET", "/es")).status).toBe(303);
  return browser;
}

async function page(browser: TestBrowser, path: string): Promise<string> {
  const reply = await browser.call("GET", path);
  expect(reply.status, path).toBe(200);
  return String(reply.body);
}

const title = (html: string) => textOf(find(parseHtml(html), (e) => e.tag === "title")!);
const plain = (markdown: string) => markdown.replace(/\*\*/g, "");
const norm = (text: string) => text.replace(/\s+/g, " ");

const SPANISH_PAGES: [path: string, heading: string][] = [
  ["/help", "Centro de ayuda"],
  ["/help/shipping", "Información de envío"],
  ["/help/returns", "Devoluciones"],
  ["/about", "Acerca de Quire"],
  ["/legal/privacy", "Aviso de privacidad"],
  ["/legal/terms", "Condiciones de uso"],
  ["/legal/cookies", "Cookies necesarias"],
  ["/gift-cards", "Tarjetas de regalo"],
  ["/gift-cards/balance", "Consultar el saldo de una tarjeta de regalo"],
  ["/help/print-marketing", "Servicios de impresión y marketing"],
  ["/about/careers", "Empleos en Quire"],
  ["/legal/ad-choices", "AdChoices"],
];

describe("the content pages in Spanish", () => {
  it.each(SPANISH_PAGES)("%s is Spanish from its title to its text", async (path, heading) => {
    const html = await page(await shopper("es"), path);
    const main = mainOf(html);
    expect(headings(main, 1)).toEqual([heading]);
    expect(title(html)).toMatch(new RegExp(`^${heading}`));
    expectNoEnglish(html, path);
  });

  it("the English shopper still reads them in English", async () => {
    const english = await shopper("en");
    for (const [path, heading] of [
      ["/help/returns", "Returns"],
      ["/about", "About Quire"],
      ["/gift-cards", "Gift cards"],
    ]) {
      const main = mainOf(await page(english, path!));
      expect(headings(main, 1)).toEqual([heading]);
      expect(find(main, (e) => e.tag === "h1")?.attrs.lang).toBe("en");
    }
  });

  it("the Spanish pages link to the store's own addresses, not to es/ ones", async () => {
    const main = mainOf(await page(await shopper("es"), "/help"));
    const hrefs = linksOf(main).map((l) => l.href);
    expect(hrefs).toEqual(expect.arrayContaining(["/help/shipping", "/help/returns", "/gift-cards", "/legal/cookies"]));
    expect(hrefs.filter((h) => h.startsWith("/es/"))).toEqual([]);
  });

  it("searches the help in the shopper's language", async () => {
    const results = async (language: Language, query: string) => {
      const html = await page(await shopper(language), `/help?q=${encodeURIComponent(query)}`);
      const section = find(mainOf(html), (e) => hasClass(e, "help-results"))!;
      return { heading: textOf(find(section, (e) => e.tag === "h2")!), links: linksOf(section) };
    };
    const spanish = await results("es", "devolver");
    expect(spanish.links.map((l) => [l.href, l.name, l.element.attrs.lang])).toContainEqual([
      "/help/returns",
      "Devoluciones",
      "es",
    ]);
    expect((await results("en", "devolver")).links).toEqual([]);
    const english = await results("en", "refund");
    expect(english.links.map((l) => [l.href, l.name, l.element.attrs.lang])).toContainEqual(["/help/returns", "Returns", "en"]);
    // one result, said in the singular in both languages (Intl.PluralRules)
    expect((await results("en", "replacement")).heading).toBe('1 help article matches "replacement"');
    expect((await results("es", "reemplazo")).heading).toBe('1 artículo de ayuda coincide con "reemplazo"');
  });

  it("the content call answers the Spanish page for ?lang=es, and says its language", async () => {
    const browser = await shopper("en");
    const spanish = await browser.call("GET", "/cc/api/content/about?lang=es");
    expect(spanish.status).toBe(200);
    expect(spanish.body).toMatchObject({ path: "/about", language: "es", title: "Acerca de Quire" });
    const english = await browser.call("GET", "/cc/api/content/about");
    expect(english.body).toMatchObject({ path: "/about", language: "en", title: "About Quire" });
  });

  it("a page with no Spanish is shown in English, marked English", async () => {
    await server.db.deleteFrom("contentPages").where("tenant", "=", "dotcom").where("slug", "=", "es/mobile-app").execute();
    const html = await page(await shopper("es"), "/mobile-app");
    const h1 = find(mainOf(html), (e) => e.tag === "h1");
    expect(textOf(h1!)).toBe("Get the Quire app");
    expect(h1?.attrs.lang).toBe("en");
  });
});

describe("the delivery promise", () => {
  it.each(["en", "es"] as const)("%s: the header, the about page and the shipping page make the same one", async (language) => {
    const promise = plain(DELIVERY_PROMISE[language]);
    const browser = await shopper(language);
    for (const path of ["/about", "/help/shipping"]) {
      const html = await page(browser, path);
      const topHat = find(parseHtml(html), (e) => hasClass(e, "top-hat"));
      expect(topHat, `${path}'s top hat`).toBeDefined();
      expect(norm(textOf(topHat!)), `${path}'s top hat`).toContain(promise);
      const main = norm(textOf(mainOf(html)));
      expect(main, path).toContain(promise);
      expect(main, path).not.toMatch(/next-business-day|arrive the next business day/i);
    }
  });
});
