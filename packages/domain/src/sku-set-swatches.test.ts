import { describe, expect, it } from "vitest";
import {
  drivingVariant,
  FALLBACK_SWATCH_COLOUR,
  groupSwatches,
  type SwatchLoads,
  swatchColourHex,
  swatchLoadOf,
  swatchLoadReducer,
  type SwatchVariant,
} from "./sku-set-swatches";

const v = (itemId: string, swatchLabel: string | null, priceValue: number | null, inStock = true): SwatchVariant => ({
  itemId,
  swatchLabel,
  priceValue,
  inStock,
});

describe("the variant that drives a swatch's price", () => {
  it("is the lowest-priced variant in stock", () => {
    expect(drivingVariant([v("1", "Blue", 900), v("2", "Blue", 500, false), v("3", "Blue", 700)])?.itemId).toBe("3");
  });

  it("is the first when none is in stock", () => {
    expect(drivingVariant([v("1", "Blue", 900, false), v("2", "Blue", 500, false)])?.itemId).toBe("1");
  });

  it("skips variants without a price, and is undefined for no variants", () => {
    expect(drivingVariant([v("1", "Blue", null), v("2", "Blue", 800)])?.itemId).toBe("2");
    expect(drivingVariant([])).toBeUndefined();
  });
});

describe("grouping variants into swatches", () => {
  it("gives one swatch per label, in first-seen order, each driven by its own cheapest in-stock variant", () => {
    const swatches = groupSwatches([
      v("1", "Black", 899),
      v("2", "Blue", 549, false),
      v("3", "Red", 949),
      v("4", "Blue", 799),
      v("5", "Blue", 699),
      v("6", null, 100),
    ]);
    expect(swatches.map((s) => [s.label, s.variant.itemId, s.variants.length])).toEqual([
      ["Black", "1", 1],
      ["Blue", "5", 3],
      ["Red", "3", 1],
    ]);
  });

  it("colours a swatch from the catalogue's hex, else by its colour name, else grey", () => {
    expect(groupSwatches([{ ...v("1", "Sky", 1), colourHex: "#A0C4FF" }])[0]?.colourHex).toBe("#a0c4ff");
    expect(swatchColourHex("Pastel Blue")).toBe("#1f5fbf");
    expect(swatchColourHex("Energy Boost Collection", "not-a-colour")).toBe(FALLBACK_SWATCH_COLOUR);
  });
});

describe("loading a tile's swatch list", () => {
  const start: SwatchLoads = {};

  it("is idle, then loading with a spinner, then holds the swatches", () => {
    expect(swatchLoadOf(start, "SS1").status).toBe("idle");
    const loading = swatchLoadReducer(start, { type: "fetch", itemId: "SS1" });
    expect(swatchLoadOf(loading, "SS1")).toEqual({ status: "loading", swatches: [] });
    const done = swatchLoadReducer(loading, { type: "success", itemId: "SS1", variants: [v("1", "Red", 100)] });
    expect(swatchLoadOf(done, "SS1").status).toBe("success");
    expect(swatchLoadOf(done, "SS1").swatches.map((s) => s.label)).toEqual(["Red"]);
  });

  it("sets an empty swatch list when the fetch fails", () => {
    const loading = swatchLoadReducer(start, { type: "fetch", itemId: "SS1" });
    expect(swatchLoadOf(swatchLoadReducer(loading, { type: "failure", itemId: "SS1" }), "SS1")).toEqual({
      status: "error",
      swatches: [],
    });
  });

  it("keeps each tile's state apart and ignores answers nobody is waiting for", () => {
    const two = swatchLoadReducer(swatchLoadReducer(start, { type: "fetch", itemId: "A" }), { type: "fetch", itemId: "B" });
    const aFailed = swatchLoadReducer(two, { type: "failure", itemId: "A" });
    expect(swatchLoadOf(aFailed, "B").status).toBe("loading");
    expect(swatchLoadReducer(aFailed, { type: "success", itemId: "A", variants: [v("1", "Red", 1)] })).toBe(aFailed);
    expect(swatchLoadReducer(start, { type: "failure", itemId: "C" })).toBe(start);
  });
});
