import { describe, expect, it } from "vitest";
import {
  allocateStoredValue,
  boughtGiftCardSeed,
  GIFT_CARD_DELIVERY_IDS,
  GIFT_CARD_MESSAGES,
  giftCardDeliveryOf,
  isValidGiftCardPin,
  MAX_STORED_VALUE_CARDS_PER_ORDER,
  mayPayWithStoredValue,
  refusalToApply,
  type StoredValueCard,
  validateGiftCardNumber,
} from "./gift-cards";
import { securityCodeLength } from "./cards";

describe("gift card numbers", () => {
  it("takes digits only, at most 19, with spaces and dashes between groups removed", () => {
    expect(validateGiftCardNumber("6006 4912 3456 7890 123")).toEqual({ ok: true, digits: "6006491234567890123", last4: "0123" });
    expect(validateGiftCardNumber("6006-4912-3456-7890")).toEqual({ ok: true, digits: "6006491234567890", last4: "7890" });
    expect(validateGiftCardNumber("123456789012")).toMatchObject({ ok: true });
  });

  it.each([
    ["twenty digits", "60064912345678901234"],
    ["eleven digits", "12345678901"],
    ["a letter", "6006 4912 3456 789O"],
    ["a dot", "6006.4912.3456.7890"],
    ["nothing", ""],
    ["a minus sign alone", "-"],
  ])("refuses %s with the balance check's words", (_name, input) => {
    expect(validateGiftCardNumber(input)).toEqual({ ok: false, message: "Please verify the card number and try again." });
  });

  it("has a 4-digit PIN, like the security code rule for gift cards", () => {
    expect(securityCodeLength("GIFT_CARD")).toBe(4);
    expect(isValidGiftCardPin("0421")).toBe(true);
    for (const pin of ["421", "04211", "04a1", " 0421", ""]) expect(isValidGiftCardPin(pin)).toBe(false);
  });
});

const card = (id: string, balanceCents: number, type: StoredValueCard["type"] = "GIFT_CARD"): StoredValueCard => ({
  id,
  type,
  balanceCents,
});

describe("spreading an order over gift and prepaid cards", () => {
  it("takes each card in the order applied, up to what is owed, and leaves the rest for another payment", () => {
    const a = allocateStoredValue(10_000, [card("g1", 2_500), card("p1", 4_000, "PREPAID_CARD"), card("g2", 1_000)]);
    expect(a.lines.map((l) => l.amountCents)).toEqual([2_500, 4_000, 1_000]);
    expect(a).toMatchObject({ giftCardAppliedAmt: 3_500, prepaidCardAppliedAmt: 4_000, balanceOrdTotal: 2_500 });
  });

  it("covers the whole order when the cards hold enough: the later card pays only what is left", () => {
    const a = allocateStoredValue(5_099, [card("g1", 5_000), card("g2", 2_000), card("g3", 700)]);
    expect(a.lines.map((l) => l.amountCents)).toEqual([5_000, 99, 0]);
    expect(a.balanceOrdTotal).toBe(0);
    expect(a.giftCardAppliedAmt).toBe(5_099);
  });

  it("counts a negative, fractional or absurd balance as nothing", () => {
    const a = allocateStoredValue(1_000, [card("g1", -500), card("g2", 10.5), card("g3", Number.MAX_VALUE), card("g4", 300)]);
    expect(a.lines.map((l) => l.amountCents)).toEqual([0, 0, 0, 300]);
    expect(a.balanceOrdTotal).toBe(700);
  });

  it("always adds up to the order total, in whole cents", () => {
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let run = 0; run < 500; run++) {
      const total = next() % 100_000;
      const cards = Array.from({ length: next() % 6 }, (_, i) =>
        card(`c${i}`, next() % 40_000, i % 2 ? "PREPAID_CARD" : "GIFT_CARD"),
      );
      const a = allocateStoredValue(total, cards);
      const paid = a.lines.reduce((sum, l) => sum + l.amountCents, 0);
      expect(paid + a.balanceOrdTotal).toBe(total);
      expect(a.giftCardAppliedAmt + a.prepaidCardAppliedAmt).toBe(paid);
      for (const l of a.lines) expect(Number.isInteger(l.amountCents) && l.amountCents >= 0).toBe(true);
    }
  });

  it("owes nothing on an order of nothing", () => {
    expect(allocateStoredValue(-200, [card("g1", 500)])).toMatchObject({ balanceOrdTotal: 0, giftCardAppliedAmt: 0 });
  });
});

describe("applying one more card", () => {
  const applied = (n: number) => Array.from({ length: n }, (_, i) => ({ fingerprint: `f${i}` }));

  it("refuses the same card twice, past the limit, and when the order is already covered", () => {
    expect(refusalToApply(applied(2), "f1", 1_000)).toBe("ALREADY_APPLIED");
    expect(refusalToApply(applied(MAX_STORED_VALUE_CARDS_PER_ORDER), "new", 1_000)).toBe("GIFT_CARD_LIMIT_EXCEEDED");
    expect(refusalToApply(applied(1), "new", 0)).toBe("NOTHING_LEFT_TO_PAY");
    expect(refusalToApply(applied(MAX_STORED_VALUE_CARDS_PER_ORDER - 1), "new", 1)).toBeNull();
  });

  it("says the limit in its message", () => {
    expect(GIFT_CARD_MESSAGES.limit).toBe(
      `You can use up to ${MAX_STORED_VALUE_CARDS_PER_ORDER} gift and prepaid cards on one order.`,
    );
  });
});

describe("gift cards the store sells", () => {
  it("knows the spec's delivery ids: e-delivery 389, physical 235, anything else is no gift card", () => {
    expect(GIFT_CARD_DELIVERY_IDS).toEqual({ eDelivery: 389, physical: 235 });
    expect(giftCardDeliveryOf(389)).toBe("E_DELIVERY");
    expect(giftCardDeliveryOf(235)).toBe("PHYSICAL");
    for (const other of [null, undefined, 0, 388, 236, -389]) expect(giftCardDeliveryOf(other)).toBeNull();
  });

  it("refuses gift and prepaid cards for an order holding a gift card of either kind", () => {
    const paper = { giftCardDeliveryId: null };
    expect(mayPayWithStoredValue([])).toBe(true);
    expect(mayPayWithStoredValue([paper, paper])).toBe(true);
    expect(mayPayWithStoredValue([paper, { giftCardDeliveryId: 389 }])).toBe(false);
    expect(mayPayWithStoredValue(new Map([[1, { giftCardDeliveryId: 235 }]]).values())).toBe(false);
    expect(GIFT_CARD_MESSAGES.notForGiftCards).toMatch(/^Gift cards can't be bought with a gift or prepaid card\./);
  });

  it("names one card per order, item and unit, the same every time", () => {
    const seed = boughtGiftCardSeed("8000000001", "105001", 1);
    expect(boughtGiftCardSeed("8000000001", "105001", 1)).toBe(seed);
    const others = [
      boughtGiftCardSeed("8000000001", "105001", 2),
      boughtGiftCardSeed("8000000001", "105002", 1),
      boughtGiftCardSeed("8000000002", "105001", 1),
    ];
    expect(new Set([seed, ...others]).size).toBe(4);
  });
});
