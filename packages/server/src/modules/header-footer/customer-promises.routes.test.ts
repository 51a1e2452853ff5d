import { estimatedDeliveryDate, type HeaderFooterData, type NavItem } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// What the header and footer promise agrees with itself and with the product pages (decision 040):
// one customer-service number per tenant, and the delivery promise the product pages' date keeps.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 60 });
});
afterAll(async () => {
  await server?.close();
});

async function headerFooter(host?: string): Promise<HeaderFooterData> {
  const browser = new TestBrowser(server.baseUrl, host ? { host } : {});
  const reply = await browser.call("GET", `/api/hf/${host ? "advantage" : "dotcom"}/`);
  expect(reply.status).toBe(200);
  return (reply.body as { data: HeaderFooterData }).data;
}

const phoneLinks = (items: NavItem[]) => items.filter((i) => i.destinationURL.startsWith("tel:"));

describe("customer-service numbers", () => {
  it.each([
    ["dotcom", undefined],
    ["advantage", "advantage.localhost"],
  ])("%s: the header and the footer give the same one number", async (_tenant, host) => {
    const data = await headerFooter(host);
    const header = phoneLinks(data.header.items);
    const footer = phoneLinks(data.footer.items);
    expect(header.length).toBeGreaterThan(0);
    expect(footer.length).toBeGreaterThan(0);
    const numbers = new Set([...header, ...footer].map((i) => i.destinationURL));
    expect(numbers.size).toBe(1);
    // the words shown are that number too
    const digits = [...numbers][0]?.replace(/\D/g, "").slice(-10);
    for (const i of [...header, ...footer]) {
      expect(`${i.headliner} ${i.subHeadliner ?? ""}`.replace(/\D/g, "")).toContain(digits);
    }
  });

  it("the two tenants have numbers of their own", async () => {
    const dotcom = phoneLinks((await headerFooter()).footer.items)[0]?.destinationURL;
    const advantage = phoneLinks((await headerFooter("advantage.localhost")).footer.items)[0]?.destinationURL;
    expect(dotcom).not.toBe(advantage);
  });
});

describe("the delivery promise", () => {
  it("names the business days the product pages' delivery date counts", async () => {
    const promise = (await headerFooter()).header.items.find((i) => i.id.endsWith("tophat-delivery"));
    expect(promise?.headliner).toMatch(/2 business days/);
    expect(promise?.headliner).not.toMatch(/next-business-day/i);
    // Monday 16 November 2026 -> Wednesday 18: two business days
    expect(estimatedDeliveryDate(new Date("2026-11-16T08:00:00Z")).toISOString().slice(0, 10)).toBe("2026-11-18");
  });
});
