import type { CartBudgetFields } from "@quire/domain";

// The cart answer with its budget fields (decision 044); the budgets module works out those fields
// (cartBudgetOf in budgets/cart-budget.ts).

/** The cart answer with its budget fields: each line's budget centre name (itemAccountInfo.bcName). */
export function withCartBudget<T extends { items: object[] }>(cartInfo: T, budget: CartBudgetFields | null): T {
  if (!budget) return cartInfo;
  const bcName = budget.bcDetails?.budgetCenter ?? null;
  return {
    ...cartInfo,
    ...budget,
    items: cartInfo.items.map((item) => ({ ...item, itemAccountInfo: { bcName } })),
  };
}
