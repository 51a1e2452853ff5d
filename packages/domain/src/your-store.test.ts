import { describe, expect, it } from "vitest";
import { DEFAULT_STORE, normalizeStoreNumber, parseYourStoreCookie, serializeYourStoreCookie, yourStoreName } from "./your-store";

describe("YourStore cookie", () => {
  it("round-trips storeNumber, zipCode, state and city", () => {
    const store = { storeNumber: "0012", zipCode: "01702", state: "MA", city: "Framingham" };
    expect(serializeYourStoreCookie(store)).toBe('{"storeNumber":"0012","zipCode":"01702","state":"MA","city":"Framingham"}');
    expect(parseYourStoreCookie(serializeYourStoreCookie(store))).toEqual(store);
  });

  it("reads a URL-encoded cookie and pads a short store number", () => {
    expect(parseYourStoreCookie(encodeURIComponent('{"storeNumber":8}'))).toEqual({
      storeNumber: "0008",
      zipCode: "",
      state: "",
      city: "",
    });
  });

  it("refuses a cookie without a valid store number", () => {
    for (const raw of ["", "not json", "[]", '{"storeNumber":"12a"}', '{"zipCode":"01760"}', "null"]) {
      expect(parseYourStoreCookie(raw)).toBeNull();
    }
  });

  it("drops a malformed zip or state but keeps the store", () => {
    expect(parseYourStoreCookie('{"storeNumber":"0008","zipCode":"1760","state":"Mass"}')).toEqual({
      storeNumber: "0008",
      zipCode: "",
      state: "",
      city: "",
    });
  });

  it("defaults to store 0008 in Natick, MA 01760", () => {
    expect(DEFAULT_STORE).toEqual({ storeNumber: "0008", zipCode: "01760", state: "MA", city: "Natick" });
    expect(normalizeStoreNumber(" 17 ")).toBe("0017");
    expect(normalizeStoreNumber(1.5)).toBeNull();
  });
});

describe("yourStoreName", () => {
  it("names a store by its city, else by its number", () => {
    expect(yourStoreName(DEFAULT_STORE)).toBe("Natick");
    expect(yourStoreName({ storeNumber: "0042", city: "" })).toBe("#0042");
  });
});
