import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readItem, readJson, removeItem, writeItem, writeJson } from "./safe-storage";
import { blockStorage, faultyStorage, quotaExceeded, replaceStorage } from "./test-fixtures";

const restores: (() => void)[] = [];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  while (restores.length > 0) restores.pop()?.();
});

describe("safe storage", () => {
  it("reads, writes and removes in the chosen area", () => {
    expect(writeItem("session", "k", "s")).toBe(true);
    expect(writeItem("local", "k", "l")).toBe(true);
    expect(readItem("session", "k")).toBe("s");
    expect(readItem("local", "k")).toBe("l");
    removeItem("session", "k");
    expect(readItem("session", "k")).toBeNull();
    expect(readItem("local", "k")).toBe("l");
  });

  it("round-trips JSON and reads garbage as nothing", () => {
    expect(writeJson("local", "j", { a: [1, 2] })).toBe(true);
    expect(readJson("local", "j")).toEqual({ a: [1, 2] });
    localStorage.setItem("j", "{not json");
    expect(readJson("local", "j")).toBeNull();
    expect(readJson("local", "missing")).toBeNull();
  });

  it("refuses values JSON cannot hold", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson("local", "j", cyclic)).toBe(false);
    expect(writeJson("local", "j", undefined)).toBe(false);
    expect(writeJson("local", "j", 10n)).toBe(false);
    expect(localStorage.getItem("j")).toBeNull();
  });

  it("survives a full storage", () => {
    const full = faultyStorage({ setItem: quotaExceeded() });
    restores.push(replaceStorage("sessionStorage", () => full));
    restores.push(replaceStorage("localStorage", () => full));
    expect(writeItem("session", "k", "v")).toBe(false);
    expect(writeJson("local", "k", { v: 1 })).toBe(false);
    expect(full.data.size).toBe(0);
  });

  it("survives a storage that throws on every call", () => {
    const broken = faultyStorage({ getItem: new Error("boom"), setItem: new Error("boom"), removeItem: new Error("boom") });
    restores.push(replaceStorage("sessionStorage", () => broken));
    expect(readItem("session", "k")).toBeNull();
    expect(readJson("session", "k")).toBeNull();
    expect(writeItem("session", "k", "v")).toBe(false);
    expect(() => removeItem("session", "k")).not.toThrow();
  });

  it("survives storage being blocked altogether", () => {
    restores.push(blockStorage("sessionStorage"), blockStorage("localStorage"));
    expect(writeItem("session", "k", "v")).toBe(false);
    expect(writeItem("local", "k", "v")).toBe(false);
    expect(readItem("session", "k")).toBeNull();
    expect(readJson("local", "k")).toBeNull();
    expect(() => removeItem("local", "k")).not.toThrow();
  });

  it("works again once storage is back", () => {
    const restore = blockStorage("sessionStorage");
    expect(writeItem("session", "k", "v")).toBe(false);
    restore();
    expect(writeItem("session", "k", "v")).toBe(true);
    expect(sessionStorage.getItem("k")).toBe("v");
  });
});
