import {
  addItemsRequest,
  checkoutStatusRequest,
  couponRequest,
  parseCartRequest,
  updateItemsRequest,
  type AddItemsRequest,
  type CartRequestSchema,
  type UpdateItemsRequest,
} from "@quire/domain";
import type { output } from "zod/mini";
import { AppError } from "../../http/errors";

// The cart calls' bodies, each parsed with its one schema from @quire/domain (the page's form
// actions use the same): a refusal is a 400 with the cart's own code and words.

export type { AddItemsRequest, UpdateItemsRequest };

function parsed<S extends CartRequestSchema>(schema: S, body: unknown): output<S> {
  const result = parseCartRequest(schema, body);
  if (!result.ok) throw new AppError(400, result.code, result.message);
  return result.value;
}

export const parseAddItems = (body: unknown): AddItemsRequest => parsed(addItemsRequest, body);
export const parseUpdateItems = (body: unknown): UpdateItemsRequest => parsed(updateItemsRequest, body);
export const parseCouponCode = (body: unknown): string => parsed(couponRequest, body).couponCode;
export const parseCheckoutStatus = (body: unknown): boolean => parsed(checkoutStatusRequest, body).proceedCheckout;

/** the documented bodies (OpenAPI) are the same schemas */
export { addItemsRequest, checkoutStatusRequest, couponRequest, updateItemsRequest };
