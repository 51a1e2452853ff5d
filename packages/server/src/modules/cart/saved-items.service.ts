import crypto from "node:crypto";
import {
  type CartMessage,
  FREE_SAMPLE_ALONE_CODE,
  FREE_SAMPLE_ALONE_MESSAGE,
  OFF_CONTRACT_REFUSAL,
  SFL_MOVED,
  type TenantId,
  decideAddQuantity,
  refusesOffContract,
} from "@quire/domain";
import { repriceRows } from "../business-pricing";
import type { Db } from "../../db/database";
import { BLOCKED_BY_POLICY, availableQuantity, insertCartLine, isBlocked, lineProduct } from "./cart-line-rules";
import {
  type CartRequestContext,
  type CartResult,
  type CartMutationService,
  type MutationScope,
  removeLine,
} from "./cart-mutations.service";
import { type CartViewer, hashOwnerToken, ownerOf } from "./cart-ownership";
import * as cartRepo from "./cart.repository";
import type { CartInfo } from "./cart.view";
import type { SaveRequest } from "./saved-items.schema";
import * as repo from "./saved-items.repository";
import { type SavedPage, savedPageOf } from "./saved-items.view";

/** The most a saved item holds: the quantity normaliser's maximum (saving the same item again adds up). */
const MAX_SAVED_QTY = 9999;
/** The most rows one move-all or sign-in merge takes: far above any list a shopper keeps, a bound on one transaction. */
const MAX_ROWS_PER_CHANGE = 1000;

export const SAVED_ITEM_NOT_FOUND = {
  statusCode: 404,
  code: "SFL_ITEM_NOT_FOUND",
  message: "We couldn't find that item in your saved items.",
};
const CART_ITEM_NOT_FOUND = {
  statusCode: 404,
  code: "CART_ITEM_ID_NOT_FOUND",
  message: "We couldn't find that item in your cart.",
};
const ITEM_NOT_FOUND = { statusCode: 404, code: "INVALID_ITEM", message: "We couldn't find that item." };
const ALREADY_FULL: CartMessage = {
  code: "MERGE_CART",
  type: "WARNING",
  message: "You already have this item in cart with the maximum quantity available.",
};

/** A saved-for-later answer: success, or the spec's 'ERROR' with an errors list (and the cart, when there is one). */
export type SavedResult =
  | { statusCode: 200; body: { message: "SUCCESS"; data: Record<string, unknown> }; cart: CartResult | null }
  | { statusCode: number; body: { message: "ERROR"; errors: { code: string; message: string }[] }; cart: CartResult | null };

function failure(statusCode: number, code: string, message: string, cart: CartResult | null = null): SavedResult {
  return { statusCode, body: { message: "ERROR", errors: [{ code, message }] }, cart };
}

function fromCart(result: CartResult, extra: (cartInfo: CartInfo) => Record<string, unknown> = () => ({})): SavedResult {
  if (result.statusCode >= 300 || !("data" in result.body) || "code" in result.body) {
    const body = result.body as { code?: string; message?: string };
    return failure(result.statusCode, body.code ?? "ERROR", body.message ?? "Something went wrong. Please try again.", result);
  }
  const cartInfo = result.body.data.cartInfo;
  return { statusCode: 200, body: { message: "SUCCESS", data: { ...extra(cartInfo), cartInfo } }, cart: result };
}

/**
 * Saved for later (cart.md sections 3, 4, 7; decision 024). Changes that touch the cart (saving a
 * line, moving items back) run in the cart's own change (CartMutationService.mutate): one
 * transaction on the locked cart, so an item is in the cart or in the list, never both or neither.
 */
const BELONGS_TO_ANOTHER_LINE = {
  statusCode: 400,
  code: "INVALID_ITEM",
  message: "This item goes with another item in your cart and cannot be saved for later on its own.",
};

export class SavedItemsService {
  constructor(
    private readonly db: Db,
    private readonly mutations: CartMutationService,
    private readonly clock: () => Date,
  ) {}

  list(who: CartViewer, page: number, size: number): Promise<SavedPage> {
    const owner = ownerOf(who);
    return savedPageOf(this.db, owner ? repo.savedOwnerOf(owner, who.tenant) : null, this.clock(), page, size);
  }

