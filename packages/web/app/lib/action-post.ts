import { useCallback, useEffect, useRef } from "react";
import { isRouteErrorResponse, useFetcher } from "react-router";
import { type CartFormRefusal, RESPOND_WITH_DATA, failedCartRequest } from "./cart-form";

// A form a hydrated page sends to a route's action by a fetcher, the same fields it posts without
// JavaScript (decision 013), answered with data instead of the next page: the sign-in, create
// account and sign-out forms, which then load their next page in full.

/** What an action answers a fetcher's post (respond=data): what the change gave, or the refusal. */
export type ActionAnswer<T> = { answer: T } | { refusal: CartFormRefusal };

export { CART_REQUEST_FAILED as REQUEST_FAILED } from "./cart-form";

/**
 * Posts a form to a route's action (any page may show the form: the action is named) and resolves
 * with its answer, or undefined when there was none of ours. The page's loaders are not read again:
 * every caller goes on to a full page load, or shows the refusal on the page it has.
 */
export function useActionPost<T>() {
  const fetcher = useFetcher<ActionAnswer<T>>();
  const pending = useRef<{ resolve: (answer: ActionAnswer<T> | undefined) => void; seen: unknown; busy: boolean } | null>(null);
  const latest = useRef({ submit: fetcher.submit, data: fetcher.data });
  latest.current = { submit: fetcher.submit, data: fetcher.data };

  // New data alone counts as the answer: a quick answer can replace "submitting" before that state
  // is ever rendered. Busy then idle with nothing new is a request that got no answer.
  useEffect(() => {
    const request = pending.current;
    if (!request) return;
    if (fetcher.state !== "idle") {
      request.busy = true;
      return;
    }
    const answered = fetcher.data !== request.seen;
    if (!answered && !request.busy) return;
    pending.current = null;
    request.resolve(answered ? fetcher.data : undefined);
  }, [fetcher.state, fetcher.data]);

  return useCallback(
    (form: FormData, action: string) =>
      new Promise<ActionAnswer<T> | undefined>((resolve) => {
        pending.current = { resolve, seen: latest.current.data, busy: false };
        form.set(RESPOND_WITH_DATA.name, RESPOND_WITH_DATA.value);
        void latest.current.submit(form, { method: "post", action, defaultShouldRevalidate: false });
      }),
    [],
  );
}

/**
 * A route's clientAction: the server action's answer, or, for a request that got none of ours
 * (network, a proxy's page, a refused token), a refusal with the generic words instead of an error page.
 */
export async function serverAnswerOrFailure<T>(serverAction: () => Promise<T>, intent: string) {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect is React Router's to follow; anything else thrown is a request that failed.
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return failedCartRequest(intent, isRouteErrorResponse(error) ? error.status : undefined);
  }
}

/** The refusal a page shows after its form was posted without JavaScript (its action's data). */
export function refusalOf(answer: ActionAnswer<unknown> | undefined): CartFormRefusal | null {
  return answer && "refusal" in answer ? answer.refusal : null;
}
