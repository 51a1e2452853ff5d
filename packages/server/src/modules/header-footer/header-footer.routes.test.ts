import type { HeaderFooterData, NavItem } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";
import { centreAvailableCents, setCentreAvailable } from "../../test/budgets";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };

interface Reply {
  status: number;
  headers: Headers;
  body: { data: HeaderFooterData; code?: string; message?: string };
}

async function hf(browser: TestBrowser, path: string): Promise<Reply> {
  return browser.call("GET", path);
}

async function signedIn(email: string, options: { host?: string } = {}): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl, options);
  await browser.signIn(email);
  return browser;
}

const headliners = (items: NavItem[]) => items.map((i) => i.headliner);
const byHeadliner = (items: NavItem[], headliner: string) => items.find((i) => i.headliner === headliner);

describe("GET /api/hf/:tenant/* for a guest", () => {
  it("answers the header and footer, never cached", async () => {
    const reply = await hf(new TestBrowser(server.baseUrl), "/api/hf/dotcom/?isSvr=true&pgIntlO=en-US");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    const data = reply.body.data;
    expect(data.tenant).toBe("dotcom");
    expect(data.siteVariables).toMatchObject({ isLoggedIn: false, siteId: "sdc", tenant: { fullName: "dotcom" } });
    expect(data.intl).toEqual({ locale: "en-US", country: "US", currency: "USD" });
    expect(data.header.welcome).toEqual({ isLoggedIn: false, firstName: null });
    expect(data.header.account).toBeNull();
    expect(data.header.counts).toEqual({ messages: 0, approvals: null, lists: 0 });
    expect(data.header.rewards).toBeNull();
    expect(data.header.storeNumber).toBe("0008");
  });

  it("answers without a page path too", async () => {
    const reply = await hf(new TestBrowser(server.baseUrl), "/api/hf/dotcom");
    expect(reply.status).toBe(200);
    expect(reply.body.data.header.welcome.isLoggedIn).toBe(false);
  });

  it("shows the guest items and hides gated ones", async () => {
    const { data } = (await hf(new TestBrowser(server.baseUrl), "/api/hf/dotcom/")).body;
    const header = headliners(data.header.items);
    expect(header).toEqual(
      expect.arrayContaining(["Store locator", "Track order", "Join Rewards", "Sign in", "Chat", "Email us"]),
    );
    for (const hidden of [
      "Rewards",
      "Approvals",
      "Manage budgets",
      "Reports",
      "Customer service tools",
      "My account",
      "Sign out",
    ]) {
      expect(header).not.toContain(hidden);
    }
    expect(byHeadliner(data.header.items, "Track order")?.destinationURL).toBe("/orders/track");
    // rich text, mailto, tel and N/A items come through as configured
    const marketing = data.header.items.filter((i) => i.slot === "marketingBar");
    expect(marketing.map((i) => i.headliner)).toContain("**Free shipping** on orders over $49.99. [Details](/help/shipping)");
    expect(byHeadliner(data.header.items, "Email us")?.destinationURL).toMatch(/^mailto:/);
    expect(byHeadliner(data.header.items, "Call us")?.destinationURL).toMatch(/^tel:/);
    // a page of ours, not a partner's site
    expect(byHeadliner(data.header.items, "Print & marketing")).toMatchObject({
      destinationURL: "/help/print-marketing",
      targetWindow: "same-page",
    });
    expect(data.header.items.find((i) => i.targetWindow === "N/A" && i.destinationURL === "N/A")).toBeDefined();
  });

  it("keeps bp: rules on the items for the client", async () => {
    const { data } = (await hf(new TestBrowser(server.baseUrl), "/api/hf/dotcom/")).body;
    const app = byHeadliner(data.header.items, "Get the app");
    expect(app?.rules).toContain("bp:xs");
    expect(byHeadliner(data.header.items, "Open 7am-9pm ET, 7 days a week")?.rules).toContain("no-bp:xs");
  });

  it("shows items of active web toggles only", async () => {
    const { data } = (await hf(new TestBrowser(server.baseUrl), "/api/hf/dotcom/")).body;
    expect(byHeadliner(data.header.items, "Chat")).toBeDefined();
    const footer = headliners(data.footer.items);
    expect(footer).toEqual(expect.arrayContaining(["Help centre", "Gift cards", "Give feedback", "Privacy notice"]));
    expect(data.footer.items.every((i) => i.slot === "footerColumn" || i.slot === "footerLegal")).toBe(true);
  });

  it("answers the default finder banner, or the one matching the page's search term", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const banners = async (path: string) =>
      (await hf(browser, path)).body.data.header.items.filter((i) => i.slot === "finderBanner").map((i) => i.id);
    expect(await banners("/api/hf/dotcom/")).toEqual(["dc-finder-default"]);
    expect(await banners("/api/hf/dotcom/search?query=Toner&isSvr=true")).toEqual(["dc-finder-ink"]);
    expect(await banners("/api/hf/dotcom/search?query=copy%20paper")).toEqual(["dc-finder-paper"]);
    expect(await banners("/api/hf/dotcom/search?query=stapler")).toEqual(["dc-finder-default"]);
  });

  it("applies page: rules from the path", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const ids = async (path: string) => (await hf(browser, path)).body.data.header.items.map((i) => i.id);
    expect(await ids("/api/hf/dotcom/cart")).toContain("dc-marketing-shipping");
    expect(await ids("/api/hf/dotcom/checkout")).not.toContain("dc-marketing-shipping");
  });

  it("serves the business tenant's items on its own host", async () => {
    const reply = await hf(new TestBrowser(server.baseUrl, ADVANTAGE), "/api/hf/advantage/cc/mmx/cart");
    expect(reply.status).toBe(200);
    expect(reply.body.data.tenant).toBe("advantage");
    expect(reply.body.data.siteVariables.siteId).toBe("sba");
    expect(headliners(reply.body.data.footer.items)).toContain("Open a business account");
    expect(headliners(reply.body.data.header.items)).not.toContain("Quick order");
  });

  it("refuses a tenant that is not the host's, and an unknown tenant", async () => {
    const dotcom = new TestBrowser(server.baseUrl);
    for (const path of ["/api/hf/advantage/", "/api/hf/advantage", "/api/hf/acme/", "/api/hf/DOTCOM/"]) {
      const reply = await hf(dotcom, path);
      expect(reply.status, path).toBe(400);
      expect(reply.body).toMatchObject({ code: "INVALID_REQUEST_CONTEXT", message: "tenant required!" });
    }
    const advantage = await hf(new TestBrowser(server.baseUrl, ADVANTAGE), "/api/hf/dotcom/");
    expect(advantage.status).toBe(400);
    expect(advantage.body.code).toBe("INVALID_REQUEST_CONTEXT");
  });

  it("answers 401 when the session cookie is no longer valid", async () => {
    const browser = new TestBrowser(server.baseUrl);
    browser.cookies.set("quire_session", "no-such-session-0123456789abcdef");
    const reply = await hf(browser, "/api/hf/dotcom/");
    expect(reply.status).toBe(401);
  });
});

