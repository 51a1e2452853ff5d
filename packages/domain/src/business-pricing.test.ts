import { describe, expect, it } from "vitest";
import {
  type ContractLine,
  OFF_CONTRACT_CODE,
  OFF_CONTRACT_REFUSAL,
  businessPriceContextOf,
  canOrderOffContract,
  couponAppliesToCart,
  isBusinessCart,
  refusesOffContract,
  resolveBusinessPrice,
  showsOnContractFilter,
  usesMarketPrice,
} from "./business-pricing";

const contract = (contractPriceCents: number, extra: Partial<ContractLine> = {}): ContractLine => ({
  contractPriceCents,
  marketPriceCents: null,
  priceMethod: "CONTRACT",
  ...extra,
});

describe("resolveBusinessPrice", () => {
  const cases: {
    name: string;
    base: number;
    final: number;
    line: ContractLine | null;
    methods: string[];
    expected: { basePriceCents: number; finalPriceCents: number; onContract: boolean; priceMethod: string };
  }[] = [
    {
      name: "off contract: the list price",
      base: 1999,
      final: 1999,
      line: null,
      methods: [],
      expected: { basePriceCents: 1999, finalPriceCents: 1999, onContract: false, priceMethod: "LIST" },
    },
    {
      name: "off contract on sale: the sale price, regular price struck",
      base: 2499,
      final: 1999,
      line: null,
      methods: ["MPI"],
      expected: { basePriceCents: 2499, finalPriceCents: 1999, onContract: false, priceMethod: "LIST" },
    },
    {
      name: "on contract: the contract price, list price struck",
      base: 1999,
      final: 1999,
      line: contract(1599),
      methods: [],
      expected: { basePriceCents: 1999, finalPriceCents: 1599, onContract: true, priceMethod: "CONTRACT" },
    },
    {
      name: "contract above a public sale: the sale price",
      base: 1999,
      final: 1499,
      line: contract(1599),
      methods: [],
      expected: { basePriceCents: 1999, finalPriceCents: 1499, onContract: true, priceMethod: "LIST" },
    },
    {
      name: "contract equal to the list price: the list price",
      base: 1000,
      final: 1000,
      line: contract(1000),
      methods: [],
      expected: { basePriceCents: 1000, finalPriceCents: 1000, onContract: true, priceMethod: "LIST" },
    },
    {
      name: "market line with the MPI method: the market price",
      base: 4999,
      final: 4999,
      line: contract(4299, { priceMethod: "MPI", marketPriceCents: 4099 }),
      methods: ["MPI"],
      expected: { basePriceCents: 4999, finalPriceCents: 4099, onContract: true, priceMethod: "MPI" },
    },
    {
      name: "market line without the MPI method: the contract price",
      base: 4999,
      final: 4999,
      line: contract(4299, { priceMethod: "MPI", marketPriceCents: 4099 }),
      methods: [],
      expected: { basePriceCents: 4999, finalPriceCents: 4299, onContract: true, priceMethod: "CONTRACT" },
    },
    {
      name: "market line with no market price: the contract price",
      base: 4999,
      final: 4999,
      line: contract(4299, { priceMethod: "MPI", marketPriceCents: null }),
      methods: ["MPI"],
      expected: { basePriceCents: 4999, finalPriceCents: 4299, onContract: true, priceMethod: "CONTRACT" },
    },
    {
      name: "contract line with a market price but the CONTRACT method: the contract price",
      base: 4999,
      final: 4999,
      line: contract(4299, { marketPriceCents: 3999 }),
      methods: ["MPI"],
      expected: { basePriceCents: 4999, finalPriceCents: 4299, onContract: true, priceMethod: "CONTRACT" },
    },
    {
      name: "market price above the list price: the list price",
      base: 4999,
      final: 4999,
      line: contract(4299, { priceMethod: "MPI", marketPriceCents: 5200 }),
      methods: ["MPI"],
      expected: { basePriceCents: 4999, finalPriceCents: 4999, onContract: true, priceMethod: "LIST" },
    },
  ];
  it.each(cases)("$name", ({ base, final, line, methods, expected }) => {
    expect(
      resolveBusinessPrice({ basePriceCents: base, finalPriceCents: final, contract: line, activePriceMethods: methods }),
    ).toEqual({ ...expected, listPriceCents: final });
  });
});

describe("permission rules", () => {
  it.each([
    { permissions: ["G_ALP", "G_IOC"], offContract: true, filter: false },
    { permissions: ["G_AL", "G_CSE"], offContract: false, filter: true },
    { permissions: ["G_IOC", "G_CSE"], offContract: true, filter: true },
    { permissions: [], offContract: false, filter: false },
  ])("$permissions: off contract $offContract, on-contract filter $filter", ({ permissions, offContract, filter }) => {
    expect(canOrderOffContract(permissions)).toBe(offContract);
    expect(showsOnContractFilter(permissions)).toBe(filter);
  });

  it.each([
    { method: "MPI" as const, methods: ["MPI"], market: true },
    { method: "MPI" as const, methods: [], market: false },
    { method: "CONTRACT" as const, methods: ["MPI"], market: false },
  ])("market price for a $method line with methods $methods: $market", ({ method, methods, market }) => {
    expect(usesMarketPrice({ priceMethod: method }, methods)).toBe(market);
  });

  it("gives contract pricing only to a business user of an account on the business site", () => {
    expect(businessPriceContextOf({ tenant: "dotcom", accountId: 1, permissions: ["G_IOC"] })).toBeNull();
    expect(businessPriceContextOf({ tenant: "advantage", accountId: null, permissions: [] })).toBeNull();
    expect(businessPriceContextOf({ tenant: "advantage", accountId: 2, permissions: ["G_CSE", "MPI"] })).toEqual({
      accountId: 2,
      permissions: ["G_CSE", "MPI"],
      activePriceMethods: ["MPI"],
    });
  });

  it.each([
    { name: "guest or consumer", context: null, onContract: false, refused: false },
    { name: "contract-only buyer, item on contract", context: { permissions: [] }, onContract: true, refused: false },
    { name: "contract-only buyer, item off contract", context: { permissions: ["G_CSE"] }, onContract: false, refused: true },
    { name: "buyer with G_IOC, item off contract", context: { permissions: ["G_IOC"] }, onContract: false, refused: false },
  ])("off-contract refusal: $name -> $refused", ({ context, onContract, refused }) => {
    const ctx = context ? { accountId: 1, activePriceMethods: [], ...context } : null;
    expect(refusesOffContract(ctx, onContract)).toBe(refused);
  });

  it("refuses with its own code and a message that says what to do", () => {
    expect(OFF_CONTRACT_REFUSAL).toEqual({
      code: OFF_CONTRACT_CODE,
      type: "ERROR",
      message: "This item is not on your account's contract. Contact your administrator to order it.",
    });
  });
});

describe("coupons on business carts", () => {
  it.each([
    { cart: "dotcom", businessEligible: false, applies: true },
    { cart: "dotcom", businessEligible: true, applies: true },
    { cart: "advantage", businessEligible: false, applies: false },
    { cart: "advantage", businessEligible: true, applies: true },
  ])("$cart cart, business coupon $businessEligible: applies $applies", ({ cart, businessEligible, applies }) => {
    expect(couponAppliesToCart({ businessEligible }, { isBusiness: isBusinessCart({ tenant: cart }) })).toBe(applies);
  });
});
