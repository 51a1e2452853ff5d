import { formatCents } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HtmlElement, find, findAll, headings, linksOf, mainOf, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Contract prices (decision 042) followed through the served pages: a Northwind buyer
// sees the account's contract price, with the list price struck and a "Contract price" mark, on a
// listing tile (On contract filter on) and on the product page, adds the item with the page's form
// and finds the contract price in the cart, and on the contract-pricing page's search.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 300, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
const FORM = "application/x-www-form-urlencoded";

interface PricedProduct {
  itemId: string;
  itemUrl: string;
  name: string;
  status: string;
  stockStatus: string;
  actionLabel: string;
  isFreeSample: boolean;
  quantityLimit: number | null;
  finalPriceCents: number;
  basePriceCents: number;
  priceMethod?: string;
}

async function page(browser: TestBrowser, path: string): Promise<HtmlElement> {
  const reply = await browser.call("GET", path);
  expect(reply.status, path).toBe(200);
  return mainOf(String(reply.body));
}

/** An element's accessible name: its aria-label, else the text of the element aria-labelledby names. */
function labelOf(root: HtmlElement, e: HtmlElement): string | undefined {
  if (e.attrs["aria-label"] !== undefined) return e.attrs["aria-label"];
  const by = e.attrs["aria-labelledby"];
  const label = by ? find(root, (l) => l.attrs.id === by) : undefined;
  return label ? textOf(label) : undefined;
}

/** Does `root` hold an element whose whole text is `text`? */
const hasExactText = (root: HtmlElement, text: string) => find(root, (e) => textOf(e) === text) !== undefined;

describe("contract prices on the buyer's pages", () => {
  it("shows the contract price with the list price struck on the tile and product page, and charges it in the cart", async () => {
    const buyer = new TestBrowser(server.baseUrl, ADVANTAGE);
    await buyer.signIn("buyer@northwind.test");

    // the listing the buyer is about to see, as the catalogue call answers it for their session
    const search = await buyer.call("GET", "/api/search?category=paper&onContract=1");
    const product = (search.body.items as PricedProduct[]).find(
      (p) =>
        p.status === "PUBLISHED" &&
        p.stockStatus === "IN_STOCK" &&
        p.actionLabel === "Add to cart" &&
        !p.isFreeSample &&
        p.quantityLimit === null &&
        p.priceMethod === "CONTRACT" &&
        p.finalPriceCents < p.basePriceCents,
    );
    if (!product) throw new Error("no addable contract-priced paper on the first page");
    const contract = formatCents(product.finalPriceCents);
    const list = formatCents(product.basePriceCents);

    // the On contract filter, on, and the item's tile at the contract price
    const listing = await page(buyer, "/c/paper?onContract=1");
    expect(headings(listing, 1)).toEqual(["Paper"]);
    const filter = find(listing, (e) => e.tag === "input" && e.attrs.name === "onContract")!;
    expect(filter.attrs.type).toBe("checkbox");
    expect(filter.attrs.checked).toBeDefined();
    const tile = find(listing, (e) => e.tag === "article" && e.attrs["data-item-id"] === product.itemId)!;
    expect(tile).toBeDefined();
    expect(headings(tile, 3)).toEqual([product.name]);
    expect(hasExactText(tile, contract)).toBe(true);
    expect(textOf(find(tile, (e) => e.tag === "s")!)).toBe(`was ${list}`);
    expect(hasExactText(tile, "Contract price")).toBe(true);
    const toProduct = linksOf(tile).find((l) => l.name === product.name)!;
    expect(toProduct.href).toBe(product.itemUrl);

    // the product page says the same
    const productPage = await page(buyer, toProduct.href);
    expect(headings(productPage, 1)).toEqual([product.name]);
    expect(hasExactText(productPage, contract)).toBe(true);
    expect(findAll(productPage, (e) => e.tag === "s").map(textOf)).toContain(`was ${list}`);
    expect(hasExactText(productPage, "Contract price")).toBe(true);

    // added with the page's form, it is in the cart at the contract price
    const csrf = decodeURIComponent(buyer.cookies.get("quire_csrf") ?? "");
    const added = await buyer.call(
      "POST",
      product.itemUrl,
      new URLSearchParams({ csrf, intent: "add", itemId: product.itemId, qty: "1" }).toString(),
      { "content-type": FORM, "x-csrf-token": "" },
    );
    expect(added.status).toBe(303);
    const cartPath = added.headers.get("location")!;
    expect(new URL(cartPath, server.baseUrl).pathname).toBe("/cc/mmx/cart");
    const cart = await page(buyer, cartPath);
    const line = find(cart, (e) => e.tag === "li" && labelOf(cart, e) === product.name);
    expect(line).toBeDefined();
    expect(textOf(line!)).toContain(contract);

    // the account's contract list, searched by the item number
    const contractPage = await page(buyer, "/cc/mmx/contract-pricing");
    expect(headings(contractPage, 1)).toEqual(["Contract pricing"]);
    // the page's search is a GET form: its field's value goes in the address
    const searchForm = find(
      contractPage,
      (e) => e.tag === "form" && find(e, (i) => i.tag === "input" && i.attrs.name === "search") !== undefined,
    )!;
    expect(searchForm.attrs.method).toBe("get");
    const found = await page(buyer, `${searchForm.attrs.action}?search=${product.itemId}`);
    const row = find(found, (e) => e.tag === "tr" && textOf(e).includes(product.name))!;
    expect(row).toBeDefined();
    const cells = findAll(row, (e) => e.tag === "td").map(textOf);
    expect(cells[2]).toBe(contract);
  });
});
