import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HtmlElement, find, findAll, headings, linksOf, mainOf, parseHtml, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Budget overview (decision 044) as the served pages show it: the Northwind approver
// follows the header's link and reads each budget centre's budget, spent, pending approval and
// available, with the last 12 months' spending as a chart and a table; the administrator changes a
// budget with the page's form, a bad amount marked on its field.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 60, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
const FORM = "application/x-www-form-urlencoded";
const CENTRES = "Budget, spent, pending approval and available per budget centre";

async function signedIn(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl, ADVANTAGE);
  await browser.signIn(email);
  return browser;
}

function table(root: HtmlElement, caption: string): HtmlElement {
  const found = find(
    root,
    (e) => e.tag === "table" && find(e, (c) => c.tag === "caption" && textOf(c) === caption) !== undefined,
  );
  if (!found) throw new Error(`no table "${caption}"`);
  return found;
}

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, "")) * 100);

/** A centre's row of the overview table as numbers: budget, spent, pending, available. */
function centreRow(t: HtmlElement, name: string) {
  const row = find(
    t,
    (r) => r.tag === "tr" && find(r, (h) => h.tag === "th" && h.attrs.scope === "row" && textOf(h) === name) !== undefined,
  );
  if (!row) throw new Error(`no row for ${name}`);
  const [budget, spent, pending, available] = findAll(row, (c) => c.tag === "td").map((c) => cents(textOf(c)));
  return { budget: budget!, spent: spent!, pending: pending!, available: available! };
}

/** The labelled text fields of a page, by their label's text. */
function fieldLabelled(root: HtmlElement, label: string): HtmlElement | undefined {
  const byLabel = find(root, (e) => e.tag === "label" && textOf(e) === label);
  const id = byLabel?.attrs.for;
  return (
    (id ? find(root, (e) => e.tag === "input" && e.attrs.id === id) : undefined) ??
    find(root, (e) => e.tag === "input" && e.attrs["aria-label"] === label)
  );
}

describe("Budget overview", () => {
  it("an approver opens it from the header and reads each centre's numbers, the pending held against them, and the months", async () => {
    const approver = await signedIn("approver@northwind.test");
    const home = await approver.call("GET", "/");
    const link = linksOf(parseHtml(String(home.body))).filter((l) => l.name === "Budget overview");
    expect(link.map((l) => l.href)).toEqual(["/cc/mmx/budget-overview"]);

    const reply = await approver.call("GET", link[0]!.href);
    expect(reply.status).toBe(200);
    const doc = parseHtml(String(reply.body));
    expect(textOf(find(doc, (e) => e.tag === "title")!)).toBe("Budget overview | Quire");
    const main = mainOf(String(reply.body));
    expect(headings(main, 1)).toEqual(["Budget overview"]);

    const centres = table(main, CENTRES);
    const columns = findAll(centres, (e) => e.tag === "th" && e.attrs.scope === "col").map(textOf);
    expect(columns).toEqual(["Budget centre", "Budget", "Spent", "Pending approval", "Available"]);
    for (const name of ["Litigation", "Office Services"]) {
      const centre = centreRow(centres, name);
      expect(centre.budget, name).toBeGreaterThan(0);
      expect(centre.spent, name).toBeGreaterThan(0);
      expect(centre.available, name).toBe(centre.budget - centre.spent - centre.pending);
    }
    // the seeded orders waiting for approval are held against their centres
    expect(centreRow(centres, "All centres").pending).toBeGreaterThan(0);

    const charts = findAll(main, (e) => e.attrs.role === "img").map((e) => e.attrs["aria-label"] ?? textOf(e));
    expect(charts.some((label) => /Spending by month/.test(label))).toBe(true);
    expect(findAll(table(main, "Spending by month"), (e) => e.tag === "tr")).toHaveLength(13);
    // an approver reads budgets but does not change them
    expect(findAll(main, (e) => e.tag === "input" && e.attrs.name === "budget")).toEqual([]);
  });

  it("the administrator changes a budget from Manage budgets; a bad amount is marked on its field", async () => {
    const admin = await signedIn("admin@northwind.test");
    const reply = await admin.call("GET", "/cc/mmx/budgets");
    expect(reply.status).toBe(200);
    const main = mainOf(String(reply.body));
    expect(headings(main, 1)).toEqual(["Budget overview"]);
    const field = fieldLabelled(main, "Budget for Office Services (whole dollars)")!;
    expect(field).toBeDefined();
    const before = Number(field.attrs.value);
    const form = find(main, (e) => e.tag === "form" && findAll(e, (i) => i === field).length > 0)!;
    const save = find(form, (e) => e.tag === "button" && e.attrs.type === "submit")!;
    expect(save.attrs["aria-label"] ?? textOf(save)).toBe("Save Office Services budget");
    const hidden = Object.fromEntries(
      findAll(form, (e) => e.tag === "input" && e.attrs.type === "hidden").map((i) => [i.attrs.name!, i.attrs.value ?? ""]),
    );
    const post = (budget: string) =>
      admin.call(
        "POST",
        form.attrs.action!,
        new URLSearchParams({
          ...hidden,
          csrf: decodeURIComponent(admin.cookies.get("quire_csrf") ?? ""),
          [field.attrs.name!]: budget,
          ...(save.attrs.name ? { [save.attrs.name]: save.attrs.value ?? "" } : {}),
        }).toString(),
        { "content-type": FORM, "x-csrf-token": "" },
      );

    const bad = await post("12.50");
    expect(bad.status).toBe(400);
    const badMain = mainOf(String(bad.body));
    expect(
      findAll(badMain, (e) => e.attrs.role === "alert")
        .map(textOf)
        .join(" "),
    ).toContain("whole dollars");
    expect(fieldLabelled(badMain, "Budget for Office Services (whole dollars)")!.attrs["aria-invalid"]).toBe("true");

    const next = before + 1000;
    const good = await post(String(next));
    expect(good.status).toBe(303);
    const after = await admin.call("GET", good.headers.get("location")!);
    const afterMain = mainOf(String(after.body));
    const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(next);
    expect(findAll(afterMain, (e) => e.attrs.role === "status").map(textOf)).toContain(
      `The budget of Office Services is now ${money}.`,
    );
    const centre = centreRow(table(afterMain, CENTRES), "Office Services");
    expect(centre.budget).toBe(next * 100);
    expect(centre.available).toBe(centre.budget - centre.spent - centre.pending);
  });
});
