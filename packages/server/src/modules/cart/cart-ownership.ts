import crypto from "node:crypto";
import type { TenantId } from "@quire/domain";
import type { Db } from "../../db/database";
import * as repo from "./cart.repository";
import { timeOrderedId } from "../../lib/time-ordered-id";
import { pooledRandom } from "../../lib/random-pool";

export const DEFAULT_SHIP_TO_ZIP = "01702";

/** Who is asking: the signed-in user, else the guest cart cookie. */
export interface CartViewer {
  ownerToken: string | null;
  userId: number | null;
  tenant: TenantId;
  /** when this browser's "Don't show alternatives" ends (ISO time), if it chose it (decision 027) */
  alternatesOptOutUntil?: string | null;
}

export function hashOwnerToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

export function ownerOf(who: CartViewer): repo.CartOwner | null {
  if (who.userId !== null) return { userId: who.userId, tenant: who.tenant };
  return who.ownerToken ? { guestTokenHash: hashOwnerToken(who.ownerToken) } : null;
}

export async function findCartOfViewer(db: Db, who: CartViewer): Promise<repo.CartRow | undefined> {
  const owner = ownerOf(who);
  return owner ? repo.findCartOf(db, owner) : undefined;
}

export function newCartRow(tenant: TenantId, userId: number | null, iso: string): repo.CartRow {
  return {
    id: timeOrderedId(),
    tenant,
    // An account cart gets a value no cookie can hash to (a sha-256 in base64url has no colon).
    ownerTokenHash: `user-cart:${crypto.randomUUID()}`,
    userId,
    status: "ACTIVE",
    ctxToken: pooledRandom(18, "base64url"),
    shipToZip: DEFAULT_SHIP_TO_ZIP,
    storeNumber: null,
    proceedCheckout: 0,
    buyNow: 0,
    version: 0,
    createdAt: iso,
    updatedAt: iso,
    mergeReport: null,
  };
}
