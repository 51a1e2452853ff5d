import { describe, expect, it } from "vitest";
import { geocoderText, noStoresNearText, parseStoreSearch } from "./store-search";

describe("store search input", () => {
  it("reads a five-digit ZIP", () => {
    expect(parseStoreSearch("01760")).toEqual({ kind: "zip", zip: "01760", text: "01760" });
    expect(parseStoreSearch("  01760 ")).toMatchObject({ kind: "zip", zip: "01760" });
    expect(parseStoreSearch("01760 1234")).toMatchObject({ kind: "zip", zip: "01760" });
  });

  it("reads a city, a 'city, state' and a 'city state'", () => {
    expect(parseStoreSearch("Natick")).toEqual({ kind: "city", city: "Natick", state: null, text: "Natick" });
    expect(parseStoreSearch("Natick, MA")).toMatchObject({ kind: "city", city: "Natick", state: "MA" });
    expect(parseStoreSearch("san francisco ca")).toMatchObject({ kind: "city", city: "san francisco", state: "CA" });
    expect(parseStoreSearch("New York")).toMatchObject({ kind: "city", city: "New York", state: null });
  });

  it("strips dots as the geocoder does", () => {
    expect(geocoderText(" St.  Louis, MO. ")).toBe("St Louis, MO");
    expect(parseStoreSearch("St. Louis, MO")).toMatchObject({ kind: "city", city: "St Louis", state: "MO" });
  });

  it("rejects anything but word characters separated by commas or spaces", () => {
    for (const bad of [
      "",
      "   ",
      "<script>",
      "Natick; drop",
      "01760-1234",
      "a/b",
      "Natick!",
      "1234",
      "123456",
      "x".repeat(81),
      42,
      null,
    ]) {
      expect(parseStoreSearch(bad).kind).toBe("invalid");
    }
  });

  it("quotes the searched term in the error line", () => {
    expect(noStoresNearText("Zzyzx")).toBe('No stores found near "Zzyzx"');
  });
});
