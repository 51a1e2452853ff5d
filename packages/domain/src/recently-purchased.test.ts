import { describe, expect, it } from "vitest";
import { parseOrderedByFilter, reorderAvailability } from "./recently-purchased";

describe("parseOrderedByFilter", () => {
  it.each([
    ["all", "all"],
    ["ALL", "all"],
    ["me", "me"],
    ["", "me"],
    [undefined, "me"],
    ["everyone", "me"],
  ])("reads %j as %j", (input, expected) => {
    expect(parseOrderedByFilter(input)).toBe(expected);
  });
});

describe("reorderAvailability", () => {
  it("lets sold items in stock, limited or on backorder be added", () => {
    for (const stockStatus of ["IN_STOCK", "LIMITED", "BACKORDERED"] as const) {
      expect(reorderAvailability({ status: "PUBLISHED", stockStatus })).toEqual({ orderable: true, unavailableReason: null });
    }
  });

  it("shows out-of-stock, discontinued and withdrawn items without letting them be added", () => {
    expect(reorderAvailability({ status: "PUBLISHED", stockStatus: "OUT_OF_STOCK" })).toEqual({
      orderable: false,
      unavailableReason: "Out of stock",
    });
    expect(reorderAvailability({ status: "DISCONTINUED", stockStatus: "IN_STOCK" })).toEqual({
      orderable: false,
      unavailableReason: "Discontinued",
    });
    expect(reorderAvailability({ status: "UNPUBLISHED", stockStatus: "IN_STOCK" }).orderable).toBe(false);
    expect(reorderAvailability(null)).toEqual({ orderable: false, unavailableReason: "No longer available" });
  });
});
