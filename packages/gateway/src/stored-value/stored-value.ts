import crypto from "node:crypto";
import { GIFT_CARD_PIN_DIGITS, validateGiftCardNumber } from "@quire/domain";
import { deriveKey, sign, verify } from "../signing";
import type { StoredValueLedger, StoredValueRecord, StoredValueType } from "./ledger";

// The sandbox's stored-value processor: balance checks, redemptions and refunds of gift and prepaid
// cards, and new cards issued when the store sells one. The store never keeps a number or a PIN:
// it gets a signed reference bound to the shopper who checked the card, the card's last four and a
// keyed fingerprint (to tell the same card applied twice).

export type StoredValueCode = "GIFT_CARD_INVALID" | "GIFT_CARD_D33" | "GIFT_CARD_D38" | "GIFT_CARD_D39";

export type StoredValueCheck =
  | { ok: true; reference: string; fingerprint: string; type: StoredValueType; last4: string; balanceCents: number }
  | { ok: false; code: StoredValueCode };

export type StoredValueRedemption = { ok: true; redemptionId: string } | { ok: false; code: StoredValueCode };

export interface IssuedStoredValueCard {
  /** the whole number and PIN: shown to the buyer, never kept by the store */
  number: string;
  pin: string;
  last4: string;
  type: StoredValueType;
  balanceCents: number;
}

/** A card issued from a seed, shown again: its number and PIN, and what is on it now. */
export interface RevealedStoredValueCard extends IssuedStoredValueCard {
  /** false once cancelled (GIFT_CARD_D38) */
  active: boolean;
}

/**
 * Cards every sandbox holds (created on first use of its ledger). What each does:
 * approved cards hold their balance until spent; D33 has no balance left; D38 was never activated;
 * any card with another PIN is D39.
 */
export const SANDBOX_STORED_VALUE_CARDS: ReadonlyArray<{
  number: string;
  pin: string;
  type: StoredValueType;
  balanceCents: number;
  active: boolean;
  outcome: string;
}> = [
  {
    number: "6006 4910 0000 0001",
    pin: "1234",
    type: "GIFT_CARD",
    balanceCents: 2_500,
    active: true,
    outcome: "$25.00 gift card",
  },
  {
    number: "6006 4910 0000 0019",
    pin: "1234",
    type: "GIFT_CARD",
    balanceCents: 10_000,
    active: true,
    outcome: "$100.00 gift card",
  },
  {
    number: "6006 4910 0000 0027",
    pin: "4321",
    type: "GIFT_CARD",
    balanceCents: 50_000,
    active: true,
    outcome: "$500.00 gift card",
  },
  {
    number: "6006 4920 0000 0005",
    pin: "1234",
    type: "PREPAID_CARD",
    balanceCents: 5_000,
    active: true,
    outcome: "$50.00 prepaid card",
  },
  {
    number: "6006 4910 0000 0033",
    pin: "1234",
    type: "GIFT_CARD",
    balanceCents: 0,
    active: true,
    outcome: "no balance (GIFT_CARD_D33)",
  },
  {
    number: "6006 4910 0000 0038",
    pin: "1234",
    type: "GIFT_CARD",
    balanceCents: 5_000,
    active: false,
    outcome: "not activated (GIFT_CARD_D38)",
  },
];

/** Issued numbers: the sandbox's gift-card range then ten digits derived from the issue's seed. */
const ISSUED_PREFIX = { GIFT_CARD: "600649", PREPAID_CARD: "600648" } as const;
const MAX_ISSUE_CENTS = 50_000;

export class StoredValueProcessor {
  readonly #fingerprintKey: Buffer;
  readonly #pinKey: Buffer;
  readonly #cardKey: Buffer;
  readonly #redemptionKey: Buffer;
  readonly #issueKey: Buffer;
  #seeded: Promise<void> | null = null;

  constructor(
    secret: string,
    readonly ledger: StoredValueLedger,
    private readonly now: () => number,
  ) {
    this.#fingerprintKey = crypto.createHmac("sha256", secret).update("quire-gateway:stored-value-fingerprint:v1").digest();
    this.#pinKey = crypto.createHmac("sha256", secret).update("quire-gateway:stored-value-pin:v1").digest();
    this.#issueKey = crypto.createHmac("sha256", secret).update("quire-gateway:stored-value-issue:v1").digest();
    this.#cardKey = deriveKey(secret, "stored-value-card");
    this.#redemptionKey = deriveKey(secret, "stored-value-redemption");
  }

  fingerprint(digits: string): string {
    return crypto.createHmac("sha256", this.#fingerprintKey).update(digits).digest("base64url").slice(0, 32);
  }

  #pinHash(fingerprint: string, pin: string): string {
    return crypto.createHmac("sha256", this.#pinKey).update(`${fingerprint}:${pin}`).digest("base64url");
  }

  #iso(): string {
    return new Date(this.now()).toISOString();
  }

