import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// A signed-in shopper's store as the pages show it: made theirs on the store's page with its form,
// shown in the header, and back in the header of another browser once they sign in there.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 30, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const FORM = { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" };
const csrfOf = (browser: TestBrowser) => decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
/** the header's store menu label */
const myStore = (city: string) => `<span class="header-action__label">My store: ${city}</span>`;

describe("the preferred store across sign-ins", () => {
  it("a signed-in shopper's store follows them to their next sign-in", async () => {
    const email = `store-page-${Date.now().toString(36)}@example.com`;
    const password = "Quire-test-1";
    const first = new TestBrowser(server.baseUrl);
    first.extraHeaders = { "x-forwarded-for": "10.26.0.1" };
    const registered = await first.call("POST", "/api/auth/register", { email, password, firstName: "Robin", lastName: "Store" });
    expect(registered.status).toBe(201);

    const before = String((await first.call("GET", "/stores/0017")).body);
    expect(before).toMatch(/Make this my store: Quire Boston/);
    const made = await first.call(
      "POST",
      "/stores/0017",
      new URLSearchParams({
        csrf: csrfOf(first),
        intent: "make-my-store",
        storeNumber: "0017",
        returnTo: "/stores/0017",
      }).toString(),
      FORM,
    );
    expect(made.status).toBe(303);
    expect(made.headers.get("location")).toBe("/stores/0017");
    const mine = String((await first.call("GET", "/stores/0017")).body);
    expect(mine).toContain("<p>This is your store.</p>");
    expect(mine).toContain(myStore("Boston"));

    // a new browser (no cookies) has the default store until the shopper signs in
    const second = new TestBrowser(server.baseUrl);
    second.extraHeaders = { "x-forwarded-for": "10.26.0.2" };
    const login = String((await second.call("GET", "/office/supplies/login")).body);
    expect(login).toContain(myStore("Natick"));
    expect(login).not.toContain(myStore("Boston"));
    const signedIn = await second.call(
      "POST",
      "/office/supplies/login",
      new URLSearchParams({ csrf: csrfOf(second), email, password }).toString(),
      FORM,
    );
    expect(signedIn.status).toBe(303);
    const home = String((await second.call("GET", "/")).body);
    expect(home).toContain(myStore("Boston"));
    expect(home).not.toContain(myStore("Natick"));
  });
});

/** Even-odd rule over the rings of an SVG path of straight lines: is (x, y) inside the shape? */
function insidePath(d: string, x: number, y: number): boolean {
  let odd = false;
  for (const ring of d.split("M").filter(Boolean)) {
    const points = [...ring.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i]!;
      const [xj, yj] = points[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  }
  return odd;
}

describe("the store locator's map", () => {
  it("draws the stores found on the US states, each store's marker inside its own state", async () => {
    const html = String((await new TestBrowser(server.baseUrl).call("GET", "/stores?q=01760&radius=50")).body);
    const svg = /<svg class="store-map"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? "";
    const states = new Map([...svg.matchAll(/<path d="([^"]+)" data-state="([A-Z]{2})"/g)].map((m) => [m[2]!, m[1]!]));
    for (const code of ["MA", "RI", "NH", "CT"]) expect(states.has(code), code).toBe(true);
    expect(states.has("CA")).toBe(false);
    const markers = [...svg.matchAll(/data-store="(\d{4})" transform="translate\(([\d.]+) ([\d.]+)\)"/g)].map((m) => ({
      storeNumber: m[1]!,
      x: Number(m[2]),
      y: Number(m[3]),
    }));
    const found = await server.db.selectFrom("stores").select(["storeNumber", "state"]).execute();
    const stateOf = new Map(found.map((s) => [s.storeNumber, s.state]));
    expect(markers.length).toBeGreaterThan(3);
    expect(markers.map((m) => m.storeNumber)).toContain("0008");
    for (const m of markers) {
      const state = stateOf.get(m.storeNumber)!;
      expect(insidePath(states.get(state) ?? "", m.x, m.y), `${m.storeNumber} in ${state} at ${m.x},${m.y}`).toBe(true);
    }
    // the map is drawn on the server: none of the page's scripts holds map code or state outlines
    const scripts = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
    expect(scripts.length).toBeGreaterThan(2);
    for (const src of scripts) {
      const code = await (await fetch(`${server.baseUrl}${src}`)).text();
      expect(code, src).not.toMatch(/fitExtent|clipExtent|Massachusetts|"arcs"/);
    }
  });
});
