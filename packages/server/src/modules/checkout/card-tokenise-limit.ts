import crypto from "node:crypto";
import {
  type PaymentAuthTokenClaims,
  TOKENISE_MAX_PER_KEY,
  TOKENISE_WINDOW_MS,
  type TokeniseLimit,
  tokeniseLimitKeys,
  tokeniseRetryAfterSeconds,
} from "@quire/gateway";
import type { Db } from "../../db/database";
import * as repo from "./checkout.repository";
import { DECLINE_LIMIT, DECLINE_WINDOW_MS } from "./order-placement.service";

// The sandbox gateway's tokenising limit, kept in the store's database so every process shares it
// (decision 058). Two checks, before the card is looked at:
// 1. the store's card-testing limit: a session or account that order placement refuses with
//    TOO_MANY_PAYMENT_ATTEMPTS (DECLINE_LIMIT declines in DECLINE_WINDOW_MS) cannot mint tokens either;
// 2. TOKENISE_MAX_PER_KEY attempts per auth token, session and address in TOKENISE_WINDOW_MS. Each
//    attempt is written first and counted after, so however many arrive at once, no more than the
//    limit ever go ahead; a refused attempt is taken back.

const PRUNE_EVERY_MS = 60_000;

/**
 * The keys order placement counts a shopper's declines on, from the claims of their payment auth token
 * and the client's address. A guest's declines also count per cart and per address (a guest can open
 * new sessions at will), so a cart or an address refused at order placement cannot mint tokens either.
 */
export function declineKeysOfClaims(
  claims: Pick<PaymentAuthTokenClaims, "subject" | "session"> & Partial<Pick<PaymentAuthTokenClaims, "cartId">>,
  address?: string,
): string[] {
  const keys: string[] = [];
  if (claims.session) keys.push(`session:${claims.session}`);
  if (claims.cartId) keys.push(`cart:${claims.cartId}`);
  if (address) keys.push(`address:${address}`);
  // the subject is `${tenant}:user:${userId}` (checkout-shopper.ts); declines are counted per account too
  const account = /^([a-z]+):user:(\d+)$/.exec(claims.subject);
  if (account) keys.push(`account:${account[1]}:${account[2]}`);
  return keys;
}

export function cardTokeniseLimit(db: Db, clock: () => Date = () => new Date()): TokeniseLimit {
  let lastPruneMs = 0;
  return async ({ claims, address }) => {
    const nowMs = clock().getTime();
    for (const key of declineKeysOfClaims(claims, address)) {
      const { n, oldestMs } = await repo.countDeclines(db, key, nowMs - DECLINE_WINDOW_MS);
      if (n >= DECLINE_LIMIT) {
        return { retryAfterSeconds: Math.max(1, Math.ceil(((oldestMs ?? nowMs) + DECLINE_WINDOW_MS - nowMs) / 1000)) };
      }
    }

    const rows = tokeniseLimitKeys({ claims, address }).map((limiterKey) => ({
      id: crypto.randomUUID(),
      limiterKey,
      atMs: nowMs,
    }));
    await repo.recordAttempts(db, rows);
    let wait = 0;
    for (const row of rows) {
      const { n, oldestMs } = await repo.countDeclines(db, row.limiterKey, nowMs - TOKENISE_WINDOW_MS);
      if (n > TOKENISE_MAX_PER_KEY) wait = Math.max(wait, tokeniseRetryAfterSeconds(oldestMs ?? nowMs, nowMs));
    }
    if (wait > 0) {
      await repo.removeAttempts(
        db,
        rows.map((r) => r.id),
      );
      return { retryAfterSeconds: wait };
    }
    // Attempts long past are dropped now and then (order placement prunes its declines the same way).
    if (nowMs - lastPruneMs > PRUNE_EVERY_MS) {
      lastPruneMs = nowMs;
      await repo.pruneDeclines(db, nowMs - Math.max(DECLINE_WINDOW_MS, TOKENISE_WINDOW_MS) * 6);
    }
    return null;
  };
}
