import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SandboxGateway } from "../sandbox-gateway";
import { MemoryStoredValueLedger, type StoredValueLedger } from "./ledger";
import { SqliteStoredValueLedger } from "./sql-ledgers";

const SECRET = "stored-value-test-secret-0123456789abcdef";
const ALICE = "dotcom:user:1";
const BOB = "dotcom:user:2";
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function sqliteLedger(): SqliteStoredValueLedger {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-ledger-"));
  dirs.push(dir);
  return new SqliteStoredValueLedger(path.join(dir, "gateway.db"));
}

describe.each([
  ["memory", () => new MemoryStoredValueLedger() as StoredValueLedger],
  ["sqlite", () => sqliteLedger() as StoredValueLedger],
])("stored-value cards (%s ledger)", (_name, makeLedger) => {
  const gatewayOf = () => new SandboxGateway({ secret: SECRET, ledger: makeLedger() });

  it("answers a sandbox card's balance with a reference bound to the shopper, never the number", async () => {
    const gateway = gatewayOf();
    const check = await gateway.checkStoredValue({ number: "6006 4910 0000 0019", pin: "1234", subject: ALICE });
    expect(check).toMatchObject({ ok: true, type: "GIFT_CARD", last4: "0019", balanceCents: 10_000 });
    if (!check.ok) return;
    expect(JSON.stringify(check)).not.toContain("6006491000000019");
    expect(await gateway.storedValueBalance(check.reference, ALICE)).toEqual({ balanceCents: 10_000, active: true });
    expect(await gateway.storedValueBalance(check.reference, BOB)).toBeNull();
    const prepaid = await gateway.checkStoredValue({ number: "6006492000000005", pin: "1234", subject: ALICE });
    expect(prepaid).toMatchObject({ ok: true, type: "PREPAID_CARD", balanceCents: 5_000 });
  });

  it("tells the declines apart: unknown number, D33 no balance, D38 not active, D39 wrong PIN", async () => {
    const gateway = gatewayOf();
    const check = (number: string, pin = "1234") => gateway.checkStoredValue({ number, pin, subject: ALICE });
    expect(await check("6006 4910 0000 9999")).toEqual({ ok: false, code: "GIFT_CARD_INVALID" });
    expect(await check("12ab")).toEqual({ ok: false, code: "GIFT_CARD_INVALID" });
    expect(await check("6006 4910 0000 0033")).toEqual({ ok: false, code: "GIFT_CARD_D33" });
    expect(await check("6006 4910 0000 0038")).toEqual({ ok: false, code: "GIFT_CARD_D38" });
    expect(await check("6006 4910 0000 0019", "9999")).toEqual({ ok: false, code: "GIFT_CARD_D39" });
    expect(await check("6006 4910 0000 0019", "12")).toEqual({ ok: false, code: "GIFT_CARD_D39" });
  });

  it("redeems all or nothing, only for the shopper it was checked by, and refunds once", async () => {
    const gateway = gatewayOf();
    const check = await gateway.checkStoredValue({ number: "6006491000000001", pin: "1234", subject: ALICE });
    if (!check.ok) throw new Error("expected the $25 card");
    const redeem = (amountCents: number, subject = ALICE) =>
      gateway.redeemStoredValue({ reference: check.reference, subject, amountCents, orderReference: "8000000001" });
    expect(await redeem(2_000, BOB)).toEqual({ ok: false, code: "GIFT_CARD_INVALID" });
    expect(await redeem(-5)).toEqual({ ok: false, code: "GIFT_CARD_INVALID" });
    expect(await redeem(2_501)).toEqual({ ok: false, code: "GIFT_CARD_D33" });
    const first = await redeem(2_000);
    expect(first.ok).toBe(true);
    expect(await gateway.storedValueBalance(check.reference, ALICE)).toEqual({ balanceCents: 500, active: true });
    expect(await redeem(501)).toEqual({ ok: false, code: "GIFT_CARD_D33" });
    if (!first.ok) return;
    expect(await gateway.refundStoredValue(first.redemptionId)).toBe(true);
    expect(await gateway.refundStoredValue(first.redemptionId)).toBe(false);
    expect(await gateway.refundStoredValue("svr_forged.sig")).toBe(false);
    expect(await gateway.storedValueBalance(check.reference, ALICE)).toEqual({ balanceCents: 2_500, active: true });
  });

  it("never takes more than a card holds when redemptions race", async () => {
    const gateway = gatewayOf();
    const check = await gateway.checkStoredValue({ number: "6006491000000001", pin: "1234", subject: ALICE });
    if (!check.ok) throw new Error("expected the $25 card");
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        gateway.redeemStoredValue({ reference: check.reference, subject: ALICE, amountCents: 1_000, orderReference: `o${i}` }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(await gateway.storedValueBalance(check.reference, ALICE)).toEqual({ balanceCents: 500, active: true });
  });

  it("issues a new card from a seed: the same seed shows the same number and issues one card", async () => {
    const gateway = gatewayOf();
    const card = await gateway.issueStoredValue({ type: "GIFT_CARD", amountCents: 5_000, seed: "order-8000000001-line-1" });
    expect(card.number).toMatch(/^600649\d{10}$/);
    expect(card.pin).toMatch(/^\d{4}$/);
    const again = await gateway.issueStoredValue({ type: "GIFT_CARD", amountCents: 5_000, seed: "order-8000000001-line-1" });
    expect(again.number).toBe(card.number);
    const check = await gateway.checkStoredValue({ number: card.number, pin: card.pin, subject: BOB });
    expect(check).toMatchObject({ ok: true, balanceCents: 5_000, last4: card.last4 });
    await expect(gateway.issueStoredValue({ type: "GIFT_CARD", amountCents: 0, seed: "x" })).rejects.toThrow(RangeError);
  });

  it("reveals a card issued from a seed with its balance now, and nothing for a seed never issued", async () => {
    const gateway = gatewayOf();
    const seed = "order-8000000002-item-105001-unit-1";
    expect(await gateway.revealStoredValue({ type: "GIFT_CARD", seed })).toBeNull();
    const card = await gateway.issueStoredValue({ type: "GIFT_CARD", amountCents: 2_500, seed });
    expect(await gateway.revealStoredValue({ type: "GIFT_CARD", seed })).toEqual({ ...card, active: true });
    expect(await gateway.revealStoredValue({ type: "PREPAID_CARD", seed })).toBeNull();
    expect(await gateway.revealStoredValue({ type: "GIFT_CARD", seed: `${seed}x` })).toBeNull();

    const check = await gateway.checkStoredValue({ number: card.number, pin: card.pin, subject: ALICE });
    if (!check.ok) throw new Error("expected the issued card");
    await gateway.redeemStoredValue({ reference: check.reference, subject: ALICE, amountCents: 1_000, orderReference: "o" });
    expect(await gateway.revealStoredValue({ type: "GIFT_CARD", seed })).toMatchObject({
      number: card.number,
      balanceCents: 1_500,
    });
  });
});

describe("Amex Membership Rewards points (sandbox)", () => {
  it("tells enrolled cards, cards without points and other brands apart, bound to the shopper's card token", async () => {
    const gateway = new SandboxGateway({ secret: SECRET });
    const { issuePaymentAuthToken } = await import("../auth-token");
    const auth = issuePaymentAuthToken(SECRET, { subject: ALICE, cartId: "c1" }, Date.now());
    const token = (number: string) => {
      const result = gateway.tokenise(auth.value, {
        number,
        expiryMonth: "12",
        expiryYear: "2031",
        cvv: number.startsWith("3") ? "1234" : "123",
      });
      if (!result.ok) throw new Error(result.message);
      return result.token;
    };
    const enrolled = token("378282246310005");
    expect(gateway.amexPoints(enrolled, ALICE)).toEqual({ enrolled: true, points: 40_000, valueCents: 40_000 });
    expect(gateway.amexPoints(enrolled, BOB)).toBeNull();
    expect(gateway.amexPoints(token("371449635398431"), ALICE)).toEqual({ enrolled: false });
    expect(gateway.amexPoints(token("4111111111111111"), ALICE)).toEqual({ enrolled: false });
    expect(gateway.redeemAmexPoints({ cardToken: enrolled, subject: ALICE, amountCents: 40_001, reference: "r" })).toEqual({
      ok: false,
      code: "AMEX_POINTS_INSUFFICIENT",
    });
    expect(gateway.redeemAmexPoints({ cardToken: enrolled, subject: ALICE, amountCents: 1_500, reference: "r" })).toMatchObject({
      ok: true,
      points: 1_500,
    });
  });
});
