import { tenantProfile } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The spec's content calls (decision 071): fetchHtmlContent and getEcommContentData.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
const dotcomVariables = tenantProfile("dotcom").siteVariables;

async function bannerRows() {
  return server.db.selectFrom("contentBanners").selectAll().orderBy("tenant").orderBy("name").execute();
}

describe("POST /api/commonProxy/fetchHtmlContent", () => {
  it("answers the named banners as safe HTML in the order asked, the names it lacks, and the site variables", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("POST", "/api/commonProxy/fetchHtmlContent", {
      banners: ["cart-shipping", "no-such-banner", "home-hero"],
      siteVariables: dotcomVariables,
    });
    expect(reply.status).toBe(200);
    const { banners, missing, siteVariables } = reply.body.data;
    expect(banners.map((b: { name: string }) => b.name)).toEqual(["cart-shipping", "home-hero"]);
    expect(banners[0]).toMatchObject({ title: "Free shipping", link: "/help/shipping" });
    expect(banners[0].html).toContain("<strong>Free shipping</strong>");
    expect(banners[0].html).toContain('<a href="/help/shipping">Details</a>');
    expect(missing).toEqual(["no-such-banner"]);
    expect(siteVariables).toMatchObject({ siteId: "sdc", storeId: "10001", isLoggedIn: false, tenant: { fullName: "dotcom" } });
  });

  it("says the viewer is signed in, and answers the same under /ele-lpd/api", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    await shopper.signIn("registered@quire.test");
    const reply = await shopper.call("POST", "/ele-lpd/api/commonProxy/fetchHtmlContent", {
      banners: ["home-rewards"],
      siteVariables: dotcomVariables,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.siteVariables.isLoggedIn).toBe(true);
    expect(reply.body.data.banners[0].html).toContain('<a href="/rewards/join">Join Rewards</a>');
  });

  it("answers each site's own banner of a name", async () => {
    const body = { banners: ["home-hero", "lp-back-to-school"], siteVariables: tenantProfile("advantage").siteVariables };
    const reply = await new TestBrowser(server.baseUrl, ADVANTAGE).call("POST", "/api/commonProxy/fetchHtmlContent", body);
    expect(reply.status).toBe(200);
    expect(reply.body.data.banners).toHaveLength(1);
    expect(reply.body.data.banners[0]).toMatchObject({ name: "home-hero", link: "/lp/office-restock" });
    // the consumer site's landing-page banner is not the business site's
    expect(reply.body.data.missing).toEqual(["lp-back-to-school"]);
    expect(reply.body.data.siteVariables.siteId).toBe("sba");
  });

  it("refuses incomplete or another site's variables and bad names with {code, message}, changing nothing", async () => {
    const before = await bannerRows();
    const browser = new TestBrowser(server.baseUrl);
    const call = (body: unknown) => browser.call("POST", "/api/commonProxy/fetchHtmlContent", body);

    const noLocale = await call({ banners: ["home-hero"], siteVariables: { ...dotcomVariables, locale: " " } });
    expect(noLocale.status).toBe(400);
    expect(noLocale.body).toMatchObject({ code: "INVALID_REQUEST_CONTEXT", message: "locale required!" });

    const nothing = await call({ banners: ["home-hero"], siteVariables: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe("tenant required!");

    const otherSite = await call({ banners: ["home-hero"], siteVariables: tenantProfile("advantage").siteVariables });
    expect(otherSite.status).toBe(400);
    expect(otherSite.body).toMatchObject({ code: "INVALID_REQUEST_CONTEXT", message: "tenant required!" });

    const noBanners = await call({ banners: [], siteVariables: dotcomVariables });
    expect(noBanners.status).toBe(400);
    expect(noBanners.body.code).toBe("INVALID_REQUEST");
    expect(noBanners.body.message).toMatch(/^banners/);

    const badName = await call({ banners: ["<script>"], siteVariables: dotcomVariables });
    expect(badName.status).toBe(400);
    expect(badName.body.message).toContain("a banner name is 1-64 lower-case letters, digits and dashes");

    const tooMany = await call({ banners: Array.from({ length: 21 }, (_, i) => `b${i}`), siteVariables: dotcomVariables });
    expect(tooMany.status).toBe(400);
    expect(await bannerRows()).toEqual(before);
  });
});

describe("POST /api/sparxProxy/getEcommContentData", () => {
  it("answers a page's content slots in their order, each site its own", async () => {
    const dotcom = await new TestBrowser(server.baseUrl).call("POST", "/api/sparxProxy/getEcommContentData", {
      pageType: "home",
    });
    expect(dotcom.status).toBe(200);
    expect(dotcom.body.data.pageType).toBe("home");
    expect(dotcom.body.data.contents.map((c: { name: string }) => c.name)).toEqual(["home-hero", "home-rewards"]);
    expect(dotcom.body.data.contents[0].html).toContain('href="/lp/back-to-school"');

    const advantage = await new TestBrowser(server.baseUrl, ADVANTAGE).call(
      "POST",
      "/ele-lpd/api/sparxProxy/getEcommContentData",
      {
        pageType: "cart",
      },
    );
    expect(advantage.status).toBe(200);
    expect(advantage.body.data.contents.map((c: { name: string }) => c.name)).toEqual(["cart-approvals"]);

    const one = await new TestBrowser(server.baseUrl).call("POST", "/api/sparxProxy/getEcommContentData", {
      pageType: "home",
      limit: 1,
    });
    expect(one.body.data.contents).toHaveLength(1);
  });

  it("keeps raw HTML in a banner's Markdown as text", async () => {
    await server.db
      .insertInto("contentBanners")
      .values({
        tenant: "dotcom",
        name: "search-unsafe",
        page: "search",
        position: 9,
        title: "Unsafe",
        body: '<img src=x onerror="alert(1)"> [bad](javascript:alert(1))',
        link: null,
        active: 1,
        updatedAt: new Date().toISOString(),
      })
      .execute();
    const reply = await new TestBrowser(server.baseUrl).call("POST", "/api/sparxProxy/getEcommContentData", {
      pageType: "search",
    });
    const unsafe = reply.body.data.contents.find((c: { name: string }) => c.name === "search-unsafe");
    expect(unsafe.html).not.toContain("<img");
    expect(unsafe.html).not.toContain('href="javascript:');
    expect(unsafe.html).toContain("&lt;img");
  });

  it("refuses an unknown page type or limit with {code, message}", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const unknown = await browser.call("POST", "/api/sparxProxy/getEcommContentData", { pageType: "checkout" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: "INVALID_REQUEST" });
    expect(unknown.body.message).toMatch(/^pageType/);
    const none = await browser.call("POST", "/api/sparxProxy/getEcommContentData", {});
    expect(none.status).toBe(400);
    const limit = await browser.call("POST", "/api/sparxProxy/getEcommContentData", { pageType: "home", limit: 0 });
    expect(limit.status).toBe(400);
    expect(limit.body.message).toMatch(/^limit/);
  });
});
