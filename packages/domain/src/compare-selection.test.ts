import { describe, expect, it } from "vitest";
import {
  COMPARE_LIMIT,
  compareCookie,
  comparePath,
  normaliseCompareSelection,
  readCompareCookie,
  setCompare,
  toggleCompare,
} from "./compare-selection";

describe("compare selection", () => {
  it("holds at most 4 items", () => {
    expect(COMPARE_LIMIT).toBe(4);
  });

  it("adds an item that is not selected, in the order picked", () => {
    expect(toggleCompare(["101"], "102")).toEqual({ selected: ["101", "102"], outcome: "added" });
  });

  it("removes an item that is selected", () => {
    expect(toggleCompare(["101", "102"], "101")).toEqual({ selected: ["102"], outcome: "removed" });
  });

  it("ignores a fifth selection", () => {
    const four = ["101", "102", "103", "104"];
    expect(toggleCompare(four, "105")).toEqual({ selected: four, outcome: "ignored" });
  });

  it("still removes one of four, after which a new one fits", () => {
    const four = ["101", "102", "103", "104"];
    const removed = toggleCompare(four, "103");
    expect(removed).toEqual({ selected: ["101", "102", "104"], outcome: "removed" });
    expect(toggleCompare(removed.selected, "105").selected).toEqual(["101", "102", "104", "105"]);
  });

  it("ignores ids that are not item numbers", () => {
    expect(toggleCompare([], "abc").outcome).toBe("ignored");
    expect(toggleCompare([], "").selected).toEqual([]);
  });

  it("sets a checkbox's state: on adds, off removes, a repeat changes nothing", () => {
    expect(setCompare(["101"], "102", true).selected).toEqual(["101", "102"]);
    expect(setCompare(["101"], "101", true).outcome).toBe("ignored");
    expect(setCompare(["101", "102"], "101", false).selected).toEqual(["102"]);
    expect(setCompare(["101"], "102", false).outcome).toBe("ignored");
  });

  it("normalises a selection: item ids once each, at most 4", () => {
    expect(normaliseCompareSelection(["1", "1", "x", 7, "2", "3", "4", "5"])).toEqual(["1", "2", "3", "4"]);
  });

  it("reads the selection from a Cookie header and writes it back", () => {
    const cookie = compareCookie(["101", "102"]);
    expect(cookie).toMatch(/^quire_compare=101\.102; Max-Age=63072000; Path=\/; SameSite=Lax$/);
    expect(readCompareCookie(`a=1; ${cookie.split(";")[0]}; b=2`)).toEqual(["101", "102"]);
    expect(readCompareCookie("quire_compare=%E0%A4%A; x=1")).toEqual([]);
    expect(readCompareCookie(null)).toEqual([]);
    expect(compareCookie([], true)).toBe("quire_compare=; Max-Age=0; Path=/; SameSite=Lax; Secure");
  });

  it("links to the compare page with the selection", () => {
    expect(comparePath(["101", "102"])).toBe("/compare?items=101,102");
    expect(comparePath([])).toBe("/compare");
  });
});

describe("compare rows", () => {
  it("lines up each specification across the items, null where one lacks it", async () => {
    const { compareRows } = await import("./forms/compare-door");
    expect(
      compareRows([
        [
          { label: "Colour", value: "Red" },
          { label: "Tip", value: "Fine" },
        ],
        [{ label: "Tip", value: "Bold" }],
        [],
      ]),
    ).toEqual([
      { label: "Colour", values: ["Red", null, null] },
      { label: "Tip", values: ["Fine", "Bold", null] },
    ]);
  });
});
