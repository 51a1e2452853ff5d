import { describe, expect, it } from "vitest";
import { ftsQuery, tsQuery } from "./catalogue.repository";
import { editDistance, nearestWords } from "./spelling";

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and swapped neighbours as one edit each", () => {
    expect(editDistance("staplr", "stapler", 2)).toBe(1);
    expect(editDistance("stapelr", "stapler", 2)).toBe(1);
    expect(editDistance("tonner", "toner", 2)).toBe(1);
    expect(editDistance("papr", "paper", 2)).toBe(1);
    expect(editDistance("chiar", "chair", 2)).toBe(1);
  });
  it("gives up past the maximum", () => {
    expect(editDistance("stapler", "envelope", 2)).toBe(3);
  });
});

describe("nearestWords", () => {
  const vocabulary = ["paper", "staple", "stapler", "toner", "chair", "63xl", "pen"];
  it("finds the nearest words of the vocabulary, nearest first, a word with the typed letters in order before another", () => {
    expect(nearestWords("staplr", vocabulary)).toEqual(["stapler", "staple"]);
    expect(nearestWords("chiar", vocabulary)).toEqual(["chair"]);
  });
  it("does not correct short words or numbers", () => {
    expect(nearestWords("pn", vocabulary)).toEqual([]);
    expect(nearestWords("63x", vocabulary)).toEqual([]);
    expect(nearestWords("zzzzzzz", vocabulary)).toEqual([]);
  });
});

describe("the full-text queries of a search's terms", () => {
  it("match every term, as a prefix from two characters on", () => {
    expect(ftsQuery(["stapl", "x", "63"])).toBe('"stapl"* "x" "63"*');
    expect(tsQuery(["stapl", "x", "63"])).toBe("stapl:* & x & 63:*");
    expect(tsQuery(["stapl", "x"], "A")).toBe("stapl:*A & x:A");
  });
});
