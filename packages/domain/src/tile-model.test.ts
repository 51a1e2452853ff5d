import { describe, expect, it } from "vitest";
import { toProductTile } from "./product-tile";
import { parseBeaconQuery } from "./tile-beacons";
import {
  TILE_VARIANTS,
  compatibilityKindFor,
  compatibilityTitles,
  isAlreadyInCart,
  isTileVariant,
  lastOrderedDateOf,
  pastPurchaseBadge,
  resolveHardSubstitution,
  shouldFireImpression,
  tileBeacons,
  tileLayout,
  visibleAlternates,
} from "./tile-model";

describe("tile variants", () => {
  it("knows every tile type of the spec, and nothing else", () => {
    for (const v of [
      "standardTile",
      "listTile",
      "atlTile",
      "miniTile",
      "listMiniTile",
      "standardSlimTile",
      "compareTile",
      "standardITFTile",
      "listITFTile",
    ]) {
      expect(isTileVariant(v)).toBe(true);
    }
    expect(isTileVariant("bigTile")).toBe(false);
    expect(isTileVariant(undefined)).toBe(false);
  });

  it("describes a layout for each variant", () => {
    for (const v of TILE_VARIANTS) expect(tileLayout(v).imageSize).toBeGreaterThan(0);
    expect(tileLayout("standardTile")).toMatchObject({
      orientation: "grid",
      showCompare: true,
      showSwatches: true,
      showPanels: true,
    });
    expect(tileLayout("listTile")).toMatchObject({ orientation: "list", showQuantity: true });
    expect(tileLayout("miniTile")).toMatchObject({ showCompare: false, showPanels: false, imageSize: 120 });
    expect(tileLayout("compareTile").showCompare).toBe(false);
    expect(tileLayout("sponsoredTile").sponsored).toBe(true);
    expect(tileLayout("standardITFTile").showCompare).toBe(false);
    expect(tileLayout("listMiniTile")).toMatchObject({ orientation: "list", imageSize: 80 });
  });
});

describe("pastPurchaseBadge", () => {
  it("reads 'Purchased {short month}, {year}'", () => {
    expect(pastPurchaseBadge("2026-11-27T08:00:00.000Z")).toBe("Purchased Nov, 2026");
    expect(pastPurchaseBadge("2025-01-03")).toBe("Purchased Jan, 2025");
  });
  it("uses the UTC month of the order's stamp", () => {
    expect(pastPurchaseBadge("2026-05-31T23:30:00.000Z")).toBe("Purchased May, 2026");
  });
  it("is null without a usable date", () => {
    expect(pastPurchaseBadge(null)).toBeNull();
    expect(pastPurchaseBadge(undefined)).toBeNull();
    expect(pastPurchaseBadge("")).toBeNull();
    expect(pastPurchaseBadge("not a date")).toBeNull();
  });
  it("the tile mapping carries the badge from the last ordered date", () => {
    const tile = toProductTile({ itemId: "1", lastOrderedDate: "2026-11-02T10:00:00Z" });
    expect(tile.pastPurchaseBadge).toBe("Purchased Nov, 2026");
    expect(toProductTile({ itemId: "1" }).pastPurchaseBadge).toBeNull();
  });
  it("falls back to the session-storage cache", () => {
    expect(lastOrderedDateOf("7", "2026-01-01", { "7": "2025-01-01" })).toBe("2026-01-01");
    expect(lastOrderedDateOf("7", null, { "7": "2025-01-01" })).toBe("2025-01-01");
    expect(lastOrderedDateOf("7", null, { "7": 12 })).toBeNull();
    expect(lastOrderedDateOf("7", null, null)).toBeNull();
  });
});

