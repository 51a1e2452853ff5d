import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cartCountFrom,
  checkContextTokens,
  clearCachedCart,
  CONTEXT_SCOPED_KEYS,
  isCartCachedOnPath,
  NO_CART_CACHE_PATHS,
  readCachedCart,
  readCartCount,
  rememberContextToken,
  writeCachedCart,
  writeCartCount,
} from "./cart-cache";
import { blockStorage, cart, faultyStorage, line, message, quotaExceeded, refusal, replaceStorage } from "./test-fixtures";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const START = Date.UTC(2025, 0, 15, 12, 0, 0);
const PAGE = "/product/stapler-100";

const restores: (() => void)[] = [];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  while (restores.length > 0) restores.pop()?.();
  vi.useRealTimers();
});

describe("cached cart freshness", () => {
  it("reuses the cart for 10 minutes after an update, then reads it as stale and drops it", () => {
    const c = cart();
    expect(writeCachedCart(c, Date.now(), "update", PAGE)).toBe("stored");
    expect(readCachedCart(Date.now(), PAGE)).toEqual(c);

    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(readCachedCart(Date.now(), PAGE)).toEqual(c);

    vi.advanceTimersByTime(1);
    expect(readCachedCart(Date.now(), PAGE)).toBeNull();
    expect(sessionStorage.getItem("cart")).toBeNull();
    expect(sessionStorage.getItem("cart-time")).toBeNull();
  });

  it("reuses the cart for 15 minutes after a cart set", () => {
    const c = cart();
    writeCachedCart(c, Date.now(), "set", PAGE);
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(readCachedCart(Date.now(), "/other/page")).toEqual(c);
    vi.advanceTimersByTime(1);
    expect(readCachedCart(Date.now(), "/other/page")).toBeNull();
  });

  it("stores which kind of write it was next to the time", () => {
    writeCachedCart(cart(), START, "set", PAGE);
    expect(JSON.parse(sessionStorage.getItem("cart-time") ?? "null")).toEqual({ savedAt: START, kind: "set" });
    writeCachedCart(cart(), START + 1, "update", PAGE);
    expect(JSON.parse(sessionStorage.getItem("cart-time") ?? "null")).toEqual({ savedAt: START + 1, kind: "update" });
  });

  it("an update after a set restarts the clock with the shorter lifetime", () => {
    writeCachedCart(cart(), START, "set", PAGE);
    writeCachedCart(cart(), START + 2 * MINUTE, "update", PAGE);
    expect(readCachedCart(START + 12 * MINUTE - 1, PAGE)).not.toBeNull();
    expect(readCachedCart(START + 12 * MINUTE, PAGE)).toBeNull();
  });

  it("does not trust a time in the future (a clock turned back)", () => {
    writeCachedCart(cart(), START, "update", PAGE);
    expect(readCachedCart(START - 1, PAGE)).toBeNull();
  });

  it("reads nothing when nothing is cached", () => {
    expect(readCachedCart(Date.now(), PAGE)).toBeNull();
  });
});

describe("pages that do not cache the cart", () => {
  it.each(NO_CART_CACHE_PATHS)("does not read the cached cart on a page under %s", (path) => {
    writeCachedCart(cart(), START, "update", PAGE);
    expect(readCachedCart(START, `/cc${path}/page`)).toBeNull();
    // still there for the other pages
    expect(readCachedCart(START, PAGE)).not.toBeNull();
  });

  it.each(NO_CART_CACHE_PATHS)("keeps nothing from a write on a page under %s", (path) => {
    writeCachedCart(cart(), START, "update", PAGE);
    expect(writeCachedCart(cart([line({ qty: 3 })]), START, "update", `${path}/x`)).toBe("skipped");
    // the older copy no longer matches the cart the server holds
    expect(sessionStorage.getItem("cart")).toBeNull();
    expect(readCachedCart(START, PAGE)).toBeNull();
  });

  it("matches the path parts case-insensitively and anywhere in the path", () => {
    expect(isCartCachedOnPath("/GUS/SBA/approvals")).toBe(false);
    expect(isCartCachedOnPath("/office/budget")).toBe(false);
    expect(isCartCachedOnPath("/gus/sdc/profileinfo/edit")).toBe(false);
    expect(isCartCachedOnPath("/cc/mmx/cart")).toBe(true);
    expect(isCartCachedOnPath("/gus/sdc/orders")).toBe(true);
    expect(isCartCachedOnPath("/")).toBe(true);
  });
});

