import { COMPARE_LIMIT } from "@quire/domain";
import { z } from "zod";

const itemIds = z
  .string()
  .trim()
  .min(1, "items is required: comma-separated item ids")
  .max(200)
  .transform((s) => [...new Set(s.split(",").map((id) => id.trim()))].filter(Boolean))
  .refine((ids) => ids.length >= 1, { message: "items is required: comma-separated item ids" })
  .refine((ids) => ids.length <= COMPARE_LIMIT, { message: `compare at most ${COMPARE_LIMIT} items` })
  .refine((ids) => ids.every((id) => /^\d{1,12}$/.test(id)), { message: "each item id is 1 to 12 digits" });

export const compareQuery = z.object({
  items: itemIds.describe(`1 to ${COMPARE_LIMIT} comma-separated item ids, in the order they are shown`),
  requestType: z.enum(["sbaMMX", "sbaACI"]).optional(),
});

const compareItem = z.object({
  itemId: z.string(),
  name: z.string(),
  brand: z.string(),
  itemUrl: z.string(),
  imageUrl: z.string(),
  finalPriceCents: z.number().int(),
  basePriceCents: z.number().int(),
  unit: z.string(),
  unitCount: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  stockStatus: z.string(),
});

export const compareResponse = z
  .object({
    items: z.array(compareItem),
    rows: z
      .array(z.object({ label: z.string(), values: z.array(z.string().nullable()) }))
      .describe("each specification any item has, a value per item (null where it has none)"),
  })
  .describe("The items side by side");
