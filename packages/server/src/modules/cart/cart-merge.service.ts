import crypto from "node:crypto";
import { type CartMessage, type MergeReport, type TenantId, decideAddQuantity } from "@quire/domain";
import type { Db, DbKind } from "../../db/database";
import { relinkMergedLines } from "./cart-line-relations";
import { BLOCKED_BY_POLICY, availableQuantity, isBlocked, lineProduct } from "./cart-line-rules";
import { hashOwnerToken, newCartRow } from "./cart-ownership";
import * as repo from "./cart.repository";

/**
 * How long a merged guest cart's cookie still reaches the account cart it went into: long enough
 * for requests that were in flight at sign-in, short enough that an old copy of the cookie is
 * worth nothing.
 */
const MERGED_COOKIE_GRACE_MS = 2 * 60_000;

/** The account a guest cookie's cart was merged into, while the grace period lasts. */
export interface ForwardedGuest {
  userId: number;
  blockedCategoryIds: number[];
}

/**
 * A guest cookie whose cart was just merged at sign-in: a request that was in flight meanwhile
 * belongs in the account cart rather than in a new guest cart nobody will see.
 */
export async function findForwardedGuest(
  db: Db,
  guestToken: string,
  tenant: TenantId,
  now: Date,
): Promise<ForwardedGuest | null> {
  const since = new Date(now.getTime() - MERGED_COOKIE_GRACE_MS).toISOString();
  const merged = await repo.findMergedGuestCart(db, hashOwnerToken(guestToken), since);
  if (!merged || merged.tenant !== tenant) return null;
  return { userId: Number(merged.userId), blockedCategoryIds: JSON.parse(merged.blockedCategoryIds) as number[] };
}

/** Moves a browser's guest cart into the account cart at sign-in. */
export class CartMergeService {
  constructor(
    private readonly db: Db,
    private readonly kind: DbKind,
    private readonly clock: () => Date,
  ) {}

  /**
   * Signing in: the guest cart of this browser moves into the account cart. Quantities of the same
   * item and fulfilment add up within stock and limits; what cannot move says why. The guest cart
   * is deleted, so its cookie opens nothing afterwards. Null when there was nothing to merge.
   */
  async mergeGuestCart(
    guestToken: string | null,
    user: { userId: number; tenant: TenantId; blockedCategoryIds: readonly number[] },
  ): Promise<MergeReport | null> {
    if (!guestToken) return null;
    return this.db.transaction().execute(async (trx) => {
      const guest = await repo.lockGuestCart(trx, this.kind, hashOwnerToken(guestToken));
      if (!guest || guest.tenant !== user.tenant) return null;
      // Adds still in flight with this cookie follow the cart into the account (findForwardedGuest).
      const now = this.clock();
      await repo.recordMergedGuestCart(
        trx,
        {
          guestTokenHash: guest.ownerTokenHash,
          userId: user.userId,
          tenant: user.tenant,
          blockedCategoryIds: JSON.stringify(user.blockedCategoryIds),
          mergedAt: now.toISOString(),
        },
        new Date(now.getTime() - MERGED_COOKIE_GRACE_MS).toISOString(),
      );
      const [guestLines, guestCoupons, guestProducts] = await Promise.all([
        repo.listCartItems(trx, guest.id),
        repo.listCartCouponCodes(trx, guest.id),
        repo.findProductsOfCart(trx, guest.id),
      ]);
      if (guestLines.length === 0) {
        await repo.deleteCart(trx, guest);
        return null;
      }
      const iso = this.clock().toISOString();
      let target = await repo.findCartOf(trx, { userId: user.userId, tenant: user.tenant });
      if (!target) {
        target = newCartRow(user.tenant, user.userId, iso);
        await repo.insertCart(trx, target);
      } else if (this.kind === "postgres") {
        target = (await repo.lockCart(trx, this.kind, target.id)) ?? target;
      }
      const targetLines = await repo.listCartItems(trx, target.id);
      const products = new Map(guestProducts.map((p) => [p.id, p]));
      const report: MergeReport = { merged: [], notMerged: [], couponsAdded: [] };
      let position = targetLines.reduce((n, l) => Math.max(n, l.position + 1), 0);
      /** guest line id -> the account cart's line it went into, for the lines that belong to others */
      const lineOf = new Map<string, string>();
      for (const line of guestLines) {
        const p = products.get(line.productId);
        const name = p?.name ?? null;
        if (p && isBlocked(p, user.blockedCategoryIds)) {
          report.notMerged.push({ itemId: line.itemId, name, requestedQty: line.qty, qtyAdded: 0, ...pick(BLOCKED_BY_POLICY) });
          continue;
        }
        const available = await availableQuantity(trx, p, line.deliveryType, line.pickupStoreNumber);
        const existing = targetLines.find((l) => l.lineKey === line.lineKey);
        const before = existing?.qty ?? 0;
        const decision = decideAddQuantity(lineProduct(line.itemId, p, available), before, line.qty, {
          ignoreExistQty: false,
          deliveryType: line.deliveryType as "STA" | "STS" | "ISP",
        });
        const after = decision.accepted ? decision.qty : before;
        const added = Math.max(0, after - before);
        if (decision.accepted && added > 0) {
          if (existing) {
            await repo.updateCartItem(trx, existing.id, {
              qty: after,
              messages: JSON.stringify(decision.messages),
              updatedAt: iso,
            });
            lineOf.set(line.id, existing.id);
          } else {
            const id = crypto.randomUUID();
            lineOf.set(line.id, id);
            await repo.insertCartItem(trx, {
              ...line,
              id,
              cartId: target.id,
              qty: after,
              messages: JSON.stringify(decision.messages),
              position: position++,
              createdAt: iso,
              updatedAt: iso,
            });
          }
        }
        if (added === line.qty) {
          report.merged.push({ itemId: line.itemId, name, qtyAdded: added, qtyAfter: after });
        } else {
          const why = decision.messages[0] ?? {
            code: "MERGE_CART",
            type: "WARNING",
            message: "You already have this item in cart with the maximum quantity available.",
          };
          report.notMerged.push({ itemId: line.itemId, name, requestedQty: line.qty, qtyAdded: added, ...pick(why) });
        }
      }
      await relinkMergedLines(trx, target.id, guestLines, lineOf, iso);
      const targetCoupons = await repo.listCartCouponCodes(trx, target.id);
      for (const code of guestCoupons) {
        if (targetCoupons.includes(code)) continue;
        await repo.addCartCoupon(trx, target.id, code, iso);
        report.couponsAdded.push(code);
      }
      await repo.touchCart(trx, target.id, { mergeReport: JSON.stringify(report) }, iso);
      await repo.deleteCart(trx, guest);
      return report;
    });
  }
}

function pick(message: CartMessage): { code: string; message: string } {
  return { code: message.code, message: message.message ?? message.code };
}
