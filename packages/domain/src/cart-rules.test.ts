import { describe, expect, it } from "vitest";
import {
  CART_MESSAGES,
  type CartMessage,
  decideAddQuantity,
  decideUpdateQuantity,
  effectiveItemId,
  isCartEmpty,
  isItemActive,
  isItemOutOfStock,
  type LineProduct,
  MAX_ITEMS_PER_CALL,
  parseRequestedQuantity,
  quantityChange,
  resolveDeliveryType,
} from "./cart-rules";

function product(overrides: Partial<LineProduct> = {}): LineProduct {
  return {
    exists: true,
    validId: true,
    status: "PUBLISHED",
    finalPriceCents: 1299,
    isFreeSample: false,
    quantityLimit: null,
    availableQty: 5000,
    backorderDate: null,
    ...overrides,
  };
}

const LIMIT_5 =
  "We're sorry, this item is sold in limited quantities. You can order a maximum of 5. Please update the quantity and click Add to cart to continue.";
const ALREADY_MAX = "You already have this item in cart with the maximum quantity available.";
const MORE_THAN_STOCK = "We're sorry, but you have ordered more than we have in stock.";
const LINE_MAX = "You can order a maximum of 999 of an item in one line.";
const PRICE_NA = "Sorry, but we are unable to display prices at this time. Please try again in a few minutes.";

const codes = (messages: CartMessage[]): string[] => messages.map((m) => m.code);

describe("CART_MESSAGES", () => {
  it("holds the spec's exact words", () => {
    expect(CART_MESSAGES.SKU_INVALID).toBe("This item number is not valid.");
    expect(CART_MESSAGES.INVALID_ITEM).toBe("We couldn't find this item.");
    expect(CART_MESSAGES.ITEM_NOT_PUBLISHED).toBe("This item is no longer available.");
    expect(CART_MESSAGES.PRICE_NOT_AVAILABLE).toBe(PRICE_NA);
    expect(CART_MESSAGES.OUT_OF_STOCK).toBe("We're sorry, this item is out of stock.");
    expect(CART_MESSAGES.NOT_AVAILABLE_FOR_BOPIS).toBe("This item is not available for pickup at this store.");
    expect(CART_MESSAGES.EXCEEDED_LIMIT).toBe(ALREADY_MAX);
    expect(CART_MESSAGES.PARTIAL_QTY_AVAILABLE).toBe(MORE_THAN_STOCK);
    expect(CART_MESSAGES.EXCEEDS_MAX_LINE_QTY).toBe(LINE_MAX);
    expect(CART_MESSAGES.QTY_LIMIT(5)).toBe(LIMIT_5);
  });

  it.each([
    ["2026-12-05", "This item is currently backordered until December 5, 2026"],
    [null, "This item is currently backordered"],
    ["garbage", "This item is currently backordered"],
  ])("backorder text for %j", (date, expected) => {
    expect(CART_MESSAGES.BACKORDERED(date)).toBe(expected);
  });

  it("caps a call at 100 items", () => {
    expect(MAX_ITEMS_PER_CALL).toBe(100);
  });
});