describe("GET /api/hf/:tenant/* for signed-in users", () => {
  it("greets a registered customer by first name, with their counts and group destinations", async () => {
    const browser = await signedIn("registered@quire.test");
    const reply = await hf(browser, "/api/hf/dotcom/");
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data.header.welcome).toEqual({ isLoggedIn: true, firstName: "Riley" });
    expect(data.siteVariables.isLoggedIn).toBe(true);
    expect(data.header.account).toBeNull();
    expect(data.header.counts).toEqual({ messages: 3, approvals: null, lists: 2 });
    expect(data.header.rewards).toBeNull();
    const header = headliners(data.header.items);
    expect(header).toEqual(expect.arrayContaining(["My account", "Sign out", "Join Rewards"]));
    expect(header).not.toContain("Sign in");
    expect(header).not.toContain("Rewards");
    // per-group override: signed-in shoppers track orders from their order history
    expect(byHeadliner(data.header.items, "Track order")?.destinationURL).toBe("/account/orders");
  });

  it("shows a rewards member the rewards item and their points", async () => {
    const browser = await signedIn("rewards.elite@quire.test");
    const data = (await hf(browser, "/api/hf/dotcom/")).body.data;
    expect(data.header.welcome.firstName).toBe("Casey");
    expect(data.header.rewards).toMatchObject({ tier: "ELITE" });
    expect(data.header.rewards?.points).toBeGreaterThan(0);
    expect(data.header.counts).toEqual({ messages: 1, approvals: null, lists: 3 });
    const header = headliners(data.header.items);
    expect(header).toContain("Rewards");
    expect(header).toContain("Rewards dashboard");
    expect(header).not.toContain("Join Rewards");
    expect(data.header.items.map((i) => i.id)).toContain("dc-marketing-rewards");
  });

  it("shows a membership item to a Select member", async () => {
    const browser = await signedIn("select.member@quire.test");
    const data = (await hf(browser, "/api/hf/dotcom/")).body.data;
    expect(headliners(data.header.items)).toContain("My membership");
  });

  it("shows a customer service rep the CSR tools", async () => {
    const browser = await signedIn("csr@quire.test");
    const data = (await hf(browser, "/api/hf/dotcom/")).body.data;
    expect(headliners(data.header.items)).toContain("Customer service tools");
    expect(byHeadliner(data.header.items, "Track order")?.destinationURL).toBe("/csr/orders");
  });

  it("shows a business buyer their account block, no approvals count and the business items", async () => {
    const browser = await signedIn("buyer@northwind.test", ADVANTAGE);
    const data = (await hf(browser, "/api/hf/advantage/")).body.data;
    expect(data.header.welcome).toEqual({ isLoggedIn: true, firstName: "Pat" });
    expect(data.header.account).toEqual({
      accountNumber: "1049527",
      accountName: "Northwind Legal LLP",
      budgetCenter: { name: "Litigation", availableBalanceCents: await centreAvailableCents(server.db, 1) },
      shipTo: { shipToId: expect.any(String), name: expect.stringContaining("Northwind") },
      salesRep: { name: "Dana Whitfield", email: "dana.whitfield@quire.test", phone: "(508) 555-0147" },
    });
    // own lists (2 personal, 1 shared) plus the 2 lists other Northwind users shared and the account's global list
    expect(data.header.counts).toEqual({ messages: 2, approvals: null, lists: 6 });
    const header = headliners(data.header.items);
    expect(header).toEqual(expect.arrayContaining(["Quick order", "Pick up in store"]));
    for (const hidden of ["Approvals", "Budget overview", "Reports", "Manage budgets", "Join Rewards", "Rewards"]) {
      expect(header).not.toContain(hidden);
    }
    const track = byHeadliner(data.header.items, "Track order");
    expect(track?.destinationURL).toBe("/cc/mmx/orders");
    expect(track?.icon).toBe("clipboard");
  });

  it("shows an approver the pending approvals of their account", async () => {
    const browser = await signedIn("approver@northwind.test", ADVANTAGE);
    const data = (await hf(browser, "/api/hf/advantage/")).body.data;
    expect(data.header.counts.approvals).toBe(10);
    const header = headliners(data.header.items);
    expect(header).toEqual(expect.arrayContaining(["Approvals", "Reports", "Budget overview", "Quick order"]));
    expect(header).not.toContain("Manage budgets");
  });

  it("shows the account administrator the budget tools", async () => {
    const browser = await signedIn("admin@northwind.test", ADVANTAGE);
    const data = (await hf(browser, "/api/hf/advantage/")).body.data;
    expect(data.header.account?.budgetCenter).toEqual({
      name: "Office Services",
      availableBalanceCents: await centreAvailableCents(server.db, 2),
    });
    expect(headliners(data.header.items)).toEqual(
      expect.arrayContaining(["Manage budgets", "Manage users", "Add shipping location"]),
    );
  });

  it("reads the budget centre balance as it stands now", async () => {
    const browser = await signedIn("buyer@bluebirddental.test", ADVANTAGE);
    await setCentreAvailable(server.db, 3, 123_456);
    const data = (await hf(browser, "/api/hf/advantage/")).body.data;
    expect(data.header.account?.budgetCenter).toEqual({ name: "Clinic Supplies", availableBalanceCents: 123_456 });
    expect(data.header.counts.approvals).toBeNull();
  });
});

