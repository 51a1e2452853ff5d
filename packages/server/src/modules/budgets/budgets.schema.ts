import { z } from "zod";

// Shapes of the budget calls (decision 044). Money is integer cents; a budget is typed in whole dollars.

const cents = z.number().int().describe("integer cents");
const requestType = z.enum(["sbaMMX", "sbaACI"]).optional().describe("the business storefront's tag (spec section 6)");

export const budgetQuery = z.object({ requestType });

export const overviewBody = z
  .object({ requestType })
  .loose()
  .optional()
  .describe("Nothing is needed; requestType sbaMMX or sbaACI is accepted");

export const setBudgetBody = z.object({
  budgetCentreId: z.union([z.number().int(), z.string().max(12)]).describe("a budget centre of the caller's account"),
  budget: z
    .union([z.number(), z.string().max(30)])
    .describe('the budget for the fiscal year in whole dollars, 0 to 20,000,000 ("25000" or "$25,000")'),
  requestType,
});

export const accountingInfoBody = z.object({
  accountingInfo: z.object({
    budgetCentreId: z.union([z.number().int(), z.string().max(12)]).describe("a budget centre of the buyer's account"),
  }),
});

const standing = z.object({
  id: z.number().int(),
  name: z.string(),
  budgetCents: cents,
  spentCents: cents.describe("placed orders of the fiscal year (not waiting, not declined)"),
  pendingCents: cents.describe("orders of the fiscal year waiting for an approver"),
  availableCents: cents.describe("budget less spent less pending; negative once overspent"),
});

export const overviewResponse = z.object({
  data: z.object({
    accountName: z.string(),
    period: z.object({ start: z.string(), end: z.string(), label: z.string() }),
    centres: z.array(standing),
    totals: z.object({ budgetCents: cents, spentCents: cents, pendingCents: cents, availableCents: cents }),
    months: z.array(
      z.object({
        month: z.string().describe("YYYY-MM"),
        label: z.string(),
        totalCents: cents,
        byCentre: z.record(z.string(), cents).describe("spent per budget centre id"),
      }),
    ),
    canManage: z.boolean().describe("the caller may change budgets (MANAGE_BUDGETS)"),
  }),
});

export const setBudgetResponse = z.object({ data: z.object({ budgetCentre: standing }) });