describe("decideAddQuantity: items that cannot be added", () => {
  it.each([
    ["malformed id", { validId: false, exists: false }, "SKU_INVALID", "ERROR", "This item number is not valid."],
    ["unknown item", { exists: false }, "INVALID_ITEM", "ERROR", "We couldn't find this item."],
    ["unpublished", { status: "UNPUBLISHED" }, "ITEM_NOT_PUBLISHED", "ERROR", "This item is no longer available."],
    ["discontinued", { status: "DISCONTINUED" }, "ITEM_NOT_PUBLISHED", "ERROR", "This item is no longer available."],
    ["lower-case discontinued", { status: "discontinued" }, "ITEM_NOT_PUBLISHED", "ERROR", "This item is no longer available."],
    ["no price", { finalPriceCents: null }, "PRICE_NOT_AVAILABLE", "ERROR", PRICE_NA],
    ["zero price", { finalPriceCents: 0 }, "PRICE_NOT_AVAILABLE", "ERROR", PRICE_NA],
    ["negative price", { finalPriceCents: -5 }, "PRICE_NOT_AVAILABLE", "ERROR", PRICE_NA],
    ["negative price on a free sample", { finalPriceCents: -5, isFreeSample: true }, "PRICE_NOT_AVAILABLE", "ERROR", PRICE_NA],
    ["NaN price", { finalPriceCents: Number.NaN }, "PRICE_NOT_AVAILABLE", "ERROR", PRICE_NA],
    ["out of stock", { availableQty: 0 }, "OUT_OF_STOCK", "ERROR", "We're sorry, this item is out of stock."],
    ["negative stock", { availableQty: -2 }, "OUT_OF_STOCK", "ERROR", "We're sorry, this item is out of stock."],
  ] as const)("%s -> %s", (_label, overrides, code, type, message) => {
    expect(decideAddQuantity(product(overrides), 0, 1)).toEqual({ accepted: false, qty: 0, messages: [{ code, type, message }] });
  });

  it("checks in spec order: id, existence, status, price, stock", () => {
    const everythingWrong = { validId: false, exists: false, status: "UNPUBLISHED", finalPriceCents: null, availableQty: 0 };
    expect(codes(decideAddQuantity(product(everythingWrong), 0, 1).messages)).toEqual(["SKU_INVALID"]);
    expect(codes(decideAddQuantity(product({ ...everythingWrong, validId: true }), 0, 1).messages)).toEqual(["INVALID_ITEM"]);
    expect(codes(decideAddQuantity(product({ status: "UNPUBLISHED", finalPriceCents: null }), 0, 1).messages)).toEqual([
      "ITEM_NOT_PUBLISHED",
    ]);
    expect(codes(decideAddQuantity(product({ finalPriceCents: null, availableQty: 0 }), 0, 1).messages)).toEqual([
      "PRICE_NOT_AVAILABLE",
    ]);
  });

  it("keeps the existing quantity when refusing an add to an existing line", () => {
    expect(decideAddQuantity(product({ availableQty: 0 }), 3, 1)).toMatchObject({ accepted: false, qty: 3 });
  });

  it("lets a free sample cost nothing", () => {
    expect(decideAddQuantity(product({ finalPriceCents: 0, isFreeSample: true }), 0, 1)).toEqual({
      accepted: true,
      qty: 1,
      messages: [],
    });
  });

  it("uses the pickup wording for ISP with no store stock", () => {
    expect(decideAddQuantity(product({ availableQty: 0 }), 0, 2, { deliveryType: "ISP" })).toEqual({
      accepted: false,
      qty: 0,
      messages: [
        { code: "NOT_AVAILABLE_FOR_BOPIS", type: "WARNING", message: "This item is not available for pickup at this store." },
      ],
    });
  });

  it("uses the out-of-stock wording for STS", () => {
    expect(codes(decideAddQuantity(product({ availableQty: 0 }), 0, 1, { deliveryType: "STS" }).messages)).toEqual([
      "OUT_OF_STOCK",
    ]);
  });
});

describe("decideAddQuantity: backorders", () => {
  const backordered = product({ availableQty: 0, backorderDate: "2026-12-05" });
  const info = { code: "BACKORDERED", type: "INFO", message: "This item is currently backordered until December 5, 2026" };

  it("accepts with an INFO message and no stock cap", () => {
    expect(decideAddQuantity(backordered, 0, 40)).toEqual({ accepted: true, qty: 40, messages: [info] });
    expect(decideAddQuantity(backordered, 10, 40)).toEqual({ accepted: true, qty: 50, messages: [info] });
  });

  it("falls back to the undated wording for an unreadable date", () => {
    expect(decideAddQuantity(product({ availableQty: 0, backorderDate: "soon" }), 0, 1).messages).toEqual([
      { code: "BACKORDERED", type: "INFO", message: "This item is currently backordered" },
    ]);
  });

  it("still applies the per-order limit and the line maximum", () => {
    const limited = product({ availableQty: 0, backorderDate: "2026-12-05", quantityLimit: 5 });
    expect(decideAddQuantity(limited, 0, 8)).toEqual({
      accepted: true,
      qty: 5,
      messages: [info, { code: "QTY_LIMIT_ITEM", type: "WARNING", message: LIMIT_5 }],
    });
    expect(decideAddQuantity(backordered, 0, 1500)).toEqual({
      accepted: true,
      qty: 999,
      messages: [info, { code: "EXCEEDS_MAX_LINE_QTY", type: "WARNING", message: LINE_MAX }],
    });
  });

  it("does not apply to store pickup, which needs the store's own stock", () => {
    expect(codes(decideAddQuantity(backordered, 0, 1, { deliveryType: "ISP" }).messages)).toEqual(["NOT_AVAILABLE_FOR_BOPIS"]);
  });

  it("is ignored while there is stock", () => {
    expect(decideAddQuantity(product({ availableQty: 3, backorderDate: "2026-12-05" }), 0, 5)).toEqual({
      accepted: true,
      qty: 3,
      messages: [{ code: "PARTIAL_QTY_AVAILABLE", type: "WARNING", message: MORE_THAN_STOCK }],
    });
  });
});

