import { describe, expect, it } from "vitest";
import { railState, removeFromRail, withOneRetryOnEmpty } from "./recommendation-rail";

const items = (...ids: string[]) => ids.map((itemId) => ({ itemId }));

describe("removeFromRail", () => {
  const state = railState(items("a", "b", "c", "d", "e"), 3);

  it("shows the first items and keeps the rest in line", () => {
    expect(state).toEqual({ shown: items("a", "b", "c"), waiting: items("d", "e") });
  });

  it("puts the next in line where the removed item was when a replaced count is given", () => {
    expect(removeFromRail(state, "b", 1)).toEqual({ shown: items("a", "d", "c"), waiting: items("e") });
    expect(removeFromRail(state, "a", 5)).toEqual({ shown: items("d", "e", "b", "c"), waiting: [] });
  });

  it("just removes the item without a replaced count", () => {
    expect(removeFromRail(state, "b")).toEqual({ shown: items("a", "c"), waiting: items("d", "e") });
    expect(removeFromRail(state, "b", 0)).toEqual({ shown: items("a", "c"), waiting: items("d", "e") });
  });

  it("changes nothing for an item not shown", () => {
    expect(removeFromRail(state, "e", 1)).toBe(state);
  });
});

describe("withOneRetryOnEmpty", () => {
  it("asks once more after an empty answer, and only once", async () => {
    const answers = [[], [], [1]];
    let calls = 0;
    expect(await withOneRetryOnEmpty(async () => answers[calls++] ?? [])).toEqual([]);
    expect(calls).toBe(2);
    calls = 2;
    expect(await withOneRetryOnEmpty(async () => answers[calls++] ?? [])).toEqual([1]);
    expect(calls).toBe(3);
  });
});
