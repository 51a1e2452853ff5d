import type { BoughtGiftCardView } from "@quire/domain";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BoughtGiftCards, boughtGiftCardText } from "./bought-gift-cards";

afterEach(cleanup);

const egift = (card: BoughtGiftCardView["card"]): BoughtGiftCardView => ({
  itemId: "105001",
  name: "Quire E-Gift Card, $25, Delivered Online",
  delivery: "E_DELIVERY",
  amountCents: 2_500,
  card,
});
const issued = { number: "6006491234561234", pin: "4321", last4: "1234", balanceCents: 2_500, active: true };

describe("gift cards an order bought", () => {
  it("shows an issued e-gift card's number in groups, its PIN and its balance now", () => {
    expect(boughtGiftCardText(egift(issued), "PLACED")).toBe(
      "E-gift card ending in 1234 — number 6006 4912 3456 1234, PIN 4321, balance $25.00",
    );
    expect(boughtGiftCardText(egift({ ...issued, balanceCents: 0, active: false }), "PLACED")).toBe(
      "E-gift card ending in 1234 — number 6006 4912 3456 1234, PIN 4321, balance $0.00 (not active)",
    );
  });

  it("says when an e-gift card is not issued yet, and that a physical card ships", () => {
    expect(boughtGiftCardText(egift(null), "PENDING_APPROVAL")).toBe("E-gift card ($25.00): issued when the order is approved.");
    expect(boughtGiftCardText(egift(null), "DECLINED")).toBe("E-gift card ($25.00): not issued.");
    const physical: BoughtGiftCardView = { ...egift(null), delivery: "PHYSICAL", amountCents: 5_000 };
    expect(boughtGiftCardText(physical, "PLACED")).toBe(
      "Gift card ($50.00): ships in 3-5 business days; activated when it ships.",
    );
  });

  it("lists each card in a labelled region, with the warning only when a number is shown", () => {
    const { rerender } = render(<BoughtGiftCards cards={[egift(issued), egift({ ...issued, last4: "9999" })]} status="PLACED" />);
    const region = screen.getByRole("region", { name: "Gift cards" });
    expect(within(region).getAllByRole("listitem")).toHaveLength(2);
    expect(region.textContent).toContain("share them only with the person you are giving it to");
    rerender(<BoughtGiftCards cards={[{ ...egift(null), delivery: "PHYSICAL" }]} status="PLACED" />);
    expect(screen.getByRole("region", { name: "Gift cards" }).textContent).not.toContain("share them only");
  });
});