describe("carts that must come from the server", () => {
  it("refetches when the cached cart has an out-of-stock line", () => {
    writeCachedCart(cart([line(), line({ itemId: "2", messages: [message("OUT_OF_STOCK", "ERROR")] })]), START, "set", PAGE);
    expect(readCachedCart(START, PAGE)).toBeNull();
  });

  it("refetches when the out-of-stock message sits on a line's delivery option", () => {
    const c = cart([line(), { ...refusal("2"), cartItemId: "line-2", status: "ACTIVE" }]);
    writeCachedCart(c, START, "set", PAGE);
    expect(readCachedCart(START, PAGE)).toBeNull();
  });

  it("refetches when a cached line has no cartItemId", () => {
    writeCachedCart(cart([line(), line({ itemId: "2", cartItemId: null })]), START, "set", PAGE);
    expect(readCachedCart(START, PAGE)).toBeNull();
    writeCachedCart(cart([line(), line({ itemId: "2", cartItemId: "" })]), START, "set", PAGE);
    expect(readCachedCart(START, PAGE)).toBeNull();
  });

  it("drops the cache instead of writing an empty cart (EMPTY_CART message)", () => {
    writeCachedCart(cart(), START, "set", PAGE);
    expect(writeCachedCart(cart([line()], { messages: [message("EMPTY_CART", "INFO")] }), START, "update", PAGE)).toBe("cleared");
    expect(sessionStorage.getItem("cart")).toBeNull();
    expect(sessionStorage.getItem("cart-time")).toBeNull();
  });

  it("drops the cache for a cart with no active line left", () => {
    writeCachedCart(cart(), START, "set", PAGE);
    expect(writeCachedCart(cart([line({ status: "DELETED" })]), START, "update", PAGE)).toBe("cleared");
    expect(writeCachedCart(cart([]), START, "update", PAGE)).toBe("cleared");
    expect(readCachedCart(START, PAGE)).toBeNull();
  });

  it("drops the cache for a cart carrying an ERROR message", () => {
    writeCachedCart(cart(), START, "set", PAGE);
    expect(writeCachedCart(cart([line()], { messages: [message("CART_STATUS_ERROR", "ERROR")] }), START, "set", PAGE)).toBe(
      "cleared",
    );
    expect(sessionStorage.getItem("cart")).toBeNull();
    expect(writeCachedCart(cart([line()], { messages: [message("ERROR", "INFO")] }), START, "set", PAGE)).toBe("cleared");
  });

  it("clears the cache even on a page that does not cache it", () => {
    writeCachedCart(cart(), START, "set", PAGE);
    expect(writeCachedCart(cart([]), START, "set", "/budget")).toBe("cleared");
    expect(sessionStorage.getItem("cart")).toBeNull();
  });

  it("keeps a cart whose messages only warn", () => {
    const c = cart([line({ messages: [message("PARTIAL_QTY_AVAILABLE")] })], { messages: [message("CART_AUTO_MERGE", "INFO")] });
    expect(writeCachedCart(c, START, "set", PAGE)).toBe("stored");
    expect(readCachedCart(START, PAGE)).toEqual(c);
  });

  it("clearCachedCart drops the cart and its time", () => {
    writeCachedCart(cart(), START, "set", PAGE);
    clearCachedCart();
    expect(sessionStorage.length).toBe(0);
  });
});

