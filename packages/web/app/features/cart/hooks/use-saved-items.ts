import { SFL_MOVED, type CartView, cartMessage } from "@quire/domain";
import { useCallback, useState } from "react";
import type { CartFormAnswer, CartFormRequest } from "../../../lib/cart-form";

/** What a saved-for-later form was about, for its message and its busy state ("all" for move all). */
export interface SavedFormError {
  target: string;
  message: string;
}

/**
 * Saved for later on the cart page (decision 024): the same forms the page posts without
 * JavaScript, sent through the cart's queue (`submit` of useCart) so they apply in the order the
 * shopper acted. Keeps what the page says about them: the polite announcement, the refusal beside
 * the form it is about, and which forms are waiting for an answer.
 */
export function useSavedItems(submit: (request: CartFormRequest) => Promise<CartFormAnswer>) {
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState<SavedFormError | null>(null);
  const [busy, setBusy] = useState<Record<string, boolean>>({});

  const run = useCallback(
    async (request: CartFormRequest, target: string, said: (cart: CartView) => string) => {
      setError(null);
      setBusy((b) => ({ ...b, [target]: true }));
      const answer = await submit(request);
      setBusy(({ [target]: _done, ...rest }) => rest);
      if ("refusal" in answer) {
        setError({ target, message: answer.refusal.message });
        setAnnouncement(answer.refusal.message);
        return false;
      }
      setAnnouncement(said(answer.answer.cart));
      return true;
    },
    [submit],
  );

  const saveForLater = useCallback(
    (cartItemId: string, name: string) =>
      run({ intent: "save-for-later", cartItemId }, cartItemId, () => `${name} saved for later.`),
    [run],
  );
  const moveToCart = useCallback(
    (listItemId: string, name: string) =>
      run(
        { intent: "move-to-cart", listItemId },
        listItemId,
        (cart) => cartMessage(cart, SFL_MOVED) ?? `${name} moved to your cart.`,
      ),
    [run],
  );
  const moveAllToCart = useCallback(
    () => run({ intent: "move-all-to-cart" }, "all", (cart) => cartMessage(cart, SFL_MOVED) ?? "Saved items moved to your cart."),
    [run],
  );
  const removeSaved = useCallback(
    (listItemId: string, name: string) =>
      run({ intent: "remove-saved", listItemId }, listItemId, () => `${name} removed from saved items.`),
    [run],
  );

  return { announcement, error, busy, saveForLater, moveToCart, moveAllToCart, removeSaved };
}
