import type { CartView } from "@quire/domain";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useRootData } from "./root-data";

// The cart's changes from a page with JavaScript: the same forms the page posts without it, sent
// to the cart route's action by a fetcher (decision 013). The cart route's loader is the one copy
// of the cart a page holds; after each answer React Router reads it again (and the root's count),
// so what is shown is the server's latest word plus the requests still out.

/** A change a cart page or the mini cart asks for, as the cart route's action reads it. */
export type CartFormRequest =
  | { intent: "add"; itemId: string; qty: number }
  | { intent: "update-quantity"; cartItemId: string; qty: number }
  | { intent: "remove"; cartItemId: string }
  | { intent: "apply-coupon"; couponCode: string }
  | { intent: "remove-coupon"; code: string }
  | { intent: "save-for-later"; cartItemId: string }
  | { intent: "move-to-cart"; listItemId: string }
  | { intent: "move-all-to-cart" }
  | { intent: "remove-saved"; listItemId: string }
  | { intent: "claim-free-item"; offerId: string }
  | { intent: "remove-free-item"; freeItemId: string }
  | { intent: "set-assembly"; cartItemId: string; BASC: number; CUST: number }
  | { intent: "set-delivery"; cartItemId: string; delivery: string; storeNumber: string };

/** What a refused form gets back: which form and line, the service's code and words. */
export interface CartFormRefusal {
  intent: string;
  /** the product or cart line the form was about, so the message shows beside the right form */
  target: string | null;
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** what the shopper typed, to fill the form again (never a password) */
  values?: Record<string, string>;
  /** the cart as it stands, for a cart form a script sent */
  cart?: CartView;
  /** the refusal's HTTP status (401: the shopper must sign in first) */
  status?: number;
}

/** The action's answer to a fetcher (respond=data): the cart after the change, or the refusal. */
export type CartFormAnswer =
  | {
      answer: {
        intent: string;
        target: string | null;
        cart: CartView;
        /** an add's: the lines it touched, and the cart's context token */
        cartItemIds?: string[];
        ctxToken?: string;
      };
    }
  | { refusal: CartFormRefusal };

/** The field a fetcher adds so the action answers with data instead of the next page. */
export const RESPOND_WITH_DATA = { name: "respond", value: "data" } as const;

/** The words a change shows when the request itself failed (no answer from the server). */
export const CART_REQUEST_FAILED = "Something went wrong. Please try again.";

/** A request that got no answer of ours; `status` when the server did answer, with something else (a proxy's 401). */
export function failedCartRequest(intent: string, status?: number): CartFormAnswer {
  return {
    refusal: { intent, target: null, code: "CLIENT_ERROR", message: CART_REQUEST_FAILED, ...(status ? { status } : {}) },
  };
}

export function answeredCart(answer: CartFormAnswer): CartView | null {
  return "answer" in answer ? answer.answer.cart : (answer.refusal.cart ?? null);
}

interface Queued {
  id: number;
  request: CartFormRequest;
  resolve: (answer: CartFormAnswer) => void;
}

function formOf(request: CartFormRequest, csrf: string): FormData {
  const form = new FormData();
  form.set("csrf", csrf);
  form.set(RESPOND_WITH_DATA.name, RESPOND_WITH_DATA.value);
  for (const [name, value] of Object.entries(request)) form.set(name, String(value));
  return form;
}

/**
 * Sends cart changes one after another (answers apply in the order the shopper acted), each to
 * the cart route's action. `pending` is what has been asked for and not yet answered, first the
 * one in flight; each submit resolves with the action's answer.
 */
export function useCartForm(cartPath: string) {
  const fetcher = useFetcher<CartFormAnswer>({ key: `cart-form-${useId()}` });
  const csrf = useRootData()?.csrfToken ?? "";
  const [pending, setPending] = useState<Queued[]>([]);
  const queue = useRef<Queued[]>([]);
  const inFlight = useRef<Queued | null>(null);
  const seen = useRef<CartFormAnswer | undefined>(fetcher.data);
  const nextId = useRef(0);
  const submitRef = useRef(fetcher.submit);
  submitRef.current = fetcher.submit;
  const target = useRef({ cartPath, csrf });
  target.current = { cartPath, csrf };

  const pump = useCallback(() => {
    if (inFlight.current || queue.current.length === 0) return;
    const head = queue.current[0]!;
    inFlight.current = head;
    void submitRef.current(formOf(head.request, target.current.csrf), {
      method: "post",
      action: target.current.cartPath,
    });
  }, []);

  // The request in flight has been answered (the fetcher is idle with new data, or went busy and is
  // idle again): hand its answer over (a fetch that failed, or an answer that was not data, reads as
  // a failed request), then send the next. New data alone counts: router updates render in a
  // transition, so a quick answer (a 400 skips revalidation) can replace "submitting" before it is
  // ever committed, and waiting to see it busy left the request pending for ever.
  const wentBusy = useRef(false);
  useEffect(() => {
    const head = inFlight.current;
    if (!head) return;
    if (fetcher.state !== "idle") {
      wentBusy.current = true;
      return;
    }
    if (!wentBusy.current && fetcher.data === seen.current) return;
    wentBusy.current = false;
    const answer = fetcher.data !== seen.current ? fetcher.data : undefined;
    seen.current = fetcher.data;
    inFlight.current = null;
    queue.current = queue.current.slice(1);
    setPending(queue.current);
    head.resolve(answer ?? failedCartRequest(head.request.intent));
    pump();
  }, [fetcher.state, fetcher.data, pump]);

  const submit = useCallback(
    (request: CartFormRequest) =>
      new Promise<CartFormAnswer>((resolve) => {
        queue.current = [...queue.current, { id: ++nextId.current, request, resolve }];
        setPending(queue.current);
        pump();
      }),
    [pump],
  );

  return { submit, pending: pending.map((q) => q.request) };
}
