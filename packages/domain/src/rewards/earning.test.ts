import { describe, expect, it } from "vitest";
import { EARNS_UP_TO_TEXT, orderEarnedPoints, pointsEarned, pointsForValue, redeemableValueCents } from "./earning";

describe("rewards earning", () => {
  it("earns the tier's percent of the eligible amount in points, rounded down", () => {
    expect(pointsEarned("BASE", 10_000)).toBe(200);
    expect(pointsEarned("PREMIER", 10_000)).toBe(300);
    expect(pointsEarned("ELITE", 10_099)).toBe(504);
    expect(EARNS_UP_TO_TEXT).toBe("Earns up to 5% back in Rewards");
  });
  it("earns nothing without a tier or for amounts that are not whole positive cents", () => {
    expect(pointsEarned(null, 10_000)).toBe(0);
    expect(pointsEarned("GOLD", 10_000)).toBe(0);
    expect(pointsEarned("BASE", -500)).toBe(0);
    expect(pointsEarned("BASE", 12.5)).toBe(0);
  });
  it("redeems points in whole dollars", () => {
    expect(redeemableValueCents(3_120)).toBe(3_100);
    expect(redeemableValueCents(99)).toBe(0);
    expect(redeemableValueCents(-100)).toBe(0);
    expect(pointsForValue(3_100)).toBe(3_100);
  });
  it("an order earns on what points did not pay, and a business account's order earns nothing", () => {
    expect(orderEarnedPoints({ tier: "ELITE", eligibleCents: 10_000, redeemedCents: 0 })).toBe(500);
    expect(orderEarnedPoints({ tier: "ELITE", eligibleCents: 10_000, redeemedCents: 2_000 })).toBe(400);
    expect(orderEarnedPoints({ tier: "BASE", eligibleCents: 1_000, redeemedCents: 5_000 })).toBe(0);
    expect(orderEarnedPoints({ tier: "PREMIER", eligibleCents: 10_000, redeemedCents: 0, businessAccount: true })).toBe(0);
    expect(orderEarnedPoints({ tier: null, eligibleCents: 10_000, redeemedCents: 0 })).toBe(0);
  });
});
