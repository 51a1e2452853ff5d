import { describe, expect, it } from "vitest";
import { type PricedLine, priceCart } from "../cart-pricing";
import { MEMBERSHIP_MESSAGES } from "./membership";
import {
  type MembershipAddContext,
  memberPricingProgram,
  memberSavingsCents,
  membershipAddRefusal,
  membershipOf,
} from "./membership-cart";

const shopper: MembershipAddContext = {
  signedIn: true,
  businessAccount: false,
  heldProgram: null,
  sharesAnother: false,
  inCart: [],
};

describe("adding a membership to the cart", () => {
  it("lets a signed-in personal shopper with none add either program", () => {
    expect(membershipAddRefusal("SELECT", shopper)).toBeNull();
    expect(membershipAddRefusal("PREMIUM", shopper)).toBeNull();
  });

  it("asks a guest to sign in (MISSING_USER)", () => {
    expect(membershipAddRefusal("SELECT", { ...shopper, signedIn: false })).toEqual({
      code: "MISSING_USER",
      type: "ERROR",
      message: MEMBERSHIP_MESSAGES.signIn,
    });
  });

  it("tells a member they hold a program already, naming the one they hold", () => {
    expect(membershipAddRefusal("PREMIUM", { ...shopper, heldProgram: "SELECT" })).toEqual({
      code: "ALREADY_PURCHASED",
      type: "ERROR",
      message: MEMBERSHIP_MESSAGES.alreadyPurchased("SELECT"),
    });
  });

  it("tells a beneficiary of someone else's membership they share one", () => {
    expect(membershipAddRefusal("SELECT", { ...shopper, sharesAnother: true })).toMatchObject({
      code: "ALREADY_BENEFICIARY",
      message: MEMBERSHIP_MESSAGES.sharedWithYou,
    });
  });

  it("refuses a business account and a second program in the cart as a generic membership failure", () => {
    expect(membershipAddRefusal("SELECT", { ...shopper, businessAccount: true })).toMatchObject({
      code: "MEMBERSHIP_GENERIC_ERR",
      message: MEMBERSHIP_MESSAGES.generic,
    });
    expect(membershipAddRefusal("PREMIUM", { ...shopper, inCart: ["SELECT"] })).toMatchObject({
      code: "MEMBERSHIP_GENERIC_ERR",
    });
    // the same program again is the quantity rules' to answer (a limit of one)
    expect(membershipAddRefusal("SELECT", { ...shopper, inCart: ["SELECT"] })).toBeNull();
  });

  it("asks a guest to sign in before anything else is judged", () => {
    expect(membershipAddRefusal("SELECT", { ...shopper, signedIn: false, heldProgram: "PREMIUM" })?.code).toBe("MISSING_USER");
  });

  it("reads a product's program only when it is one", () => {
    expect(membershipOf({ membershipProgram: "PREMIUM" })).toBe("PREMIUM");
    expect(membershipOf({ membershipProgram: "GOLD" })).toBeNull();
    expect(membershipOf({ membershipProgram: null })).toBeNull();
    expect(membershipOf({})).toBeNull();
  });
});

describe("member prices", () => {
  it("take the program's percent, half a cent up, on integer cents", () => {
    expect(memberSavingsCents(10_000, "SELECT")).toBe(500);
    expect(memberSavingsCents(10_000, "PREMIUM")).toBe(1_000);
    expect(memberSavingsCents(1_990, "SELECT")).toBe(100); // 99.5 cents
    expect(memberSavingsCents(1_989, "SELECT")).toBe(99); // 99.45 cents
    expect(memberSavingsCents(5, "PREMIUM")).toBe(1); // 0.5 cents
    expect(memberSavingsCents(4, "PREMIUM")).toBe(0);
  });

  it("save nothing for no program or nothing to price", () => {
    expect(memberSavingsCents(10_000, null)).toBe(0);
    expect(memberSavingsCents(0, "PREMIUM")).toBe(0);
    expect(memberSavingsCents(-500, "PREMIUM")).toBe(0);
  });

  it("are the held program's, else the one in the cart (Premium before Select)", () => {
    expect(memberPricingProgram("SELECT", ["PREMIUM"])).toBe("SELECT");
    expect(memberPricingProgram(null, ["SELECT"])).toBe("SELECT");
    expect(memberPricingProgram(null, ["SELECT", "PREMIUM"])).toBe("PREMIUM");
    expect(memberPricingProgram(null, [])).toBeNull();
  });
});

function line(cartItemId: string, unitPriceCents: number, overrides: Partial<PricedLine> = {}): PricedLine {
  return {
    cartItemId,
    itemId: `item-${cartItemId}`,
    qty: 1,
    unitPriceCents,
    basePriceCents: unitPriceCents,
    categorySlugs: ["paper"],
    deliveryType: "STA",
    handlingFeePerUnitCents: 0,
    active: true,
    ...overrides,
  };
}

describe("a member's cart", () => {
  const lines = [
    line("paper", 6_000),
    line("card", 2_500, { isGiftCard: true }),
    line("plan", 1_000, { isPlan: true }),
    line("select", 4_999, { isMembership: true }),
  ];

  it("saves on the products only, and the total and tax fall by it", () => {
    const plain = priceCart({ lines, coupons: [], shipToState: "MA", today: "2026-12-03" });
    const member = priceCart({ lines, coupons: [], shipToState: "MA", today: "2026-12-03", membershipProgram: "PREMIUM" });
    expect(plain.summary.finalMembershipSavings).toBe(0);
    expect(member.summary.finalMembershipSavings).toBe(600);
    expect(member.summary.cartSubTotal).toBe(plain.summary.cartSubTotal);
    const taxSaved = plain.summary.estimatedTax - member.summary.estimatedTax;
    expect(taxSaved).toBeGreaterThan(0);
    expect(member.summary.ordTotal).toBe(plain.summary.ordTotal - 600 - taxSaved);
  });

  it("saves after coupons, which never take from a membership", () => {
    const percent = {
      code: "TEN",
      description: "10% off",
      kind: "PERCENT" as const,
      value: 10,
      minOrderCents: 0,
      basketLevel: true,
      autoAdd: false,
      categorySlug: null,
      expiresAt: null,
      active: true,
    };
    const priced = priceCart({ lines, coupons: [percent], shipToState: "MA", today: "2026-12-03", membershipProgram: "SELECT" });
    // 10% of the paper and the plan (7,000) is 700; the membership and the gift card keep their price
    expect(priced.summary.couponsTotal).toBe(700);
    expect(priced.lineAdjustments.map((a) => a.cartItemId).sort()).toEqual(["paper", "plan"]);
    // 5% of the paper's 5,400 left
    expect(priced.summary.finalMembershipSavings).toBe(270);
  });

  it("ships nothing for a membership alone", () => {
    const priced = priceCart({ lines: [lines[3]!], coupons: [], shipToState: "MA", today: "2026-12-03" });
    expect(priced.summary.shipFee).toBe(0);
  });
});