describe("SFL_MOVED", () => {
  beforeEach(() => {
    sessionStorage.setItem("sfl", JSON.stringify([{ itemId: "9" }]));
  });

  it("clears the saved-for-later cache when the cart says items moved, and still caches the cart", () => {
    expect(writeCachedCart(cart([line()], { messages: [message("SFL_MOVED", "INFO")] }), START, "update", PAGE)).toBe("stored");
    expect(sessionStorage.getItem("sfl")).toBeNull();
    expect(readCachedCart(START, PAGE)).not.toBeNull();
  });

  it("reads SFL_MOVED on a line too, and on pages that do not cache the cart", () => {
    writeCachedCart(cart([line({ messages: [message("SFL_MOVED", "INFO")] })]), START, "update", "/tpv/x");
    expect(sessionStorage.getItem("sfl")).toBeNull();
  });

  it("leaves the saved-for-later cache alone otherwise", () => {
    writeCachedCart(cart(), START, "update", PAGE);
    expect(sessionStorage.getItem("sfl")).not.toBeNull();
  });
});

describe("cached cart against garbage and broken storage", () => {
  it.each([
    ["cart not JSON", "{oops", JSON.stringify({ savedAt: START, kind: "set" })],
    ["cart of the wrong shape", JSON.stringify({ items: "nope" }), JSON.stringify({ savedAt: START, kind: "set" })],
    [
      "cart lines of the wrong shape",
      JSON.stringify({ ...cart(), items: [null] }),
      JSON.stringify({ savedAt: START, kind: "set" }),
    ],
    ["cart as null", "null", JSON.stringify({ savedAt: START, kind: "set" })],
    ["time not JSON", JSON.stringify(cart()), "yesterday"],
    ["time as a bare number", JSON.stringify(cart()), String(START)],
    ["time of an unknown kind", JSON.stringify(cart()), JSON.stringify({ savedAt: START, kind: "forever" })],
    ["time not a number", JSON.stringify(cart()), JSON.stringify({ savedAt: "now", kind: "set" })],
  ])("reads %s as nothing and drops it", (_case, cartText, timeText) => {
    sessionStorage.setItem("cart", cartText);
    sessionStorage.setItem("cart-time", timeText);
    expect(readCachedCart(START, PAGE)).toBeNull();
    expect(sessionStorage.getItem("cart")).toBeNull();
    expect(sessionStorage.getItem("cart-time")).toBeNull();
  });

  it("reads nothing for a cart without its time", () => {
    sessionStorage.setItem("cart", JSON.stringify(cart()));
    expect(readCachedCart(START, PAGE)).toBeNull();
  });

  it("reports a full storage and leaves no old copy behind", () => {
    const full = faultyStorage({ setItem: quotaExceeded() });
    full.data.set("cart", JSON.stringify(cart([line({ qty: 7 })])));
    full.data.set("cart-time", JSON.stringify({ savedAt: START, kind: "set" }));
    restores.push(replaceStorage("sessionStorage", () => full));
    expect(writeCachedCart(cart(), START, "update", PAGE)).toBe("failed");
    expect(full.data.size).toBe(0);
    expect(readCachedCart(START, PAGE)).toBeNull();
  });

  it("never leaves a new time next to an old cart when only the second write fails", () => {
    const storage = faultyStorage({});
    storage.setItem = (key: string, value: string) => {
      if (key === "cart-time") throw quotaExceeded();
      storage.data.set(key, value);
    };
    restores.push(replaceStorage("sessionStorage", () => storage));
    expect(writeCachedCart(cart(), START, "update", PAGE)).toBe("failed");
    expect(storage.data.size).toBe(0);
  });

  it("works without storage at all", () => {
    restores.push(blockStorage("sessionStorage"));
    expect(writeCachedCart(cart(), START, "update", PAGE)).toBe("failed");
    expect(readCachedCart(START, PAGE)).toBeNull();
    expect(writeCachedCart(cart([]), START, "update", PAGE)).toBe("cleared");
    expect(() => clearCachedCart()).not.toThrow();
  });
});

