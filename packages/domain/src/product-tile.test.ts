import { describe, expect, it } from "vitest";
import {
  deliveryMessage,
  isAddToCartLabel,
  matchTiles,
  soldOutTitle,
  type ProductTileItem,
  type ProductTileSource,
  productBadge,
  toProductTile,
  unitsNum,
} from "./product-tile";

function source(overrides: Partial<ProductTileSource> = {}): ProductTileSource {
  return { itemId: "100", ...overrides };
}

describe("isAddToCartLabel", () => {
  it.each([
    ["Add", true],
    ["Add to cart", true],
    ["  Add to cart  ", true],
    ["add", true],
    ["ADD TO CART", true],
    ["Add To Cart", true],
    ["Add   to\tcart", true],
    ["View details", false],
    ["Customize", false],
    ["Added", false],
    ["Add to list", false],
    ["Add to cart now", false],
    ["Move 2 to cart", false],
    ["", false],
    ["   ", false],
    [null, false],
    [undefined, false],
  ])("%j -> %j", (label, expected) => {
    expect(isAddToCartLabel(label)).toBe(expected);
  });
});

describe("productBadge", () => {
  it.each([
    [{}, null],
    [{ discontinued: false, limitedQuantity: false, newPackaging: false }, null],
    [{ newPackaging: true }, "New Packaging!"],
    [{ limitedQuantity: true }, "Limited Quantities"],
    [{ discontinued: true }, "Discontinued"],
    [{ limitedQuantity: true, newPackaging: true }, "Limited Quantities"],
    [{ discontinued: true, newPackaging: true }, "Discontinued"],
    [{ discontinued: true, limitedQuantity: true }, "Discontinued"],
    [{ discontinued: true, limitedQuantity: true, newPackaging: true }, "Discontinued"],
  ])("%j -> %j", (flags, expected) => {
    expect(productBadge(flags)).toBe(expected);
  });
});

describe("unitsNum", () => {
  it.each([
    ["Each", 12, 1],
    ["each", 12, 1],
    ["EACH", 12, 1],
    [" Each ", 12, 1],
    ["Each", null, 1],
    ["Pack", 12, 12],
    ["Box", 100, 100],
    ["Case", 1, 1],
    ["Pack", null, 1],
    ["Pack", undefined, 1],
    ["Pack", 0, 1],
    ["Pack", -6, 1],
    ["Pack", 2.5, 1],
    ["Pack", Number.NaN, 1],
    ["Pack", Number.POSITIVE_INFINITY, 1],
    [null, 12, 12],
    [undefined, undefined, 1],
    ["Eaches", 12, 12],
  ])("unit %j with count %j -> %j", (unit, count, expected) => {
    expect(unitsNum(unit, count)).toBe(expected);
  });
});

describe("deliveryMessage", () => {
  it.each([
    ["2024-05-14", "Get it by Tuesday"],
    ["2024-05-12", "Get it by Sunday"],
    ["2024-05-18", "Get it by Saturday"],
    ["2024-02-29", "Get it by Thursday"],
    ["2000-01-01", "Get it by Saturday"],
    ["1970-01-01", "Get it by Thursday"],
    // Only the calendar date counts, not the instant in UTC.
    ["2024-05-14T23:30:00-05:00", "Get it by Tuesday"],
    ["2024-05-14T00:00:00Z", "Get it by Tuesday"],
    [" 2024-05-14 ", "Get it by Tuesday"],
  ])("%j -> %j", (date, expected) => {
    expect(deliveryMessage(date)).toBe(expected);
  });

  it.each([
    [""],
    ["tomorrow"],
    ["2023-02-29"],
    ["2024-13-01"],
    ["2024-00-10"],
    ["2024-04-31"],
    ["2024-5-14"],
    ["14/05/2024"],
    ["2024-05-14junk"],
  ])("returns an empty string for invalid %j", (date) => {
    expect(deliveryMessage(date)).toBe("");
  });

  it("does not depend on the process time zone", () => {
    // A local-time parse would drift a day in zones west of UTC.
    expect(deliveryMessage("2024-01-01")).toBe("Get it by Monday");
  });
});