describe("decideAddQuantity: caps", () => {
  const limitMessage = { code: "QTY_LIMIT_ITEM", type: "WARNING", message: LIMIT_5 };
  const alreadyMax = { code: "EXCEEDED_LIMIT", type: "WARNING", message: ALREADY_MAX };
  const partial = { code: "PARTIAL_QTY_AVAILABLE", type: "WARNING", message: MORE_THAN_STOCK };
  const lineMax = { code: "EXCEEDS_MAX_LINE_QTY", type: "WARNING", message: LINE_MAX };

  it.each([
    ["within every cap", { quantityLimit: 5, availableQty: 10 }, 0, 3, { accepted: true, qty: 3, messages: [] }],
    ["exactly at the limit", { quantityLimit: 5, availableQty: 10 }, 2, 3, { accepted: true, qty: 5, messages: [] }],
    ["new line over the limit", { quantityLimit: 5 }, 0, 8, { accepted: true, qty: 5, messages: [limitMessage] }],
    ["existing line pushed over the limit", { quantityLimit: 5 }, 3, 4, { accepted: true, qty: 5, messages: [limitMessage] }],
    ["existing line already at the limit", { quantityLimit: 5 }, 5, 1, { accepted: true, qty: 5, messages: [alreadyMax] }],
    ["new line over stock", { availableQty: 4 }, 0, 6, { accepted: true, qty: 4, messages: [partial] }],
    ["existing line pushed over stock", { availableQty: 4 }, 2, 6, { accepted: true, qty: 4, messages: [partial] }],
    ["existing line already holding all stock", { availableQty: 4 }, 4, 1, { accepted: true, qty: 4, messages: [alreadyMax] }],
    ["over the 999 line maximum", {}, 0, 1200, { accepted: true, qty: 999, messages: [lineMax] }],
    ["existing line pushed over 999", {}, 990, 20, { accepted: true, qty: 999, messages: [lineMax] }],
    ["exactly 999", {}, 900, 99, { accepted: true, qty: 999, messages: [] }],
  ] as const)("%s", (_label, overrides, existing, requested, expected) => {
    expect(decideAddQuantity(product(overrides), existing, requested)).toEqual(expected);
  });

  it("applies the smallest cap but reports every cap that bit", () => {
    // limit 5, stock 3: both bite, stock is smaller.
    expect(decideAddQuantity(product({ quantityLimit: 5, availableQty: 3 }), 0, 8)).toEqual({
      accepted: true,
      qty: 3,
      messages: [limitMessage, partial],
    });
    // limit 5, stock 20, request 8: only the limit bites.
    expect(decideAddQuantity(product({ quantityLimit: 5, availableQty: 20 }), 0, 8)).toEqual({
      accepted: true,
      qty: 5,
      messages: [limitMessage],
    });
    // All three caps bite; the limit is smallest.
    const all = decideAddQuantity(product({ quantityLimit: 5, availableQty: 600 }), 0, 1500);
    expect(all.qty).toBe(5);
    expect(codes(all.messages)).toEqual(["QTY_LIMIT_ITEM", "PARTIAL_QTY_AVAILABLE", "EXCEEDS_MAX_LINE_QTY"]);
  });

  it("reports 'already at the maximum' once when limit and stock both are full", () => {
    expect(decideAddQuantity(product({ quantityLimit: 5, availableQty: 5 }), 5, 2)).toEqual({
      accepted: true,
      qty: 5,
      messages: [alreadyMax],
    });
  });

  it("mixes 'already full' for one cap with the plain message for another", () => {
    // Stock 3 is already in the cart; the limit of 5 would also be exceeded by 3 + 4.
    expect(decideAddQuantity(product({ quantityLimit: 5, availableQty: 3 }), 3, 4)).toEqual({
      accepted: true,
      qty: 3,
      messages: [limitMessage, alreadyMax],
    });
  });

  it("brings a line that already exceeds a cap down to it", () => {
    expect(decideAddQuantity(product({ availableQty: 4 }), 6, 1)).toEqual({ accepted: true, qty: 4, messages: [alreadyMax] });
  });

  it("refuses a new line when a limit of 0 leaves nothing to add", () => {
    const limitZero =
      "We're sorry, this item is sold in limited quantities. You can order a maximum of 0. Please update the quantity and click Add to cart to continue.";
    expect(decideAddQuantity(product({ quantityLimit: 0 }), 0, 1)).toEqual({
      accepted: false,
      qty: 0,
      messages: [{ code: "QTY_LIMIT_ITEM", type: "WARNING", message: limitZero }],
    });
  });

  it("treats a request of 0 as adding nothing", () => {
    expect(decideAddQuantity(product(), 0, 0)).toEqual({ accepted: false, qty: 0, messages: [] });
    expect(decideAddQuantity(product(), 2, 0)).toEqual({ accepted: true, qty: 2, messages: [] });
  });

  it("defaults to STA and caps ISP by the store's stock", () => {
    expect(decideAddQuantity(product({ availableQty: 2 }), 0, 3, { deliveryType: "ISP" })).toEqual({
      accepted: true,
      qty: 2,
      messages: [partial],
    });
  });
});

