import { describe, expect, it } from "vitest";
import { rewardsDate, signedPoints, tierProgressText } from "./rewards-text";

describe("rewards page text", () => {
  it("signs history points and groups thousands", () => {
    expect(signedPoints(250)).toBe("+250");
    expect(signedPoints(-1_000)).toBe("-1,000");
    expect(signedPoints(0)).toBe("0");
    expect(signedPoints(Number.NaN)).toBe("0");
  });

  it("says what the next tier still needs, with the spend's cents", () => {
    expect(tierProgressText({ tier: "BASE", nextTier: "PREMIER", remainingAmt: 123_456 })).toBe(
      "Spend $1,234.56 more this year to reach Premier.",
    );
    expect(tierProgressText({ tier: "BASE", nextTier: "PREMIER", remainingAmt: 0 })).toBe("You've reached Premier.");
    expect(tierProgressText({ tier: "ELITE", nextTier: null, remainingAmt: 0 })).toBe("You're Elite, our top tier.");
  });

  it("writes the UTC day of a timestamp", () => {
    expect(rewardsDate("2026-11-30T23:59:59.999Z")).toBe("November 30, 2026");
    expect(rewardsDate("soon")).toBe("soon");
  });
});