describe("toProductTile", () => {
  it("maps a complete source", () => {
    const tile = toProductTile({
      itemId: "100",
      resolvedItemId: "200",
      alternateItemId: "300",
      customerSku: "CUST-1",
      title: "Copy paper",
      image: "https://img/1.jpg",
      url: "/copy-paper",
      finalPriceCents: 4999,
      basePriceCents: 5999,
      unit: "Case",
      unitCount: 10,
      quantityLimit: 5,
      rating: 4.5,
      ratingCount: 321,
      actionLabel: "Add to cart",
      isSkuSet: true,
      limitedQuantity: true,
      deliveryDate: "2024-05-14",
    });
    expect(tile).toEqual<ProductTileItem>({
      itemId: "100",
      resolvedItemId: "200",
      alternateItemID: "300",
      cId: "CUST-1",
      title: "Copy paper",
      image: "https://img/1.jpg",
      url: "/copy-paper",
      price: "$49.99",
      priceValue: 4999,
      originalPrice: "$59.99",
      units: "Case",
      unitsNum: 10,
      quantityLimit: 5,
      rating: 4.5,
      ratingCount: 321,
      reviewDetails: { rating: 4.5, reviewCount: 321 },
      isSKUSET: true,
      actionLabel: "Add to cart",
      ctaText: "Add to cart",
      badgeDetails: { productBadge: "Limited Quantities" },
      restrictionDetails: {
        type: "LIMITED_QTY",
        isLimitedQty: true,
        limitedQtyTxt: "Limited Quantities",
        title: "Limited quantities available",
      },
      additionalMsg: { type: "DELIVERY_MSG", text: "Get it by Tuesday", date: "2024-05-14" },
      canAddToCart: true,
      lastOrderedDate: null,
      pastPurchaseBadge: null,
      recId: null,
      impBeacons: [],
      clickBeacons: [],
    });
  });

  it("applies every default to a minimal source", () => {
    expect(toProductTile(source())).toEqual<ProductTileItem>({
      itemId: "100",
      resolvedItemId: null,
      alternateItemID: null,
      cId: null,
      title: "N/A",
      image: null,
      url: null,
      price: "",
      priceValue: null,
      originalPrice: null,
      units: "",
      unitsNum: 1,
      quantityLimit: 9999,
      rating: 0,
      ratingCount: 0,
      reviewDetails: { rating: 0, reviewCount: 0 },
      isSKUSET: false,
      actionLabel: null,
      ctaText: "Add to cart",
      badgeDetails: { productBadge: null },
      restrictionDetails: null,
      additionalMsg: null,
      canAddToCart: true,
      lastOrderedDate: null,
      pastPurchaseBadge: null,
      recId: null,
      impBeacons: [],
      clickBeacons: [],
    });
  });

  describe("title", () => {
    it.each([
      [undefined, "N/A"],
      [null, "N/A"],
      ["", "N/A"],
      ["   ", "N/A"],
      ["Stapler", "Stapler"],
      ["  Stapler  ", "Stapler"],
    ])("%j -> %j", (title, expected) => {
      expect(toProductTile(source({ title })).title).toBe(expected);
    });
  });

  describe("prices", () => {
    it.each([
      [1999, "$19.99", 1999],
      ["1999", "$19.99", 1999],
      [0, "$0.00", 0],
      [-500, "-$5.00", -500],
      [123456789, "$1,234,567.89", 123456789],
      [null, "", null],
      [undefined, "", null],
      ["", "", null],
      ["N/A", "", null],
      ["$19.99", "", null],
      [Number.NaN, "", null],
      [Number.POSITIVE_INFINITY, "", null],
    ])("final %j -> price %j, priceValue %j", (finalPriceCents, price, priceValue) => {
      const tile = toProductTile(source({ finalPriceCents }));
      expect(tile.price).toBe(price);
      expect(tile.priceValue).toBe(priceValue);
    });

    it.each([
      [1999, 2499, "$24.99"],
      [2499, 1999, "$19.99"],
      [1999, "2499", "$24.99"],
      [1999, 1999, null],
      [1999, "1999", null],
      ["1999", 1999, null],
      [1999, null, null],
      [1999, undefined, null],
      [1999, "garbage", null],
      [1999, Number.NaN, null],
      // No current price: a lone "was" price is not shown.
      [null, 2499, null],
      ["garbage", 2499, null],
      [0, 1999, "$19.99"],
    ])("final %j, base %j -> originalPrice %j", (finalPriceCents, basePriceCents, expected) => {
      expect(toProductTile(source({ finalPriceCents, basePriceCents })).originalPrice).toBe(expected);
    });
  });

  describe("quantityLimit", () => {
    it.each([
      [undefined, 9999],
      [null, 9999],
      [0, 9999],
      [-3, 9999],
      [0.5, 9999],
      [Number.NaN, 9999],
      [Number.POSITIVE_INFINITY, 9999],
      [1, 1],
      [24, 24],
      [24.9, 24],
      [9999, 9999],
    ])("%j -> %j", (quantityLimit, expected) => {
      expect(toProductTile(source({ quantityLimit })).quantityLimit).toBe(expected);
    });
  });

  describe("rating and ratingCount", () => {
    it.each([
      [undefined, undefined, 0, 0],
      [null, null, 0, 0],
      [4.3, 12, 4.3, 12],
      [5, 1, 5, 1],
      [0, 0, 0, 0],
      [-1, -10, 0, 0],
      [Number.NaN, Number.NaN, 0, 0],
      [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 0, 0],
      [3, 12.7, 3, 12],
    ])("rating %j / count %j -> %j / %j", (rating, ratingCount, expectedRating, expectedCount) => {
      const tile = toProductTile(source({ rating, ratingCount }));
      expect(tile.rating).toBe(expectedRating);
      expect(tile.ratingCount).toBe(expectedCount);
      expect(tile.reviewDetails).toEqual({ rating: expectedRating, reviewCount: expectedCount });
    });
  });

  describe("units", () => {
    it.each([
      ["Each", 12, "Each", 1],
      ["each", 12, "each", 1],
      ["Pack", 12, "Pack", 12],
      ["Pack", undefined, "Pack", 1],
      [undefined, undefined, "", 1],
      ["  ", 6, "", 6],
    ])("unit %j with count %j -> units %j, unitsNum %j", (unit, unitCount, units, expectedNum) => {
      const tile = toProductTile(source({ unit, unitCount }));
      expect(tile.units).toBe(units);
      expect(tile.unitsNum).toBe(expectedNum);
    });
  });

  describe("call to action", () => {
    it.each([
      // label, discontinued, ctaText, actionLabel, canAddToCart
      [undefined, false, "Add to cart", null, true],
      [null, false, "Add to cart", null, true],
      ["", false, "Add to cart", null, true],
      ["   ", false, "Add to cart", null, true],
      ["Add", false, "Add", "Add", true],
      ["Add to cart", false, "Add to cart", "Add to cart", true],
      ["add to cart", false, "add to cart", "add to cart", true],
      [" Add ", false, "Add", "Add", true],
      ["View details", false, "View details", "View details", false],
      ["Customize", false, "Customize", "Customize", false],
      [undefined, true, "View details", null, false],
      ["Add", true, "View details", "Add", false],
      ["View details", true, "View details", "View details", false],
    ])("label %j, discontinued %j -> cta %j", (actionLabel, discontinued, ctaText, expectedLabel, canAddToCart) => {
      const tile = toProductTile(source({ actionLabel, discontinued }));
      expect(tile.ctaText).toBe(ctaText);
      expect(tile.actionLabel).toBe(expectedLabel);
      expect(tile.canAddToCart).toBe(canAddToCart);
    });
  });

  describe("badges and restrictions", () => {
    it.each([
      [{}, null, null],
      [{ newPackaging: true }, "New Packaging!", null],
      [{ limitedQuantity: true }, "Limited Quantities", "LIMITED_QTY"],
      [{ discontinued: true, limitedQuantity: true }, "Discontinued", "UNAVAILABLE"],
      [{ discontinued: true }, "Discontinued", "UNAVAILABLE"],
      [{ outOfStock: true }, null, "OUT_OF_STOCK"],
      [{ outOfStock: true, limitedQuantity: true }, "Limited Quantities", "OUT_OF_STOCK"],
    ] as const)("%j -> badge %j, restriction %j", (flags, badge, restrictionType) => {
      const tile = toProductTile(source(flags));
      expect(tile.badgeDetails.productBadge).toBe(badge);
      expect(tile.restrictionDetails?.type ?? null).toBe(restrictionType);
    });

    it("describes a limited-quantity restriction fully", () => {
      expect(toProductTile(source({ limitedQuantity: true })).restrictionDetails).toEqual({
        type: "LIMITED_QTY",
        isLimitedQty: true,
        limitedQtyTxt: "Limited Quantities",
        title: "Limited quantities available",
      });
      expect(toProductTile(source({ limitedQuantity: true, tenant: "advantage" })).restrictionDetails).toMatchObject({
        title: "Limited availability",
      });
    });

    it("still offers add-to-cart for limited quantities", () => {
      expect(toProductTile(source({ limitedQuantity: true })).canAddToCart).toBe(true);
    });

    it.each([
      [{ outOfStock: true }, "OUT_OF_STOCK", "Out of stock"],
      [{ outOfStock: true, tenant: "advantage" }, "OUT_OF_STOCK", "Out of stock"],
      [{ discontinued: true, outOfStock: true }, "UNAVAILABLE", "Unavailable for purchase"],
    ] as const)(
      "gives a sold-out item %j its restriction %j titled %j and View details, not Add to cart",
      (flags, type, title) => {
        const tile = toProductTile(source({ ...flags, actionLabel: "Add to cart" }));
        expect(tile.restrictionDetails).toEqual({ type, isLimitedQty: false, title, viewDetailsTxt: "View details" });
        expect(tile.ctaText).toBe("View details");
        expect(tile.canAddToCart).toBe(false);
        expect(soldOutTitle(tile)).toBe(title);
      },
    );

    it("has no sold-out title for an item that can be bought", () => {
      expect(soldOutTitle(toProductTile(source({ limitedQuantity: true })))).toBeNull();
      expect(soldOutTitle(toProductTile(source({})))).toBeNull();
    });
  });

  describe("delivery message", () => {
    it.each([
      ["2024-05-14", { type: "DELIVERY_MSG", text: "Get it by Tuesday", date: "2024-05-14" }],
      ["2024-05-17T10:00:00Z", { type: "DELIVERY_MSG", text: "Get it by Friday", date: "2024-05-17" }],
      [undefined, null],
      [null, null],
      ["", null],
      ["soon", null],
      ["2024-02-30", null],
    ])("%j -> %j", (deliveryDate, expected) => {
      expect(toProductTile(source({ deliveryDate })).additionalMsg).toEqual(expected);
    });
  });

  describe("ids", () => {
    it.each([
      [{ resolvedItemId: " " }, "resolvedItemId", null],
      [{ resolvedItemId: "200" }, "resolvedItemId", "200"],
      [{ alternateItemId: "" }, "alternateItemID", null],
      [{ alternateItemId: "300" }, "alternateItemID", "300"],
      [{ customerSku: null }, "cId", null],
      [{ customerSku: "C-9" }, "cId", "C-9"],
      [{ isSkuSet: true }, "isSKUSET", true],
      [{ isSkuSet: false }, "isSKUSET", false],
    ] as const)("%j -> %s %j", (overrides, key, expected) => {
      expect(toProductTile(source(overrides))[key]).toBe(expected);
    });
  });
});

