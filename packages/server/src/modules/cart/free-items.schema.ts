import { type FreeItemsRequest, parseFreeItemsRequest } from "@quire/domain";
import { z } from "zod";
import { AppError } from "../../http/errors";

// The free-items call's body (decision 026), parsed once by the domain's rule; documented here.

export const freeItemsRequestBody = z
  .object({
    freeItems: z.array(z.union([z.string(), z.object({ offerId: z.string() })])).optional(),
    deleteFreeItems: z.array(z.union([z.string(), z.object({ freeItemId: z.string() })])).optional(),
  })
  .describe("Offers to claim (availableFreeItems[].offerId) and claimed free items to remove (freeItems[].freeItemId)");

export function parseFreeItems(body: unknown): FreeItemsRequest {
  const result = parseFreeItemsRequest(body);
  if (!result.ok) throw new AppError(400, result.code, result.message);
  return result.value;
}
