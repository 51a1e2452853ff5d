import { describe, expect, it } from "vitest";
import type { CartViewItem } from "./cart-view";
import {
  addonRequirementMet,
  addonThresholdMessage,
  capPlanQuantities,
  dependentLineIds,
  isParentRelationType,
  isWarrantyItem,
  lineRelationViews,
  orderWithDependents,
  planQuantityFits,
  relationLabel,
} from "./cart-line-relations";

describe("isWarrantyItem", () => {
  it("recognises a plan by its parent link", () => {
    expect(isWarrantyItem({ parentRelationType: "WARRANTY", division: 1, department: 2 })).toBe(true);
  });
  it("recognises a plan by division 8 and department 88", () => {
    expect(isWarrantyItem({ parentRelationType: null, division: 8, department: 88 })).toBe(true);
  });
  it("is not fooled by division 8 alone, or by another relation", () => {
    expect(isWarrantyItem({ division: 8, department: 12 })).toBe(false);
    expect(isWarrantyItem({ parentRelationType: "ADDON", division: 1, department: 10 })).toBe(false);
  });
});

describe("planQuantityFits", () => {
  it("allows plans up to the parent's quantity, counting the parent's other plans", () => {
    expect(planQuantityFits(3, 0, 3)).toBe(true);
    expect(planQuantityFits(3, 1, 2)).toBe(true);
    expect(planQuantityFits(3, 1, 3)).toBe(false);
    expect(planQuantityFits(2, 0, 3)).toBe(false);
  });
});

describe("capPlanQuantities", () => {
  it("leaves plans that fit alone", () => {
    expect(capPlanQuantities(3, [{ cartItemId: "a", qty: 2 }])).toEqual([]);
  });
  it("lowers a single plan to the parent's new quantity", () => {
    expect(capPlanQuantities(2, [{ cartItemId: "a", qty: 5 }])).toEqual([{ cartItemId: "a", qty: 2 }]);
  });
  it("lowers the last-added plans first and removes those left with nothing", () => {
    expect(
      capPlanQuantities(2, [
        { cartItemId: "a", qty: 2 },
        { cartItemId: "b", qty: 2 },
      ]),
    ).toEqual([{ cartItemId: "b", qty: 0 }]);
    expect(
      capPlanQuantities(1, [
        { cartItemId: "a", qty: 2 },
        { cartItemId: "b", qty: 1 },
      ]),
    ).toEqual([
      { cartItemId: "b", qty: 0 },
      { cartItemId: "a", qty: 1 },
    ]);
  });
  it("removes every plan when the parent goes to 0", () => {
    expect(capPlanQuantities(0, [{ cartItemId: "a", qty: 1 }])).toEqual([{ cartItemId: "a", qty: 0 }]);
  });
});

describe("dependentLineIds", () => {
  it("finds the lines whose parent is the line", () => {
    const lines = [
      { id: "p", parentRelationCartItemId: null },
      { id: "w", parentRelationCartItemId: "p" },
      { id: "x", parentRelationCartItemId: "other" },
      { id: "y" },
    ];
    expect(dependentLineIds(lines, "p")).toEqual(["w"]);
    expect(dependentLineIds(lines, "w")).toEqual([]);
  });
});

describe("add-ons", () => {
  it("needs one of its items in the cart", () => {
    expect(addonRequirementMet(["1", "2"], new Set(["2", "9"]))).toBe(true);
    expect(addonRequirementMet(["1", "2"], new Set(["9"]))).toBe(false);
    expect(addonRequirementMet([], new Set(["9"]))).toBe(false);
  });
  it("says which item it needs", () => {
    expect(addonThresholdMessage(["Laser Printer"])).toBe(
      "This add-on can only be bought with Laser Printer. Add it to your cart first.",
    );
    expect(addonThresholdMessage(["A", "B"])).toContain("one of: A, B");
    expect(addonThresholdMessage([])).toContain("Add that item to your cart first.");
  });
});

describe("relation types and labels", () => {
  it("knows the three relations", () => {
    expect(isParentRelationType("WARRANTY")).toBe(true);
    expect(isParentRelationType("ASSEMBLY")).toBe(false);
    expect(isParentRelationType(1)).toBe(false);
  });
  it("labels a plan with its item", () => {
    expect(relationLabel("WARRANTY", "Printer")).toBe("Protection plan for Printer");
    expect(relationLabel("ADDON", "Printer")).toBe("Add-on for Printer");
    expect(relationLabel(null, "Printer")).toBeNull();
  });
});

describe("orderWithDependents", () => {
  it("puts each line's dependents right after it", () => {
    const items = [
      { cartItemId: "w", parentRelationCartItemId: "p" },
      { cartItemId: "q" },
      { cartItemId: "p" },
      { cartItemId: "orphan", parentRelationCartItemId: "gone" },
      { cartItemId: null },
    ];
    expect(orderWithDependents(items).map((i) => i.cartItemId)).toEqual(["q", "p", "w", "orphan", null]);
  });
});

describe("lineRelationViews", () => {
  const line = (over: Partial<CartViewItem>): CartViewItem => ({
    itemId: "1",
    cartItemId: "p",
    qty: 3,
    prevQty: 3,
    qtyAdded: 0,
    requestedQty: 3,
    status: "ACTIVE",
    actioned: "NONE",
    messages: [],
    inventory: null,
    product: { partNumber: "1", name: "Laser Printer", images: { standard: null }, brandName: null },
    priceInfo: null,
    selectedDeliveryOption: { deliveryType: "STA", pickupStoreNumber: null, minDeliveryDate: "2026-11-30", isBackOrder: false },
    ...over,
  });
  const plan = { itemId: "9", name: "2-Year Plan", finalPrice: 1999, inStock: true };
  const soldOut = { itemId: "8", name: "3-Year Plan", finalPrice: 2999, inStock: false };

  it("labels a plan with its item, caps it at the item's quantity, and offers the item what is left", () => {
    const views = lineRelationViews([
      line({ warrantyPlans: [plan, soldOut], addOns: [{ ...plan, itemId: "7", name: "Ink" }] }),
      line({
        itemId: "9",
        cartItemId: "w",
        qty: 2,
        parentRelationType: "WARRANTY",
        parentRelationCartItemId: "p",
        product: { partNumber: "9", name: "2-Year Plan", images: { standard: null }, brandName: null },
      }),
    ]);
    expect(views.get("w")).toMatchObject({ label: "Protection plan for Laser Printer", planCap: 3, plans: [], addOns: [] });
    expect(views.get("p")).toMatchObject({ label: null, planCap: null, planRoom: 1, plans: [plan] });
    expect(views.get("p")?.addOns.map((a) => a.itemId)).toEqual(["7"]);
  });

  it("offers no plan once the plans cover the item, and no add-on the line already has", () => {
    const views = lineRelationViews([
      line({ qty: 1, warrantyPlans: [plan], addOns: [{ ...plan, itemId: "7" }] }),
      line({ itemId: "9", cartItemId: "w", qty: 1, parentRelationType: "WARRANTY", parentRelationCartItemId: "p" }),
      line({ itemId: "7", cartItemId: "a", qty: 1, parentRelationType: "ADDON", parentRelationCartItemId: "p" }),
    ]);
    expect(views.get("p")).toMatchObject({ planRoom: 0, plans: [], addOns: [] });
    expect(views.get("a")?.label).toBe("Add-on for Laser Printer");
  });
});
