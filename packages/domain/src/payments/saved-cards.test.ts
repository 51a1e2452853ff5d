import { describe, expect, it } from "vitest";
import { defaultSavedCardId, orderSavedCards, type SavedCardOrderFields } from "./saved-cards";

function card(id: string, fields: Partial<Omit<SavedCardOrderFields, "id">> = {}): SavedCardOrderFields {
  return { id, isDefault: false, lastUsedAt: null, updatedAt: "2026-01-01T00:00:00.000Z", ...fields };
}

const ids = (cards: readonly SavedCardOrderFields[]) => cards.map((c) => c.id);

describe("defaultSavedCardId", () => {
  it("is null without cards", () => {
    expect(defaultSavedCardId([])).toBeNull();
    expect(defaultSavedCardId([], "a")).toBeNull();
  });

  it("takes the order's card when it is among the saved cards", () => {
    const cards = [card("a", { isDefault: true }), card("b")];
    expect(defaultSavedCardId(cards, "b")).toBe("b");
  });

  it("ignores an order card that is no longer saved", () => {
    const cards = [card("a", { isDefault: true }), card("b")];
    expect(defaultSavedCardId(cards, "gone")).toBe("a");
    expect(defaultSavedCardId(cards, null)).toBe("a");
  });

  it("else takes the default card", () => {
    const cards = [
      card("a", { lastUsedAt: "2026-03-01T00:00:00Z", updatedAt: "2026-03-01T00:00:00Z" }),
      card("b", { isDefault: true }),
    ];
    expect(defaultSavedCardId(cards)).toBe("b");
  });

  it("else the last used", () => {
    const cards = [
      card("a", { lastUsedAt: "2026-02-01T00:00:00Z", updatedAt: "2026-05-01T00:00:00Z" }),
      card("b", { lastUsedAt: "2026-03-01T00:00:00Z" }),
      card("c"),
    ];
    expect(defaultSavedCardId(cards)).toBe("b");
  });

  it("else the most recently updated", () => {
    const cards = [card("a"), card("b", { updatedAt: "2026-04-01T00:00:00Z" }), card("c", { updatedAt: "2026-02-01T00:00:00Z" })];
    expect(defaultSavedCardId(cards)).toBe("b");
  });

  it("else the first", () => {
    const cards = [card("a", { updatedAt: "not a date" }), card("b", { updatedAt: "" })];
    expect(defaultSavedCardId(cards)).toBe("a");
  });

  it("compares instants, not text, and keeps the earlier card on a tie", () => {
    const cards = [
      card("a", { lastUsedAt: "2026-03-01T05:00:00+05:00" }),
      card("b", { lastUsedAt: "2026-03-01T01:00:00Z" }),
      card("c", { lastUsedAt: "2026-03-01T01:00:00.000Z" }),
    ];
    expect(defaultSavedCardId(cards)).toBe("b");
  });
});

describe("orderSavedCards", () => {
  it("puts the default, the last used and the last updated first, then the rest in their order", () => {
    const cards = [
      card("rest1"),
      card("updated", { updatedAt: "2026-06-01T00:00:00Z" }),
      card("rest2"),
      card("used", { lastUsedAt: "2026-05-01T00:00:00Z" }),
      card("default", { isDefault: true }),
      card("rest3"),
    ];
    expect(ids(orderSavedCards(cards))).toEqual(["default", "used", "updated", "rest1", "rest2", "rest3"]);
  });

  it("lists a card once when it holds several ranks", () => {
    const cards = [
      card("a"),
      card("b", { isDefault: true, lastUsedAt: "2026-05-01T00:00:00Z", updatedAt: "2026-06-01T00:00:00Z" }),
      card("c"),
    ];
    expect(ids(orderSavedCards(cards))).toEqual(["b", "a", "c"]);
  });

  it("keeps the list's order when no card stands out", () => {
    const cards = [card("a"), card("b"), card("c")];
    // All were updated at the same instant: the first of them is the "last updated".
    expect(ids(orderSavedCards(cards))).toEqual(["a", "b", "c"]);
    expect(orderSavedCards([])).toEqual([]);
  });

  it("returns a new array of the same objects", () => {
    const cards = [card("a"), card("b", { isDefault: true })];
    const ordered = orderSavedCards(cards);
    expect(ordered).not.toBe(cards);
    expect(ordered[0]).toBe(cards[1]);
    expect(ids(cards)).toEqual(["a", "b"]);
  });

  it("agrees with defaultSavedCardId on the first card", () => {
    const cards = [
      card("a"),
      card("b", { lastUsedAt: "2026-05-01T00:00:00Z" }),
      card("c", { updatedAt: "2026-07-01T00:00:00Z" }),
    ];
    expect(orderSavedCards(cards)[0]?.id).toBe(defaultSavedCardId(cards));
  });
});
