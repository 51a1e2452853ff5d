import {
  type AlternateRule,
  type CartMessage,
  type ItemRestriction,
  type LineSurcharge,
  type SoldOutOffer,
  type SoldOutReason,
  type StockedItem,
  type TenantId,
  alternatesMessage,
  hardSubstitute,
  isOptedOut,
  lineLocation,
  lineSurcharge,
  offerableAlternates,
  SHIPS_TO_ONE_LOCATION_NOTICE,
  restrictionCheckoutBlock,
  restrictionMessages,
  soldOutReason,
  surchargeAltQty,
  surchargeNotice,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { TtlCache } from "../../lib/ttl-cache";
import { lookupZip } from "../../lib/us-zip";
import { productImageUrl } from "../catalogue";
import { ITEM_ID } from "./cart-line-rules";
import { type CartProductRow, type CartRow, RULE, findCartProducts, mayHaveRule } from "./cart.repository";
import type { CartInfo } from "./cart.view";
import * as rulesRepo from "./item-rules.repository";

// The cart's item rules (decision 027): alternates for items that are out of stock, discontinued
// or running low, the hard substitution at add, heavy-item carrier fees, and restrictions that stop
// checkout. The rules themselves are pure (@quire/domain alternates, surcharges, item-restrictions);
// this reads what they need and puts their answers on the cart's lines.

type CartItem = CartInfo["items"][number];

/** A line of the answer with the rules' fields on it. */
type AnnotatedItem = CartItem &
  LineSurcharge & {
    soldOutReason: SoldOutReason | null;
    alternates: AlternateView[];
    altItem: { origItemId: string } | null;
    surchargeAlts: (AlternateView & { altFactor: number; qty: number })[];
    selectedDeliveryOption: CartItem["selectedDeliveryOption"] & { surchargeFeePerUnit: number };
  };

const NO_SURCHARGE: LineSurcharge = { surchargeApplicable: false, surchargeFeePerUnit: 0, surchargeSplit: null };

interface Rule extends AlternateRule {
  product: CartProductRow;
}

/** An alternate as a line shows it: enough for a tile with an Add button. */
export interface AlternateView {
  itemId: string;
  kind: AlternateRule["kind"];
  name: string;
  brandName: string;
  itemUrl: string;
  image: string;
  finalPrice: number;
}

function stockOf(p: CartProductRow): StockedItem {
  return { status: p.status, availableQty: p.onlineQty, backorderDate: p.backorderDate, isFreeSample: p.isFreeSample === 1 };
}

function alternateView(r: Rule): AlternateView {
  return {
    itemId: r.product.itemId,
    kind: r.kind,
    name: r.product.name,
    brandName: r.product.brandName,
    itemUrl: `/${r.product.itemUrl}`,
    image: productImageUrl(r.product.itemId),
    finalPrice: r.product.finalPriceCents,
  };
}

// The alternates as one transaction read them, by product. An add reads its product's alternates for the
// hard substitution, then again for the answer; on SQLite a transaction carries a whole group of cart changes
// (db/transaction-groups.ts) and holds the write lock, and cart changes never write alternates or products, so
// what its first read found is what every later read in it would find. Keyed by the transaction object, so
// nothing outlives it; outside a transaction every call reads. A failed read is forgotten, so a later change
// of the group reads again.
const alternatesOfTransaction = new WeakMap<Db, Map<number, Promise<rulesRepo.AlternateRow[]>>>();

async function findAlternatesOnce(db: Db, productIds: readonly number[]): Promise<rulesRepo.AlternateRow[]> {
  if (!db.isTransaction || productIds.length === 0) return rulesRepo.findAlternates(db, productIds);
  let known = alternatesOfTransaction.get(db);
  if (!known) {
    known = new Map();
    alternatesOfTransaction.set(db, known);
  }
  const missing = [...new Set(productIds.filter((id) => !known.has(id)))];
  if (missing.length > 0) {
    const read = rulesRepo.findAlternates(db, missing);
    for (const id of missing) {
      const own = read.then((rows) => rows.filter((r) => r.productId === id));
      own.catch(() => known.get(id) === own && known.delete(id));
      known.set(id, own);
    }
  }
  const parts = await Promise.all([...new Set(productIds)].map((id) => known.get(id)!));
  return parts.flat();
}

/** The carrier fees of heavy products: from the product rows that carry them, read only for those that do not. */
async function heavyFeesOf(db: Db, products: readonly CartProductRow[]): Promise<Map<number, number>> {
  const fees = new Map<number, number>();
  const unread = new Set<number>();
  for (const p of products) {
    if (!mayHaveRule(p, RULE.heavyFee)) continue;
    if (p.heavyFeePerUnitCents === undefined) unread.add(p.id);
    else if (p.heavyFeePerUnitCents !== null) fees.set(p.id, p.heavyFeePerUnitCents);
  }
  if (unread.size === 0) return fees;
  for (const [id, fee] of await rulesRepo.findHeavyFees(db, [...unread])) fees.set(id, fee);
  return fees;
}

function rulesByProduct(rows: rulesRepo.AlternateRow[]): Map<number, Rule[]> {
  const map = new Map<number, Rule[]>();
  for (const r of rows) {
    map.set(r.productId, [
      ...(map.get(r.productId) ?? []),
      { itemId: r.alternate.itemId, kind: r.kind, altFactor: r.altFactor, product: r.alternate },
    ]);
  }
  return map;
}

function ruleStock(rules: readonly Rule[]) {
  const byItemId = new Map(rules.map((r) => [r.itemId, stockOf(r.product)]));
  return (itemId: string) => byItemId.get(itemId);
}

/** What the rules decided for one cart, ready to price lines and annotate the answer. */
export class CartItemRules {
  constructor(
    private readonly input: {
      products: Map<string, CartProductRow>;
      alternates: Map<number, Rule[]>;
      heavyFees: Map<number, number>;
      restrictions: Map<number, ItemRestriction[]>;
      swaps: Map<string, string>;
      zipPrefixes: ReadonlySet<string>;
      zip: string;
      shipToState: string | null;
      consumer: boolean;
      locations: ReadonlySet<string>;
      optedOut: boolean;
    },
  ) {}

  /** The carrier fee per unit of a stored line (0 when none applies), for the summary's total. */
  surchargeFeePerUnit(line: { itemId: string; qty: number; deliveryType: string }): number {
    return this.surchargeOf(line).surchargeFeePerUnit;
  }

  private surchargeOf(line: { itemId: string; qty: number; deliveryType: string }): LineSurcharge {
    const p = this.input.products.get(line.itemId);
    return lineSurcharge({
      heavyFeePerUnitCents: p ? (this.input.heavyFees.get(p.id) ?? null) : null,
      qty: line.qty,
      deliveryType: line.deliveryType,
      zip: this.input.zip,
      carrierFeeZipPrefixes: this.input.zipPrefixes,
    });
  }

  /** The lines' messages from restrictions (HEALTH_CARE_RESTRICTION, RESTRICTED_ITEM, DELIVERY_COMBINATION_CONSTRAINT_FAILED). */
  restrictionMessagesOf(line: { itemId: string; deliveryType: string; pickupStoreNumber: string | null }): CartMessage[] {
    const p = this.input.products.get(line.itemId);
    const restrictions = p ? (this.input.restrictions.get(p.id) ?? []) : [];
    if (restrictions.length === 0) return [];
    return restrictionMessages(
      { restrictions, deliveryType: line.deliveryType, location: lineLocation(line.deliveryType, line.pickupStoreNumber) },
      { shipToState: this.input.shipToState, consumer: this.input.consumer, locations: this.input.locations },
    );
  }

  /**
   * Puts the rules' fields on the answer's lines and summary, in place: the answer was built for this call
   * and nothing else holds it, so the lines and the summary are not copied again (decision 051, sixth step).
   * Fields are set in the order a spread would have put them, so the JSON is the same.
   */
  annotate(info: CartInfo): CartInfo {
    let surchargeFeePerUnit = 0;
    let oneLocation = false;
    for (const item of info.items) {
      const annotated = this.annotateItem(item);
      surchargeFeePerUnit = Math.max(surchargeFeePerUnit, annotated.surchargeFeePerUnit);
      // the cart-level notice that sends the shopper to the cart to choose one place
      oneLocation ||= annotated.messages.some((m) => m.code === "DELIVERY_COMBINATION_CONSTRAINT_FAILED");
    }
    if (oneLocation) {
      info.messages = [
        ...info.messages,
        { code: "DELIVERY_COMBINATION_CONSTRAINT_FAILED", type: "WARNING", message: SHIPS_TO_ONE_LOCATION_NOTICE },
      ];
    }
    info.cartSummary.surchargeFeePerUnit = surchargeFeePerUnit;
    return info;
  }

  private annotateItem(item: CartItem): AnnotatedItem {
    const p = this.input.products.get(item.itemId);
    const active = item.status === "ACTIVE";
    // a copy: a refused item's messages are also its delivery option's, which keeps them as they were
    const messages: CartMessage[] = [...item.messages];
    let reason: SoldOutReason | null = null;
    let alternates: AlternateView[] = [];
    let surcharge: LineSurcharge = NO_SURCHARGE;
    let surchargeAlts: (AlternateView & { altFactor: number; qty: number })[] = [];
    if (p && item.status !== "DELETED") {
      const rules = this.input.alternates.get(p.id) ?? [];
      const stock = ruleStock(rules);
      // a pickup line's stock is its store's shelf (the cart view's inventory), not the online stock
      const pickupShelf = item.selectedDeliveryOption.deliveryType === "ISP" ? item.inventory?.availableQty : undefined;
      reason = soldOutReason(
        pickupShelf === undefined ? stockOf(p) : { ...stockOf(p), availableQty: pickupShelf, backorderDate: null },
        messages.map((m) => m.code),
      );
      alternates = reason && !this.input.optedOut ? offerableAlternates(rules, stock).map(alternateView) : [];
      if (alternates.length > 0) messages.push(alternatesMessage());
      if (active) {
        const deliveryType = item.selectedDeliveryOption.deliveryType;
        surcharge = this.surchargeOf({ itemId: item.itemId, qty: item.qty, deliveryType });
        if (surcharge.surchargeApplicable) {
          surchargeAlts = offerableAlternates(rules, stock, ["SURCHARGE"]).map((r) => ({
            ...alternateView(r),
            altFactor: r.altFactor,
            qty: surchargeAltQty(r.altFactor, item.qty),
          }));
          messages.push(surchargeNotice(surcharge.surchargeFeePerUnit, this.input.zip, surchargeAlts.length > 0));
        }
        messages.push(
          ...this.restrictionMessagesOf({
            itemId: item.itemId,
            deliveryType,
            pickupStoreNumber: item.selectedDeliveryOption.pickupStoreNumber,
          }),
        );
      }
    }
    const origItemId = item.cartItemId ? this.input.swaps.get(item.cartItemId) : undefined;
    // in place, in the order `{ ...item, messages, soldOutReason, ... }` would give (existing keys keep their place)
    const out = item as AnnotatedItem;
    out.messages = messages;
    out.soldOutReason = reason;
    out.alternates = alternates;
    out.altItem = origItemId ? { origItemId } : null;
    out.surchargeApplicable = surcharge.surchargeApplicable;
    out.surchargeFeePerUnit = surcharge.surchargeFeePerUnit;
    out.surchargeSplit = surcharge.surchargeSplit;
    out.surchargeAlts = surchargeAlts;
    (out.selectedDeliveryOption as AnnotatedItem["selectedDeliveryOption"]).surchargeFeePerUnit = surcharge.surchargeFeePerUnit;
    return out;
  }
}

/** Loads the item rules a cart needs, and applies the hard substitution and checkout block. */
export class ItemRulesService {
  /** The carrier-fee ZIP areas change with the demo data only: each process keeps them a minute. */
  private readonly zipCache = new TtlCache<string[]>(1, 60_000);

  async forCart(
    db: Db,
    input: {
      cart: CartRow | null;
      lines: readonly { id: string; itemId: string; deliveryType: string; pickupStoreNumber: string | null }[];
      products: readonly CartProductRow[];
      optOutUntil: string | null | undefined;
      now: Date;
      /** every swap the lines can have, when already in hand (read with the lines, or a cart this request created) */
      swapsInHand?: ReadonlyMap<string, string>;
    },
  ): Promise<CartItemRules> {
    // only the products whose read said they carry a rule of that kind (decision 051)
    const idsWith = (rule: number) => [...new Set(input.products.filter((p) => mayHaveRule(p, rule)).map((p) => p.id))];
    const [alternates, heavyFees, restrictions, swaps, zipPrefixes] = await Promise.all([
      findAlternatesOnce(db, idsWith(RULE.alternates)),
      heavyFeesOf(db, input.products),
      rulesRepo.findRestrictions(db, idsWith(RULE.restrictions)),
      input.swapsInHand
        ? new Map(input.swapsInHand)
        : rulesRepo.findSwaps(
            db,
            input.lines.map((l) => l.id),
          ),
      this.zipCache.getOrCompute("all", () => rulesRepo.listCarrierFeeZipPrefixes(db)),
    ]);
    const zip = input.cart?.shipToZip ?? "01702";
    const tenant: TenantId = input.cart?.tenant === "advantage" ? "advantage" : "dotcom";
    return new CartItemRules({
      products: new Map(input.products.map((p) => [p.itemId, p])),
      alternates: rulesByProduct(alternates),
      heavyFees,
      restrictions,
      swaps,
      zipPrefixes: new Set(zipPrefixes),
      zip,
      shipToState: lookupZip(zip)?.state ?? null,
      consumer: tenant === "dotcom",
      locations: new Set(input.lines.map((l) => lineLocation(l.deliveryType, l.pickupStoreNumber))),
      optedOut: isOptedOut(input.optOutUntil, input.now),
    });
  }

  /**
   * The items an add puts in the cart: an item whose rule is a hard substitution becomes its
   * alternate (remembering the item asked for), unless ignoreHrdAlt is sent or the shopper opted out.
   */
  async withHardAlternates<T extends { itemId: string }>(
    db: Db,
    items: readonly T[],
    options: {
      ignoreHrdAlt: boolean;
      optOutUntil: string | null | undefined;
      now: Date;
      /** the items' products, when the caller has read them already */
      products?: readonly CartProductRow[];
      /** products whose alternates the transaction reads later (the cart's), read in the same statement */
      alsoFor?: readonly CartProductRow[];
    },
  ): Promise<(T & { origItemId?: string })[]> {
    const optedOut = isOptedOut(options.optOutUntil, options.now);
    if (options.ignoreHrdAlt || optedOut) return [...items];
    const asked =
      options.products ??
      (await findCartProducts(db, {
        itemIds: items.map((i) => i.itemId).filter((id) => ITEM_ID.test(id)),
      }));
    const withRule = (products: readonly CartProductRow[]) =>
      products.filter((p) => mayHaveRule(p, RULE.alternates)).map((p) => p.id);
    const askedIds = withRule(asked);
    const rules = rulesByProduct(
      askedIds.length === 0 ? [] : await findAlternatesOnce(db, [...askedIds, ...withRule(options.alsoFor ?? [])]),
    );
    const byItemId = new Map(asked.map((p) => [p.itemId, p]));
    return items.map((item) => {
      const p = byItemId.get(item.itemId);
      const productRules = p ? (rules.get(p.id) ?? []) : [];
      const substitute = hardSubstitute(productRules, ruleStock(productRules), { ignoreHrdAlt: false, optedOut: false });
      return substitute ? { ...item, itemId: substitute, origItemId: item.itemId } : item;
    });
  }

  /**
   * Remembers which lines an add filled with an alternate (shown as altItem.origItemId). `inHand`, a
   * created cart's swaps, gets them too, as the table keeps them: the first item a line replaced.
   */
  async recordSwaps(
    db: Db,
    lines: readonly { id: string; itemId: string }[],
    added: readonly { itemId: string; origItemId?: string }[],
    now: Date,
    inHand?: Map<string, string>,
  ): Promise<void> {
    for (const item of added) {
      if (!item.origItemId) continue;
      for (const line of lines.filter((l) => l.itemId === item.itemId)) {
        await rulesRepo.recordSwap(db, line.id, item.origItemId, now.toISOString());
        if (inHand && !inHand.has(line.id)) inHand.set(line.id, item.origItemId);
      }
    }
  }

  /** The sold-out drawer's offer for one item (its product page); null when it needs none or the shopper opted out. */
  async alternatesForItem(
    db: Db,
    itemId: string,
    optOutUntil: string | null | undefined,
    now: Date,
  ): Promise<SoldOutOffer | null> {
    if (!ITEM_ID.test(itemId) || isOptedOut(optOutUntil, now)) return null;
    const [p] = await findCartProducts(db, { itemIds: [itemId] });
    const reason = p ? soldOutReason(stockOf(p), []) : null;
    if (!p || !reason) return null;
    const rules = rulesByProduct(await rulesRepo.findAlternates(db, [p.id])).get(p.id) ?? [];
    const alternates = offerableAlternates(rules, ruleStock(rules)).map(alternateView);
    return alternates.length > 0 ? { reason, alternates } : null;
  }

  /** Why checkout is refused, if a line carries a restriction; null when the cart may proceed. */
  async checkoutBlock(
    db: Db,
    input: {
      cart: CartRow;
      lines: readonly { id: string; itemId: string; deliveryType: string; pickupStoreNumber: string | null }[];
      products: readonly CartProductRow[];
      now: Date;
    },
  ): Promise<{ code: string; message: string } | null> {
    const rules = await this.forCart(db, { ...input, optOutUntil: null });
    return restrictionCheckoutBlock(input.lines.map((l) => rules.restrictionMessagesOf(l)));
  }
}
