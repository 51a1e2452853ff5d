import { cartMessage, isActiveLine, isDeletedLine, lineName } from "@quire/domain";
import type { CartView, CartViewItem } from "@quire/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { CartApiError } from "../../../lib/cart-client";

// The JSON client loads after the page is interactive: the cart's forms post to the page without it.
const loadCartClient = () => import("../../../lib/cart-client");

/** A deleted line stays visible, greyed, for 5 seconds before it is purged. */
export const DELETED_PURGE_MS = 5000;

export interface RemovedLine {
  item: CartViewItem & { cartItemId: string };
  /** where the line stood among the active lines, so it stays in place while greyed */
  index: number;
}

export interface CouponFeedback {
  kind: "ok" | "error";
  text: string;
}

export type DisplayLine = { item: CartViewItem & { cartItemId: string }; removed: boolean };

async function toApiError(error: unknown): Promise<CartApiError> {
  const { CartApiError } = await loadCartClient();
  if (error instanceof CartApiError) return error;
  return new CartApiError({
    code: "CLIENT_ERROR",
    message: "Something went wrong. Please try again.",
    status: 0,
    cartInfo: null,
  });
}

/**
 * The cart page's state. The server is the truth: every answer (success, or an error that carries
 * the cart) replaces the cart held here. Requests run one after another so answers are applied in
 * the order the shopper acted; a line shows the quantity asked for until its last request answers.
 */
export const COUPON_APPLIED_TEXT = "Your coupon has been added to the cart.";

export function useCart(initial: CartView) {
  const [cart, setCart] = useState(initial);
  const [shownInitial, setShownInitial] = useState(initial);
  const [removed, setRemoved] = useState<RemovedLine[]>([]);
  const [pending, setPending] = useState<Record<string, { qty: number; seq: number; removing: boolean }>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  /** an error about a line the server no longer has (removed in another tab, say): shown for the cart */
  const [cartError, setCartError] = useState("");
  const [couponFeedback, setCouponFeedback] = useState<CouponFeedback | null>(null);
  const [couponBusy, setCouponBusy] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const revalidator = useRevalidator();
  const cartRef = useRef(initial);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const seqRef = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  // A navigation that loads the page anew (e.g. a different ?cartItemIds=) starts from its answer.
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setCart(initial);
    setRemoved([]);
    setPending({});
    setLineErrors({});
    setCartError("");
    setCouponFeedback(null);
  }

  useEffect(() => {
    cartRef.current = cart;
  }, [cart]);

  useEffect(() => {
    void loadCartClient();
  }, []);

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      for (const t of pendingTimers) clearTimeout(t);
      pendingTimers.clear();
    };
  }, []);

  const accept = useCallback((next: CartView) => {
    const before = cartRef.current.items.filter(isActiveLine);
    const deleted = next.items.filter(isDeletedLine);
    cartRef.current = next;
    setCart(next);
    if (deleted.length === 0) return;
    setRemoved((prev) => [
      ...prev.filter((r) => !deleted.some((d) => d.cartItemId === r.item.cartItemId)),
      ...deleted.map((item) => ({
        item,
        index: Math.max(
          0,
          before.findIndex((b) => b.cartItemId === item.cartItemId),
        ),
      })),
    ]);
    for (const item of deleted) {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setRemoved((prev) => prev.filter((r) => r.item.cartItemId !== item.cartItemId));
      }, DELETED_PURGE_MS);
      timers.current.add(timer);
    }
  }, []);

  /** Queues a cart call; the answer (or the cart an error carries) replaces the cart held here. */
  const run = useCallback(
    (request: () => Promise<CartView>, onAnswer: (cart: CartView | null, error: CartApiError | null) => void) => {
      const task = queue.current.then(async () => {
        let changed = false;
        try {
          const next = await request();
          accept(next);
          changed = true;
          onAnswer(next, null);
        } catch (e) {
          const error = await toApiError(e);
          if (error.cartInfo) accept(error.cartInfo);
          onAnswer(error.cartInfo, error);
        }
        // The header count comes from the root loader; let it read the server again.
        if (changed) void revalidator.revalidate();
      });
      queue.current = task.catch(() => {});
      return task;
    },
    [accept, revalidator],
  );

  const changeLine = useCallback(
    (item: CartViewItem & { cartItemId: string }, qty: number, removing: boolean) => {
      const id = item.cartItemId;
      const seq = ++seqRef.current;
      const name = lineName(item);
      setPending((p) => ({ ...p, [id]: { qty, seq, removing } }));
      setLineErrors(({ [id]: _cleared, ...rest }) => rest);
      return run(
        async () => {
          const { cartClient } = await loadCartClient();
          return removing ? cartClient.removeItem(id) : cartClient.updateQuantity(id, qty);
        },
        (next, error) => {
          setPending((p) => {
            if (p[id]?.seq !== seq) return p;
            const { [id]: _done, ...rest } = p;
            return rest;
          });
          if (error) {
            const lineStays = !next || next.items.some((i) => i.cartItemId === id && isActiveLine(i));
            if (lineStays) setLineErrors((e) => ({ ...e, [id]: error.message }));
            else setCartError(error.message);
            return;
          }
          setCartError("");
          const line = next?.items.find((i) => i.cartItemId === id);
          if (!line || isDeletedLine(line)) {
            setAnnouncement(`${name} removed from your cart.`);
            return;
          }
          const notes = line.messages.map((m) => m.message).filter(Boolean);
          setAnnouncement([`Quantity of ${name} is now ${line.qty}.`, ...notes].join(" "));
        },
      );
    },
    [run],
  );

  const updateQuantity = useCallback(
    (item: CartViewItem & { cartItemId: string }, qty: number) => changeLine(item, qty, qty === 0),
    [changeLine],
  );
  const removeLine = useCallback((item: CartViewItem & { cartItemId: string }) => changeLine(item, 0, true), [changeLine]);

  const couponCall = useCallback(
    (request: () => Promise<CartView>, successCode: string, fallback: string) => {
      setCouponBusy(true);
      setCouponFeedback(null);
      let ok = false;
      return run(request, (next, error) => {
        setCouponBusy(false);
        ok = error === null;
        const feedback: CouponFeedback = error
          ? { kind: "error", text: error.message }
          : { kind: "ok", text: (next && cartMessage(next, successCode)) ?? fallback };
        setCouponFeedback(feedback);
      }).then(() => ok);
    },
    [run],
  );

  const applyCoupon = useCallback(
    (code: string) =>
      couponCall(async () => (await loadCartClient()).cartClient.applyCoupon(code), "COUPON_APPLIED", COUPON_APPLIED_TEXT),
    [couponCall],
  );
  const removeCoupon = useCallback(
    (code: string) =>
      couponCall(
        async () => (await loadCartClient()).cartClient.removeCoupon(code),
        "COUPON_REMOVED",
        "Your coupon has been removed from the cart.",
      ),
    [couponCall],
  );

  // Active lines in the server's order, with lines removed in the last 5 seconds kept where they stood.
  const lines: DisplayLine[] = cart.items.filter(isActiveLine).map((item) => ({ item, removed: false }));
  for (const r of [...removed].sort((a, b) => a.index - b.index)) {
    if (lines.some((l) => l.item.cartItemId === r.item.cartItemId)) continue;
    lines.splice(Math.min(r.index, lines.length), 0, { item: r.item, removed: true });
  }

  return {
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
