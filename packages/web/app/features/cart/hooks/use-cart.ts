import { cartMessage, isActiveLine, isDeletedLine, lineName } from "@quire/domain";
import type { CartView, CartViewItem } from "@quire/domain";
import { useCallback, useEffect, useState } from "react";
import { useT } from "../../../lib/i18n";
import { cartText } from "../cart-text";
import { answeredCart, type CartFormAnswer, type CartFormRequest, useCartForm } from "../../../lib/cart-form";

/** A deleted line stays visible, greyed, for 5 seconds before it is purged. */
export const DELETED_PURGE_MS = 5000;

export const COUPON_APPLIED_TEXT = "Your coupon has been added to the cart.";
const COUPON_REMOVED_TEXT = "Your coupon has been removed from the cart.";

type Line = CartViewItem & { cartItemId: string };

export interface RemovedLine {
  item: Line;
  /** where the line stood among the active lines, so it stays in place while greyed */
  index: number;
  /** when it leaves the page */
  until: number;
}

export interface CouponFeedback {
  kind: "ok" | "error";
  text: string;
}

export type DisplayLine = { item: Line; removed: boolean };

type LineRequest = Extract<CartFormRequest, { intent: "update-quantity" | "remove" }>;
const isLineRequest = (r: CartFormRequest): r is LineRequest => r.intent === "update-quantity" || r.intent === "remove";

/**
 * The cart page's view of the cart. The truth is the cart route's loader (`cart`, read again by
 * React Router after every change) plus the changes still out (`pending`); this hook keeps only
 * what the page says about them: a line's error, the polite announcement, the coupon's feedback,
 * and lines removed in the last 5 seconds, shown greyed where they stood.
 */
export function useCart(cart: CartView, cartPath: string) {
  const { submit, pending: requests } = useCartForm(cartPath);
  const { t } = useT();
  const [removed, setRemoved] = useState<RemovedLine[]>([]);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  /** an error about a line the server no longer has (removed in another tab, say): shown for the cart */
  const [cartError, setCartError] = useState("");
  const [couponFeedback, setCouponFeedback] = useState<CouponFeedback | null>(null);
  const [announcement, setAnnouncement] = useState("");
  /** lines being removed, as they stood: shown until the answer says how it went */
  const [leaving, setLeaving] = useState<Record<string, { item: Line; index: number }>>({});

  // Purge each removed line when its 5 seconds are up.
  useEffect(() => {
    if (removed.length === 0) return;
    const next = Math.min(...removed.map((r) => r.until));
    const timer = setTimeout(() => setRemoved((rs) => rs.filter((r) => r.until > Date.now())), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [removed]);

  const active = cart.items.filter(isActiveLine) as Line[];

  const changeLine = useCallback(
    async (item: Line, qty: number, removing: boolean) => {
      const id = item.cartItemId;
      const name = lineName(item);
      const index = Math.max(
        0,
        cart.items.filter(isActiveLine).findIndex((l) => l.cartItemId === id),
      );
      setLineErrors(({ [id]: _cleared, ...rest }) => rest);
      if (removing) setLeaving((l) => ({ ...l, [id]: { item, index } }));
      const answer: CartFormAnswer = await submit(
        removing ? { intent: "remove", cartItemId: id } : { intent: "update-quantity", cartItemId: id, qty },
      );
      setLeaving(({ [id]: _answered, ...rest }) => rest);
      const next = answeredCart(answer);
      const line = next?.items.find((i) => i.cartItemId === id);
      if ("refusal" in answer) {
        const lineStays = !next || (line !== undefined && isActiveLine(line));
        if (lineStays) setLineErrors((e) => ({ ...e, [id]: answer.refusal.message }));
        else setCartError(answer.refusal.message);
        return;
      }
      setCartError("");
      if (!line || isDeletedLine(line)) {
        setRemoved((rs) => [
          ...rs.filter((r) => r.item.cartItemId !== id),
          { item: (line as Line | undefined) ?? item, index, until: Date.now() + DELETED_PURGE_MS },
        ]);
        setAnnouncement(t("{{name}} removed from your cart.", { name }));
        return;
      }
      const notes = line.messages
        .map((m) => m.message)
        .filter(Boolean)
        .map((m) => cartText(m, t));
      setAnnouncement([t("Quantity of {{name}} is now {{qty}}.", { name, qty: line.qty }), ...notes].join(" "));
    },
    [submit, cart, t],
  );

  const updateQuantity = useCallback((item: Line, qty: number) => changeLine(item, qty, qty === 0), [changeLine]);
  const removeLine = useCallback((item: Line) => changeLine(item, 0, true), [changeLine]);

  const couponCall = useCallback(
    async (request: CartFormRequest, successCode: string, fallback: string) => {
      setCouponFeedback(null);
      const answer = await submit(request);
      if ("refusal" in answer) {
        setCouponFeedback({ kind: "error", text: answer.refusal.message });
        return false;
      }
      setCouponFeedback({ kind: "ok", text: cartMessage(answer.answer.cart, successCode) ?? fallback });
      return true;
    },
    [submit],
  );
  const applyCoupon = useCallback(
    (couponCode: string) => couponCall({ intent: "apply-coupon", couponCode }, "COUPON_APPLIED", COUPON_APPLIED_TEXT),
    [couponCall],
  );
  const removeCoupon = useCallback(
    (code: string) => couponCall({ intent: "remove-coupon", code }, "COUPON_REMOVED", COUPON_REMOVED_TEXT),
    [couponCall],
  );

  // What each line shows while its requests are out: the last quantity asked for, or "Removing…".
  const pending: Record<string, { qty: number; removing: boolean }> = {};
  for (const r of requests.filter(isLineRequest)) {
    // A line being removed or saved for later is leaving the cart.
    pending[r.cartItemId] = r.intent === "update-quantity" ? { qty: r.qty, removing: r.qty === 0 } : { qty: 0, removing: true };
  }
  const couponBusy = requests.some((r) => r.intent === "apply-coupon" || r.intent === "remove-coupon");

  // Active lines in the server's order; lines being removed, or removed in the last 5 seconds,
  // kept where they stood (the same element throughout, so a keyboard user's place is kept).
  const lines: DisplayLine[] = active.map((item) => ({ item, removed: false }));
  const kept = [
    ...Object.values(leaving).map((l) => ({ ...l, removed: false })),
    ...removed.map((r) => ({ item: r.item, index: r.index, removed: true })),
  ];
  for (const k of kept.sort((a, b) => a.index - b.index)) {
    if (lines.some((l) => l.item.cartItemId === k.item.cartItemId)) continue;
    lines.splice(Math.min(k.index, lines.length), 0, { item: k.item, removed: k.removed });
    if (!k.removed) pending[k.item.cartItemId] = { qty: 0, removing: true };
  }

  return {
    /** sends another of the cart's forms in the same queue (saved for later) */
    submit,
    cart,
    lines,
    pending,
    lineErrors,
    cartError,
    couponFeedback,
    setCouponFeedback,
    couponBusy,
    announcement,
    updateQuantity,
    removeLine,
    applyCoupon,
    removeCoupon,
  };
}
