import { describe, expect, it } from "vitest";
import { addItemsRequest, couponRequest, parseCartRequest, updateItemsRequest } from "./cart-requests";

describe("addItemsRequest", () => {
  it("reads items with defaults: one of each, no store, no flags", () => {
    const parsed = parseCartRequest(addItemsRequest, { items: [{ itemId: " 1001 " }, { itemId: 42, qty: "3" }] });
    expect(parsed).toEqual({
      ok: true,
      value: {
        items: [
          { itemId: "1001", qty: 1, deliveryType: null, resolvedItemId: null, storeNumber: null },
          { itemId: "42", qty: 3, deliveryType: null, resolvedItemId: null, storeNumber: null },
        ],
        yourStoreNo: null,
        buyNow: false,
        ignoreExistQty: false,
        ignoreHrdAlt: false,
        coupons: [],
        type: null,
        specialShipTo: null,
        specialBillTo: null,
        forceUpdate: false,
        skipInv: false,
        responseType: "WHOLE",
        source: null,
      },
    });
  });

  it("reads the add's flags (decision 072) and refuses a special address it cannot read as INVALID_DATA_ITEM", () => {
    const address = { firstName: "A", lastName: "B", address1: "1 Main St", city: "Natick", state: "MA", zipCode: "01760" };
    const encoded = Buffer.from(JSON.stringify(address)).toString("base64");
    const parsed = parseCartRequest(addItemsRequest, {
      items: [{ itemId: "7" }],
      type: "special",
      specialShipTo: encoded,
      forceUpdate: "true",
      skipInv: true,
      responseType: "partial",
      source: " pdp ",
    });
    expect(parsed.ok && parsed.value).toMatchObject({
      type: "SPECIAL",
      specialShipTo: { ...address, address2: null },
      specialBillTo: null,
      forceUpdate: true,
      skipInv: true,
      responseType: "PARTIAL",
      source: "pdp",
    });
    expect(parseCartRequest(addItemsRequest, { items: [{ itemId: "7" }], specialBillTo: "not an address" })).toEqual({
      ok: false,
      code: "INVALID_DATA_ITEM",
      message: "specialBillTo: must be base64 of a JSON address with firstName, lastName, address1, city, state and zipCode",
    });
  });

  it("accepts the older single `item`, store numbers padded, flags as text, upper-cased delivery", () => {
    const parsed = parseCartRequest(addItemsRequest, {
      item: { itemId: "7", deliveryType: "isp", storeNumber: 42 },
      yourStoreNo: "123",
      buyNow: "true",
      coupons: ["TAKE5", 3, "B", "C", "D", "E", "F"],
    });
    expect(parsed.ok && parsed.value).toMatchObject({
      items: [{ itemId: "7", deliveryType: "ISP", storeNumber: "0042" }],
      yourStoreNo: "0123",
      buyNow: true,
      coupons: ["TAKE5", "B", "C", "D", "E"],
    });
  });

  it.each([
    [undefined, "INVALID_ITEMS", "Items not passed"],
    [{}, "INVALID_ITEMS", "Items not passed"],
    [{ items: [] }, "INVALID_ITEMS", "Items not passed"],
    [{ items: ["x"] }, "INVALID_ITEMS", "Items not passed"],
    [{ items: [{ qty: 1 }] }, "INVALID_ITEMS", "Each item needs an itemId"],
    [{ items: [{ itemId: "  " }] }, "INVALID_ITEMS", "Each item needs an itemId"],
    [{ items: [{ itemId: 1.5 }] }, "INVALID_ITEMS", "Each item needs an itemId"],
    [{ items: [{ itemId: "1", qty: 0 }] }, "INVALID_QTY", "Qty of one the items is incorrect"],
    [{ items: [{ itemId: "1", qty: "2.5" }] }, "INVALID_QTY", "Qty of one the items is incorrect"],
    [{ items: [{ itemId: "1", qty: true }] }, "INVALID_QTY", "Qty of one the items is incorrect"],
    [{ items: [{ itemId: "1", deliveryType: 5 }] }, "INVALID_REQUEST", "deliveryType: must be STA, STS or ISP"],
    [{ items: [{ itemId: "1", storeNumber: "12a" }] }, "INVALID_REQUEST", "storeNumber: store numbers are 1 to 6 digits"],
    [{ items: [{ itemId: "1" }], yourStoreNo: "1234567" }, "INVALID_REQUEST", "yourStoreNo: store numbers are 1 to 6 digits"],
    [{ items: [{ itemId: "1" }], buyNow: "yes" }, "INVALID_REQUEST", "buyNow: must be true or false"],
  ])("refuses %j with %s", (body, code, message) => {
    expect(parseCartRequest(addItemsRequest, body)).toEqual({ ok: false, code, message });
  });

  it("reads a line's relation to another line, and leaves it out when there is none", () => {
    const parsed = parseCartRequest(addItemsRequest, {
      items: [
        { itemId: "7", parentCartItemId: "line-1", parentRelationType: "warranty" },
        { itemId: "8", parentItemId: 7, parentRelationType: "ADDON", partBundleId: "" },
        { itemId: "9", partBundleId: "BNDL-1" },
      ],
    });
    expect(parsed.ok && parsed.value.items).toEqual([
      expect.objectContaining({ itemId: "7", parentCartItemId: "line-1", parentRelationType: "WARRANTY" }),
      expect.objectContaining({ itemId: "8", parentItemId: "7", parentRelationType: "ADDON" }),
      expect.objectContaining({ itemId: "9", partBundleId: "BNDL-1" }),
    ]);
    expect(parsed.ok && parsed.value.items[1]?.partBundleId).toBeUndefined();
  });

  it.each([
    [{ items: [{ itemId: "1", parentRelationType: "ASSEMBLY" }] }, "parentRelationType: must be WARRANTY, ADDON or BUNDLE"],
    [{ items: [{ itemId: "1", parentCartItemId: "x".repeat(65) }] }, "parentCartItemId: must be an id of at most 64 characters"],
    [{ items: [{ itemId: "1", partBundleId: {} }] }, "partBundleId: must be an id of at most 64 characters"],
  ])("refuses the relation in %j", (body, message) => {
    expect(parseCartRequest(addItemsRequest, body)).toEqual({ ok: false, code: "INVALID_REQUEST", message });
  });

  it("counts the items before reading any of them", () => {
    const items = Array.from({ length: 101 }, () => "not an item");
    expect(parseCartRequest(addItemsRequest, { items })).toEqual({
      ok: false,
      code: "INVALID_ITEMS",
      message: "Too many items: at most 100 in one call",
    });
  });

  it("names the first problem in the order the body is read", () => {
    const parsed = parseCartRequest(addItemsRequest, { items: [{ itemId: "1", qty: -1 }, { qty: 1 }], buyNow: 3 });
    expect(parsed).toMatchObject({ ok: false, code: "INVALID_QTY" });
  });
});

