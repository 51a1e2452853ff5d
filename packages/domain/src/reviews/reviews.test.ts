import { describe, expect, it } from "vitest";
import { dealsSortOf, savingOf } from "../deals";
import { addToHistogram, checkReviewInput, derivedHistogram, histogramRowText, reviewEligibility } from "./reviews";

describe("derivedHistogram", () => {
  it.each([
    [4.3, 1234],
    [1, 7],
    [5, 40],
    [2.6, 3],
    [3.5, 1],
    [4.9, 2999],
  ])("spreads %s stars over %s reviews so they add up and average the rating", (rating, count) => {
    const h = derivedHistogram(rating, count);
    expect(h.counts.reduce((a, b) => a + b, 0)).toBe(count);
    expect(h.total).toBe(count);
    expect(h.counts.every((n) => n >= 0)).toBe(true);
    expect(Math.abs(h.average - rating)).toBeLessThanOrEqual(count < 5 ? 0.5 : 0.1);
  });

  it("has no reviews for a count of zero or garbage", () => {
    expect(derivedHistogram(4.5, 0)).toEqual({ counts: [0, 0, 0, 0, 0], total: 0, average: 0 });
    expect(derivedHistogram(Number.NaN, Number.NaN).total).toBe(0);
  });

  it("adds the storefront's own reviews and ignores ratings outside 1-5", () => {
    const h = addToHistogram(derivedHistogram(4, 10), [5, 5, 1, 9, 0]);
    expect(h.total).toBe(13);
    expect(h.counts[4]).toBe(derivedHistogram(4, 10).counts[4] + 2);
  });

  it("says each row in words", () => {
    expect(histogramRowText(5, 30, 120)).toBe("5 stars: 30 reviews (25%)");
    expect(histogramRowText(1, 1, 0)).toBe("1 star: 1 review (0%)");
  });
});

describe("reviewEligibility", () => {
  it("asks a signed-out shopper to sign in, whatever else is true", () => {
    expect(reviewEligibility({ signedIn: false, bought: true, alreadyReviewed: false })).toBe("SIGN_IN");
  });
  it("lets only a signed-in shopper who bought the item and has not reviewed it write", () => {
    expect(reviewEligibility({ signedIn: true, bought: true, alreadyReviewed: false })).toBe("CAN_WRITE");
    expect(reviewEligibility({ signedIn: true, bought: false, alreadyReviewed: false })).toBe("NOT_BOUGHT");
    expect(reviewEligibility({ signedIn: true, bought: true, alreadyReviewed: true })).toBe("ALREADY_REVIEWED");
  });
});

describe("checkReviewInput", () => {
  it("accepts a rating 1-5 as text or number, trims the title and body", () => {
    expect(checkReviewInput({ rating: "5", title: "  Great   pens ", body: "  Writes smoothly every time. " })).toEqual({
      ok: true,
      value: { rating: 5, title: "Great pens", body: "Writes smoothly every time." },
    });
    expect(checkReviewInput({ rating: 1, title: "Bad", body: "Broke after one week." }).ok).toBe(true);
  });
  it("gives a message per bad field", () => {
    const result = checkReviewInput({ rating: "6", title: "x".repeat(101), body: "short" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fields).sort()).toEqual(["body", "rating", "title"]);
    const missing = checkReviewInput({});
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.fields.rating).toBe("Choose a rating from 1 to 5 stars.");
    expect(checkReviewInput({ rating: "4.5", title: "Ok", body: "Perfectly fine item." }).ok).toBe(false);
  });
});

describe("deals", () => {
  it("computes the saving in cents and whole percent", () => {
    expect(savingOf(750, 1000)).toEqual({ cents: 250, percent: 25 });
    expect(savingOf(999, 1000)).toEqual({ cents: 1, percent: 0 });
    expect(savingOf(1000, 1000)).toEqual({ cents: 0, percent: 0 });
    expect(savingOf(1200, 1000)).toEqual({ cents: 0, percent: 0 });
  });
  it("reads the sort, saving in dollars by default", () => {
    expect(dealsSortOf("saving_percent")).toBe("saving_percent");
    expect(dealsSortOf("price_desc")).toBe("price_desc");
    expect(dealsSortOf("cheapest")).toBe("saving_amount");
    expect(dealsSortOf(null)).toBe("saving_amount");
  });
});

describe("derivedHistogram's shape", () => {
  it("spreads a 4.4 as real ratings spread: mostly 5 and 4 stars, some lower, more 1s than 2s", () => {
    const h = derivedHistogram(4.4, 1000);
    const [one, two, three, four, five] = h.counts;
    expect(five + four).toBeGreaterThan(750);
    expect(five).toBeGreaterThan(four);
    expect(one + two + three).toBeGreaterThan(50);
    expect(one).toBeGreaterThan(two);
    expect(h.average).toBe(4.4);
  });

  it("gives a poorly rated item mostly low stars, and a 3.0 some of each", () => {
    expect(derivedHistogram(1.8, 100).counts[0]).toBeGreaterThan(40);
    expect(derivedHistogram(3, 100).counts.every((n) => n > 0)).toBe(true);
  });
});
