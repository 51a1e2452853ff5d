import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The spec's GET /sbaSearch/common/api/engine/browse (decision 071): print services.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
});
afterAll(async () => {
  await server?.close();
});

const PATH = "/sbaSearch/common/api/engine/browse";
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe("GET /sbaSearch/common/api/engine/browse", () => {
  it("answers the site's xmpie, static and navink services in the store's order", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", `${PATH}?printServices=true`);
    expect(reply.status).toBe(200);
    const { xmpie, static: fixed, navink } = reply.body.printServices;
    expect(names(xmpie)).toEqual(["Business cards", "Invitations and cards"]);
    expect(names(fixed)).toEqual(["Copies and documents", "Flyers", "Posters"]);
    expect(names(navink)).toEqual(["Print and marketing", "Order at a store near you"]);
    expect(xmpie[0]).toEqual({
      id: "dotcom-business-cards",
      name: "Business cards",
      url: "/stores",
      description: "Your name and details on our card templates.",
      priceFromCents: 1999,
    });
    expect(navink[0].priceFromCents).toBeNull();
  });

  it("answers only the kinds asked, and only id, name and url when minimal", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const one = await browser.call("GET", `${PATH}?printServices=true&serviceName=static&minimal=true`);
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.printServices)).toEqual(["static"]);
    expect(one.body.printServices.static[0]).toEqual({ id: "dotcom-copies", name: "Copies and documents", url: "/stores" });
    const two = await browser.call("GET", `${PATH}?printServices=true&serviceName=navink,xmpie`);
    expect(Object.keys(two.body.printServices).sort()).toEqual(["navink", "xmpie"]);
  });

  it("answers each site its own services", async () => {
    const reply = await new TestBrowser(server.baseUrl, { host: "advantage.localhost" }).call(
      "GET",
      `${PATH}?printServices=true&serviceName=xmpie`,
    );
    expect(reply.status).toBe(200);
    expect(names(reply.body.printServices.xmpie)).toEqual(["Business cards with your company logo", "Letterhead"]);
    expect(reply.body.printServices.xmpie.every((i: { id: string }) => i.id.startsWith("advantage-"))).toBe(true);
  });

  it("leaves out a service taken off the menu", async () => {
    await server.db.updateTable("printServices").set({ active: 0 }).where("id", "=", "dotcom-posters").execute();
    const reply = await new TestBrowser(server.baseUrl).call("GET", `${PATH}?printServices=true&serviceName=static`);
    expect(names(reply.body.printServices.static)).toEqual(["Copies and documents", "Flyers"]);
  });

  it("refuses a browse that is not for print services or names an unknown kind, with {code, message}", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const cases: [string, RegExp][] = [
      [PATH, /^printServices/],
      [`${PATH}?printServices=false`, /printServices must be true/],
      [`${PATH}?printServices=true&serviceName=offset`, /serviceName is xmpie, static, navink/],
      [`${PATH}?printServices=true&serviceName=xmpie,`, /serviceName is/],
      [`${PATH}?printServices=true&minimal=yes`, /^minimal/],
    ];
    for (const [path, message] of cases) {
      const reply = await browser.call("GET", path);
      expect(reply.status, path).toBe(400);
      expect(reply.body.code).toBe("INVALID_REQUEST");
      expect(reply.body.message).toMatch(message);
    }
  });
});
