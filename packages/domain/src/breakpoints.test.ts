import { describe, expect, it } from "vitest";
import { BREAKPOINTS, breakpointFor, isMobileWidth } from "./breakpoints";

describe("BREAKPOINTS", () => {
  it("holds the inclusive upper bound of each named breakpoint", () => {
    expect(BREAKPOINTS).toEqual({ xs: 600, sm: 820, md: 1024 });
  });
});

describe("breakpointFor", () => {
  it.each([
    [0, "xs"],
    [-10, "xs"],
    [320, "xs"],
    [600, "xs"],
    [600.5, "sm"],
    [601, "sm"],
    [768, "sm"],
    [820, "sm"],
    [821, "md"],
    [1000, "md"],
    [1024, "md"],
    [1024.5, "lg"],
    [1025, "lg"],
    [1920, "lg"],
    [Number.POSITIVE_INFINITY, "lg"],
    [Number.NaN, "lg"],
  ])("%j px -> %j", (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });
});

describe("isMobileWidth", () => {
  it.each([
    [0, true],
    [375, true],
    [600, true],
    [601, false],
    [1024, false],
    [Number.NaN, false],
  ])("%j px -> %j", (width, expected) => {
    expect(isMobileWidth(width)).toBe(expected);
  });

  it("agrees with the xs breakpoint", () => {
    for (const width of [1, 599, 600, 601, 820, 2000]) {
      expect(isMobileWidth(width)).toBe(breakpointFor(width) === "xs");
    }
  });
});