describe("cart count cache (nc)", () => {
  const c = cart(
    [
      line({ itemId: "1", qty: 2, priceInfo: { finalPrice: 250, basePrice: 300, lineTotal: 500, lineTotalAfterCoupons: 450 } }),
      line({ itemId: "2", qty: 3, priceInfo: { finalPrice: 100, basePrice: 100, lineTotal: 300 } }),
      line({ itemId: "3", qty: 4, priceInfo: { finalPrice: 10, basePrice: 10 } }),
      line({
        itemId: "4",
        qty: 1,
        priceInfo: null,
        product: { partNumber: "4", name: null, images: { standard: null }, brandName: null },
      }),
      line({ itemId: "5", status: "DELETED" }),
      refusal("6"),
    ],
    { cartId: "cart-9" },
  );

  it("holds the count, totals, context token, cart id and the active lines", () => {
    expect(cartCountFrom(c, "tok")).toEqual({
      numberOfItems: 10,
      preTax: 900,
      ctxToken: "tok",
      cartId: "cart-9",
      items: [
        { sku: "1", qty: 2, revenue: 450, name: "Item 1", image: "/img/1.jpg" },
        { sku: "2", qty: 3, revenue: 300, name: "Item 2", image: "/img/2.jpg" },
        { sku: "3", qty: 4, revenue: 40, name: "Item 3", image: "/img/3.jpg" },
        { sku: "4", qty: 1, revenue: 0, name: null, image: null },
      ],
      cartTotal: 963,
    });
  });

  it("counts an EMPTY_CART cart as zero items", () => {
    expect(cartCountFrom(cart([line()], { messages: [message("EMPTY_CART", "INFO")] }), null).numberOfItems).toBe(0);
  });

  it("is written to local storage with its time and reused for under 30 days", () => {
    expect(writeCartCount(c, "tok", Date.now())).toBe(true);
    expect(localStorage.getItem("cartCountTime")).toBe(String(START));
    expect(JSON.parse(localStorage.getItem("nc") ?? "null")).toEqual(cartCountFrom(c, "tok"));

    vi.advanceTimersByTime(30 * DAY - 1);
    expect(readCartCount(Date.now())).toEqual(cartCountFrom(c, "tok"));
    vi.advanceTimersByTime(1);
    expect(readCartCount(Date.now())).toBeNull();
  });

  it("is not reused for another cart context", () => {
    writeCartCount(c, "tok", START);
    expect(readCartCount(START, "tok")?.numberOfItems).toBe(10);
    expect(readCartCount(START, "other")).toBeNull();
    expect(readCartCount(START, null)).not.toBeNull();
    expect(readCartCount(START, "")).not.toBeNull();
  });

  it("a count cached without a token is reused whatever the context", () => {
    writeCartCount(c, null, START);
    expect(readCartCount(START, "tok")).not.toBeNull();
  });

  it.each([
    ["no time", null, JSON.stringify({})],
    ["a time that is not a number", "soon", null],
    ["a time in the future", String(START + 1), null],
    ["count not JSON", String(START), "{"],
    ["count of the wrong shape", String(START), JSON.stringify({ numberOfItems: "3", items: [] })],
    ["items of the wrong shape", String(START), JSON.stringify({ ...cartCountFrom(c, null), items: [{ sku: 1 }] })],
  ])("reads %s as nothing", (_case, time, nc) => {
    writeCartCount(c, null, START);
    if (time === null) localStorage.removeItem("cartCountTime");
    else localStorage.setItem("cartCountTime", time);
    if (nc !== null) localStorage.setItem("nc", nc);
    expect(readCartCount(START)).toBeNull();
  });

  it("reports a full or blocked local storage and caches nothing", () => {
    const full = faultyStorage({ setItem: quotaExceeded() });
    restores.push(replaceStorage("localStorage", () => full));
    expect(writeCartCount(c, "tok", START)).toBe(false);
    expect(readCartCount(START)).toBeNull();
    restores.push(blockStorage("localStorage"));
    expect(writeCartCount(c, "tok", START)).toBe(false);
    expect(readCartCount(START)).toBeNull();
  });
});