describe("updateItemsRequest", () => {
  it("reads quantities, 0 included", () => {
    expect(
      parseCartRequest(updateItemsRequest, {
        items: [
          { cartItemId: "a", qty: "0" },
          { cartItemId: "b", qty: 4 },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        items: [
          { cartItemId: "a", qty: 0 },
          { cartItemId: "b", qty: 4 },
        ],
      },
    });
  });

  it.each([{}, { qty: null }, { qty: "" }, { qty: " " }, { qty: -1 }])(
    "refuses an item without a usable quantity (%j) instead of reading it as 1",
    (extra) => {
      expect(parseCartRequest(updateItemsRequest, { items: [{ cartItemId: "a", ...extra }] })).toEqual({
        ok: false,
        code: "INVALID_QTY",
        message: "Qty of one the items is incorrect",
      });
    },
  );

  it.each([[{ items: [{ qty: 1 }] }], [{ items: [{ cartItemId: "", qty: 1 }] }], [{ items: [7] }]])(
    "refuses %j without a cartItemId",
    (body) => {
      expect(parseCartRequest(updateItemsRequest, body)).toEqual({
        ok: false,
        code: "INVALID_ITEMS",
        message: "Must provide cartItemId as prop of item",
      });
    },
  );
});

describe("updateItemsRequest: a line's delivery (decision 030)", () => {
  it("reads deliveryType (any case) and a store number, padded", () => {
    expect(
      parseCartRequest(updateItemsRequest, { items: [{ cartItemId: "a", qty: 2, deliveryType: "isp", storeNumber: 8 }] }),
    ).toEqual({ ok: true, value: { items: [{ cartItemId: "a", qty: 2, deliveryType: "ISP", storeNumber: "0008" }] } });
  });

  it.each([
    [{ deliveryType: "DRONE" }, "deliveryType: must be STA, STS or ISP"],
    [{ deliveryType: 3 }, "deliveryType: must be STA, STS or ISP"],
    [{ deliveryType: "ISP", storeNumber: "Natick" }, "storeNumber: store numbers are 1 to 6 digits"],
  ])("refuses %j", (extra, message) => {
    expect(parseCartRequest(updateItemsRequest, { items: [{ cartItemId: "a", qty: 1, ...extra }] })).toEqual({
      ok: false,
      code: "INVALID_REQUEST",
      message,
    });
  });
});

describe("couponRequest", () => {
  it("takes couponCode, or code, trimmed", () => {
    expect(parseCartRequest(couponRequest, { couponCode: " TAKE5 " })).toEqual({ ok: true, value: { couponCode: "TAKE5" } });
    expect(parseCartRequest(couponRequest, { code: "SAVE_10" })).toEqual({ ok: true, value: { couponCode: "SAVE_10" } });
  });

  it.each([undefined, {}, { couponCode: "" }, { couponCode: "TAKE 5" }, { couponCode: 5 }, { couponCode: "A".repeat(41) }])(
    "refuses %j with the coupon's words",
    (body) => {
      expect(parseCartRequest(couponRequest, body)).toEqual({
        ok: false,
        code: "INVALID_COUPON",
        message: "Enter a coupon code (letters and digits).",
      });
    },
  );
});
