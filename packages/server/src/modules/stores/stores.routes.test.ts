import { DEFAULT_STORE_RADIUS_MILES, distanceMiles, parseYourStoreCookie, YOUR_STORE_MAX_AGE_MS } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The store calls over real HTTP against a real database (SQLite, or PostgreSQL when DATABASE_URL
// is set): storeLocator and localbusiness under both prefixes, the preferred store, the cookie.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 30 });
});
afterAll(async () => {
  await server?.close();
});

const PREFIXES = ["/api", "/ele-lpd/api"];
const NATICK = { latitude: 42.2875, longitude: -71.3574 };

async function locate(body: unknown, prefix = "/api") {
  return new TestBrowser(server.baseUrl).call("POST", `${prefix}/sparxProxy/storeLocator`, body);
}

let registered = 0;
async function newCustomer(): Promise<{ browser: TestBrowser; email: string }> {
  registered += 1;
  const browser = new TestBrowser(server.baseUrl);
  browser.extraHeaders = { "x-forwarded-for": `10.88.0.${registered}` };
  const email = `stores-${registered}-${Date.now().toString(36)}@example.com`;
  const reply = await browser.call("POST", "/api/auth/register", {
    email,
    password: "Quire-test-1",
    firstName: "Sam",
    lastName: "Store",
  });
  expect(reply.status).toBe(201);
  return { browser, email };
}

function yourStoreCookieLine(headers: Headers): string | undefined {
  return headers.getSetCookie().find((l) => l.startsWith("YourStore="));
}

describe.each(PREFIXES)("POST %s/sparxProxy/storeLocator", (prefix) => {
  it("finds the stores within 20 miles of a ZIP, nearest first, with the spec's Store fields", async () => {
    const reply = await locate({ address: "01760" }, prefix);
    expect(reply.status).toBe(200);
    const results = reply.body.data.results;
    expect(results.status).toBe("SUCCESS");
    expect(results.radius).toBe(DEFAULT_STORE_RADIUS_MILES);
    expect(results.place).toMatchObject({ city: "Natick", state: "MA", zipCode: "01760" });
    const [first] = results.stores;
    expect(first).toMatchObject({
      storeNumber: "0008",
      address: { addressLine1: "1400 Worcester St", city: "Natick", state: "MA", zipcode: "01760" },
      addressLine: "1400 Worcester St, Natick, MA 01760",
      isAvailable: true,
      radius: 0,
      distance: 0,
      timeZone: "America/New_York",
    });
    expect(first.workingHours).toMatch(/^(\d{1,2}:\d{2} (am|pm) - \d{1,2}:\d{2} (am|pm)|Closed)$/);
    expect(["OPEN", "CLOSED"]).toContain(first.storeStatus);
    expect(first.statusText).toMatch(/^(Open until \d{1,2}:\d{2} (am|pm)|Closed( · Opens .+)?)$/);
    expect(typeof first.StoreOpenTime).toBe("string");
    expect(typeof first.storeStatusTime).toBe("string");
    expect(first.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    const distances = results.stores.map((s: { distance: number }) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d: number) => d <= 20)).toBe(true);
    expect(results.stores.length).toBeGreaterThan(1);
  });
});

describe("storeLocator searches", () => {
  it("finds stores near a city, and a 'city, state' (dots stripped)", async () => {
    const city = await locate({ address: "Natick" });
    expect(city.status).toBe(200);
    expect(city.body.data.results.stores[0].storeNumber).toBe("0008");
    const withState = await locate({ address: "Boston, MA" });
    expect(withState.status).toBe(200);
    expect(withState.body.data.results.place).toMatchObject({ city: "Boston", state: "MA" });
    expect(withState.body.data.results.stores.map((s: { storeNumber: string }) => s.storeNumber)).toContain("0017");
    const saint = await locate({ address: "St. Louis, MO" });
    expect(saint.status).toBe(200);
    expect(saint.body.data.results.place.state).toBe("MO");
  });

  it("finds one store by number, padded or not", async () => {
    for (const storeNumber of ["0008", "8", 8]) {
      const reply = await locate({ storeNumber });
      expect(reply.status).toBe(200);
      expect(reply.body.data.results.stores).toHaveLength(1);
      expect(reply.body.data.results.stores[0]).toMatchObject({ storeNumber: "0008", name: expect.stringContaining("Natick") });
    }
  });

  it("widens with the radius, used only when a finite integer", async () => {
    const near = (await locate({ address: "01760", radius: 20 })).body.data.results;
    const wide = (await locate({ address: "01760", radius: "100" })).body.data.results;
    expect(wide.radius).toBe(100);
    expect(wide.stores.length).toBeGreaterThan(near.stores.length);
    expect(wide.stores.every((s: { distance: number }) => s.distance <= 100)).toBe(true);
    for (const radius of [2.5, "abc", "Infinity", null, -5]) {
      const reply = await locate({ address: "01760", radius });
      expect(reply.status).toBe(200);
      expect(reply.body.data.results.radius).toBe(20);
    }
    // the distances are the real great-circle miles
    const far = wide.stores[wide.stores.length - 1];
    expect(Math.abs(distanceMiles(NATICK, far) - far.distance)).toBeLessThan(0.2);
  });

  it("refuses input that is not word characters separated by commas or spaces", async () => {
    for (const address of ["<script>", "Natick; MA", "01760-1234", "", "   "]) {
      const reply = await locate({ address });
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe("INVALID_STORE_SEARCH");
    }
    const nothing = await locate({});
    expect(nothing.status).toBe(400);
    expect(nothing.body.code).toBe("INVALID_STORE_SEARCH");
    const garbage = await locate("not json at all{");
    expect(garbage.status).toBe(400);
  });

  it("answers 'Invalid zipcode' for an unknown ZIP", async () => {
    const reply = await locate({ address: "00000" });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "INVALID_ZIPCODE", message: "Invalid zipcode" });
  });

  it("answers 'No store found' for no store in the radius, an unknown place or an unknown store", async () => {
    for (const body of [{ address: "99950", radius: 5 }, { address: "Zzyzx" }, { storeNumber: "999999" }]) {
      const reply = await locate(body);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: "NO_STORE_FOUND", message: "No store found" });
    }
    const malformed = await locate({ storeNumber: "12ab" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe("INVALID_STORE_NUMBER");
  });
});

