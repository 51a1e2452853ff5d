import type { ProductReviewsView } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The product page's reviews as a shopper who bought the item sees them (decision 038): the
// write-a-review form posts to the page, a review too short comes back with the reason, a good one
// is shown at once and counted in the histogram, and the form is not offered again. An item the
// shopper did not buy says why they cannot review it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 600, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const BUYER = "rewards.elite@quire.test";

/** Through the shopper's own session: an item of their orders they can still review, and one they never bought. */
async function itemsOf(browser: TestBrowser): Promise<{ bought: string; notBought: string }> {
  const user = await server.db.selectFrom("users").select("id").where("email", "=", BUYER).executeTakeFirstOrThrow();
  const rows = await server.db
    .selectFrom("orderLines as l")
    .innerJoin("orders as o", "o.id", "l.orderId")
    .innerJoin("products as p", "p.id", "l.productId")
    .select(["p.itemId", "p.itemUrl"])
    .where("o.userId", "=", user.id)
    .where("p.status", "=", "PUBLISHED")
    .distinct()
    .execute();
  let bought: string | null = null;
  for (const row of rows) {
    const view = (await browser.call("GET", `/api/products/${row.itemId}/reviews`)).body as ProductReviewsView;
    if (view.eligibility === "CAN_WRITE") {
      bought = `/${row.itemUrl}`;
      break;
    }
  }
  const other = await server.db
    .selectFrom("products")
    .select("itemUrl")
    .where("status", "=", "PUBLISHED")
    .where("isFreeSample", "=", 0)
    .where(
      "itemId",
      "not in",
      rows.map((r) => r.itemId),
    )
    .orderBy("id")
    .executeTakeFirstOrThrow();
  if (!bought) throw new Error("the demo buyer has no item left to review");
  return { bought, notBought: `/${other.itemUrl}` };
}

/** The count in the histogram's row for `stars` stars. */
function histogramCount(html: string, stars: number): number {
  const row = new RegExp(
    `<th scope="row">${stars} stars</th>[\\s\\S]*?<td aria-hidden="true" class="reviews__count">([\\d,]+)</td>`,
  ).exec(html);
  expect(row, `the ${stars}-star row`).not.toBeNull();
  return Number(row![1]!.replace(/,/g, ""));
}

describe("writing a review on the product page", () => {
  it("a shopper who bought an item writes a review and sees it; an item they did not buy says why not", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    shopper.extraHeaders = { "x-forwarded-for": "10.54.0.1" };
    await shopper.signIn(BUYER);
    const { bought, notBought } = await itemsOf(shopper);

    const other = String((await shopper.call("GET", notBought)).body);
    expect(other).toContain('<p class="reviews__why">You can review items you&#x27;ve bought</p>');
    expect(other).not.toContain(">Write a review</summary>");

    const page = await shopper.call("GET", bought);
    expect(page.status).toBe(200);
    const before = String(page.body);
    expect(before).toContain(">Write a review</summary>");
    expect(before).toMatch(/<form [^>]*aria-label="Write a review of [^"]+"/);
    const fiveBefore = histogramCount(before, 5);

    const post = (fields: Record<string, string>) =>
      shopper.call(
        "POST",
        bought,
        new URLSearchParams({
          csrf: decodeURIComponent(shopper.cookies.get("quire_csrf") ?? ""),
          intent: "write-review",
          ...fields,
        }).toString(),
        { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" },
      );

    // too short: the form again with the reason, and nothing shown or counted
    const short = await post({ rating: "5", title: "Just right", body: "Good" });
    expect(short.status).toBe(400);
    const refused = String(short.body);
    expect(refused).toMatch(/role="alert">Write at least 10 characters about the item\.<\/p>/);
    expect(refused).not.toMatch(/<h3 [^>]*class="review__title"[^>]*>Just right<\/h3>/);
    expect(histogramCount(refused, 5)).toBe(fiveBefore);

    const body = "Just right for the office: sturdy and arrived the next day.";
    const written = await post({ rating: "5", title: "Just right", body });
    expect(written.status).toBe(303);
    const location = written.headers.get("location") ?? "";
    expect(location).toBe(`${bought}?reviewed=1#reviews`);
    const after = String((await shopper.call("GET", location.replace(/#.*$/, ""))).body);
    expect(after).toMatch(/role="status">Thank you! Your review is shown below\.<\/p>/);
    const mine =
      /<article aria-labelledby="review-[^"]+">(?:(?!<\/article>)[\s\S])*?>Just right<\/h3>[\s\S]*?<\/article>/.exec(
        after,
      )?.[0] ?? "";
    expect(mine).toContain("Casey O.");
    expect(mine).toContain(body);
    expect(histogramCount(after, 5)).toBe(fiveBefore + 1);

    // one review per item: the form is not offered again
    const again = String((await shopper.call("GET", bought)).body);
    expect(again).toContain('<p class="reviews__why">You have reviewed this item. Thank you!</p>');
    expect(again).not.toContain(">Write a review</summary>");
  });

  it("lists as many reviews as the product's count says, mostly 4 and 5 stars, with no sentence twice on a page", async () => {
    expect(
      await server.db
        .selectFrom("products")
        .select("id")
        .where("reviewCount", "<", 1)
        .where("isWarrantyPlan", "=", 0)
        // a membership is a year of member prices, not a thing to review (decision 080)
        .where("membershipProgram", "is", null)
        .execute(),
    ).toEqual([]);
    const product = await server.db
      .selectFrom("products")
      .select(["itemUrl", "rating", "reviewCount"])
      .where("status", "=", "PUBLISHED")
      .where("isFreeSample", "=", 0)
      .where("reviewCount", ">=", 12)
      .where("reviewCount", "<=", 60)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const count = Number(product.reviewCount);
    const guest = new TestBrowser(server.baseUrl);
    // without React's text separators
    const html = String((await guest.call("GET", `/${product.itemUrl}`)).body).replace(/<!-- -->/g, "");
    // the rating at the top and the reviews' summary give the same count and average
    expect(html).toContain(`${Number(product.rating).toFixed(1)} (${count}`);
    expect(html).toContain(`out of 5 from ${count} reviews`);
    const titles = [...html.matchAll(/class="review__title" lang="en">([^<]*)<\/h3>/g)].map((m) => m[1]!);
    const bodies = [...html.matchAll(/class="review__body" lang="en">([^<]*)<\/p>/g)].map((m) => m[1]!);
    expect(titles).toHaveLength(5);
    const said = [...titles, ...bodies.flatMap((b) => b.match(/[^.!?]+[.!?]+/g)?.map((x) => x.trim()) ?? [b])];
    expect(new Set(said).size, said.join(" | ")).toBe(said.length);
    // every counted review can be read: the last page holds the rest
    const lastPage = Math.ceil(count / 5);
    const last = String((await guest.call("GET", `/${product.itemUrl}?reviews=${lastPage}`)).body);
    expect([...last.matchAll(/class="review__title"/g)]).toHaveLength(count - 5 * (lastPage - 1));
    // the histogram's rows in words, "5 stars: 41 reviews (77%)", from 5 stars down
    const stars = [...html.matchAll(/"visually-hidden">\d stars?: ([\d,]+) reviews? \(/g)].map((m) =>
      Number(m[1]!.replace(/,/g, "")),
    );
    expect(stars).toHaveLength(5);
    expect(stars.reduce((a, b) => a + b, 0)).toBe(count);
    if (Number(product.rating) >= 4) expect(stars[0]! + stars[1]!).toBeGreaterThan(count / 2);
  });
});