  /** The documented sandbox cards, added once per ledger (a card already there keeps its balance). */
  #ensureSandboxCards(): Promise<void> {
    this.#seeded ??= (async () => {
      for (const card of SANDBOX_STORED_VALUE_CARDS) {
        const digits = card.number.replace(/\D/g, "");
        const fingerprint = this.fingerprint(digits);
        await this.ledger.insert({
          id: `sv_${fingerprint.slice(0, 16)}`,
          fingerprint,
          type: card.type,
          last4: digits.slice(-4),
          pinHash: this.#pinHash(fingerprint, card.pin),
          balanceCents: card.balanceCents,
          status: card.active ? "ACTIVE" : "INACTIVE",
          issuedAt: this.#iso(),
        });
      }
    })();
    this.#seeded.catch(() => {
      this.#seeded = null;
    });
    return this.#seeded;
  }

  /** Balance check: the card's balance and a reference for this shopper, or why not. */
  async check(input: { number: string; pin: string; subject: string }): Promise<StoredValueCheck> {
    const number = validateGiftCardNumber(input.number);
    if (!number.ok) return { ok: false, code: "GIFT_CARD_INVALID" };
    await this.#ensureSandboxCards();
    const fingerprint = this.fingerprint(number.digits);
    const card = await this.ledger.findByFingerprint(fingerprint);
    if (!card) return { ok: false, code: "GIFT_CARD_INVALID" };
    const pinOk =
      new RegExp(`^\\d{${GIFT_CARD_PIN_DIGITS}}$`).test(input.pin) &&
      crypto.timingSafeEqual(Buffer.from(this.#pinHash(fingerprint, input.pin)), Buffer.from(card.pinHash));
    if (!pinOk) return { ok: false, code: "GIFT_CARD_D39" };
    if (card.status !== "ACTIVE") return { ok: false, code: "GIFT_CARD_D38" };
    if (card.balanceCents <= 0) return { ok: false, code: "GIFT_CARD_D33" };
    const reference = sign(this.#cardKey, "stored-value-card", { i: card.id, s: input.subject, t: this.now() });
    return { ok: true, reference, fingerprint, type: card.type, last4: card.last4, balanceCents: card.balanceCents };
  }

  #cardOf(reference: string, subject: string): string | null {
    const claims = verify(this.#cardKey, "stored-value-card", reference);
    if (!claims || typeof claims.i !== "string" || claims.s !== subject) return null;
    return claims.i;
  }

  /** The card a reference stands for, when it was issued to this shopper. */
  async card(reference: string, subject: string): Promise<StoredValueRecord | null> {
    const id = this.#cardOf(reference, subject);
    return id ? this.ledger.findById(id) : null;
  }

  /** Takes an amount from the card now (all or nothing); the redemption id refunds it. */
  async redeem(input: {
    reference: string;
    subject: string;
    amountCents: number;
    orderReference: string;
  }): Promise<StoredValueRedemption> {
    const id = this.#cardOf(input.reference, input.subject);
    if (!id) return { ok: false, code: "GIFT_CARD_INVALID" };
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) return { ok: false, code: "GIFT_CARD_INVALID" };
    const redemptionId = sign(this.#redemptionKey, "stored-value-redemption", { i: crypto.randomUUID(), c: id });
    if (await this.ledger.debit(id, input.amountCents, redemptionId, input.orderReference, this.#iso())) {
      return { ok: true, redemptionId };
    }
    const card = await this.ledger.findById(id);
    return { ok: false, code: card && card.status !== "ACTIVE" ? "GIFT_CARD_D38" : "GIFT_CARD_D33" };
  }

  /** Gives a redemption back to its card (once). */
  async refund(redemptionId: string): Promise<boolean> {
    if (!verify(this.#redemptionKey, "stored-value-redemption", redemptionId)) return false;
    return this.ledger.refund(redemptionId, this.#iso());
  }

  /**
   * Issues a new active card (a gift card the store sold, or a tester's card from the sandbox page).
   * The same seed always gives the same number and PIN, so the store can show a bought card again
   * from the seed alone; issuing twice for one seed issues one card.
   */
  async issue(input: { type: StoredValueType; amountCents: number; seed: string }): Promise<IssuedStoredValueCard> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > MAX_ISSUE_CENTS) {
      throw new RangeError(`A card holds from $0.01 to $${MAX_ISSUE_CENTS / 100}.`);
    }
    const card = this.reveal(input.type, input.seed);
    const fingerprint = this.fingerprint(card.number);
    await this.ledger.insert({
      id: `sv_${crypto.randomUUID()}`,
      fingerprint,
      type: input.type,
      last4: card.last4,
      pinHash: this.#pinHash(fingerprint, card.pin),
      balanceCents: input.amountCents,
      status: "ACTIVE",
      issuedAt: this.#iso(),
    });
    const stored = await this.ledger.findByFingerprint(fingerprint);
    return { ...card, type: input.type, balanceCents: stored?.balanceCents ?? input.amountCents };
  }

  /**
   * A card issued for a seed, as it stands now: its number and PIN (recomputed from the seed, never
   * read from storage) and its balance; null when no card was issued for that seed.
   */
  async issued(type: StoredValueType, seed: string): Promise<RevealedStoredValueCard | null> {
    const card = this.reveal(type, seed);
    const stored = await this.ledger.findByFingerprint(this.fingerprint(card.number));
    if (!stored || stored.type !== type) return null;
    return { ...card, type, balanceCents: stored.balanceCents, active: stored.status === "ACTIVE" };
  }

  /** The number and PIN issued for a seed (what `issue` gave). */
  reveal(type: StoredValueType, seed: string): { number: string; pin: string; last4: string } {
    const mac = crypto.createHmac("sha256", this.#issueKey).update(`${type}:${seed}`).digest();
    const ten = (mac.readBigUInt64BE(0) % 10_000_000_000n).toString().padStart(10, "0");
    const pin = (mac.readUInt32BE(8) % 10_000).toString().padStart(4, "0");
    const number = `${ISSUED_PREFIX[type]}${ten}`;
    return { number, pin, last4: number.slice(-4) };
  }
}
