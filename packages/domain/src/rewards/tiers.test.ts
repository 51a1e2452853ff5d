import { describe, expect, it } from "vitest";
import {
  isTierUpgradeNew,
  nextTierOf,
  REWARDS_TIER_THRESHOLD_CENTS,
  spendYear,
  tierAfterSpend,
  tierForSpend,
  tierProgress,
} from "./tiers";

describe("rewards tiers by yearly spend", () => {
  it("reaches Premier at $5,000 and Elite at $10,000 of spend in a year", () => {
    expect(REWARDS_TIER_THRESHOLD_CENTS).toEqual({ BASE: 0, PREMIER: 500_000, ELITE: 1_000_000 });
    expect(tierForSpend(0)).toBe("BASE");
    expect(tierForSpend(499_999)).toBe("BASE");
    expect(tierForSpend(500_000)).toBe("PREMIER");
    expect(tierForSpend(999_999)).toBe("PREMIER");
    expect(tierForSpend(1_000_000)).toBe("ELITE");
    expect(tierForSpend(-5)).toBe("BASE");
    expect(tierForSpend(Number.NaN)).toBe("BASE");
    expect(tierForSpend(600_000.5)).toBe("BASE");
  });

  it("lifts a member to the tier their spend reaches, and never lowers one", () => {
    expect(tierAfterSpend("BASE", 500_000)).toBe("PREMIER");
    expect(tierAfterSpend("BASE", 2_000_000)).toBe("ELITE");
    expect(tierAfterSpend("ELITE", 0)).toBe("ELITE");
    expect(tierAfterSpend("PREMIER", 100)).toBe("PREMIER");
  });

  it("says how far the next tier is", () => {
    expect(nextTierOf("BASE")).toBe("PREMIER");
    expect(nextTierOf("ELITE")).toBeNull();
    expect(tierProgress("BASE", 125_000)).toEqual({
      tier: "BASE",
      nextTier: "PREMIER",
      amtSpent: 125_000,
      remainingAmt: 375_000,
      nextTierThreshold: 500_000,
      percentToNextTier: 25,
    });
    // a member kept at Base with spend past the line has nothing left to spend
    expect(tierProgress("BASE", 600_000)).toMatchObject({ remainingAmt: 0, percentToNextTier: 100 });
    expect(tierProgress("PREMIER", 999_999)).toMatchObject({ nextTier: "ELITE", remainingAmt: 1, percentToNextTier: 99 });
    expect(tierProgress("ELITE", 42)).toEqual({
      tier: "ELITE",
      nextTier: null,
      amtSpent: 42,
      remainingAmt: 0,
      nextTierThreshold: null,
      percentToNextTier: 100,
    });
    expect(tierProgress("BASE", -100)).toMatchObject({ amtSpent: 0, remainingAmt: 500_000, percentToNextTier: 0 });
  });

  it("counts spend by calendar year in UTC", () => {
    expect(spendYear(new Date("2026-11-24T03:00:00Z"))).toEqual({
      from: "2026-01-01T00:00:00.000Z",
      to: "2027-01-01T00:00:00.000Z",
    });
    expect(spendYear(new Date("2026-12-31T23:59:59Z")).to).toBe("2027-01-01T00:00:00.000Z");
  });

  it("calls a tier upgrade new for 30 days", () => {
    const now = new Date("2026-11-24T00:00:00Z");
    expect(isTierUpgradeNew("2026-10-25T00:00:00Z", now)).toBe(true);
    expect(isTierUpgradeNew("2026-10-24T23:59:59Z", now)).toBe(false);
    expect(isTierUpgradeNew(null, now)).toBe(false);
    expect(isTierUpgradeNew("soon", now)).toBe(false);
  });
});
