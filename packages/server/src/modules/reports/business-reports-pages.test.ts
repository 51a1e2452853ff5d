import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HtmlElement, find, findAll, headings, linksOf, mainOf, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Reports and recently purchased as the served pages show them (decision 045), over the demo
// history: the Northwind approver (REPORTS) reads the four charts with their tables, changes the
// period by its link and downloads the CSV the page links to; the Northwind buyer (no REPORTS) is
// refused the reports, switches Recently purchased to All buyers and reorders an item into the cart.

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

async function page(browser: TestBrowser, path: string): Promise<HtmlElement> {
  const reply = await browser.call("GET", path);
  expect(reply.status, path).toBe(200);
  return mainOf(String(reply.body));
}

function table(root: HtmlElement, caption: string): HtmlElement {
  const found = find(
    root,
    (e) => e.tag === "table" && find(e, (c) => c.tag === "caption" && textOf(c) === caption) !== undefined,
  );
  if (!found) throw new Error(`no table "${caption}"`);
  return found;
}

const bodyRows = (t: HtmlElement) =>
  findAll(
    find(t, (e) => e.tag === "tbody")!,
    (e) => e.tag === "tr",
  );

/** A section's accessible name: its aria-label, else the text of the element aria-labelledby names. */
function regionNamed(root: HtmlElement, name: string): HtmlElement | undefined {
  return find(root, (s) => {
    if (s.tag !== "section") return false;
    if (s.attrs["aria-label"]) return s.attrs["aria-label"] === name;
    const by = s.attrs["aria-labelledby"];
    const label = by ? find(root, (e) => e.attrs.id === by) : undefined;
    return label !== undefined && textOf(label) === name;
  });
}

describe("the reports page", () => {
  it("shows an approver four charts with their tables, a period in the URL and the CSV of that period", async () => {
    const approver = await signedIn("approver@northwind.test");
    const main = await page(approver, "/cc/mmx/reports");
    expect(headings(main, 1)).toEqual(["Reports"]);
    for (const name of ["Spending by month", "Spending by budget centre", "Spending by buyer", "Spending by category"]) {
      const section = regionNamed(main, name);
      expect(section, name).toBeDefined();
      const charts = findAll(section!, (e) => e.attrs.role === "img").map((e) => e.attrs["aria-label"] ?? "");
      expect(
        charts.some((label) => label.startsWith(`Bar chart of ${name.toLowerCase()}`)),
        name,
      ).toBe(true);
      table(section!, name);
    }
    expect(bodyRows(table(main, "Spending by month"))).toHaveLength(12);
    const buyers = findAll(table(main, "Spending by buyer"), (e) => e.tag === "th" && e.attrs.scope === "row").map(textOf);
    expect(buyers).toContain("Pat Kowalski");
    expect(textOf(main)).toMatch(/Total spent since \w+ \d{4}: \$[\d,]+\.\d{2}/);

    // the period is a link whose address carries it
    const periods = find(main, (e) => e.tag === "nav" && e.attrs["aria-label"] === "Report period")!;
    const three = linksOf(periods).find((l) => l.name === "Last 3 months")!;
    expect(three.href).toMatch(/months=3/);
    const short = await page(approver, three.href);
    expect(bodyRows(table(short, "Spending by month"))).toHaveLength(3);
    const current = linksOf(short).find((l) => l.name === "Last 3 months")!;
    expect(current.element.attrs["aria-current"]).toBe("page");

    // the page's Download CSV link: a header row, the same three months, a total
    const download = linksOf(short).find((l) => l.name === "Download CSV")!;
    expect(download.element.attrs.download).toBeDefined();
    const csv = await approver.call("GET", download.href);
    expect(csv.status).toBe(200);
    const filename = /filename="([^"]+)"/.exec(csv.headers.get("content-disposition") ?? "")?.[1];
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(filename).toMatch(/^quire-spending-3-months-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = String(csv.body).split("\r\n");
    expect(lines[0]).toBe("Breakdown,Key,Label,Amount (USD)");
    expect(lines.filter((line) => line.startsWith("Month,"))).toHaveLength(3);
    expect(lines.some((line) => /^Total,,Last 3 months,\d+\.\d{2}$/.test(line))).toBe(true);
  });
});

describe("a buyer without REPORTS", () => {
  it("is refused the reports with a 403 page, then reorders from All buyers' recently purchased", async () => {
    const buyer = await signedIn("buyer@northwind.test");
    const forbidden = await buyer.call("GET", "/cc/mmx/reports");
    expect(forbidden.status).toBe(403);
    expect(textOf(mainOf(String(forbidden.body)))).toContain("You do not have permission to see reports.");

    const mine = await page(buyer, "/cc/mmx/recently-purchased");
    expect(headings(mine, 1)).toEqual(["Recently purchased"]);
    const filter = (root: HtmlElement) => find(root, (e) => e.tag === "nav" && e.attrs["aria-label"] === "Ordered by")!;
    const me = linksOf(filter(mine)).find((l) => l.name === "Me")!;
    expect(me.element.attrs["aria-current"]).toBe("page");
    const allLink = linksOf(filter(mine)).find((l) => l.name === "All buyers")!;
    expect(allLink.href).toMatch(/orderedBy=all/);

    const all = await page(buyer, allLink.href);
    expect(linksOf(filter(all)).find((l) => l.name === "All buyers")!.element.attrs["aria-current"]).toBe("page");
    expect(textOf(all)).toMatch(/ · by (Morgan Reyes|Alex Whitaker)/);

    // the first row's Add to cart, posted by the page's form with a quantity of 2
    const button = find(all, (e) => e.tag === "button" && (e.attrs["aria-label"] ?? "").startsWith("Add to cart: "))!;
    const itemName = button.attrs["aria-label"]!.replace(/^Add to cart: /, "");
    const itemId = button.attrs.value!;
    const form = find(all, (e) => e.tag === "form" && findAll(e, (b) => b === button).length > 0)!;
    const qty = find(form, (e) => e.tag === "input" && e.attrs.name === `qty-${itemId}`)!;
    const label = find(all, (e) => e.tag === "label" && e.attrs.for === qty.attrs.id);
    expect(textOf(label ?? qty)).toBe(`Quantity of ${itemName}`);
    const csrf = decodeURIComponent(buyer.cookies.get("quire_csrf") ?? "");
    const added = await buyer.call(
      "POST",
      form.attrs.action!,
      new URLSearchParams([
        ["csrf", csrf],
        ["orderedBy", "all"],
        ["addItem", itemId],
        [`qty-${itemId}`, "2"],
      ]).toString(),
      { "content-type": FORM, "x-csrf-token": "" },
    );
    expect(added.status).toBe(200);
    const result = findAll(mainOf(String(added.body)), (e) => e.attrs.role === "status").find((e) =>
      textOf(e).includes("Added to cart:"),
    );
    expect(textOf(result!)).toContain(itemName);
    const viewCart = linksOf(result!).find((l) => l.name === "View cart")!;
    expect(textOf(await page(buyer, viewCart.href))).toContain(itemName);
  });
});
