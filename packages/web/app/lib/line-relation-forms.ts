import type { RelatedAddItem } from "@quire/domain";

// The forms that add lines belonging to another line (decision 025), as the cart action reads
// them: a product with a protection plan, a plan or an add-on for a cart line, a whole bundle.

export type LineRelationIntent = "add-with-plan" | "add-with-addons" | "add-plan" | "add-addon" | "add-bundle";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The add call's items for a relation form, and what the form was about (for its refusal). */
export function relatedAddItems(intent: LineRelationIntent, form: FormData): { items: RelatedAddItem[]; target: string } {
  const qty = text(form, "qty") || "1";
  switch (intent) {
    case "add-with-plan": {
      const itemId = text(form, "itemId");
      const plan = text(form, "planItemId");
      const items: RelatedAddItem[] = [{ itemId, qty }];
      if (plan) items.push({ itemId: plan, qty, parentItemId: itemId, parentRelationType: "WARRANTY" });
      return { items, target: itemId };
    }
    case "add-with-addons": {
      const itemId = text(form, "itemId");
      const addOns = form.getAll("addOnItemId").filter((v): v is string => typeof v === "string" && v !== "");
      const items: RelatedAddItem[] = [
        { itemId, qty },
        ...addOns.map((addOn) => ({ itemId: addOn, qty, parentItemId: itemId, parentRelationType: "ADDON" })),
      ];
      return { items, target: itemId };
    }
    case "add-plan":
    case "add-addon": {
      const parentCartItemId = text(form, "cartItemId");
      const itemId = text(form, intent === "add-plan" ? "planItemId" : "itemId");
      const parentRelationType = intent === "add-plan" ? "WARRANTY" : "ADDON";
      return { items: [{ itemId, qty, parentCartItemId, parentRelationType }], target: parentCartItemId };
    }
    case "add-bundle": {
      const partBundleId = text(form, "bundleId");
      const items = form
        .getAll("bundleItemId")
        .filter((v): v is string => typeof v === "string")
        .map((itemId) => ({ itemId, qty, partBundleId }));
      return { items, target: partBundleId };
    }
  }
}
