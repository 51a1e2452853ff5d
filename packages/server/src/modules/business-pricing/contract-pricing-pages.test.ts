import { formatCents } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The pages' side of contract prices (decision 042), as served HTML with no script: the contract
// price and its mark on a tile and a product page, the On contract filter, and the contract-pricing
// page for a buyer, a guest and the consumer site.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 300, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
const text = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

async function signedIn(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl, ADVANTAGE);
  await browser.signIn(email);
  return browser;
}

async function contractItem() {
  return server.db
    .selectFrom("contractPrices as cp")
    .innerJoin("products as p", "p.id", "cp.productId")
    .select(["p.itemId", "p.itemUrl", "p.name", "p.basePriceCents", "p.finalPriceCents", "cp.contractPriceCents"])
    .where("cp.accountId", "=", 1)
    .where("cp.priceMethod", "=", "CONTRACT")
    .where("p.status", "=", "PUBLISHED")
    .whereRef("cp.contractPriceCents", "<", "p.finalPriceCents")
    .orderBy("p.id")
    .executeTakeFirstOrThrow();
}

describe("contract prices on pages", () => {
  it("shows the buyer the contract price with its mark on the product page; a guest sees the list price", async () => {
    const item = await contractItem();
    const buyer = await signedIn("buyer@northwind.test");
    const page = text(String((await buyer.call("GET", `/${item.itemUrl}`)).body));
    expect(page).toContain(formatCents(Number(item.contractPriceCents)));
    expect(page).toContain("Contract price");
    const guest = text(String((await new TestBrowser(server.baseUrl, ADVANTAGE).call("GET", `/${item.itemUrl}`)).body));
    expect(guest).toContain(formatCents(Number(item.finalPriceCents)));
    expect(guest).not.toContain("Contract price");
  });

  it("offers the On contract filter to a G_CSE buyer only, checked when applied", async () => {
    const buyer = await signedIn("buyer@northwind.test");
    const on = String((await buyer.call("GET", "/c/paper?onContract=1")).body);
    expect(on).toMatch(/<input[^>]*name="onContract"[^>]*checked/);
    expect(text(on)).toContain("Filtered by On contract");
    const withoutCse = await signedIn("buyer@bluebirddental.test");
    expect(String((await withoutCse.call("GET", "/c/paper")).body)).not.toContain('name="onContract"');
  });
});

describe("an off-contract add posted from a page", () => {
  it("shows a contract-only buyer the refusal and adds nothing", async () => {
    const off = await server.db
      .selectFrom("products as p")
      .innerJoin("inventory as i", "i.productId", "p.id")
      .select(["p.itemId", "p.itemUrl"])
      .where("p.status", "=", "PUBLISHED")
      .where("p.isFreeSample", "=", 0)
      .where("p.isWarrantyPlan", "=", 0)
      .where("p.giftCardDeliveryId", "is", null)
      .where("i.onlineQty", ">", 5)
      .where("p.id", "not in", server.db.selectFrom("contractPrices").select("productId").where("accountId", "=", 2))
      .orderBy("p.id")
      .executeTakeFirstOrThrow();
    const buyer = await signedIn("contract.buyer@bluebirddental.test");
    await buyer.call("GET", `/${off.itemUrl}`);
    const csrf = decodeURIComponent(buyer.cookies.get("quire_csrf") ?? "");
    const refused = await buyer.call(
      "POST",
      `/${off.itemUrl}`,
      new URLSearchParams({ csrf, intent: "add", itemId: off.itemId, qty: "1" }).toString(),
      { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" },
    );
    expect(refused.status).toBe(400);
    expect(text(String(refused.body))).toContain(
      "This item is not on your account's contract. Contact your administrator to order it.",
    );
    expect((await buyer.call("GET", "/cc/api/checkout")).body.data.cartInfo.items).toEqual([]);
  });
});

describe("/cc/mmx/contract-pricing", () => {
  it("lists the buyer's contract items with list and contract prices, searchable without JavaScript", async () => {
    const item = await contractItem();
    const buyer = await signedIn("approver@northwind.test");
    const page = await buyer.call("GET", "/cc/mmx/contract-pricing");
    expect(page.status).toBe(200);
    expect(text(String(page.body))).toMatch(/\d+ items on your contract/);
    const found = text(String((await buyer.call("GET", `/cc/mmx/contract-pricing?search=${item.itemId}`)).body));
    expect(found).toContain(item.name);
    expect(found).toContain(formatCents(Number(item.contractPriceCents)));
    expect(found).toContain(`Contract items matching ${item.itemId}: 1`);
  });

  it("asks a guest to sign in and is not a page of the consumer site", async () => {
    const guest = await new TestBrowser(server.baseUrl, ADVANTAGE).call("GET", "/cc/mmx/contract-pricing");
    expect(guest.status).toBe(200);
    expect(text(String(guest.body))).toContain("Please sign in with your business account");
    expect((await new TestBrowser(server.baseUrl).call("GET", "/cc/mmx/contract-pricing")).status).toBe(404);
  });
});
