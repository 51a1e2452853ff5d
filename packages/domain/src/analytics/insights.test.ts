import { describe, expect, it } from "vitest";
import { insightsFunnel, insightsSearchKey, insightsWindow } from "./insights";

describe("insights rules", () => {
  it("the window is the last 7 UTC days ending today", () => {
    const window = insightsWindow(new Date("2026-11-27T07:30:00Z"));
    expect(window.days).toEqual([
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
    expect(window.fromIso).toBe("2026-11-21T00:00:00.000Z");
  });

  it("the funnel gives each step's share of the one before", () => {
    expect(insightsFunnel({ viewed: 8, added: 4, ordered: 1 }).map((s) => [s.step, s.shoppers, s.percentOfPrevious])).toEqual([
      ["viewed", 8, 100],
      ["added", 4, 50],
      ["ordered", 1, 25],
    ]);
    expect(insightsFunnel({ viewed: 0, added: 0, ordered: 0 }).map((s) => s.percentOfPrevious)).toEqual([0, 0, 0]);
  });

  it("groups searches by their trimmed, lower-case text", () => {
    expect(insightsSearchKey("  Blue   PENS ")).toBe("blue pens");
  });
});
