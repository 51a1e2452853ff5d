import { describe, expect, it } from "vitest";
import { cartCallUrl } from "./cart-client";
import { csrfHeaders, readCsrfToken } from "./csrf";

describe("csrf", () => {
  it("reads the quire_csrf cookie among others", () => {
    expect(readCsrfToken("a=1; quire_csrf=abc%3D%3D; b=2")).toBe("abc==");
    expect(readCsrfToken("xquire_csrf=nope")).toBeNull();
    expect(readCsrfToken("quire_csrf=")).toBeNull();
    expect(readCsrfToken("")).toBeNull();
  });

  it("builds the header only when there is a token", () => {
    expect(csrfHeaders("quire_csrf=t1")).toEqual({ "x-csrf-token": "t1" });
    expect(csrfHeaders("other=1")).toEqual({});
  });
});

describe("cart call urls", () => {
  it("the business tenant adds requestType=sbaMMX, after any query the path has", () => {
    expect(cartCallUrl("/default/item", "advantage")).toBe("/cc/api/checkout/default/item?requestType=sbaMMX");
    expect(cartCallUrl("/default?actionType=EDIT_ITEM", "advantage")).toBe(
      "/cc/api/checkout/default?actionType=EDIT_ITEM&requestType=sbaMMX",
    );
    expect(cartCallUrl("/default/item", "dotcom")).toBe("/cc/api/checkout/default/item");
    expect(cartCallUrl("", undefined)).toBe("/cc/api/checkout");
  });
});