describe.each(PREFIXES)("POST %s/sparxProxy/localbusiness", (prefix) => {
  it("answers the nearest stores to a point", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("POST", `${prefix}/sparxProxy/localbusiness`, {
      latitude: 42.29,
      longitude: "-71.35",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.stores[0].storeNumber).toBe("0008");
    expect(reply.body.data.stores.length).toBeLessThanOrEqual(5);
  });

  it("answers 'No Local Business' with no store near, and refuses bad coordinates", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const ocean = await browser.call("POST", `${prefix}/sparxProxy/localbusiness`, { latitude: 30, longitude: -40 });
    expect(ocean.status).toBe(400);
    expect(ocean.body).toMatchObject({ code: "NO_LOCAL_BUSINESS", message: "No Local Business" });
    for (const body of [{}, { latitude: 91, longitude: 0 }, { latitude: "x", longitude: 1 }]) {
      const reply = await browser.call("POST", `${prefix}/sparxProxy/localbusiness`, body);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe("INVALID_COORDINATES");
    }
  });
});

describe("POST /gus/api/usr/c/address?type=preferred_store", () => {
  const path = "/gus/api/usr/c/address?type=preferred_store";

  it("is for signed-in shoppers only", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const reply = await guest.call("POST", path, { storeNumber: "0012" });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe("UNAUTHORIZED");
    expect(yourStoreCookieLine(reply.headers)).toBeUndefined();
  });

  it("keeps the store for that shopper only, sets the cookie, and brings it back at the next sign-in", async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const saveB = await b.browser.call("POST", path, { storeNumber: "0017" });
    expect(saveB.status).toBe(200);

    const reply = await a.browser.call("POST", path, {
      address1: "19 Flutie Pass",
      city: "Framingham",
      state: "MA",
      zipCode: "01702",
      storeNumber: "12",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      status: "SUCCESS",
      yourStore: { storeNumber: "0012", zipCode: "01702", state: "MA", city: "Framingham" },
    });
    const line = yourStoreCookieLine(reply.headers)!;
    expect(line).toBeDefined();
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).toMatch(new RegExp(`Max-Age=${YOUR_STORE_MAX_AGE_MS / 1000}`));
    const expires = Date.parse(/Expires=([^;]+)/.exec(line)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 1000);
    expect(parseYourStoreCookie(decodeURIComponent(a.browser.cookies.get("YourStore")!))).toEqual(reply.body.data.yourStore);

    // the other shopper's preferred store is untouched
    const rows = await server.db.selectFrom("preferredStores").select(["storeNumber", "zipCode"]).execute();
    expect(rows.filter((r) => r.storeNumber === "0017").length).toBeGreaterThanOrEqual(1);

    // sign out, forget the cookie, sign in again: the preferred store is the cookie again
    await a.browser.signOut();
    a.browser.cookies.delete("YourStore");
    await a.browser.signIn(a.email, "Quire-test-1");
    expect(parseYourStoreCookie(a.browser.cookies.get("YourStore"))?.storeNumber).toBe("0012");
    await b.browser.signOut();
    b.browser.cookies.delete("YourStore");
    await b.browser.signIn(b.email, "Quire-test-1");
    expect(parseYourStoreCookie(b.browser.cookies.get("YourStore"))?.storeNumber).toBe("0017");
  });

  it("refuses an unknown or malformed store and another address type, changing nothing", async () => {
    const { browser } = await newCustomer();
    const before = await server.db.selectFrom("preferredStores").select(["userId", "storeNumber"]).execute();
    const unknown = await browser.call("POST", path, { storeNumber: "999999" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("STORE_NOT_FOUND");
    const malformed = await browser.call("POST", path, { storeNumber: "abc" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe("INVALID_STORE_NUMBER");
    const otherType = await browser.call("POST", "/gus/api/usr/c/address?type=shipping", { storeNumber: "0008" });
    expect(otherType.status).toBe(400);
    expect(otherType.body.code).toBe("INVALID_ADDRESS_TYPE");
    expect(yourStoreCookieLine(unknown.headers)).toBeUndefined();
    const after = await server.db.selectFrom("preferredStores").select(["userId", "storeNumber"]).execute();
    expect(after).toEqual(before);
  });

  it("a sign-in without a preferred store leaves the browser's cookie as it is", async () => {
    const browser = new TestBrowser(server.baseUrl);
    browser.cookies.set(
      "YourStore",
      encodeURIComponent(JSON.stringify({ storeNumber: "0017", zipCode: "02108", state: "MA", city: "Boston" })),
    );
    const reply = await browser.signIn("registered@quire.test");
    expect(yourStoreCookieLine(reply.headers)).toBeUndefined();
    expect(parseYourStoreCookie(browser.cookies.get("YourStore"))?.storeNumber).toBe("0017");
  });
});
