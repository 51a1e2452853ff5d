import { QUICK_ORDER_MAX_ITEM_LENGTH, QUICK_ORDER_MAX_LINES, QUICK_ORDER_MAX_TEXT_LENGTH } from "@quire/domain";
import { z } from "zod";

// POST {prefix}/api/quickOrder (decision 043). Either the pasted text or the lines as data; the
// lines' quantities are read by the domain's quick-order rules, so a bad one is reported on its
// line rather than refusing the whole call.

const line = z.object({
  item: z.string().max(QUICK_ORDER_MAX_ITEM_LENGTH * 2),
  qty: z
    .union([z.number(), z.string().max(12)])
    .nullable()
    .optional(),
});

export const quickOrderBody = z.union([
  z
    .object({
      text: z.string().max(QUICK_ORDER_MAX_TEXT_LENGTH, `text: at most ${QUICK_ORDER_MAX_TEXT_LENGTH} characters`),
      validateOnly: z.boolean().optional(),
    })
    .strict(),
  z
    .object({
      // a few more than a quick order takes, so the answer can say how many it takes
      lines: z.array(line).max(QUICK_ORDER_MAX_LINES * 2, `lines: at most ${QUICK_ORDER_MAX_LINES}`),
      validateOnly: z.boolean().optional(),
    })
    .strict(),
]);

export type QuickOrderBody = z.infer<typeof quickOrderBody>;

export const quickOrderQuery = z.object({ requestType: z.enum(["sbaMMX", "sbaACI"]).optional() });

const lineResult = z.object({
  lineNumber: z.number().int().describe("the first line the item was written on (1-based)"),
  lineNumbers: z.array(z.number().int()).describe("every line the item was written on (repeats are added together)"),
  text: z.string(),
  item: z.string().describe("what was written as the item: an item number or the account's customer SKU"),
  itemId: z.string().nullable(),
  customerSku: z.string().nullable(),
  name: z.string().nullable(),
  qty: z.number().int(),
  status: z.enum(["ok", "error"]),
  code: z.string().nullable(),
  message: z.string().nullable(),
});

export const quickOrderResponse = z.object({
  data: z.object({
    validateOnly: z.boolean(),
    lines: z.array(lineResult),
    okCount: z.number().int(),
    errorCount: z.number().int(),
    addedQty: z.number().int(),
    cartItemCount: z.number().int(),
    cartItemIds: z.array(z.string()),
  }),
});
