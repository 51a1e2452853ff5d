import type { CartMessage } from "./cart-rules";
import type { TenantId } from "./site";

// Business buying (spec storefront.md 3 and 6, decision 042): an account's contract prices, the
// permission flags that decide what its buyers may order and see, and which coupons a business
// cart takes. Pure rules: the server's business-pricing module reads the rows and calls these.

/** off-contract ordering: without it a buyer orders only what the account's contract covers */
export const ORDER_OFF_CONTRACT_PERMISSION = "G_IOC";
/** the "On contract" filter in search and category listings */
export const ON_CONTRACT_FILTER_PERMISSION = "G_CSE";
/** the market-price method: a contract line priced by market price charges it */
export const MARKET_PRICE_METHOD = "MPI";

export type ContractPriceMethod = "CONTRACT" | "MPI";
/** how a shown price was reached: the public list price, the contract price, or the market price */
export type ResolvedPriceMethod = "LIST" | ContractPriceMethod;

/** One line of an account's price list. */
export interface ContractLine {
  contractPriceCents: number;
  marketPriceCents: number | null;
  priceMethod: ContractPriceMethod;
}

export interface PriceResolutionInput {
  /** the product's regular price (the struck-through "was" price) */
  basePriceCents: number;
  /** what the public pays today (sale price, or the base price) */
  finalPriceCents: number;
  /** the account's line for the product; null when it is not on contract (or no account) */
  contract: ContractLine | null;
  /** the session's activePriceMethods */
  activePriceMethods: readonly string[];
}

export interface ResolvedPrice {
  basePriceCents: number;
  finalPriceCents: number;
  onContract: boolean;
  priceMethod: ResolvedPriceMethod;
  /** the list (public) price the buyer would otherwise pay */
  listPriceCents: number;
}

/**
 * The price a shopper pays for one product. Off contract (or no account): the list price.
 * On contract: the contract price, or the market price when the line says MPI and the session's
 * price methods include MPI (a market line without a market price falls back to the contract
 * price). A contract never charges more than the public pays: the lower of the two wins, so a
 * public sale reaches business buyers too. The struck price is the product's regular price.
 */
export function resolveBusinessPrice(input: PriceResolutionInput): ResolvedPrice {
  const list = { basePriceCents: input.basePriceCents, listPriceCents: input.finalPriceCents };
  if (!input.contract) return { ...list, finalPriceCents: input.finalPriceCents, onContract: false, priceMethod: "LIST" };
  const market = usesMarketPrice(input.contract, input.activePriceMethods) && input.contract.marketPriceCents !== null;
  const agreed = market ? (input.contract.marketPriceCents as number) : input.contract.contractPriceCents;
  // the public price is already lower (a sale): the buyer pays that, still an item on contract
  if (agreed >= input.finalPriceCents) {
    return { ...list, finalPriceCents: input.finalPriceCents, onContract: true, priceMethod: "LIST" };
  }
  return { ...list, finalPriceCents: agreed, onContract: true, priceMethod: market ? "MPI" : "CONTRACT" };
}

/** Who is buying, as far as business pricing cares. Null account: guests and consumers. */
export interface BusinessPriceContext {
  accountId: number;
  permissions: readonly string[];
  activePriceMethods: readonly string[];
}

/** Contract prices apply to a signed-in business user of an account, on the business site only. */
export function businessPriceContextOf(viewer: {
  tenant: TenantId;
  accountId: number | null;
  permissions: readonly string[];
}): BusinessPriceContext | null {
  if (viewer.tenant !== "advantage" || viewer.accountId === null) return null;
  return {
    accountId: viewer.accountId,
    permissions: viewer.permissions,
    activePriceMethods: viewer.permissions.includes(MARKET_PRICE_METHOD) ? [MARKET_PRICE_METHOD] : [],
  };
}

/** G_IOC: the buyer may order items the contract does not cover (at list price). */
export function canOrderOffContract(permissions: readonly string[]): boolean {
  return permissions.includes(ORDER_OFF_CONTRACT_PERMISSION);
}

/** G_CSE: listings offer the "On contract" filter. */
export function showsOnContractFilter(permissions: readonly string[]): boolean {
  return permissions.includes(ON_CONTRACT_FILTER_PERMISSION);
}

/** The market price applies when the contract line says MPI and the session has the MPI method. */
export function usesMarketPrice(line: Pick<ContractLine, "priceMethod">, activePriceMethods: readonly string[]): boolean {
  return line.priceMethod === MARKET_PRICE_METHOD && activePriceMethods.includes(MARKET_PRICE_METHOD);
}

export const OFF_CONTRACT_CODE = "OFF_CONTRACT_ITEM";
export const OFF_CONTRACT_MESSAGE = "This item is not on your account's contract. Contact your administrator to order it.";
export const OFF_CONTRACT_REFUSAL: CartMessage = { code: OFF_CONTRACT_CODE, type: "ERROR", message: OFF_CONTRACT_MESSAGE };

/** An add (or a move into the cart) of an item off the contract, by a buyer without G_IOC, is refused. */
export function refusesOffContract(context: BusinessPriceContext | null, onContract: boolean): boolean {
  return context !== null && !onContract && !canOrderOffContract(context.permissions);
}

export const BUSINESS_COUPON_ONLY_CODE = "COUPON_NOT_FOR_BUSINESS";
export const BUSINESS_COUPON_ONLY_MESSAGE =
  "This coupon is for personal shopping and can't be used on a business account's cart.";

/** Consumer coupons (typed or automatic) do not apply to a business cart; coupons marked for business do. */
export function couponAppliesToCart(coupon: { businessEligible: boolean }, cart: { isBusiness: boolean }): boolean {
  return !cart.isBusiness || coupon.businessEligible;
}

/** A cart on the business site is a business cart. */
export function isBusinessCart(cart: { tenant: string }): boolean {
  return cart.tenant === "advantage";
}

/** One row of the contract-pricing page: what the public pays and what the account pays. */
export interface ContractPriceRow {
  itemId: string;
  itemUrl: string;
  name: string;
  listPriceCents: number;
  contractPriceCents: number;
  priceMethod: ResolvedPriceMethod;
}

export interface ContractPricingPage {
  search: string;
  page: number;
  pageCount: number;
  total: number;
  items: ContractPriceRow[];
}