describe("isAlreadyInCart", () => {
  const tile = { itemId: "100", resolvedItemId: "101", cId: "nw-paper-01" };
  it("matches an active line by part number or resolved item", () => {
    expect(isAlreadyInCart(tile, [{ partNumber: "100", status: "ACTIVE" }])).toBe(true);
    expect(isAlreadyInCart(tile, [{ partNumber: "101" }])).toBe(true);
  });
  it("matches an active line by customer SKU, whatever the case", () => {
    expect(isAlreadyInCart(tile, [{ partNumber: "999", customerSku: "NW-PAPER-01", status: "ACTIVE" }])).toBe(true);
  });
  it("ignores removed lines and other items", () => {
    expect(isAlreadyInCart(tile, [{ partNumber: "100", status: "DELETED" }])).toBe(false);
    expect(isAlreadyInCart(tile, [{ partNumber: "200", customerSku: null }])).toBe(false);
    expect(isAlreadyInCart({ itemId: "200", cId: null }, [{ partNumber: "300", customerSku: null }])).toBe(false);
    expect(isAlreadyInCart(tile, [])).toBe(false);
  });
});

describe("resolveHardSubstitution", () => {
  it("swaps a hard-substitution restriction to its alternate", () => {
    expect(
      resolveHardSubstitution({
        itemId: "1",
        url: "/a",
        restriction: { type: "HARD_SUB", alternateItemId: "2", alternateItemURL: "/b" },
      }),
    ).toEqual({ itemId: "2", url: "/b", substituted: true });
  });
  it("keeps the item for other restrictions or without an alternate", () => {
    expect(
      resolveHardSubstitution({ itemId: "1", url: "/a", restriction: { type: "LIMITED_QTY", alternateItemId: "2" } }),
    ).toEqual({
      itemId: "1",
      url: "/a",
      substituted: false,
    });
    expect(
      resolveHardSubstitution({ itemId: "1", url: "/a", restriction: { type: "HARD_SUB", alternateItemId: " " } }).itemId,
    ).toBe("1");
    expect(resolveHardSubstitution({ itemId: "1", url: "/a" }).substituted).toBe(false);
  });
});

describe("visibleAlternates", () => {
  it("drops out-of-stock alternates and discontinued ones without limited quantity", () => {
    const alts = [
      { itemId: "ok", outOfStock: false, discontinued: false, limitedQuantity: false },
      { itemId: "oos", outOfStock: true, discontinued: false, limitedQuantity: false },
      { itemId: "gone", outOfStock: false, discontinued: true, limitedQuantity: false },
      { itemId: "last-few", outOfStock: false, discontinued: true, limitedQuantity: true },
    ];
    expect(visibleAlternates(alts).map((a) => a.itemId)).toEqual(["ok", "last-few"]);
  });
});

describe("tile beacons", () => {
  it("builds impression and click URLs to the first-party collector", () => {
    const { impBeacons, clickBeacons } = tileBeacons({ itemId: "123", placement: "search", pageType: "search", recId: "r1" });
    expect(impBeacons).toHaveLength(1);
    expect(impBeacons[0]).toMatch(/^\/api\/analytics\/beacon\?/);
    const imp = parseBeaconQuery(new URLSearchParams(impBeacons[0]!.split("?")[1]));
    expect(imp).toMatchObject({ event: "imp", itemId: "123", placement: "search", recId: "r1", pageType: "search" });
    const clk = parseBeaconQuery(new URLSearchParams(clickBeacons[0]!.split("?")[1]));
    expect(clk?.event).toBe("clk");
  });
  it("fires an impression once per tile", () => {
    const first = shouldFireImpression(new Set(), "a");
    expect(first.fire).toBe(true);
    const second = shouldFireImpression(first.seen, "a");
    expect(second.fire).toBe(false);
    expect(shouldFireImpression(second.seen, "b").fire).toBe(true);
  });
});

describe("compatibility titles", () => {
  it("uses the spec's words for the printers drawer", () => {
    expect(compatibilityTitles("printers")).toEqual({
      title: "Compatible Printers",
      contentTitle: "This cartridge is compatible with:",
    });
    expect(compatibilityTitles("cartridges").title).toBe("Compatible Cartridges");
  });
});

describe("compatibilityKindFor", () => {
  it("lists printers for cartridges and cartridges for printers", () => {
    expect(compatibilityKindFor("ink-cartridges")).toBe("printers");
    expect(compatibilityKindFor("toner-cartridges")).toBe("printers");
    expect(compatibilityKindFor("printers")).toBe("cartridges");
    expect(compatibilityKindFor("desks")).toBeNull();
    expect(compatibilityKindFor(null)).toBeNull();
  });
});
