import type { CardBrand } from "@quire/domain";

export type TestCardOutcome = "APPROVE" | "DECLINE" | "EXPIRED" | "SECURITY_CODE" | "INSUFFICIENT_FUNDS";

/**
 * Card numbers that decide what the sandbox answers at authorisation. Any other number that passes
 * the card-number rules approves. Use any future expiry date and a security code of the brand's
 * length (4 digits for AMEX, 3 for the others).
 */
export const TEST_CARDS: ReadonlyArray<{ number: string; outcome: TestCardOutcome; brand: CardBrand }> = [
  { number: "4111 1111 1111 1111", outcome: "APPROVE", brand: "VISA" },
  { number: "5555 5555 5555 4444", outcome: "APPROVE", brand: "MASTER_CARD" },
  { number: "3782 822463 10005", outcome: "APPROVE", brand: "AMEX" },
  // 60111 is a store-card prefix in the brand rules (spec section 5); 60110 is Discover.
  { number: "6011 1111 1111 1117", outcome: "APPROVE", brand: "STORE_CARD" },
  { number: "6011 0009 9013 9424", outcome: "APPROVE", brand: "DISCOVER" },
  { number: "4000 0000 0000 0002", outcome: "DECLINE", brand: "VISA" },
  { number: "4000 0000 0000 0069", outcome: "EXPIRED", brand: "VISA" },
  { number: "4000 0000 0000 0127", outcome: "SECURITY_CODE", brand: "VISA" },
  { number: "4000 0000 0000 9995", outcome: "INSUFFICIENT_FUNDS", brand: "VISA" },
];

const outcomeByDigits = new Map(TEST_CARDS.map((card) => [card.number.replace(/\D/g, ""), card.outcome]));

/** What authorising a card with these digits answers. */
export function testCardOutcome(digits: string): TestCardOutcome {
  return outcomeByDigits.get(digits) ?? "APPROVE";
}