describe("decideAddQuantity with ignoreExistQty", () => {
  it("replaces the existing quantity", () => {
    expect(decideAddQuantity(product(), 4, 2, { ignoreExistQty: true })).toEqual({ accepted: true, qty: 2, messages: [] });
    expect(decideAddQuantity(product(), 4, 2)).toEqual({ accepted: true, qty: 6, messages: [] });
  });

  it("asks to lower the request rather than saying the line is full", () => {
    expect(decideAddQuantity(product({ quantityLimit: 5 }), 5, 7, { ignoreExistQty: true })).toEqual({
      accepted: true,
      qty: 5,
      messages: [{ code: "QTY_LIMIT_ITEM", type: "WARNING", message: LIMIT_5 }],
    });
    expect(decideAddQuantity(product({ availableQty: 3 }), 3, 7, { ignoreExistQty: true }).messages).toEqual([
      { code: "PARTIAL_QTY_AVAILABLE", type: "WARNING", message: MORE_THAN_STOCK },
    ]);
  });

  it("does not let a huge existing line trip the caps", () => {
    expect(decideAddQuantity(product(), 998, 5, { ignoreExistQty: true })).toEqual({ accepted: true, qty: 5, messages: [] });
  });
});

describe("decideUpdateQuantity", () => {
  it("removes on 0 without checks or messages, even for an unavailable item", () => {
    expect(decideUpdateQuantity(product(), 3, 0)).toEqual({ accepted: true, qty: 0, messages: [] });
    expect(decideUpdateQuantity(product({ status: "DISCONTINUED", availableQty: 0 }), 3, 0)).toEqual({
      accepted: true,
      qty: 0,
      messages: [],
    });
  });

  it("sets the absolute quantity", () => {
    expect(decideUpdateQuantity(product(), 3, 7)).toEqual({ accepted: true, qty: 7, messages: [] });
    expect(decideUpdateQuantity(product(), 7, 3)).toEqual({ accepted: true, qty: 3, messages: [] });
  });

  it.each([
    ["limit", { quantityLimit: 5 }, 9, 5, ["QTY_LIMIT_EXCEEDED"]],
    ["stock", { availableQty: 4 }, 9, 4, ["PARTIAL_QTY_AVAILABLE"]],
    ["line maximum", {}, 1000, 999, ["EXCEEDS_MAX_LINE_QTY"]],
    ["limit and stock", { quantityLimit: 5, availableQty: 4 }, 9, 4, ["QTY_LIMIT_EXCEEDED", "PARTIAL_QTY_AVAILABLE"]],
  ] as const)("caps by %s", (_label, overrides, requested, qty, expectedCodes) => {
    const decision = decideUpdateQuantity(product(overrides), 2, requested);
    expect(decision.accepted).toBe(true);
    expect(decision.qty).toBe(qty);
    expect(codes(decision.messages)).toEqual(expectedCodes);
  });

  it("uses the update code for the limit with the same words", () => {
    expect(decideUpdateQuantity(product({ quantityLimit: 5 }), 5, 6).messages).toEqual([
      { code: "QTY_LIMIT_EXCEEDED", type: "WARNING", message: LIMIT_5 },
    ]);
  });

  it("never says 'already at the maximum' for an update", () => {
    expect(codes(decideUpdateQuantity(product({ availableQty: 4 }), 4, 6).messages)).toEqual(["PARTIAL_QTY_AVAILABLE"]);
  });

  it("refuses an unavailable item and keeps the line", () => {
    expect(decideUpdateQuantity(product({ availableQty: 0 }), 3, 2)).toEqual({
      accepted: false,
      qty: 3,
      messages: [{ code: "OUT_OF_STOCK", type: "ERROR", message: "We're sorry, this item is out of stock." }],
    });
    expect(codes(decideUpdateQuantity(product({ availableQty: 0 }), 3, 2, { deliveryType: "ISP" }).messages)).toEqual([
      "NOT_AVAILABLE_FOR_BOPIS",
    ]);
    expect(codes(decideUpdateQuantity(product({ finalPriceCents: null }), 3, 2).messages)).toEqual(["PRICE_NOT_AVAILABLE"]);
  });

  it("lets a backordered line grow without a stock cap", () => {
    expect(decideUpdateQuantity(product({ availableQty: 0, backorderDate: "2026-12-05" }), 1, 30)).toEqual({
      accepted: true,
      qty: 30,
      messages: [{ code: "BACKORDERED", type: "INFO", message: "This item is currently backordered until December 5, 2026" }],
    });
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 0.5])("never reads %s as remove", (requested) => {
    expect(decideUpdateQuantity(product(), 3, requested)).toEqual({ accepted: false, qty: 3, messages: [] });
  });
});

