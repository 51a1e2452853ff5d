import { createContext, type Dispatch, useContext } from "react";
import type { AddToCartAction, AddToCartState, SurfaceOptions } from "../model/types";

export interface AddRequest {
  itemId: string;
  qty: number;
  /** the id of the button that asked, so focus returns to it when a surface closes */
  openerId: string;
  options?: SurfaceOptions;
}

export interface AddToCartFlow {
  state: AddToCartState;
  dispatch: Dispatch<AddToCartAction>;
  add: (request: AddRequest) => Promise<void>;
  /** the opener whose add is in flight, for its "Adding…" label */
  pendingOpenerId: string | null;
  /** the opener whose add failed last, so its error shows next to it */
  errorOpenerId: string | null;
  /** the text of the last successful add ("Added 2 to your cart.") */
  addedText: string;
  /** the last add put nothing in the cart (a line already at its limit): the surfaces do not say "Added" */
  nothingAdded?: boolean;
  cartPath: string;
}

export const AddToCartContext = createContext<AddToCartFlow | null>(null);

/** The add-to-cart flow of the page: `add({itemId, qty, openerId, options})` and the overlay state. */
export function useAddToCartFlow(): AddToCartFlow {
  const flow = useContext(AddToCartContext);
  if (!flow) throw new Error("useAddToCartFlow needs an AddToCartProvider above it (root.tsx Layout)");
  return flow;
}
