import { cartInfoSchema as cartInfo } from "@quire/domain";
import { z } from "zod";

// The cart calls' answers for the OpenAPI document: the cart is the answer's one schema
// (@quire/domain cart-answer.schema.ts), the same the server's builder returns and the pages read.

export const cartResponse = z
  .union([
    z.object({ data: z.object({ cartInfo }) }),
    z.object({ encoded: z.string().describe("base64 of the JSON body, when x-http-encode is sent") }),
  ])
  .describe("The cart: {data: {cartInfo}}");

export const cartError = z
  .object({ code: z.string(), message: z.string(), data: z.object({ cartInfo }).optional() })
  .describe("Error, with the cart as it stands when the request was about the cart");
