import { describe, expect, it } from "vitest";
import { remembered } from "./remembered";

describe("remembered", () => {
  it("computes each key once and answers the same value after", () => {
    let calls = 0;
    const length = remembered((key: string) => {
      calls += 1;
      return { length: key.length };
    });
    const first = length("quire");
    expect(length("quire")).toBe(first);
    expect(length("paper")).toEqual({ length: 5 });
    expect(calls).toBe(2);
  });

  it("starts afresh past its size, still answering right", () => {
    let calls = 0;
    const upper = remembered((key: string) => {
      calls += 1;
      return key.toUpperCase();
    }, 2);
    expect([upper("a"), upper("b"), upper("c"), upper("a")]).toEqual(["A", "B", "C", "A"]);
    expect(calls).toBe(4);
  });
});
