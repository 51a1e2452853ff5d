import { describe, expect, it } from "vitest";
import {
  CART_QUANTITY_MAX,
  CART_QUANTITY_MAX_LENGTH,
  clampCartQuantity,
  DEFAULT_ADD_QUANTITY,
  DEFAULT_QUANTITY_LIMIT,
  MAX_NORMALISED_QUANTITY,
  normalizeCartQuantityInput,
  normalizeQuantity,
} from "./quantity";

describe("quantity constants", () => {
  it("match the spec's business limits", () => {
    expect(MAX_NORMALISED_QUANTITY).toBe(9999);
    expect(CART_QUANTITY_MAX).toBe(999);
    expect(CART_QUANTITY_MAX_LENGTH).toBe(3);
    expect(DEFAULT_ADD_QUANTITY).toBe(1);
    expect(DEFAULT_QUANTITY_LIMIT).toBe(9999);
  });
});

describe("normalizeQuantity", () => {
  it.each([
    ["", ""],
    ["   ", ""],
    [null, ""],
    [undefined, ""],
  ])("keeps empty input %j empty", (input, expected) => {
    expect(normalizeQuantity(input)).toBe(expected);
  });

  it.each([
    [0, 0],
    [1, 1],
    [5, 5],
    [9998, 9998],
    [9999, 9999],
    [10000, 9999],
    [1e20, 9999],
    [Number.POSITIVE_INFINITY, 9999],
    [Number.MAX_SAFE_INTEGER, 9999],
    [5.9, 5],
    [0.5, 0],
    [9999.9, 9999],
    [-1, 0],
    [-0.5, 0],
    [-0, 0],
    [-1e20, 0],
    [Number.NEGATIVE_INFINITY, 0],
    [Number.NaN, 0],
  ])("normalises the number %j to %j", (input, expected) => {
    expect(Object.is(normalizeQuantity(input), expected)).toBe(true);
  });

  it("normalises bigints like numbers", () => {
    expect(normalizeQuantity(BigInt(12))).toBe(12);
    expect(normalizeQuantity(BigInt(123456))).toBe(9999);
    expect(normalizeQuantity(BigInt(-3))).toBe(0);
  });

  it.each([
    ["5", 5],
    [" 5 ", 5],
    ["\t7\n", 7],
    ["007", 7],
    ["+3", 3],
    ["5.7", 5],
    ["5.", 5],
    ["12000", 9999],
    ["9999", 9999],
    ["-3", 0],
    ["-0", 0],
    ["12abc", 0],
    ["abc", 0],
    ["1 2", 0],
    ["1,000", 0],
    ["1e3", 0],
    ["0x10", 0],
    ["Infinity", 0],
    ["NaN", 0],
    [".", 0],
  ])("normalises the string %j to %j", (input, expected) => {
    expect(Object.is(normalizeQuantity(input), expected)).toBe(true);
  });

  it.each([[true], [false], [{}], [[5]], [() => 5]])("treats non-numeric %j as 0", (input) => {
    expect(normalizeQuantity(input)).toBe(0);
  });
});

describe("normalizeCartQuantityInput", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["12", "12"],
    ["123", "123"],
    ["999", "999"],
    ["1234", "123"],
    ["9999", "999"],
    ["12a", "12"],
    ["a12", "12"],
    ["1a2b3c4", "123"],
    [" 5 ", "5"],
    ["-5", "5"],
    ["5.5", "55"],
    ["1,000", "100"],
    ["abc", ""],
    ["007", "007"],
    ["0", "0"],
    ["１２", ""],
    ["١٢", ""],
  ])("filters %j to %j", (input, expected) => {
    expect(normalizeCartQuantityInput(input)).toBe(expected);
  });

  it("never yields a value above the cart maximum", () => {
    for (const input of ["99999", "1000", "987654321"]) {
      const result = normalizeCartQuantityInput(input);
      expect(result.length).toBeLessThanOrEqual(CART_QUANTITY_MAX_LENGTH);
      expect(Number(result)).toBeLessThanOrEqual(CART_QUANTITY_MAX);
    }
  });

  it("returns an empty string for non-string input from untyped callers", () => {
    expect(normalizeCartQuantityInput(undefined as unknown as string)).toBe("");
    expect(normalizeCartQuantityInput(123 as unknown as string)).toBe("");
  });
});

describe("clampCartQuantity", () => {
  it.each([
    [0, 0],
    [1, 1],
    [998, 998],
    [999, 999],
    [1000, 999],
    [9999, 999],
    [1e20, 999],
    [Number.POSITIVE_INFINITY, 999],
    [5.9, 5],
    [999.9, 999],
    [0.2, 0],
    [-1, 0],
    [-0, 0],
    [-0.5, 0],
    [Number.NEGATIVE_INFINITY, 0],
    [Number.NaN, 0],
  ])("clamps %j to %j", (input, expected) => {
    expect(Object.is(clampCartQuantity(input), expected)).toBe(true);
  });

  it("returns 0 for non-number input from untyped callers", () => {
    expect(clampCartQuantity("5" as unknown as number)).toBe(0);
  });
});
