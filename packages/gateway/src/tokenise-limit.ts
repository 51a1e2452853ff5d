import type { PaymentAuthTokenClaims } from "./auth-token";

// How often a card may be tokenised. A card tester needs many tokens; a shopper needs one or two a
// checkout (saved cards are not tokenised again). Each attempt is counted, before the card is looked
// at, on three keys: the payment auth token, the storefront session it was issued in (its subject
// when it names none) and the client's address. The window slides: an attempt counts for ten minutes.

/** One request to tokenise a card, as the tokenising limit sees it. */
export interface TokeniseAttempt {
  /** the payment auth token's claims: its transaction id names the auth token, its session the store's session */
  claims: PaymentAuthTokenClaims;
  /** the client's address (X-Forwarded-For from trusted proxies only) */
  address: string;
}

/**
 * Takes one tokenising attempt: null to go ahead, else how many seconds until it may try again. The
 * store's is kept in its database, so every process shares it, and agrees with the store's own
 * card-testing limit at order placement.
 */
export type TokeniseLimit = (attempt: TokeniseAttempt) => Promise<{ retryAfterSeconds: number } | null>;

export const TOKENISE_WINDOW_MS = 10 * 60_000;
export const TOKENISE_MAX_PER_KEY = 10;

/** The keys one attempt is counted on (each may make TOKENISE_MAX_PER_KEY attempts in the window). */
export function tokeniseLimitKeys(attempt: TokeniseAttempt): string[] {
  const { claims, address } = attempt;
  return [
    `tokenise:auth-token:${claims.transactionId}`,
    claims.session ? `tokenise:session:${claims.session}` : `tokenise:subject:${claims.subject}`,
    `tokenise:address:${address}`,
  ];
}

/** Seconds until the oldest of `times` (ms) leaves the window: when the key may try again. */
export function tokeniseRetryAfterSeconds(oldestMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((oldestMs + TOKENISE_WINDOW_MS - nowMs) / 1000));
}

/**
 * The limit kept in this process's memory, for a gateway that runs alone in one process (its own
 * tests). Not for a store of several processes: the store passes its database-backed limit.
 */
export function memoryTokeniseLimit(now: () => number = Date.now): TokeniseLimit {
  const attempts = new Map<string, number[]>();
  return async (attempt) => {
    const nowMs = now();
    const since = nowMs - TOKENISE_WINDOW_MS;
    let wait = 0;
    const keys = tokeniseLimitKeys(attempt);
    for (const key of keys) {
      const live = (attempts.get(key) ?? []).filter((t) => t > since);
      attempts.set(key, live);
      if (live.length >= TOKENISE_MAX_PER_KEY) wait = Math.max(wait, tokeniseRetryAfterSeconds(live[0]!, nowMs));
    }
    if (wait > 0) return { retryAfterSeconds: wait };
    for (const key of keys) attempts.get(key)!.push(nowMs);
    // Keys whose attempts have all left the window are dropped now and then.
    if (attempts.size > 10_000) for (const [key, times] of attempts) if (!times.some((t) => t > since)) attempts.delete(key);
    return null;
  };
}
