import { afterEach, describe, expect, it, vi } from "vitest";
import { TtlCache } from "./ttl-cache";

afterEach(() => {
  vi.useRealTimers();
});

describe("TtlCache", () => {
  it("expires entries after their time to live", () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(10, 1000);
    cache.set("a", 1);
    expect(cache.get("a")).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(cache.get("a")).toBeUndefined();
  });
  it("drops the least recently used entry when full", () => {
    const cache = new TtlCache<number>(2, 60_000);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });
  it("computes a missing value once for concurrent callers", async () => {
    const cache = new TtlCache<number>(10, 60_000);
    const compute = vi.fn(async () => 42);
    const [x, y] = await Promise.all([cache.getOrCompute("k", compute), cache.getOrCompute("k", compute)]);
    expect([x, y]).toEqual([42, 42]);
    expect(compute).toHaveBeenCalledTimes(1);
  });
  it("keeps nothing computed from before a clear, and computes afresh after it", async () => {
    const cache = new TtlCache<string>(10, 60_000);
    let finish: (v: string) => void = () => undefined;
    const before = cache.getOrCompute("k", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    const after = cache.getOrCompute("k", async () => "after the write");
    finish("before the write");
    expect(await before).toBe("before the write");
    expect(await after).toBe("after the write");
    expect(await cache.getOrCompute("k", async () => "read again")).toBe("after the write");
  });
  it("does not cache a failure", async () => {
    const cache = new TtlCache<number>(10, 60_000);
    await expect(cache.getOrCompute("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.getOrCompute("k", async () => 7)).toBe(7);
  });
});
