// Where the sandbox keeps stored-value (gift and prepaid) cards and what was taken from them. A real
// processor keeps this on its side; the sandbox keeps it in storage of its own, never in the
// store's tables: its own SQLite file beside the store's, its own tables (gateway_*) when the store
// runs on PostgreSQL, or memory in unit tests. Card numbers are kept only as a keyed fingerprint and
// PINs only as a keyed hash.

export type StoredValueType = "GIFT_CARD" | "PREPAID_CARD";
/** ACTIVE cards can be used; INACTIVE were never activated or were cancelled (GIFT_CARD_D38). */
export type StoredValueStatus = "ACTIVE" | "INACTIVE";

export interface StoredValueRecord {
  id: string;
  fingerprint: string;
  type: StoredValueType;
  last4: string;
  pinHash: string;
  balanceCents: number;
  status: StoredValueStatus;
  issuedAt: string;
}

export interface StoredValueLedger {
  findByFingerprint(fingerprint: string): Promise<StoredValueRecord | null>;
  findById(id: string): Promise<StoredValueRecord | null>;
  /** adds a card unless one with this fingerprint exists; true when added */
  insert(record: StoredValueRecord): Promise<boolean>;
  /**
   * Takes amountCents from an active card in one step, only if it holds that much, and records the
   * redemption under redemptionId; false when it does not hold enough (or is not active).
   */
  debit(cardId: string, amountCents: number, redemptionId: string, reference: string, at: string): Promise<boolean>;
  /** gives a redemption's amount back, once; false when there is no such redemption or it was refunded */
  refund(redemptionId: string, at: string): Promise<boolean>;
  close(): Promise<void>;
}

interface Redemption {
  cardId: string;
  amountCents: number;
  reference: string;
  refundedAt: string | null;
}

/** In memory, for unit tests and a gateway built without storage: one process only. */
export class MemoryStoredValueLedger implements StoredValueLedger {
  readonly #cards = new Map<string, StoredValueRecord>();
  readonly #byFingerprint = new Map<string, string>();
  readonly #redemptions = new Map<string, Redemption>();

  async findByFingerprint(fingerprint: string): Promise<StoredValueRecord | null> {
    const id = this.#byFingerprint.get(fingerprint);
    return id ? { ...this.#cards.get(id)! } : null;
  }

  async findById(id: string): Promise<StoredValueRecord | null> {
    const card = this.#cards.get(id);
    return card ? { ...card } : null;
  }

  async insert(record: StoredValueRecord): Promise<boolean> {
    if (this.#byFingerprint.has(record.fingerprint)) return false;
    this.#cards.set(record.id, { ...record });
    this.#byFingerprint.set(record.fingerprint, record.id);
    return true;
  }

  async debit(cardId: string, amountCents: number, redemptionId: string, reference: string): Promise<boolean> {
    const card = this.#cards.get(cardId);
    if (!card || card.status !== "ACTIVE" || card.balanceCents < amountCents || this.#redemptions.has(redemptionId)) return false;
    card.balanceCents -= amountCents;
    this.#redemptions.set(redemptionId, { cardId, amountCents, reference, refundedAt: null });
    return true;
  }

  async refund(redemptionId: string, at: string): Promise<boolean> {
    const redemption = this.#redemptions.get(redemptionId);
    if (!redemption || redemption.refundedAt !== null) return false;
    redemption.refundedAt = at;
    const card = this.#cards.get(redemption.cardId);
    if (card) card.balanceCents += redemption.amountCents;
    return true;
  }

  async close(): Promise<void> {}
}
