import {
  BUNDLE_ADD_FAILED_MESSAGE,
  type CartMessage,
  PLAN_QTY_EXCEEDED_MESSAGE,
  type ParentRelationType,
  WARRANTY_ADD_FAILED_MESSAGE,
  WARRANTY_NEEDS_PARENT_MESSAGE,
  WARRANTY_NOT_OFFERED_MESSAGE,
  WARRANTY_OUT_OF_STOCK_MESSAGE,
  addonRequirementMet,
  addonThresholdMessage,
  capPlanQuantities,
  decideAddQuantity,
  isWarrantyItem,
  planQuantityFits,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { type OfferedProduct, findAddonParents, findBundles, findOfferedAddons, findOfferedPlans } from "../catalogue";
import * as relations from "./cart-line-relations.repository";
import { insertCartLine, lineProduct } from "./cart-line-rules";
import type { MutationOutcome, MutationScope } from "./cart-mutations.service";
import type { AddItemsRequest, UpdateItemsRequest } from "./cart.schema";
import * as repo from "./cart.repository";

// Lines that belong to another line (decision 025): protection plans (WARRANTY), add-ons (ADDON)
// and bundles (BUNDLE). The cart's add, update and remove call in here; everything runs in the
// cart's own transaction (MutationScope), so a refusal changes nothing.

type AddItem = AddItemsRequest["items"][number];
type Refusal = NonNullable<MutationOutcome>;

const refuse = (statusCode: number, code: string, message: string): Refusal => ({ error: { statusCode, code, message } });

const PARENT_NOT_FOUND = refuse(404, "CART_ITEM_ID_NOT_FOUND", "We couldn't find that item in your cart.");
const PLAN_QTY_EXCEEDED = refuse(400, "WARRANTY_QTY_EXCEEDED", PLAN_QTY_EXCEEDED_MESSAGE);
const BUNDLE_FAILED = refuse(400, "BUNDLE_ADD_FAILED", BUNDLE_ADD_FAILED_MESSAGE);

function isPlanProduct(p: repo.CartProductRow | undefined): boolean {
  return p !== undefined && isWarrantyItem({ division: p.division, department: p.department });
}

/** An item this module adds: it names a relation or a bundle, or it is a protection plan. */
export function isRelatedAdd(item: AddItem, p: repo.CartProductRow | undefined): boolean {
  return (
    item.parentRelationType !== undefined ||
    item.parentCartItemId !== undefined ||
    item.parentItemId !== undefined ||
    item.partBundleId !== undefined ||
    isPlanProduct(p)
  );
}

/** A line nothing else owns: the kind a plan or an add-on may belong to. */
const isPlainLine = (line: repo.CartItemRow) => !line.parentRelationType && !line.partBundleId;

/**
 * Adds the related items of an add call (after its plain items, so a product and its plan may
 * come in one call). A plan or a bundle that cannot be added refuses the whole call; an add-on
 * whose item is not in the cart becomes a transient item with ADDON_THRESHOLD_NOT_MET.
 */
export async function addRelatedItems(
  m: MutationScope,
  items: readonly AddItem[],
  products: ReadonlyMap<string, repo.CartProductRow>,
): Promise<MutationOutcome> {
  const bundles = new Map<string, AddItem[]>();
  for (const item of items) {
    if (item.partBundleId !== undefined) bundles.set(item.partBundleId, [...(bundles.get(item.partBundleId) ?? []), item]);
  }
  for (const [bundleId, members] of bundles) {
    const outcome = await addBundle(m, bundleId, members, products);
    if (outcome) return outcome;
  }
  for (const item of items) {
    if (item.partBundleId !== undefined) continue;
    const p = products.get(item.itemId);
    const type: ParentRelationType = item.parentRelationType ?? (isPlanProduct(p) ? "WARRANTY" : "ADDON");
    if (type === "BUNDLE") return refuse(400, "INVALID_ITEMS", "A bundle's items need the bundle's partBundleId.");
    const parent = findParent(m, item);
    if (parent === "missing") return PARENT_NOT_FOUND;
    const outcome = type === "WARRANTY" ? await addPlan(m, item, p, parent) : await addAddon(m, item, p, parent);
    if (outcome) return outcome;
  }
  return undefined;
}

/** The line named by parentCartItemId (only this cart's), else the newest plain line of parentItemId. */
function findParent(m: MutationScope, item: AddItem): repo.CartItemRow | "missing" | null {
  if (item.parentCartItemId !== undefined) {
    const line = m.state.lines.find((l) => l.id === item.parentCartItemId);
    return line && isPlainLine(line) ? line : "missing";
  }
  if (item.parentItemId !== undefined) {
    const candidates = m.state.lines.filter((l) => l.itemId === item.parentItemId && isPlainLine(l));
    return candidates.find((l) => m.changes.has(l.id)) ?? candidates[candidates.length - 1] ?? null;
  }
  return null;
}

async function addPlan(
  m: MutationScope,
  item: AddItem,
  plan: repo.CartProductRow | undefined,
  parent: repo.CartItemRow | null,
): Promise<MutationOutcome> {
  if (!parent) return refuse(400, "WARRANTY_PARENT_REQUIRED", WARRANTY_NEEDS_PARENT_MESSAGE);
  if (!plan) return refuse(400, "WARRANTY_ADD_FAILED", WARRANTY_ADD_FAILED_MESSAGE);
  const offered = await findOfferedPlans(m.trx, [parent.productId]);
  if (!offered.some((o) => o.productId === plan.id)) return refuse(400, "WARRANTY_NOT_OFFERED", WARRANTY_NOT_OFFERED_MESSAGE);
  if (plan.onlineQty <= 0) return refuse(400, "WARRANTY_OUT_OF_STOCK", WARRANTY_OUT_OF_STOCK_MESSAGE);
  const lineKey = `${plan.itemId}|WARRANTY|${parent.id}`;
  const existing = m.state.lines.find((l) => l.lineKey === lineKey);
  const decision = decideAddQuantity(lineProduct(plan.itemId, plan, plan.onlineQty), existing?.qty ?? 0, item.qty);
  if (!decision.accepted || decision.qty - (existing?.qty ?? 0) < item.qty) {
    return refuse(400, "WARRANTY_ADD_FAILED", WARRANTY_ADD_FAILED_MESSAGE);
  }
  const otherPlans = plansOf(m, parent.id)
    .filter((l) => l.id !== existing?.id)
    .reduce((n, l) => n + l.qty, 0);
  if (!planQuantityFits(parent.qty, otherPlans, decision.qty)) return PLAN_QTY_EXCEEDED;
  await putLine(m, plan, item, existing, decision.qty, decision.messages, {
    lineKey,
    parentRelationType: "WARRANTY",
    parentRelationCartItemId: parent.id,
    parentItemId: parent.itemId,
    requiredItemIds: null,
    partBundleId: null,
  });
  return undefined;
}

async function addAddon(
  m: MutationScope,
  item: AddItem,
  addon: repo.CartProductRow | undefined,
  named: repo.CartItemRow | null,
): Promise<MutationOutcome> {
  const transient = (messages: CartMessage[]) =>
    m.transient.push({
      itemId: item.itemId,
      requestedQty: item.qty,
      deliveryType: "STA",
      pickupStoreNumber: null,
      messages,
      product: addon,
    });
  const required = addon ? await findAddonParents(m.trx, addon.id) : [];
  const requiredItemIds = required.map((r) => r.itemId);
  const inCart = m.state.lines.filter(isPlainLine);
  const parent = named ?? inCart.find((l) => requiredItemIds.includes(l.itemId)) ?? null;
  const met = parent !== null && addonRequirementMet(requiredItemIds, new Set([parent.itemId]));
  if (!addon || !met || !parent) {
    const names = required.map((r) => r.name);
    transient([{ code: "ADDON_THRESHOLD_NOT_MET", type: "ERROR", message: addonThresholdMessage(names) }]);
    return undefined;
  }
  const lineKey = `${addon.itemId}|ADDON|${parent.id}`;
  const existing = m.state.lines.find((l) => l.lineKey === lineKey);
  const decision = decideAddQuantity(lineProduct(addon.itemId, addon, addon.onlineQty), existing?.qty ?? 0, item.qty);
  if (!decision.accepted) {
    transient(decision.messages);
    return undefined;
  }
  await putLine(m, addon, item, existing, decision.qty, decision.messages, {
    lineKey,
    parentRelationType: "ADDON",
    parentRelationCartItemId: parent.id,
    parentItemId: parent.itemId,
    requiredItemIds: JSON.stringify(requiredItemIds),
    partBundleId: null,
  });
  return undefined;
}

/**
 * A bundle is added whole or not at all: its members must be exactly the bundle's items, and
 * each must be addable in the full quantity asked. The lead member's line is the others' parent.
 */
async function addBundle(
  m: MutationScope,
  bundleId: string,
  items: readonly AddItem[],
  products: ReadonlyMap<string, repo.CartProductRow>,
): Promise<MutationOutcome> {
  const [bundle] = await findBundles(m.trx, { bundleId });
  if (!bundle) return BUNDLE_FAILED;
  const asked = new Set(items.map((i) => i.itemId));
  if (asked.size !== items.length || asked.size !== bundle.members.length || bundle.members.some((b) => !asked.has(b.itemId))) {
    return BUNDLE_FAILED;
  }
  let lead: repo.CartItemRow | undefined;
  for (const member of bundle.members) {
    const item = items.find((i) => i.itemId === member.itemId);
    const p = products.get(member.itemId);
    if (!item || !p) return BUNDLE_FAILED;
    const lineKey = `${p.itemId}|BUNDLE|${bundle.id}`;
    const existing = m.state.lines.find((l) => l.lineKey === lineKey);
    const decision = decideAddQuantity(lineProduct(p.itemId, p, p.onlineQty), existing?.qty ?? 0, item.qty);
    if (!decision.accepted || decision.qty - (existing?.qty ?? 0) < item.qty) return BUNDLE_FAILED;
    const line = await putLine(m, p, item, existing, decision.qty, decision.messages, {
      lineKey,
      parentRelationType: lead ? "BUNDLE" : null,
      parentRelationCartItemId: lead?.id ?? null,
      parentItemId: lead?.itemId ?? null,
      requiredItemIds: null,
      partBundleId: bundle.id,
    });
    lead ??= line;
  }
  return undefined;
}

/** Raises the line the relation already has, or writes a new one; records the change for the answer. */
async function putLine(
  m: MutationScope,
  p: repo.CartProductRow,
  item: AddItem,
  existing: repo.CartItemRow | undefined,
  qty: number,
  messages: CartMessage[],
  relation: relations.LineRelation & { lineKey: string },
): Promise<repo.CartItemRow> {
  const iso = m.now.toISOString();
  if (existing) {
    const prevQty = existing.qty;
    existing.qty = qty;
    existing.messages = JSON.stringify(messages);
    existing.updatedAt = iso;
    await repo.updateCartItem(m.trx, existing.id, { qty, messages: existing.messages, updatedAt: iso });
    const earlier = m.changes.get(existing.id);
    m.changes.set(existing.id, {
      actioned: "ADD_ITEM",
      prevQty: earlier?.prevQty ?? prevQty,
      qtyAdded: (earlier?.qtyAdded ?? 0) + (qty - prevQty),
      requestedQty: (earlier?.requestedQty ?? 0) + item.qty,
      messages,
    });
    return existing;
  }
  // plans, add-ons and bundles ship with their item (decision 025)
  const row = await insertCartLine(m, p, { qty, deliveryType: "STA", pickupStoreNumber: null, messages, ...relation });
  m.state.products.set(p.id, p);
  m.changes.set(row.id, { actioned: "ADD_ITEM", prevQty: 0, qtyAdded: qty, requestedQty: item.qty, messages });
  return row;
}

function plansOf(m: MutationScope, parentId: string): repo.CartItemRow[] {
  return m.state.lines.filter((l) => l.parentRelationType === "WARRANTY" && l.parentRelationCartItemId === parentId);
}

/**
 * After an update: a plan raised past its item's quantity refuses the whole update; a parent
 * lowered lowers its plans to fit (the last-added give way first, and one left at 0 goes).
 */
export async function enforcePlanQuantities(
  m: MutationScope,
  updated: UpdateItemsRequest["items"],
  removeLine: (m: MutationScope, line: repo.CartItemRow, requestedQty: number) => Promise<void>,
): Promise<MutationOutcome> {
  for (const item of updated) {
    const plan = m.state.lines.find((l) => l.id === item.cartItemId && l.parentRelationType === "WARRANTY");
    const parent = plan && m.state.lines.find((l) => l.id === plan.parentRelationCartItemId);
    if (!plan || !parent) continue;
    const total = plansOf(m, parent.id).reduce((n, l) => n + l.qty, 0);
    if (total > parent.qty) return PLAN_QTY_EXCEEDED;
  }
  const iso = m.now.toISOString();
  for (const parent of m.state.lines.filter(isPlainLine)) {
    const plans = plansOf(m, parent.id).map((l) => ({ cartItemId: l.id, qty: l.qty }));
    for (const cut of capPlanQuantities(parent.qty, plans)) {
      const line = m.state.lines.find((l) => l.id === cut.cartItemId);
      if (!line) continue;
      if (cut.qty === 0) {
        await removeLine(m, line, 0);
        continue;
      }
      const prevQty = line.qty;
      const messages: CartMessage[] = [
        {
          code: "WARRANTY_QTY_ADJUSTED",
          type: "INFO",
          message: `Your protection plan now covers ${cut.qty} to match your item.`,
        },
      ];
      line.qty = cut.qty;
      await repo.updateCartItem(m.trx, line.id, { qty: cut.qty, updatedAt: iso });
      m.changes.set(line.id, { actioned: "EDIT_ITEM", prevQty, qtyAdded: cut.qty - prevQty, requestedQty: cut.qty, messages });
    }
  }
  return undefined;
}

/**
 * What each plain line could have with it: its protection plans and add-ons. With the lines'
 * products at hand, only those whose read found plans or add-ons are looked up (decision 051).
 */
export async function lineOffers(
  db: Db,
  lines: readonly repo.CartItemRow[],
  products?: ReadonlyMap<number, repo.CartProductRow>,
): Promise<Map<number, { warrantyPlans: OfferedProduct[]; addOns: OfferedProduct[] }>> {
  const productIds = [...new Set(lines.filter(isPlainLine).map((l) => l.productId))];
  const withRule = (rule: number) => productIds.filter((id) => repo.mayHaveRule(products?.get(id), rule));
  const [plans, addOns] = await Promise.all([
    findOfferedPlans(db, withRule(repo.RULE.warrantyPlans)),
    findOfferedAddons(db, withRule(repo.RULE.addOns)),
  ]);
  const offers = new Map<number, { warrantyPlans: OfferedProduct[]; addOns: OfferedProduct[] }>();
  for (const id of productIds) {
    offers.set(id, {
      warrantyPlans: plans.filter((p) => p.forProductId === id),
      addOns: addOns.filter((p) => p.forProductId === id),
    });
  }
  return offers;
}

/**
 * After a sign-in merge moved a guest cart's lines: each moved line that belonged to another
 * follows its parent to the parent's line in the account cart. A moved plan meeting a plan the
 * account already had for that line joins it, never past the parent's quantity.
 */
export async function relinkMergedLines(
  db: Db,
  targetCartId: string,
  guestLines: readonly repo.CartItemRow[],
  lineOf: ReadonlyMap<string, string>,
  now: string,
): Promise<void> {
  const moved = guestLines.filter((l) => l.parentRelationCartItemId && lineOf.has(l.id));
  if (moved.length === 0) return;
  const lines = await repo.listCartItems(db, targetCartId);
  for (const guest of moved) {
    const id = lineOf.get(guest.id);
    const oldParent = guest.parentRelationCartItemId ?? "";
    const parentId = lineOf.get(oldParent);
    const line = lines.find((l) => l.id === id);
    if (!line || line.parentRelationCartItemId !== oldParent) continue;
    const parent = parentId ? lines.find((l) => l.id === parentId) : undefined;
    if (!parent) {
      // its item did not move: it cannot stay without it
      await repo.deleteCartItem(db, line.id);
      continue;
    }
    const lineKey = line.lineKey.replace(oldParent, parent.id);
    const twin = lines.find((l) => l.lineKey === lineKey && l.id !== line.id);
    if (twin) {
      const room = line.parentRelationType === "WARRANTY" ? parent.qty : Number.MAX_SAFE_INTEGER;
      twin.qty = Math.min(room, twin.qty + line.qty);
      await repo.updateCartItem(db, twin.id, { qty: twin.qty, updatedAt: now });
      await repo.deleteCartItem(db, line.id);
      continue;
    }
    line.lineKey = lineKey;
    line.parentRelationCartItemId = parent.id;
    await relations.relinkLine(db, line.id, {
      lineKey,
      parentRelationType: line.parentRelationType,
      parentRelationCartItemId: parent.id,
      parentItemId: parent.itemId,
      requiredItemIds: line.requiredItemIds ?? null,
      partBundleId: line.partBundleId ?? null,
    });
  }
}
