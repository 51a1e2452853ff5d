import {
  type CartMessage,
  type QuickOrderAnswer,
  type QuickOrderEntry,
  type QuickOrderLineResult,
  type QuickOrderParse,
  CART_MESSAGES,
  decideAddQuantity,
  isWarrantyItem,
  mergeQuickOrderEntries,
  OFF_CONTRACT_REFUSAL,
  refusesOffContract,
  parseQuickOrderText,
  quickOrderEntriesOf,
  quickOrderItemKey,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { refuseCardNumberIn } from "../../http/free-text";
import type { RequestSession } from "../session";
import { priceContextOfSession, resolvePrices } from "../business-pricing";
import {
  BLOCKED_BY_POLICY,
  ITEM_ID,
  isBlocked,
  lineProduct,
  parseAddItems,
  type CartRequestContext,
  type CartResult,
  type CartService,
  cartRows,
} from "../cart";
import type { QuickOrderBody } from "./quick-order.schema";
import * as repo from "./quick-order.repository";

// Quick order (decision 043): every entry is checked with the cart's own rules before
// anything is added; then the good entries go to the cart's add in one call, so every rule of the
// cart (and any added later, such as the contract's) applies, and what the add still refuses is
// reported on its line. A batch with bad lines adds the good ones and answers the bad ones.

export const QUICK_ORDER_SIGN_IN = "Please sign in to your business account to use quick order.";
export const QUICK_ORDER_BUSINESS_ONLY = "Quick order is for business accounts.";

export const QUICK_ORDER_LINE_MESSAGES = {
  UNKNOWN_ITEM: (item: string) => `We couldn't find item "${item}". Check the item number or your own number for it.`,
  PLAN_NEEDS_ITEM: "A protection plan is added with the product it covers, from the product's page or cart line.",
  FREE_SAMPLE: "Free samples are claimed from the offers in your cart.",
  GIFT_CARD: "Gift cards are bought from the gift cards page.",
  CAN_ADD_UP_TO: (qty: number) => `You can add up to ${qty}.`,
} as const;

/** The cart codes that mean the line would be cut down: quick order asks the buyer instead. */
const CAP_CODES = new Set(["QTY_LIMIT_ITEM", "PARTIAL_QTY_AVAILABLE", "EXCEEDS_MAX_LINE_QTY", "EXCEEDED_LIMIT"]);

export interface QuickOrderOutcome {
  answer: QuickOrderAnswer;
  /** the cart add's own result (for its cookie); null when nothing was sent to the cart */
  cart: CartResult | null;
}

interface CheckedEntry {
  entry: QuickOrderEntry;
  itemId: string | null;
  name: string | null;
  error: { code: string; message: string } | null;
}

/** A signed-in user of a business account on the business site. */
function requireBuyer(session: RequestSession, tenant: string): number {
  if (!session.token.isLoggedIn || session.userId === null) throw new AppError(401, "UNAUTHORIZED", QUICK_ORDER_SIGN_IN);
  if (tenant !== "advantage" || session.accountId === null) throw new AppError(403, "FORBIDDEN", QUICK_ORDER_BUSINESS_ONLY);
  return session.accountId;
}

export function quickOrderEntries(body: QuickOrderBody): QuickOrderEntry[] {
  if ("text" in body) refuseCardNumberIn({ text: body.text });
  else body.lines.forEach((line, i) => refuseCardNumberIn({ [`lines.${i}.item`]: line.item }));
  const parsed: QuickOrderParse = "text" in body ? parseQuickOrderText(body.text) : quickOrderEntriesOf(body.lines);
  // a pasted text's refusal is about the text field (the page shows it there)
  if (!parsed.ok)
    throw new AppError(400, parsed.code, parsed.message, "text" in body ? { fields: { text: parsed.message } } : undefined);
  return parsed.entries;
}

export class QuickOrderService {
  constructor(
    private readonly db: Db,
    private readonly carts: CartService,
  ) {}

  /** Checks the entries and, unless validateOnly, adds the good ones to the buyer's cart in one add. */
  async order(
    session: RequestSession,
    ctx: CartRequestContext,
    entries: QuickOrderEntry[],
    validateOnly: boolean,
  ): Promise<QuickOrderOutcome> {
    const accountId = requireBuyer(session, ctx.tenant);
    const cart = await this.cartHolding(ctx);
    const checked = await this.check(session, accountId, ctx, entries, cart.quantities);
    const good = checked.filter((c) => c.error === null);
    if (validateOnly || good.length === 0) {
      return { answer: await this.answer(accountId, checked, validateOnly, null, cart.itemCount), cart: null };
    }
    // the cart's own parser reads the add, as it does every add; the buyer gets exactly the items
    // written: shipped, no hard alternate in their place
    const add = parseAddItems({
      items: good.map((c) => ({ itemId: c.itemId, qty: c.entry.qty, deliveryType: "STA" })),
      ignoreHrdAlt: true,
    });
    const result = await this.carts.addItems(ctx, add);
    const body = result.body as { code?: string; message?: string; data?: { cartInfo: { items: CartLine[] } } };
    const lines = body.data?.cartInfo.items ?? [];
    for (const c of good) {
      const refused = lines.find((l) => l.itemId === c.itemId && l.status === "TRANSIENT");
      const message = refused?.messages.find((m) => m.type === "ERROR") ?? refused?.messages[0];
      if (refused) {
        c.error = { code: message?.code ?? "NOT_ADDED", message: message?.message ?? CART_MESSAGES.INVALID_ITEM };
      } else if (result.statusCode >= 300) {
        c.error = { code: body.code ?? "NOT_ADDED", message: body.message ?? "This item was not added to your cart." };
      }
    }
    return { answer: await this.answer(accountId, checked, false, result, cart.itemCount), cart: result };
  }

  /** Every entry's item and problem, with the cart's rules, before anything is added. */
  private async check(
    session: RequestSession,
    accountId: number,
    ctx: CartRequestContext,
    entries: QuickOrderEntry[],
    inCart: ReadonlyMap<string, number>,
  ): Promise<CheckedEntry[]> {
    const readable = entries.filter((e) => !e.error);
    const keys = [...new Set(readable.map((e) => quickOrderItemKey(e.item)))];
    const bySku = await repo.findItemsBySku(this.db, accountId, keys);
    const numbers = readable.map((e) => e.item).filter((item) => ITEM_ID.test(item));
    const products = await cartRows.findCartProducts(this.db, { itemIds: [...new Set([...numbers, ...bySku.values()])] });
    const byItemId = new Map(products.map((p) => [p.itemId, p]));
    // the contract: a buyer without G_IOC is told here which lines the cart's add would refuse
    const pricing = priceContextOfSession(session, ctx.tenant);
    const prices = pricing ? await resolvePrices(this.db, pricing, products) : new Map<string, { onContract: boolean }>();
    // an item number the store knows wins over an account's number that looks like one
    const resolve = (e: QuickOrderEntry): string | null =>
      byItemId.has(e.item) ? e.item : (bySku.get(quickOrderItemKey(e.item)) ?? null);
    // an item written twice, once by its number and once by the account's, is one entry
    const merged = mergeQuickOrderEntries(entries, (e) => resolve(e) ?? `?${quickOrderItemKey(e.item)}`);
    return merged.map((entry): CheckedEntry => {
      if (entry.error) return { entry, itemId: null, name: null, error: entry.error };
      const itemId = resolve(entry);
      const p = itemId ? byItemId.get(itemId) : undefined;
      if (!itemId || !p) {
        return {
          entry,
          itemId: null,
          name: null,
          error: { code: "UNKNOWN_ITEM", message: QUICK_ORDER_LINE_MESSAGES.UNKNOWN_ITEM(entry.item) },
        };
      }
      const found = { entry, itemId, name: p.name };
      if (isBlocked(p, ctx.blockedCategoryIds)) return { ...found, error: plain(BLOCKED_BY_POLICY) };
      if (refusesOffContract(pricing, prices.get(itemId)?.onContract ?? false))
        return { ...found, error: plain(OFF_CONTRACT_REFUSAL) };
      if (isWarrantyItem({ division: p.division, department: p.department })) {
        return { ...found, error: { code: "PLAN_NEEDS_ITEM", message: QUICK_ORDER_LINE_MESSAGES.PLAN_NEEDS_ITEM } };
      }
      if (p.isFreeSample === 1)
        return { ...found, error: { code: "FREE_SAMPLE", message: QUICK_ORDER_LINE_MESSAGES.FREE_SAMPLE } };
      if (p.giftCardDeliveryId !== null)
        return { ...found, error: { code: "GIFT_CARD", message: QUICK_ORDER_LINE_MESSAGES.GIFT_CARD } };
      const existing = inCart.get(itemId) ?? 0;
      const decision = decideAddQuantity(lineProduct(itemId, p, p.onlineQty), existing, entry.qty, { deliveryType: "STA" });
      if (!decision.accepted) return { ...found, error: plain(decision.messages[0]) };
      if (decision.qty < existing + entry.qty) {
        const cap = decision.messages.find((m) => CAP_CODES.has(m.code)) ?? decision.messages[0];
        const room = decision.qty - existing;
        const more = room > 0 ? ` ${QUICK_ORDER_LINE_MESSAGES.CAN_ADD_UP_TO(room)}` : "";
        return { ...found, error: { code: cap?.code ?? "QTY_LIMIT_ITEM", message: `${cap?.message ?? ""}${more}`.trim() } };
      }
      return { ...found, error: null };
    });
  }

  /**
   * The buyer's cart before the call: units of each item on its shipped lines (limits count them,
   * as the cart's add does) and its item count (the answer's, when nothing is added).
   */
  private async cartHolding(ctx: CartRequestContext): Promise<{ quantities: Map<string, number>; itemCount: number }> {
    const { cartInfo } = await this.carts.readCart(ctx);
    const quantities = new Map<string, number>();
    for (const line of cartInfo.items) {
      if (line.status !== "ACTIVE" || line.selectedDeliveryOption?.deliveryType !== "STA") continue;
      quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + line.qty);
    }
    return { quantities, itemCount: cartInfo.cartAttributes.numberOfItems };
  }

  private async answer(
    accountId: number,
    checked: CheckedEntry[],
    validateOnly: boolean,
    result: CartResult | null,
    itemCountBefore: number,
  ): Promise<QuickOrderAnswer> {
    const skus = await repo.findSkusOfItems(
      this.db,
      accountId,
      checked.flatMap((c) => (c.itemId ? [c.itemId] : [])),
    );
    const lines: QuickOrderLineResult[] = checked.map((c) => ({
      lineNumber: c.entry.lineNumber,
      lineNumbers: c.entry.lineNumbers,
      text: c.entry.text,
      item: c.entry.item,
      itemId: c.itemId,
      customerSku: c.itemId ? (skus.get(c.itemId) ?? null) : null,
      name: c.name,
      qty: c.entry.qty,
      status: c.error ? "error" : "ok",
      code: c.error?.code ?? null,
      message: c.error?.message ?? null,
    }));
    const ok = lines.filter((l) => l.status === "ok");
    const added = result && result.statusCode < 300 ? (result.body as { data: { cartInfo: CartInfoLike } }).data.cartInfo : null;
    const okIds = new Set(ok.map((l) => l.itemId));
    return {
      validateOnly,
      lines,
      okCount: ok.length,
      errorCount: lines.length - ok.length,
      addedQty: added ? ok.reduce((n, l) => n + l.qty, 0) : 0,
      cartItemCount: added ? added.cartAttributes.numberOfItems : itemCountBefore,
      cartItemIds: added
        ? added.items
            .filter((l) => l.actioned === "ADD_ITEM" && l.cartItemId && okIds.has(l.itemId))
            .map((l) => l.cartItemId as string)
        : [],
    };
  }
}

interface CartLine {
  itemId: string;
  cartItemId: string | null;
  qty: number;
  status: string;
  actioned: string;
  messages: CartMessage[];
  selectedDeliveryOption?: { deliveryType: string };
}

interface CartInfoLike {
  items: CartLine[];
  cartAttributes: { numberOfItems: number };
}

function plain(message: CartMessage | undefined): { code: string; message: string } {
  return { code: message?.code ?? "NOT_ADDED", message: message?.message ?? CART_MESSAGES.INVALID_ITEM };
}
