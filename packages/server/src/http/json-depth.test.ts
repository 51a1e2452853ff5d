import { describe, expect, it } from "vitest";
import { jsonNestingExceeds } from "./json-depth";

describe("jsonNestingExceeds", () => {
  it("measures arrays and objects, not brackets inside strings", () => {
    expect(jsonNestingExceeds('{"items":[{"itemId":"1","qty":2}]}', 3)).toBe(false);
    expect(jsonNestingExceeds('{"items":[{"itemId":"1","qty":2}]}', 2)).toBe(true);
    expect(jsonNestingExceeds('{"name":"[[[[[[\\"[[[["}', 1)).toBe(false);
  });

  it("finds a deep array without parsing it", () => {
    expect(jsonNestingExceeds("[".repeat(100_000) + "]".repeat(100_000), 32)).toBe(true);
  });
});
