import { z } from "zod";

// The store staff's pickup calls' shapes (decision 079).

export const storePickupsQuery = z.object({
  store: z.string().optional().describe("the store's number (1 to 6 digits); default 0008, Natick"),
});

export const markReadyParams = z.object({
  storeNumber: z.string().describe("the store the order is picked up at"),
  orderNumber: z.string().describe("the order's number"),
});

export const storePickupListResponse = z
  .object({
    data: z.object({
      store: z.object({ storeNumber: z.string(), name: z.string() }),
      orders: z
        .array(
          z.object({
            orderNumber: z.string(),
            placedAt: z.string(),
            waitingSince: z.string().describe("when the store started preparing it: placed, or approved"),
            pickupPerson: z
              .object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
              .nullable()
              .describe("who collects it"),
            items: z.array(z.object({ itemId: z.string(), name: z.string(), qty: z.number().int() })),
          }),
        )
        .describe("the longest waiting first, at most 100"),
    }),
  })
  .describe("The placed orders a store still prepares for pickup");

export const markedReadyResponse = z
  .object({
    data: z.object({
      orderNumber: z.string(),
      storeNumber: z.string(),
      status: z.literal("READY"),
      readyAt: z.string().describe("ISO time"),
    }),
  })
  .describe("The pickup, now ready");