describe("OpenAPI", () => {
  it("describes the header-footer and account calls", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/api/openapi.json");
    expect(reply.status).toBe(200);
    const paths = Object.keys(reply.body.paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/hf/{tenant}",
        "/api/hf/{tenant}/{*}",
        "/api/sparxProxy/getApprovalOrdersData",
        "/ele-lpd/api/approvalsProxy/order",
        "/ele-lpd/api/sparxProxy/getListCount",
        "/api/account/info",
        "/api/account/{accountNumber}/budget-centres",
      ]),
    );
  });
});

describe("mobile app and Spanish rules", () => {
  it("hides no-mobile-app items in the native app; offers Spanish on the English site and English on the Spanish one", async () => {
    const ids = async (path: string, headers: Record<string, string> = {}) => {
      const reply = await new TestBrowser(server.baseUrl).call("GET", path, undefined, headers);
      expect(reply.status).toBe(200);
      return (reply.body.data.header.items as { headliner: string }[]).map((i) => i.headliner);
    };
    expect(await ids("/api/hf/dotcom/")).toContain("Get the app");
    expect(await ids("/api/hf/dotcom/", { "user-agent": "Mozilla/5.0 QuireApp/3.2 (iPhone)" })).not.toContain("Get the app");
    // decision 041: /es is the Spanish site; ?lang=es or the quire_lang cookie is Spanish mode
    expect(await ids("/api/hf/dotcom/")).toContain("En español");
    expect(await ids("/api/hf/dotcom/")).not.toContain("English");
    for (const spanish of [ids("/api/hf/dotcom/?lang=es"), ids("/api/hf/dotcom/", { cookie: "quire_lang=es" })]) {
      const shown = await spanish;
      expect(shown).not.toContain("En español");
      expect(shown).toContain("English");
    }
    expect(await ids("/api/hf/dotcom/?lang=en", { cookie: "quire_lang=es" })).toContain("En español");
    // the app has neither
    expect(await ids("/api/hf/dotcom/", { "user-agent": "QuireApp/3.2" })).not.toContain("En español");
  });

  it("answers Spanish mode's site variables (langCd es) and intl locale", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/api/hf/dotcom/", undefined, { cookie: "quire_lang=es" });
    expect(reply.body.data.siteVariables).toMatchObject({ langCd: "es", locale: "es-us", hyphenatedLocale: "es-US" });
    expect(reply.body.data.intl.locale).toBe("es-US");
    const english = await new TestBrowser(server.baseUrl).call("GET", "/api/hf/dotcom/", undefined, {
      cookie: "quire_lang=klingon",
    });
    expect(english.body.data.siteVariables.langCd).toBe("en");
  });
});

describe("business site for guests", () => {
  it("offers no consumer rewards sign-up on the business site", async () => {
    const reply = await new TestBrowser(server.baseUrl, { host: "advantage.localhost" }).call("GET", "/api/hf/advantage/");
    expect(reply.status).toBe(200);
    const headliners = (reply.body.data.header.items as NavItem[]).map((i) => i.headliner);
    expect(headliners).not.toContain("Join Rewards");
  });
});
