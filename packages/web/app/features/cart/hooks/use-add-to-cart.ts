import type { CartView, CartViewMessage } from "@quire/domain";
import { useCallback, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { CartApiError, cartClient } from "../api/cart-client";

export type AddToCartResult =
  { kind: "added"; text: string; itemMessages: CartViewMessage[]; cartItemIds: string[] } | { kind: "error"; text: string };

/** What the shopper is told after a successful add, read from the server's answer rather than the request. */
export function describeAdd(cart: CartView, itemId: string): Extract<AddToCartResult, { kind: "added" }> {
  const lines = cart.items.filter((i) => i.itemId === itemId && i.status !== "DELETED" && i.status !== "TRANSIENT");
  const added = lines.filter((i) => i.actioned === "ADD_ITEM");
  const qtyAdded = added.reduce((n, i) => n + Math.max(0, i.qtyAdded), 0);
  const itemMessages = lines.flatMap((i) => i.messages).filter((m) => Boolean(m.message));
  const text =
    qtyAdded > 0
      ? `Added ${qtyAdded} to your cart.`
      : lines.length > 0
        ? "This item is already in your cart."
        : "Your cart has been updated.";
  const cartItemIds = (added.length > 0 ? added : lines).flatMap((i) => (i.cartItemId ? [i.cartItemId] : []));
  return { kind: "added", text, itemMessages, cartItemIds };
}

/**
 * Adds an item to the browser's cart. One request at a time: a second click while the first is in
 * flight is ignored (a ref, not state, so two clicks in the same frame cannot both pass the check).
 * On success the root loader re-runs so the header count follows the server.
 */
export function useAddToCart(itemId: string) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AddToCartResult | null>(null);
  const inFlight = useRef(false);
  const revalidator = useRevalidator();

  const add = useCallback(
    async (qty: number) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setResult(null);
      try {
        const cart = await cartClient.addItem(itemId, qty);
        setResult(describeAdd(cart, itemId));
        void revalidator.revalidate();
      } catch (error) {
        const text = error instanceof CartApiError ? error.message : "Failure while adding item to cart. Please try again";
        setResult({ kind: "error", text });
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [itemId, revalidator],
  );

  return { add, busy, result, setResult };
}
