import { describe, expect, it } from "vitest";
import { formatLean, leanTowards, MAX_LEAN_CATEGORIES, parseLean } from "./context-lean";

// The rule the recommendation engine applies to a shopper's kept context (decision 078).

const items = (...ids: string[]) => ids.map((itemId) => ({ itemId, recId: `T:${itemId}` }));

describe("leanTowards", () => {
  const categoryOf = new Map([
    ["a", 1],
    ["b", 2],
    ["c", 1],
    ["d", 3],
    ["e", 2],
  ]);

  it("puts the leaned categories' candidates first, each part in the order it came", () => {
    expect(leanTowards(items("a", "b", "c", "d", "e"), categoryOf, [2]).map((c) => c.itemId)).toEqual(["b", "e", "a", "c", "d"]);
    expect(leanTowards(items("a", "b", "c", "d", "e"), categoryOf, [3, 2]).map((c) => c.itemId)).toEqual([
      "b",
      "d",
      "e",
      "a",
      "c",
    ]);
  });

  it("leaves the order as it is with no lean, and a candidate of unknown category among the rest", () => {
    expect(leanTowards(items("a", "x", "b"), categoryOf, []).map((c) => c.itemId)).toEqual(["a", "x", "b"]);
    expect(leanTowards(items("x", "a", "b"), categoryOf, [2]).map((c) => c.itemId)).toEqual(["b", "x", "a"]);
  });
});

describe("the lean cookie's value", () => {
  it("round-trips category ids and keeps at most the limit", () => {
    expect(parseLean(formatLean([21, 2, 305]))).toEqual([21, 2, 305]);
    const many = Array.from({ length: MAX_LEAN_CATEGORIES + 5 }, (_, i) => i + 1);
    expect(parseLean(formatLean(many))).toEqual(many.slice(0, MAX_LEAN_CATEGORIES));
  });

  it("leans toward nothing for a missing or malformed value", () => {
    for (const value of [null, undefined, "", "abc", "1..2", "1.2.", "-1", "1;2", "1234567890", "1.x"]) {
      expect(parseLean(value), String(value)).toEqual([]);
    }
    const tooMany = Array.from({ length: MAX_LEAN_CATEGORIES + 1 }, (_, i) => i + 1).join(".");
    expect(parseLean(tooMany)).toEqual([]);
  });
});
