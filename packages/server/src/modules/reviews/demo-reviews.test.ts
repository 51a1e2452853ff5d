import { derivedHistogram, REVIEWS_PAGE_SIZE } from "@quire/domain";
import { describe, expect, it } from "vitest";
import { ProductStream } from "../../db/seed/product-generator";
import { demoReviews, thisOf, withoutRepeats } from "./demo-reviews";

// The demo reviews a product page lists (decision 076): as many as its count says, stars as its
// histogram says, no sentence twice on a page, and words that fit the kind of product.

const sentencesOf = (text: string) => text.match(/[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? [text];

/** Every page of the newest reviews: the titles and sentences on it. */
function pagesOf(reviews: { title: string; body: string }[]): string[][] {
  const pages: string[][] = [];
  for (let i = 0; i < reviews.length; i += REVIEWS_PAGE_SIZE)
    pages.push(reviews.slice(i, i + REVIEWS_PAGE_SIZE).flatMap((r) => [r.title, ...sentencesOf(r.body)]));
  return pages;
}

describe("demo reviews", () => {
  const stapler = { itemId: "100123", name: "Swingline Optima Full Strip Desk Stapler, 25 Sheet Capacity", imageKind: "stapler" };

  it("lists every review the count says, the stars in the histogram's numbers", () => {
    const histogram = derivedHistogram(4.4, 137);
    const reviews = demoReviews(stapler, histogram);
    expect(reviews).toHaveLength(137);
    const stars = [1, 2, 3, 4, 5].map((s) => reviews.filter((r) => r.rating === s).length);
    expect(stars).toEqual(histogram.counts);
    // mostly 4 and 5 stars, some lower, spread through the list rather than bunched at its end
    expect(stars[3]! + stars[4]!).toBeGreaterThan(100);
    expect(stars[0]! + stars[1]! + stars[2]!).toBeGreaterThan(5);
    expect(reviews.slice(0, 40).some((r) => r.rating <= 3)).toBe(true);
    // newest first, and the first ten are the same however many are made
    const dates = reviews.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(demoReviews(stapler, histogram, 10)).toEqual(reviews.slice(0, 10));
  });

  it("repeats no title or sentence on any page, across generated products", () => {
    const products = [...new ProductStream(20261121, 400)].map((g) => g.product).filter((p) => !p.isWarrantyPlan);
    let pagesChecked = 0;
    for (const p of products) {
      const reviews = demoReviews(p, derivedHistogram(Number(p.rating), Number(p.reviewCount)));
      for (const page of pagesOf(reviews)) {
        expect(new Set(page).size, `${p.name}: ${page.join(" | ")}`).toBe(page.length);
        pagesChecked++;
      }
    }
    expect(pagesChecked).toBeGreaterThan(10_000);
  });

  it("says a sentence once on a page sorted another way too", () => {
    const reviews = demoReviews(stapler, derivedHistogram(4.9, 300));
    const byHelpful = [...reviews].sort((a, b) => b.helpfulCount - a.helpfulCount).slice(0, REVIEWS_PAGE_SIZE);
    const page = pagesOf(withoutRepeats(byHelpful, stapler))[0]!;
    expect(new Set(page).size).toBe(page.length);
  });

  it("talks about the kind of product it is", () => {
    const reviews = demoReviews(stapler, derivedHistogram(4.6, 60));
    const text = reviews.map((r) => r.body).join(" ");
    expect(text).toMatch(/Staples cleanly|Reloading takes seconds|firm press|Jams/);
    expect(text).not.toMatch(/ink flows|copier|breakroom/i);
    expect(text).toContain("this stapler");
    expect(thisOf("Pilot G2 Retractable Gel Pens, Fine Point 0.5mm").lower).toBe("these pens");
    expect(thisOf('Hammermill Copy Plus 8.5" x 11" Paper, 20 lbs.').lower).toBe("this paper");
  });
});
