import { MAX_COMPATIBLE_ITEMS } from "@quire/domain";
import { z } from "zod";

export const compatibilityParams = z.object({
  itemId: z.string().regex(/^\d{1,12}$/, "itemId must be 1 to 12 digits"),
});

export const compatibilityQuery = z.object({
  requestType: z.string().trim().max(40).optional(),
});

export const compatibilityResponse = z
  .object({
    itemId: z.string(),
    name: z.string(),
    kind: z.enum(["printers", "cartridges"]).describe("printers: the item is a cartridge; cartridges: the item is a printer"),
    title: z.string().describe("'Compatible Printers' or 'Compatible Cartridges'"),
    contentTitle: z.string().describe("'This cartridge is compatible with:' or 'This printer uses:'"),
    items: z
      .array(
        z.object({
          itemId: z.string(),
          name: z.string(),
          itemUrl: z.string(),
          imageUrl: z.string(),
          finalPriceCents: z.number().int(),
        }),
      )
      .max(MAX_COMPATIBLE_ITEMS),
  })
  .describe("What a printer or cartridge is compatible with");
