import crypto from "node:crypto";
import { deriveKey, sign, verify } from "../signing";

// The sandbox's American Express Membership Rewards: paying part of an order with the points of the
// Amex card the order is paid with. Points accounts belong to the card (told apart by its last
// four in the sandbox) and are fixed: a redemption is checked against the balance and answered, as
// a pay-with-points partner sees it, without keeping state.

/** Cents one Membership Rewards point pays. */
export const AMEX_POINT_VALUE_CENTS = 1;

export const SANDBOX_AMEX_POINTS: ReadonlyArray<{ number: string; last4: string; enrolled: boolean; points: number }> = [
  { number: "3782 822463 10005", last4: "0005", enrolled: true, points: 40_000 },
  { number: "3714 496353 98431", last4: "8431", enrolled: false, points: 0 },
];

export type AmexPointsAccount = { enrolled: true; points: number; valueCents: number } | { enrolled: false };

export type AmexPointsRedemption =
  | { ok: true; redemptionId: string; points: number }
  | { ok: false; code: "AMEX_POINTS_NOT_ENROLLED" | "AMEX_POINTS_INSUFFICIENT" | "AMEX_POINTS_INVALID" };

export class AmexPointsProcessor {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = deriveKey(secret, "amex-points-redemption");
  }

  /** The points account of an Amex card (by its last four); any Amex card not listed holds 10,000 points. */
  account(card: { brand: string; last4: string }): AmexPointsAccount {
    if (card.brand !== "AMEX") return { enrolled: false };
    const known = SANDBOX_AMEX_POINTS.find((a) => a.last4 === card.last4);
    if (known && !known.enrolled) return { enrolled: false };
    const points = known?.points ?? 10_000;
    return { enrolled: true, points, valueCents: points * AMEX_POINT_VALUE_CENTS };
  }

  redeem(card: { brand: string; last4: string }, amountCents: number, reference: string): AmexPointsRedemption {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return { ok: false, code: "AMEX_POINTS_INVALID" };
    const account = this.account(card);
    if (!account.enrolled) return { ok: false, code: "AMEX_POINTS_NOT_ENROLLED" };
    const points = Math.ceil(amountCents / AMEX_POINT_VALUE_CENTS);
    if (points > account.points) return { ok: false, code: "AMEX_POINTS_INSUFFICIENT" };
    return {
      ok: true,
      points,
      redemptionId: sign(this.#key, "amex-points-redemption", { i: crypto.randomUUID(), a: amountCents, r: reference }),
    };
  }

  /** True for a redemption id this sandbox issued (its reversal needs nothing kept). */
  isRedemption(redemptionId: string): boolean {
    return verify(this.#key, "amex-points-redemption", redemptionId) !== null;
  }
}
