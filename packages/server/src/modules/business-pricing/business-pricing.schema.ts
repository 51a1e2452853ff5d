import { z } from "zod";

// The contract-pricing call's shapes (decision 042).

export const contractPricingQuery = z.object({
  search: z.string().trim().max(100, "search must be 100 characters or fewer").optional(),
  page: z.coerce.number().int("page must be a whole number").min(1, "page must be at least 1").max(100_000).default(1),
  requestType: z.enum(["sbaMMX", "sbaACI"], { error: "requestType: must be sbaMMX or sbaACI" }).optional(),
});

export const contractPricingResponse = z.object({
  data: z.object({
    search: z.string(),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
    items: z.array(
      z.object({
        itemId: z.string(),
        itemUrl: z.string(),
        name: z.string(),
        listPriceCents: z.number().int(),
        contractPriceCents: z.number().int().describe("what the buyer pays: the contract price, or the market price (MPI)"),
        priceMethod: z.enum(["LIST", "CONTRACT", "MPI"]),
      }),
    ),
  }),
});
