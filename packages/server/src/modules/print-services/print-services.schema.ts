import { z } from "zod";
import { PRINT_SERVICE_NAMES } from "./print-services.service";

// The browse call's query and answer (decision 071).

const flag = z.enum(["true", "false"]);

export const browseQuery = z.object({
  printServices: z.literal("true", { message: "printServices must be true: print services are what this browse answers" }),
  minimal: flag.default("false").describe("true: each item's id, name and url only"),
  serviceName: z
    .string()
    .regex(
      new RegExp(`^(${PRINT_SERVICE_NAMES.join("|")})(,(${PRINT_SERVICE_NAMES.join("|")}))*$`),
      `serviceName is ${PRINT_SERVICE_NAMES.join(", ")} or several of them, comma-separated`,
    )
    .optional()
    .describe(`${PRINT_SERVICE_NAMES.join(", ")}, comma-separated; all three when left out`),
});

const item = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  description: z.string().optional(),
  priceFromCents: z.number().int().nullable().optional().describe("The lowest price in cents; null for a link"),
});

export const browseResponse = z.object({
  printServices: z
    .object({ xmpie: z.array(item).optional(), static: z.array(item).optional(), navink: z.array(item).optional() })
    .describe("One list per kind asked, in the store's order"),
});
