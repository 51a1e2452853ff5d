import { SFL_MOVED, type CartView, cartMessage } from "@quire/domain";
import { useCallback, useState } from "react";
import type { CartFormAnswer, CartFormRequest } from "../../../lib/cart-form";
import { useT } from "../../../lib/i18n";
import { cartText } from "../cart-text";

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
  const { t } = useT();
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
        setAnnouncement(cartText(answer.refusal.message, t));
        return false;
      }
      setAnnouncement(said(answer.answer.cart));
      return true;
    },
    [submit, t],
  );

  const saveForLater = useCallback(
    (cartItemId: string, name: string) =>
      run({ intent: "save-for-later", cartItemId }, cartItemId, () => t("{{name}} saved for later.", { name })),
    [run, t],
  );
  const moveToCart = useCallback(
    (listItemId: string, name: string) =>
      run({ intent: "move-to-cart", listItemId }, listItemId, (cart) =>
        cartText(cartMessage(cart, SFL_MOVED) ?? t("{{name}} moved to your cart.", { name }), t),
      ),
    [run, t],
  );
  const moveAllToCart = useCallback(
    () =>
      run({ intent: "move-all-to-cart" }, "all", (cart) =>
        cartText(cartMessage(cart, SFL_MOVED) ?? t("Saved items moved to your cart."), t),
      ),
    [run, t],
  );
  const removeSaved = useCallback(
    (listItemId: string, name: string) =>
      run({ intent: "remove-saved", listItemId }, listItemId, () => t("{{name}} removed from saved items.", { name })),
    [run, t],
  );

  return { announcement, error, busy, saveForLater, moveToCart, moveAllToCart, removeSaved };
}