  /** Saves a cart line (it leaves the cart) or a product; the same item saved again adds up. */
  async save(ctx: CartRequestContext, body: SaveRequest): Promise<SavedResult> {
    const fromLine = "cartItemId" in body;
    const result = await this.mutations.mutate(ctx, { create: !fromLine }, async (m) => {
      if ("cartItemId" in body) {
        const line = m.state.lines.find((l) => l.id === body.cartItemId);
        if (!line) return { error: CART_ITEM_NOT_FOUND };
        // A plan, add-on or bundle companion is bought with its item (decision 025), never saved alone.
        if (line.parentRelationType) return { error: BELONGS_TO_ANOTHER_LINE };
        await removeLine(m, line, 0);
        await keepInList(m, line.productId, line.itemId, line.qty);
        const name = m.state.products.get(line.productId)?.name ?? "The item";
        m.cartMessages.push({ code: SFL_MOVED, type: "INFO", message: `${name} was saved for later.` });
        return undefined;
      }
      const [p] = await cartRepo.findCartProducts(m.trx, { itemIds: [body.itemId] });
      if (!p) return { error: ITEM_NOT_FOUND };
      await keepInList(m, p.id, p.itemId, body.qty);
      m.cartMessages.push({ code: SFL_MOVED, type: "INFO", message: `${p.name} was saved for later.` });
      return undefined;
    });
    return fromCart(result);
  }

  /** Removes a saved item: 404 when it is not this shopper's. */
  async remove(who: CartViewer, listItemId: string, fullList: { page: number; size: number } | null): Promise<SavedResult> {
    const owner = ownerOf(who);
    const deleted = owner ? await repo.deleteSavedItem(this.db, repo.savedOwnerOf(owner, who.tenant).ownerKey, listItemId) : 0;
    if (deleted === 0) return failure(SAVED_ITEM_NOT_FOUND.statusCode, SAVED_ITEM_NOT_FOUND.code, SAVED_ITEM_NOT_FOUND.message);
    const data: Record<string, unknown> = { listItemId };
    if (fullList) Object.assign(data, await this.list(who, fullList.page, fullList.size));
    return { statusCode: 200, body: { message: "SUCCESS", data }, cart: null };
  }

  /**
   * Moves saved items to the cart (one, or all when listItemId is null). What the cart's rules
   * refuse (stock, limits, policy) stays in the list with the cart's message; moving one that
   * cannot move is refused with that message.
   */
  async moveToCart(ctx: CartRequestContext, listItemId: string | null): Promise<SavedResult> {
    const result = await this.mutations.mutate(ctx, { create: true }, async (m) => {
      const owner = repo.savedOwnerOfCart(m.state.cart);
      const rows = listItemId
        ? [await repo.findSavedItem(m.trx, owner.ownerKey, listItemId)].filter((r) => r !== undefined)
        : await repo.listSavedItems(m.trx, owner.ownerKey, { limit: MAX_ROWS_PER_CHANGE, offset: 0 });
      if (listItemId && rows.length === 0) return { error: SAVED_ITEM_NOT_FOUND };
      let movedAny = false;
      // Free samples go last, and only into a cart that then holds something paid for: moving
      // cannot leave a sample alone in the cart (cart.md section 4); a sample that cannot go stays saved.
      const samples: repo.SavedItemRow[] = [];
      for (const row of rows) {
        const outcome = await moveOne(m, owner, row, { deferSample: true });
        if (outcome === "gone") return { error: SAVED_ITEM_NOT_FOUND };
        if (outcome === "sample") samples.push(row);
        if (outcome === "moved") movedAny = true;
      }
      for (const row of samples) {
        const outcome = await moveOne(m, owner, row, { deferSample: false });
        if (outcome === "gone") return { error: SAVED_ITEM_NOT_FOUND };
        if (outcome === "moved") movedAny = true;
      }
      if (listItemId && !movedAny) {
        const why = m.transient[0]?.messages[0] ?? ALREADY_FULL;
        return { error: { statusCode: 400, code: why.code, message: why.message ?? ALREADY_FULL.message! } };
      }
      if (movedAny) {
        const movedLines = [...m.changes.keys()].flatMap((id) => m.state.lines.filter((l) => l.id === id));
        const count = movedLines.length;
        m.cartMessages.push({
          code: SFL_MOVED,
          type: "INFO",
          message:
            count === 1
              ? `${m.state.products.get(movedLines[0]!.productId)?.name ?? "The item"} was moved to your cart.`
              : `${count} items were moved to your cart.`,
        });
      }
      return undefined;
    });
    return fromCart(result);
  }

  /** Signing in: the browser's saved items join the account's (the same item adds up, the newer date stays). */
  async mergeGuest(guestToken: string | null, user: { userId: number; tenant: TenantId }): Promise<void> {
    if (!guestToken) return;
    const guest = repo.savedOwnerOf({ guestTokenHash: hashOwnerToken(guestToken) }, user.tenant);
    const account = repo.savedOwnerOf({ userId: user.userId, tenant: user.tenant }, user.tenant);
    await this.db.transaction().execute(async (trx) => {
      const rows = await repo.listSavedItems(trx, guest.ownerKey, { limit: MAX_ROWS_PER_CHANGE, offset: 0 });
      for (const row of rows.filter((r) => r.tenant === user.tenant)) {
        const mine = await repo.findSavedItemOfProduct(trx, account.ownerKey, row.itemId);
        if (mine) {
          await repo.updateSavedItem(trx, mine.id, {
            qty: Math.min(MAX_SAVED_QTY, mine.qty + row.qty),
            createdAt: mine.createdAt > row.createdAt ? mine.createdAt : row.createdAt,
            updatedAt: this.clock().toISOString(),
          });
          await repo.deleteSavedItem(trx, guest.ownerKey, row.id);
        } else {
          await repo.updateSavedItem(trx, row.id, { ownerKey: account.ownerKey, userId: user.userId });
        }
      }
    });
  }
}

