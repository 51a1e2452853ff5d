import type { ProductReviewsView } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

let server: TestServer;
let helpers: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 600 });
  helpers = checkoutHelpers(server, "10.43");
});
afterAll(async () => {
  await server?.close();
});

const BUYER = "rewards.elite@quire.test";

/** Item ids the demo shopper has (and has not) ordered. */
async function boughtAndNot(email: string): Promise<{ bought: string[]; notBought: string }> {
  const user = await server.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const rows = await server.db
    .selectFrom("orderLines as l")
    .innerJoin("orders as o", "o.id", "l.orderId")
    .innerJoin("products as p", "p.id", "l.productId")
    .select("p.itemId")
    .where("o.userId", "=", user.id)
    .where("p.status", "=", "PUBLISHED")
    .distinct()
    .execute();
  const bought = rows.map((r) => r.itemId);
  const other = await server.db
    .selectFrom("products")
    .select("itemId")
    .where("status", "=", "PUBLISHED")
    .where("itemId", "not in", bought.length > 0 ? bought : ["-"])
    .limit(1)
    .executeTakeFirstOrThrow();
  return { bought, notBought: other.itemId };
}

describe("reviews", () => {
  it("gives a histogram that adds up to the product's review count, and a page of reviews", async () => {
    const product = await server.db
      .selectFrom("products")
      .select(["itemId", "rating", "reviewCount"])
      .where("status", "=", "PUBLISHED")
      .where("reviewCount", ">", 20)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const reply = await new TestBrowser(server.baseUrl).call("GET", `/api/products/${product.itemId}/reviews`);
    expect(reply.status).toBe(200);
    const view = reply.body as ProductReviewsView;
    expect(view.histogram.counts.reduce((a, b) => a + b, 0)).toBe(Number(product.reviewCount));
    expect(view.histogram.total).toBe(Number(product.reviewCount));
    expect(Math.abs(view.histogram.average - Number(product.rating))).toBeLessThanOrEqual(0.15);
    expect(view.reviews).toHaveLength(5);
    expect(view.eligibility).toBe("SIGN_IN");
    const second = await new TestBrowser(server.baseUrl).call("GET", `/api/products/${product.itemId}/reviews?page=2`);
    expect((second.body as ProductReviewsView).page).toBe(2);
    expect((second.body as ProductReviewsView).reviews[0]?.id).not.toBe(view.reviews[0]?.id);
  });

  it("refuses a signed-out shopper with 401 and stores nothing", async () => {
    const { bought } = await boughtAndNot(BUYER);
    const reply = await new TestBrowser(server.baseUrl).call("POST", `/api/products/${bought[0]}/reviews`, {
      rating: 5,
      title: "Great",
      body: "Really great stapler for the office.",
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: "SIGN_IN_REQUIRED", message: "Sign in to write a review" });
    expect(await server.db.selectFrom("productReviews").select("id").execute()).toHaveLength(0);
  });

  it("lets a shopper who bought the item write one review, shown first and counted; a second is refused", async () => {
    const { bought, notBought } = await boughtAndNot(BUYER);
    const itemId = bought[0]!;
    const browser = await helpers.demoShopper(BUYER);
    const before = (await browser.call("GET", `/api/products/${itemId}/reviews`)).body as ProductReviewsView;
    expect(before.eligibility).toBe("CAN_WRITE");

    const bad = await browser.call("POST", `/api/products/${itemId}/reviews`, { rating: 7, title: "", body: "short" });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("INVALID_REVIEW");

    const notOwned = await browser.call("POST", `/api/products/${notBought}/reviews`, {
      rating: 4,
      title: "Nice",
      body: "I have never bought this but here goes.",
    });
    expect(notOwned.status).toBe(403);
    expect(notOwned.body).toMatchObject({ code: "REVIEW_NOT_BOUGHT", message: "You can review items you've bought" });

    const written = await browser.call("POST", `/api/products/${itemId}/reviews`, {
      rating: "4",
      title: "  Does the job  ",
      body: "Sturdy, arrived quickly and the whole team uses it.",
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body).toMatchObject({ rating: 4, title: "Does the job", author: "Casey O." });

    const after = (await browser.call("GET", `/api/products/${itemId}/reviews`)).body as ProductReviewsView;
    expect(after.histogram.total).toBe(before.histogram.total + 1);
    expect(after.histogram.counts[3]).toBe((before.histogram.counts[3] ?? 0) + 1);
    expect(after.reviews[0]?.title).toBe("Does the job");
    expect(after.eligibility).toBe("ALREADY_REVIEWED");

    const again = await browser.call("POST", `/api/products/${itemId}/reviews`, {
      rating: 1,
      title: "Changed my mind",
      body: "Trying to review the same item twice.",
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("REVIEW_EXISTS");
  });

  it("answers 404 for an unknown item and 400 for a bad item id", async () => {
    const browser = new TestBrowser(server.baseUrl);
    expect((await browser.call("GET", "/api/products/999999999/reviews")).status).toBe(404);
    expect((await browser.call("GET", "/api/products/abc/reviews")).status).toBe(400);
    expect((await browser.call("GET", "/api/products/999999999/reviews?sort=worst")).status).toBe(400);
  });
});

describe("deals", () => {
  it("lists only reduced products, sorted by saving in dollars, percent or price, paged", async () => {
    const browser = new TestBrowser(server.baseUrl);
    type Deals = { items: { finalPriceCents: number; basePriceCents: number }[]; total: number; pageCount: number };
    const byAmount = (await browser.call("GET", "/api/deals?size=50")).body as Deals;
    expect(byAmount.total).toBeGreaterThan(0);
    const savings = byAmount.items.map((i) => i.basePriceCents - i.finalPriceCents);
    expect(savings.every((s) => s > 0)).toBe(true);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));

    const byPercent = (await browser.call("GET", "/api/deals?sort=saving_percent&size=50")).body as Deals;
    const percents = byPercent.items.map((i) => Math.floor(((i.basePriceCents - i.finalPriceCents) * 10000) / i.basePriceCents));
    expect(percents).toEqual([...percents].sort((a, b) => b - a));

    const byPrice = (await browser.call("GET", "/api/deals?sort=price_asc&size=50")).body as Deals;
    const prices = byPrice.items.map((i) => i.finalPriceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const reduced = await server.db
      .selectFrom("products")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .where("status", "=", "PUBLISHED")
      .where("isWarrantyPlan", "=", 0)
      .where("isFreeSample", "=", 0)
      .whereRef("finalPriceCents", "<", "basePriceCents")
      .executeTakeFirstOrThrow();
    expect(byAmount.total).toBe(Number(reduced.n));
    expect((await browser.call("GET", "/api/deals?sort=cheapest")).status).toBe(400);
  });
});

describe("product page data", () => {
  it("gives four drawn views and a specifications table from the seeded attributes", async () => {
    const product = await server.db
      .selectFrom("products")
      .select("itemId")
      .where("status", "=", "PUBLISHED")
      .where("imageKind", "=", "paper")
      .executeTakeFirstOrThrow();
    const browser = new TestBrowser(server.baseUrl);
    const reply = await browser.call("GET", `/api/products/${product.itemId}`);
    expect(reply.status).toBe(200);
    expect(reply.body.views.map((v: { url: string }) => v.url)).toEqual([
      `/images/products/${product.itemId}.svg`,
      `/images/products/${product.itemId}-2.svg`,
      `/images/products/${product.itemId}-3.svg`,
      `/images/products/${product.itemId}-4.svg`,
    ]);
    const labels = reply.body.specifications.map((s: { label: string }) => s.label);
    expect(labels).toEqual(expect.arrayContaining(["Brand", "Pack size", "Size", "Paper weight", "Dimensions", "Weight"]));
    const side = await browser.call("GET", `/images/products/${product.itemId}-3.svg`);
    expect(side.status).toBe(200);
    expect((await browser.call("GET", `/images/products/${product.itemId}-5.svg`)).status).toBe(400);
  });
});