describe("cart context tokens", () => {
  function seedContextData() {
    for (const key of CONTEXT_SCOPED_KEYS) {
      sessionStorage.setItem(key, "x");
      localStorage.setItem(key, "x");
    }
    sessionStorage.setItem("holiday", "keep");
    localStorage.setItem("nc", "keep");
  }

  it("agree when nothing is known at all", () => {
    expect(checkContextTokens({})).toBe(true);
  });

  it("agree when every known token is the same, and nothing is cleared", () => {
    rememberContextToken("abc");
    seedContextData();
    expect(checkContextTokens({ memory: "abc", cookie: "abc" })).toBe(true);
    expect(sessionStorage.getItem("cart")).toBe("x");
  });

  it("ignore absent, blank and 'null' tokens", () => {
    localStorage.setItem("ctx-token", "abc");
    localStorage.setItem("s-ctx-token", "");
    expect(checkContextTokens({ memory: null, cookie: undefined })).toBe(true);
    expect(checkContextTokens({ memory: "abc", cookie: "null" })).toBe(true);
    expect(checkContextTokens({ memory: "  ", cookie: "undefined" })).toBe(true);
    expect(checkContextTokens({ cookie: "abc" })).toBe(true);
  });

  it.each([
    ["the cookie", { cookie: "new" }],
    ["the in-memory token", { memory: "new" }],
  ])("disagree with %s: cached cart, saved-for-later and list data are cleared", (_who, current) => {
    rememberContextToken("old");
    seedContextData();
    expect(checkContextTokens(current)).toBe(false);
    for (const key of CONTEXT_SCOPED_KEYS) {
      expect(sessionStorage.getItem(key)).toBeNull();
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem("holiday")).toBe("keep");
    expect(localStorage.getItem("nc")).toBe("keep");
  });

  it("disagree when the two stored tokens differ", () => {
    localStorage.setItem("ctx-token", "a");
    localStorage.setItem("s-ctx-token", "b");
    seedContextData();
    expect(checkContextTokens({})).toBe(false);
    expect(sessionStorage.getItem("sfl")).toBeNull();
  });

  it("disagree when cookie and memory differ with nothing stored", () => {
    expect(checkContextTokens({ memory: "a", cookie: "b" })).toBe(false);
  });

  it("that disagree clear the real cached cart written by writeCachedCart", () => {
    rememberContextToken("old");
    writeCachedCart(cart(), START, "set", PAGE);
    expect(checkContextTokens({ cookie: "new" })).toBe(false);
    expect(readCachedCart(START, PAGE)).toBeNull();
  });

  it("rememberContextToken stores ctx-token and s-ctx-token", () => {
    expect(rememberContextToken(" tok ")).toBe(true);
    expect(localStorage.getItem("ctx-token")).toBe("tok");
    expect(localStorage.getItem("s-ctx-token")).toBe("tok");
  });

  it("rememberContextToken ignores absent tokens and keeps what was stored", () => {
    rememberContextToken("tok");
    expect(rememberContextToken(null)).toBe(false);
    expect(rememberContextToken("")).toBe(false);
    expect(rememberContextToken("null")).toBe(false);
    expect(localStorage.getItem("ctx-token")).toBe("tok");
  });

  it("rememberContextToken never leaves two disagreeing tokens after a failed write", () => {
    const storage = faultyStorage({});
    storage.data.set("ctx-token", "old");
    storage.data.set("s-ctx-token", "old");
    storage.setItem = (key: string, value: string) => {
      if (key === "s-ctx-token") throw quotaExceeded();
      storage.data.set(key, value);
    };
    restores.push(replaceStorage("localStorage", () => storage));
    expect(rememberContextToken("new")).toBe(false);
    expect(storage.data.has("ctx-token")).toBe(false);
    expect(storage.data.has("s-ctx-token")).toBe(false);
    expect(checkContextTokens({ memory: "new" })).toBe(true);
  });

  it("still compare cookie and memory when storage is blocked", () => {
    restores.push(blockStorage("localStorage"), blockStorage("sessionStorage"));
    expect(checkContextTokens({ memory: "a", cookie: "a" })).toBe(true);
    expect(checkContextTokens({ memory: "a", cookie: "b" })).toBe(false);
    expect(rememberContextToken("a")).toBe(false);
  });
});
