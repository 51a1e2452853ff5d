import { isActiveLine, lineName } from "./cart-lines";
import type { CartViewItem, CartViewOffer } from "./cart-view";

// Lines that belong to another line (decision 025): a protection plan (WARRANTY), an add-on
// (ADDON) or a bundle's companion (BUNDLE). The rules both the server and the pages need.

export const PARENT_RELATION_TYPES = ["WARRANTY", "ADDON", "BUNDLE"] as const;
export type ParentRelationType = (typeof PARENT_RELATION_TYPES)[number];

/** The spec's warranty detection (cart.md section 9). */
export const WARRANTY_DIVISION = 8;
export const WARRANTY_DEPARTMENT = 88;

export const PLAN_QTY_EXCEEDED_MESSAGE =
  "There was a problem updating your cart. Total quantity of plans cannot exceed quantity of items purchased.";
export const WARRANTY_OUT_OF_STOCK_MESSAGE = "The warranty plan is Out of Stock.";
export const WARRANTY_ADD_FAILED_MESSAGE = "Failure while adding warranty plan. Please try again";
export const WARRANTY_NOT_OFFERED_MESSAGE = "This protection plan isn't offered for that item.";
export const WARRANTY_NEEDS_PARENT_MESSAGE = "Add the item this protection plan covers to your cart first.";
/** A plan's own product page: where it can be bought instead. */
export const PLAN_ON_ITS_OWN_MESSAGE =
  "This protection plan is added with the item it covers: choose it on that item's page, or for an item in your cart.";
export const BUNDLE_ADD_FAILED_MESSAGE =
  "Oops! Something went wrong. We couldn't add this item(s) to your cart. Please try again.";

export function isParentRelationType(value: unknown): value is ParentRelationType {
  return typeof value === "string" && (PARENT_RELATION_TYPES as readonly string[]).includes(value);
}

/** The words on an add-on that cannot be bought without the item it goes with. */
export function addonThresholdMessage(requiredNames: readonly string[]): string {
  const names = requiredNames.filter((n) => n.trim() !== "");
  if (names.length === 0) return "This add-on can only be bought with the item it goes with. Add that item to your cart first.";
  return `This add-on can only be bought with ${names.length === 1 ? names[0] : `one of: ${names.join(", ")}`}. Add it to your cart first.`;
}

/** A warranty item: linked to its parent as a plan, or of the plans' division and department. */
export function isWarrantyItem(line: {
  parentRelationType?: string | null;
  division?: number | null;
  department?: number | null;
}): boolean {
  if (line.parentRelationType === "WARRANTY") return true;
  return line.division === WARRANTY_DIVISION && line.department === WARRANTY_DEPARTMENT;
}

/** Plans on one parent may cover at most as many units as the parent line holds. */
export function planQuantityFits(parentQty: number, otherPlansQty: number, planQty: number): boolean {
  return otherPlansQty + planQty <= parentQty;
}

/**
 * The plans of a parent whose quantity went down, lowered to fit it: the last-added plans give
 * way first. Answers only the plans that change; qty 0 means the plan goes.
 */
export function capPlanQuantities(
  parentQty: number,
  plans: readonly { cartItemId: string; qty: number }[],
): { cartItemId: string; qty: number }[] {
  let excess = plans.reduce((n, p) => n + p.qty, 0) - Math.max(0, parentQty);
  const changed: { cartItemId: string; qty: number }[] = [];
  for (let i = plans.length - 1; i >= 0 && excess > 0; i--) {
    const plan = plans[i];
    if (!plan) continue;
    const cut = Math.min(plan.qty, excess);
    excess -= cut;
    changed.push({ cartItemId: plan.cartItemId, qty: plan.qty - cut });
  }
  return changed;
}

/** The lines that belong to a line (its plans, add-ons and bundle companions): they leave with it. */
export function dependentLineIds(
  lines: readonly { id: string; parentRelationCartItemId?: string | null }[],
  parentId: string,
): string[] {
  return lines.filter((l) => l.parentRelationCartItemId === parentId && l.id !== parentId).map((l) => l.id);
}

/** An add-on's requirement: at least one of the items it goes with is in the cart. */
export function addonRequirementMet(requiredItemIds: readonly string[], itemIdsInCart: ReadonlySet<string>): boolean {
  return requiredItemIds.some((id) => itemIdsInCart.has(id));
}

/** What a page says on a line that belongs to another. */
export function relationLabel(type: string | null | undefined, parentName: string): string | null {
  switch (type) {
    case "WARRANTY":
      return `Protection plan for ${parentName}`;
    case "ADDON":
      return `Add-on for ${parentName}`;
    case "BUNDLE":
      return `Bundled with ${parentName}`;
    default:
      return null;
  }
}

/** Cart lines in display order: each line followed by the lines that belong to it. */
export function orderWithDependents<T extends { cartItemId: string | null; parentRelationCartItemId?: string | null }>(
  items: readonly T[],
): T[] {
  const ids = new Set(items.map((i) => i.cartItemId).filter((id): id is string => id !== null));
  const childrenOf = new Map<string, T[]>();
  const roots: T[] = [];
  for (const item of items) {
    const parent = item.parentRelationCartItemId;
    if (parent && ids.has(parent) && parent !== item.cartItemId)
      childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), item]);
    else roots.push(item);
  }
  const ordered: T[] = [];
  const visit = (item: T, depth: number) => {
    ordered.push(item);
    if (depth > 3 || item.cartItemId === null) return;
    for (const child of childrenOf.get(item.cartItemId) ?? []) visit(child, depth + 1);
  };
  for (const root of roots) visit(root, 0);
  return ordered;
}

/** What the cart page shows about a line's relations. */
export interface LineRelationView {
  /** "Protection plan for {item}" and the like; null for a line of its own */
  label: string | null;
  /** a plan line: the most its quantity may be (its item's quantity) */
  planCap: number | null;
  /** plans in stock the line may still take, and how many units they may cover */
  plans: CartViewOffer[];
  planRoom: number;
  /** add-ons in stock the line does not have yet */
  addOns: CartViewOffer[];
}

/** Each active line's relations, by cartItemId. */
export function lineRelationViews(items: readonly CartViewItem[]): Map<string, LineRelationView> {
  const active = items.filter(isActiveLine);
  const byId = new Map(active.map((i) => [i.cartItemId, i]));
  const views = new Map<string, LineRelationView>();
  for (const item of active) {
    const parent = item.parentRelationCartItemId ? byId.get(item.parentRelationCartItemId) : undefined;
    const dependents = active.filter((d) => d.parentRelationCartItemId === item.cartItemId);
    const planRoom = item.qty - dependents.filter((d) => d.parentRelationType === "WARRANTY").reduce((n, d) => n + d.qty, 0);
    const own = !item.parentRelationType;
    views.set(item.cartItemId, {
      label: parent ? relationLabel(item.parentRelationType, lineName(parent)) : null,
      planCap: item.parentRelationType === "WARRANTY" && parent ? parent.qty : null,
      plans: own && planRoom > 0 ? (item.warrantyPlans ?? []).filter((p) => p.inStock) : [],
      planRoom: Math.max(0, planRoom),
      addOns: own ? (item.addOns ?? []).filter((a) => a.inStock && !dependents.some((d) => d.itemId === a.itemId)) : [],
    });
  }
  return views;
}