/** Puts a quantity of a product in the cart owner's list: a new saved item, or more of the one there. */
async function keepInList(m: MutationScope, productId: number, itemId: string, qty: number): Promise<void> {
  const owner = repo.savedOwnerOfCart(m.state.cart);
  const iso = m.now.toISOString();
  const existing = await repo.findSavedItemOfProduct(m.trx, owner.ownerKey, itemId);
  // Saved again: it goes to the top of the list with the quantities added up.
  if (existing) {
    const updated = await repo.updateSavedItem(m.trx, existing.id, {
      qty: Math.min(MAX_SAVED_QTY, existing.qty + qty),
      createdAt: iso,
      updatedAt: iso,
    });
    if (updated > 0) return;
  }
  await repo.insertSavedItem(m.trx, {
    id: crypto.randomUUID(),
    ownerKey: owner.ownerKey,
    tenant: owner.tenant,
    userId: owner.userId,
    productId,
    itemId,
    qty,
    createdAt: iso,
    updatedAt: iso,
  });
}

/**
 * One saved item into the cart's shipping line, by the cart's add rules. "moved": all or part of
 * it went (a part left over stays saved); "kept": none could (the reason is a transient item);
 * "gone": it was removed meanwhile, so the change is undone.
 */
async function moveOne(
  m: MutationScope,
  owner: repo.SavedOwner,
  row: repo.SavedItemRow,
  options: { deferSample: boolean },
): Promise<"moved" | "kept" | "gone" | "sample"> {
  // at the owner's prices, and refused off contract by the same rule as an add (decision 042)
  const [p] = await repriceRows(m.trx, m.state.pricing, await cartRepo.findCartProducts(m.trx, { productIds: [row.productId] }));
  const keep = (messages: CartMessage[]) => {
    m.transient.push({
      itemId: row.itemId,
      requestedQty: row.qty,
      deliveryType: "STA",
      pickupStoreNumber: null,
      messages,
      product: p,
    });
    return "kept" as const;
  };
  if (p && isBlocked(p, m.blockedCategoryIds)) return keep([BLOCKED_BY_POLICY]);
  if (p && refusesOffContract(m.state.pricing, p.onContract === true)) return keep([OFF_CONTRACT_REFUSAL]);
  if (p?.isFreeSample === 1) {
    if (options.deferSample) return "sample";
    const paidLine = m.state.lines.some((l) => m.state.products.get(l.productId)?.isFreeSample !== 1);
    if (!paidLine) return keep([{ code: FREE_SAMPLE_ALONE_CODE, type: "ERROR", message: FREE_SAMPLE_ALONE_MESSAGE }]);
  }
  const lineKey = `${row.itemId}|STA|`;
  const existing = m.state.lines.find((l) => l.lineKey === lineKey);
  const before = existing?.qty ?? 0;
  const decision = decideAddQuantity(
    lineProduct(row.itemId, p, await availableQuantity(m.trx, p, "STA", null)),
    before,
    row.qty,
    {
      deliveryType: "STA",
    },
  );
  const moved = decision.accepted ? Math.max(0, decision.qty - before) : 0;
  if (!p || moved === 0) return keep(decision.messages.length > 0 ? decision.messages : [ALREADY_FULL]);

  const iso = m.now.toISOString();
  const left = row.qty - moved;
  const taken =
    left > 0
      ? await repo.updateSavedItem(m.trx, row.id, { qty: left, updatedAt: iso })
      : await repo.deleteSavedItem(m.trx, owner.ownerKey, row.id);
  if (taken === 0) return "gone";

  m.state.products.set(p.id, p);
  const messages = JSON.stringify(decision.messages);
  if (existing) {
    existing.qty = decision.qty;
    existing.messages = messages;
    await cartRepo.updateCartItem(m.trx, existing.id, { qty: existing.qty, messages, updatedAt: iso });
  } else {
    await insertCartLine(m, p, {
      lineKey,
      qty: decision.qty,
      deliveryType: "STA",
      pickupStoreNumber: null,
      messages: decision.messages,
    });
  }
  const lineId = existing?.id ?? m.state.lines[m.state.lines.length - 1]!.id;
  m.changes.set(lineId, {
    actioned: "ADD_ITEM",
    prevQty: before,
    qtyAdded: moved,
    requestedQty: row.qty,
    messages: decision.messages,
  });
  return "moved";
}
