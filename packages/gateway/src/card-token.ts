import crypto from "node:crypto";
import type { CardBrand } from "@quire/domain";
import { deriveKey } from "./signing";
import type { TestCardOutcome } from "./test-cards";

// Card tokens are sealed, not signed: AES-256-GCM under a key derived from the gateway secret, so
// nobody without the secret can read what a token stands for (brand, last four, expiry, the test
// card's outcome, the shopper) or alter it. The plaintext has a fixed layout padded to a fixed size,
// so a token's length says nothing about the card either: every token of one shopper has the same
// length. Stateless: any process sharing the secret opens any token.
//
//   tok_<base64url(iv 12 bytes | ciphertext | tag 16 bytes)>
//
// plaintext: version, brand, outcome, expiry month, expiry year (2 bytes), last four (4 ASCII digits),
// issued at (8 bytes, ms), subject length, subject (UTF-8), zero padding to a multiple of 32 bytes.

export interface SealedCard {
  brand: CardBrand;
  last4: string;
  /** 1-12; 0 (with year 0) for a store card without an expiry date */
  expiryMonth: number;
  expiryYear: number;
  outcome: TestCardOutcome;
  /** the shopper the payment auth token was issued to */
  subject: string;
  issuedAtMs: number;
}

const PREFIX = "tok_";
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 19;
const BLOCK_BYTES = 32;
const MAX_SUBJECT_BYTES = 255;
const MAX_TOKEN_LENGTH = 2048;
// The token says what it is: a sealed card of this gateway cannot be opened as anything else.
const ASSOCIATED_DATA = Buffer.from("quire-gateway:card-token:aes-256-gcm:v1", "utf8");

const BRANDS: readonly CardBrand[] = ["VISA", "MASTER_CARD", "AMEX", "DISCOVER", "STORE_CARD", "BUSINESS_STORE_CARD"];
const OUTCOMES: readonly TestCardOutcome[] = ["APPROVE", "DECLINE", "EXPIRED", "SECURITY_CODE", "INSUFFICIENT_FUNDS"];

export class CardTokenSealer {
  readonly #key: Buffer;

  constructor(secret: string) {
    // 32 bytes: HMAC-SHA256 of the purpose under the secret.
    this.#key = deriveKey(secret, "card-token");
  }

  seal(card: SealedCard): string {
    const subject = Buffer.from(card.subject, "utf8");
    if (subject.length === 0 || subject.length > MAX_SUBJECT_BYTES)
      throw new Error("A card token needs a subject of 1-255 bytes.");
    const brand = BRANDS.indexOf(card.brand);
    const outcome = OUTCOMES.indexOf(card.outcome);
    if (brand < 0 || outcome < 0 || !/^\d{4}$/.test(card.last4)) throw new Error("Not a card a token can stand for.");
    const used = HEADER_BYTES + subject.length;
    const plain = Buffer.alloc(Math.ceil(used / BLOCK_BYTES) * BLOCK_BYTES);
    plain.writeUInt8(VERSION, 0);
    plain.writeUInt8(brand, 1);
    plain.writeUInt8(outcome, 2);
    plain.writeUInt8(card.expiryMonth, 3);
    plain.writeUInt16BE(card.expiryYear, 4);
    plain.write(card.last4, 6, "latin1");
    plain.writeBigUInt64BE(BigInt(Math.max(0, Math.floor(card.issuedAtMs))), 10);
    plain.writeUInt8(subject.length, 18);
    subject.copy(plain, HEADER_BYTES);
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv("aes-256-gcm", this.#key, iv);
    cipher.setAAD(ASSOCIATED_DATA);
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    return PREFIX + Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
  }

  /** What a token of this gateway stands for; null for anything else (altered, made up, another secret's). */
  open(token: unknown): SealedCard | null {
    if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH || !token.startsWith(PREFIX)) return null;
    const body = token.slice(PREFIX.length);
    if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
    const raw = Buffer.from(body, "base64url");
    if (raw.length < IV_BYTES + BLOCK_BYTES + TAG_BYTES || (raw.length - IV_BYTES - TAG_BYTES) % BLOCK_BYTES !== 0) return null;
    let plain: Buffer;
    try {
      const decipher = crypto.createDecipheriv("aes-256-gcm", this.#key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(ASSOCIATED_DATA);
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
    } catch {
      return null;
    }
    if (plain.readUInt8(0) !== VERSION) return null;
    const brand = BRANDS[plain.readUInt8(1)];
    const outcome = OUTCOMES[plain.readUInt8(2)];
    const subjectLength = plain.readUInt8(18);
    if (!brand || !outcome || subjectLength === 0 || HEADER_BYTES + subjectLength > plain.length) return null;
    const last4 = plain.toString("latin1", 6, 10);
    if (!/^\d{4}$/.test(last4)) return null;
    return {
      brand,
      last4,
      expiryMonth: plain.readUInt8(3),
      expiryYear: plain.readUInt16BE(4),
      outcome,
      issuedAtMs: Number(plain.readBigUInt64BE(10)),
      subject: plain.toString("utf8", HEADER_BYTES, HEADER_BYTES + subjectLength),
    };
  }
}