describe("matchTiles", () => {
  const a = toProductTile(source({ itemId: "A" }));
  const b = toProductTile(source({ itemId: "B", resolvedItemId: "B2" }));
  const c = toProductTile(source({ itemId: "C" }));

  it.each([
    [
      ["A", "B", "C"],
      ["A", "B", "C"],
    ],
    [
      ["C", "A", "B"],
      ["C", "A", "B"],
    ],
    [
      ["B2", "A"],
      ["B", "A"],
    ],
    [
      ["A", "missing", "C"],
      ["A", "C"],
    ],
    [["missing"], []],
    [[], []],
    [["A", "A"], ["A"]],
    [["B", "B2"], ["B"]],
    [["a"], []],
  ])("requested %j -> tiles %j", (requested, expectedIds) => {
    expect(matchTiles([a, b, c], requested).map((tile) => tile.itemId)).toEqual(expectedIds);
  });

  it("returns nothing when there are no tiles", () => {
    expect(matchTiles([], ["A"])).toEqual([]);
  });

  it("prefers an exact itemId match over another tile's resolvedItemId", () => {
    const replacedBy = toProductTile(source({ itemId: "OLD", resolvedItemId: "X" }));
    const exact = toProductTile(source({ itemId: "X" }));
    expect(matchTiles([replacedBy, exact], ["X"])).toEqual([exact]);
  });

  it("keeps the first tile when the service returns duplicates", () => {
    const first = toProductTile(source({ itemId: "A", title: "first" }));
    const second = toProductTile(source({ itemId: "A", title: "second" }));
    expect(matchTiles([first, second], ["A"])).toEqual([first]);
  });

  it("works on raw tile-service records too", () => {
    const raw = [
      { itemId: "1", resolvedItemId: "9", name: "x" },
      { itemId: "2", name: "y" },
    ];
    expect(matchTiles(raw, ["2", "9"])).toEqual([raw[1], raw[0]]);
  });

  it("matches a resolved id written with ## by the tile carrying it, else by the item before ##", () => {
    const plain = toProductTile(source({ itemId: "200" }));
    const variant = toProductTile(source({ itemId: "300", resolvedItemId: "300##BLUE" }));
    expect(matchTiles([plain, variant], ["300##BLUE", "200##COLOR"])).toEqual([variant, plain]);
    expect(matchTiles([plain], ["##COLOR", "200##"])).toEqual([plain]);
    expect(matchTiles([plain], ["20##COLOR"])).toEqual([]);
  });
});
