import { useContext } from "react";
import { AddToCartContext, type AddToCartFlow } from "./add-to-cart-context";

/** The add-to-cart flow of the page: `add({itemId, qty, openerId, options})` and the overlay state. */
export function useAddToCartFlow(): AddToCartFlow {
  const flow = useContext(AddToCartContext);
  if (!flow) throw new Error("useAddToCartFlow needs an AddToCartProvider above it (root.tsx Layout)");
  return flow;
}
