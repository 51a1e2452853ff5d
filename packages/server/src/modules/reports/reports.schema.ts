import { REPORT_PERIODS } from "@quire/domain";
import { z } from "zod";

const period = z
  .union([
    z.number().int(),
    z
      .string()
      .trim()
      .regex(/^\d{1,2}$/),
  ])
  .transform((v) => Number(v))
  .refine((n) => (REPORT_PERIODS as readonly number[]).includes(n), { message: "must be 3, 6 or 12" })
  .describe("How many months: the current month and the ones before it (3, 6 or 12; 12 when left out)");

export const spendingBody = z
  .object({
    months: period.optional(),
    format: z.enum(["json", "csv"]).optional().describe("csv: the same numbers as a CSV download (dollars)"),
    requestType: z.enum(["sbaMMX", "sbaACI"]).optional(),
  })
  .strict()
  .optional()
  .default({});

export const spendingQuery = z.object({
  requestType: z.enum(["sbaMMX", "sbaACI"]).optional(),
});

export const csvQuery = z.object({ months: period.optional() });

const bar = z.object({ key: z.string(), label: z.string(), cents: z.number().int() });

export const spendingResponse = z
  .object({
    data: z.object({
      months: z.number().int(),
      from: z.string().describe("first instant counted (ISO, the first of the oldest month, UTC)"),
      totalCents: z.number().int(),
      byMonth: z.array(bar).describe("oldest month first, every month of the period"),
      byBudgetCentre: z.array(bar).describe("biggest first; key none for orders without a budget centre"),
      byBuyer: z.array(bar).describe("biggest first; key is the buyer's customer number"),
      byCategory: z.array(bar).describe("biggest first, by top-level category"),
    }),
  })
  .describe("What the caller's account spent: order lines x unit price paid, in cents");
