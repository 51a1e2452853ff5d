import { describe, expect, it } from "vitest";
import { timeOrderedId } from "./time-ordered-id";

describe("timeOrderedId", () => {
  it("is a version 7 UUID carrying the time in its first 48 bits", () => {
    const id = timeOrderedId(Date.UTC(2026, 10, 27, 17, 45));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replaceAll("-", "").slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 27, 17, 45));
  });

  it("sorts by time as text, and ids of one millisecond differ", () => {
    const earlier = timeOrderedId(1_700_000_000_000);
    const later = timeOrderedId(1_700_000_000_001);
    expect(earlier < later).toBe(true);
    const same = new Set(Array.from({ length: 1000 }, () => timeOrderedId(1_700_000_000_000)));
    expect(same.size).toBe(1000);
  });
});
