import { z } from "zod";

export const recentItemsQuery = z.object({
  tenantId: z.string().trim().max(40).optional().describe("Sent by the spec's client; the site is the request's host"),
  orderedByUserId: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe("ALL: every buyer of a business account; a customer number: that buyer; left out: the caller"),
  requestType: z.enum(["sbaMMX", "sbaACI"]).optional(),
});

const recentItem = z.object({
  sku: z.string().describe("the item number"),
  itemId: z.string(),
  name: z.string(),
  itemUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  lastOrderedDate: z.string().describe("ISO time of the newest order with it"),
  lastQty: z.number().int().describe("units on that order"),
  orderCount: z.number().int().describe("orders with it"),
  price: z.number().int().nullable().describe("what the shopper would pay now, in cents; null when no longer sold"),
  stockStatus: z.string().nullable(),
  orderable: z.boolean().describe("false for out-of-stock, discontinued or withdrawn items"),
  unavailableReason: z.string().nullable(),
  lastOrderedBy: z.string().nullable().describe("the buyer of the newest order (business accounts)"),
});

export const recentItemsResponse = z
  .object({ orderedByUserId: z.string(), itemDetails: z.array(recentItem) })
  .describe("Items of the shopper's (or, with ALL, the account's) orders, one per item, newest first, at most 50");