describe("parseRequestedQuantity", () => {
  it.each([undefined, null, "", "   "])("refuses a missing quantity (%j) when the request must name one (an update)", (raw) => {
    expect(parseRequestedQuantity(raw, { allowZero: true, required: true })).toEqual({ ok: false });
  });

  it("accepts 0 and whole numbers on an update", () => {
    expect(parseRequestedQuantity("0", { allowZero: true, required: true })).toEqual({ ok: true, qty: 0 });
    expect(parseRequestedQuantity(4, { allowZero: true, required: true })).toEqual({ ok: true, qty: 4 });
  });

  it.each([
    [undefined, 1],
    [null, 1],
    ["", 1],
    ["   ", 1],
    [1, 1],
    [9999, 9999],
    ["7", 7],
    [" 05 ", 5],
    ["9999", 9999],
    [3.0, 3],
  ])("accepts %j as %s", (raw, qty) => {
    expect(parseRequestedQuantity(raw, { allowZero: false })).toEqual({ ok: true, qty });
  });

  it.each([
    0,
    "0",
    -1,
    "-1",
    1.5,
    "1.5",
    "5.0",
    10000,
    "10000",
    "abc",
    "12abc",
    "1e3",
    "+3",
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    false,
    {},
    [],
    [2],
  ])("rejects %j", (raw) => {
    expect(parseRequestedQuantity(raw, { allowZero: false })).toEqual({ ok: false });
  });

  it("accepts 0 only when allowed (updates, where 0 removes)", () => {
    expect(parseRequestedQuantity(0, { allowZero: true })).toEqual({ ok: true, qty: 0 });
    expect(parseRequestedQuantity("0", { allowZero: true })).toEqual({ ok: true, qty: 0 });
    const negativeZero = parseRequestedQuantity(-0, { allowZero: true });
    expect(negativeZero.ok && Object.is(negativeZero.qty, 0)).toBe(true);
    expect(parseRequestedQuantity(-1, { allowZero: true })).toEqual({ ok: false });
    expect(parseRequestedQuantity(undefined, { allowZero: true })).toEqual({ ok: true, qty: 1 });
  });
});

describe("effectiveItemId", () => {
  it.each([
    ["100", undefined, "100"],
    ["100", null, "100"],
    ["100", "", "100"],
    ["100", "200", "100"],
    ["100", "200##COLOR", "200"],
    ["100", "200##", "200"],
    ["100", "##COLOR", "100"],
    ["100", "200##A##B", "200"],
  ])("(%j, %j) -> %j", (itemId, resolved, expected) => {
    expect(effectiveItemId(itemId, resolved)).toBe(expected);
  });
});

describe("resolveDeliveryType", () => {
  it.each([
    [undefined, null, "STA", null],
    [null, "0123", "STA", null],
    ["STA", "0123", "STA", null],
    ["STS", "0123", "STS", "0123"],
    ["ISP", "0123", "ISP", "0123"],
    ["isp", " 0123 ", "ISP", "0123"],
    ["STS", null, "STA", null],
    ["ISP", null, "STA", null],
    ["ISP", "  ", "STA", null],
    ["DRONE", "0123", "STA", null],
  ])("(%j, %j) -> %s %j", (requested, store, deliveryType, storeNumber) => {
    expect(resolveDeliveryType(requested, store)).toEqual({ deliveryType, storeNumber });
  });
});

describe("item and cart state", () => {
  it.each([
    [{}, true],
    [{ status: null }, true],
    [{ status: "" }, true],
    [{ status: "ACTIVE" }, true],
    [{ status: "active" }, true],
    [{ status: "DELETED" }, false],
    [{ status: "deleted" }, false],
    [{ status: "TRANSIENT" }, false],
    [{ status: "APPROVED" }, false],
  ])("isItemActive(%j) is %s", (item, expected) => {
    expect(isItemActive(item)).toBe(expected);
  });

  it.each([
    [{ items: [] }, true],
    [{ items: [{ status: "DELETED" }] }, true],
    [{ items: [{ status: "ACTIVE" }] }, false],
    [{ items: [{ status: "DELETED" }, {}] }, false],
    [{ messages: [{ code: "EMPTY_CART" }], items: [{ status: "ACTIVE" }] }, true],
    [{ messages: [{ code: "CART_AUTO_MERGE" }], items: [{ status: "ACTIVE" }] }, false],
  ])("isCartEmpty(%j) is %s", (cart, expected) => {
    expect(isCartEmpty(cart)).toBe(expected);
  });

  it.each([
    [{}, false],
    [{ messages: [{ code: "OUT_OF_STOCK" }] }, true],
    [{ messages: [{ code: "PARTIAL_QTY_AVAILABLE" }] }, false],
    [{ selectedDeliveryOption: null }, false],
    [{ selectedDeliveryOption: {} }, false],
    [{ selectedDeliveryOption: { messages: [{ code: "OUT_OF_STOCK" }] } }, true],
  ])("isItemOutOfStock(%j) is %s", (item, expected) => {
    expect(isItemOutOfStock(item)).toBe(expected);
  });
});

describe("quantityChange", () => {
  it.each([
    ["ADD_ITEM", 0, 3, "increase", 3],
    ["ADD_ITEM", 2, 5, "increase", 3],
    ["ADD_ITEM", 5, 5, "none", 0],
    ["DELETED_ITEM", 4, 0, "decrease", 4],
    ["DELETED_ITEM", 0, 0, "none", 0],
    ["EDIT_ITEM", 5, 2, "decrease", 3],
    ["EDIT_ITEM", 2, 5, "increase", 3],
    ["EDIT_ITEM", 3, 3, "none", 0],
    ["NONE", 1, 9, "none", 0],
  ] as const)("%s %s -> %s is %s by %s", (action, prevQty, qty, direction, amount) => {
    expect(quantityChange(action, prevQty, qty)).toEqual({ direction, amount });
  });
});
