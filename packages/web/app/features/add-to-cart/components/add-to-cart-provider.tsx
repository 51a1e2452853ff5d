import { type ReactNode, Suspense, lazy, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate, useRevalidator } from "react-router";
import { AddToCartContext, type AddRequest, type AddToCartFlow } from "../hooks/add-to-cart-flow";
import { addToCartReducer, closedAddToCartState } from "../model/overlay-state";
import { cartRequestFlag } from "../model/request-flag";
import { holdContextToken, latestContextToken } from "../model/context-token";
import { addToCartResponseEvent, overlayEvent, withDeviceFingerprint } from "@quire/domain";
import { analyticsSite, track } from "../../../ui/analytics/track";
import { type CartFormAnswer, RESPOND_WITH_DATA, failedCartRequest } from "../../../lib/cart-form";
import { useRootData } from "../../../lib/root-data";
import { deviceFingerprint } from "../../../lib/device-fingerprint";

// The surfaces (and the dialog library under them) load on the first add, in parallel with the request.
// What follows an answer loads after the page is interactive (the mount effect asks for it), not with it.
const loadAfterAdd = () => import("../model/after-add");
const loadConfig = () => import("../config");
const loadSurfaces = () => import("./add-to-cart-surfaces").then((m) => ({ default: m.AddToCartSurfaces }));
const AddToCartSurfaces = lazy(loadSurfaces);

export const MARKS = {
  click: "quire:atc-click",
  response: "quire:atc-response",
  visible: "quire:atc-visible",
  measure: "quire:atc",
} as const;

function mark(name: string) {
  if (typeof performance !== "undefined" && typeof performance.mark === "function") performance.mark(name);
}

interface AddWaiting {
  resolve: (answer: CartFormAnswer) => void;
  /** the fetcher's data when the add was sent: any other is its answer */
  seen: CartFormAnswer | undefined;
  wentBusy: boolean;
}

/**
 * The add is the page's own form (intent, itemId, qty) posted by a fetcher to the cart route's
 * action, the post it makes without JavaScript. One add is out at a time (the request flag), so
 * each submit resolves with the action's answer as soon as it arrives: the surfaces show the
 * answer's cart and need not wait while React Router reads the page's loaders again.
 */
function useAddForm(cartPath: string) {
  const fetcher = useFetcher<CartFormAnswer>({ key: "add-to-cart" });
  const csrf = useRootData()?.csrfToken ?? "";
  const { submit } = fetcher;
  const waiting = useRef<AddWaiting | null>(null);
  const latestData = useRef(fetcher.data);
  useEffect(() => {
    latestData.current = fetcher.data;
  }, [fetcher.data]);

  // New data is the answer, whatever the fetcher's state: router updates render in a transition,
  // so a quick answer (a 400 skips revalidation) can replace "submitting" before it is committed.
  // Busy and idle again with no new data is a request that got no answer of ours.
  useEffect(() => {
    const waiter = waiting.current;
    if (!waiter) return;
    if (fetcher.data !== waiter.seen) {
      waiting.current = null;
      waiter.resolve(fetcher.data ?? failedCartRequest("add"));
    } else if (fetcher.state !== "idle") {
      waiter.wentBusy = true;
    } else if (waiter.wentBusy) {
      waiting.current = null;
      waiter.resolve(failedCartRequest("add"));
    }
  }, [fetcher.state, fetcher.data]);

  return useCallback(
    (fields: Record<string, string | number>) =>
      new Promise<CartFormAnswer>((resolve) => {
        waiting.current = { resolve, seen: latestData.current, wentBusy: false };
        const form = new FormData();
        form.set("csrf", csrf);
        form.set(RESPOND_WITH_DATA.name, RESPOND_WITH_DATA.value);
        for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
        void submit(form, { method: "post", action: cartPath });
      }),
    [submit, cartPath, csrf],
  );
}

interface Props {
  tenantId: string | undefined;
  cartPath: string;
  children: ReactNode;
}

/** Holds the add-to-cart overlay state for the whole page and renders its surfaces. */
export function AddToCartProvider({ tenantId, cartPath, children }: Props) {
  const [state, dispatch] = useReducer(addToCartReducer, closedAddToCartState);
  const [pendingOpenerId, setPendingOpenerId] = useState<string | null>(null);
  const [errorOpenerId, setErrorOpenerId] = useState<string | null>(null);
  const [addedText, setAddedText] = useState("");
  const [nothingAdded, setNothingAdded] = useState(false);
  const [surfacesWanted, setSurfacesWanted] = useState(false);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();
  const locationRef = useRef(location);
  const awaitingVisible = useRef(false);
  // Focus goes back to the button that opened the first surface, even when a recommendation tile
  // inside that surface adds again.
  const returnFocusTo = useRef<string | null>(null);
  const surfaceOpen = state.overlayOpen || state.drawerOpen;
  const submitAdd = useAddForm(cartPath);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  // Cart-context validity: stored tokens that disagree with each other or
  // with the one this page holds drop the cached cart data. The cookie is HttpOnly, so only the
  // in-memory token (from the latest cart answer, if any) is compared with the stored ones.
  useEffect(() => {
    void loadConfig();
    void loadAfterAdd().then(({ checkContextTokens }) => checkContextTokens({ memory: latestContextToken() }));
  }, []);

  // Another tab changed the cart: read the header count (and the mini cart with it) again.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    void import("../../../lib/cart-sync").then(({ subscribeCartChanges }) => {
      if (mounted) stop = subscribeCartChanges(() => void revalidator.revalidate());
    });
    return () => {
      mounted = false;
      stop?.();
    };
  }, [revalidator]);

  const add = useCallback(
    async ({ itemId, qty, openerId, options }: AddRequest) => {
      if (!cartRequestFlag.begin()) return;
      mark(MARKS.click);
      void loadSurfaces();
      setSurfacesWanted(true);
      awaitingVisible.current = true;
      // The device fingerprint rides along as the spec's calls carry it; the action reads only the add's fields.
      const answered = submitAdd(withDeviceFingerprint("POST", { intent: "add", itemId, qty }, deviceFingerprint()));
      const afterAdd = loadAfterAdd();
      const { loginRedirectUrl, surfaceOptionsFor } = await loadConfig();
      const opts = surfaceOptionsFor(tenantId, locationRef.current.search, options);
      if (!surfaceOpen) returnFocusTo.current = openerId;
      setPendingOpenerId(openerId);
      setErrorOpenerId(null);
      dispatch({ type: "ADD_STARTED", spinner: opts.drawerEnabled ? "drawer" : "modal", openerId: returnFocusTo.current });
      const refused = (code: string, message: string, status?: number) => {
        awaitingVisible.current = false;
        track(addToCartResponseEvent(analyticsSite(), { ok: false, itemId, code, message }));
        const login = status === 401 ? loginRedirectUrl(tenantId, locationRef.current) : null;
        if (login) {
          window.location.assign(login);
        } else {
          setErrorOpenerId(openerId);
          dispatch({ type: "ADD_FAILED", error: { code, message } });
        }
      };
      try {
        const result = await answered;
        mark(MARKS.response);
        if ("refusal" in result) {
          // a refusal in the service's words, or a request that got no answer (the generic words)
          const { code, message, status } = result.refusal;
          refused(code, message, status);
          return;
        }
        const { cart, ctxToken } = result.answer;
        holdContextToken(ctxToken);
        const { settleAdd } = await afterAdd;
        const { items, surface, text, added, redirectPath } = settleAdd(cart, itemId, latestContextToken(), opts, {
          pathname: locationRef.current.pathname,
          cartPath,
        });
        setAddedText(text);
        setNothingAdded(!added);
        track(
          addToCartResponseEvent(analyticsSite(), {
            ok: true,
            products: items.map((i) => ({
              itemId: i.itemId,
              name: i.product.name,
              priceCents: i.priceInfo?.finalPrice ?? null,
              qty: i.qtyAdded || i.qty,
              imageUrls: i.product.images.standard ? [i.product.images.standard] : [],
            })),
          }),
        );
        if (surface === "redirect") {
          awaitingVisible.current = false;
          dispatch({ type: "CLOSED" });
          void navigate(redirectPath);
        } else {
          // The header count is read again by React Router after the action, as after any fetcher's.
          dispatch({ type: "ADD_SUCCEEDED", surface, cart, items, toastText: text });
        }
      } catch {
        refused("CLIENT_ERROR", "Failure while adding item to cart. Please try again");
      } finally {
        setPendingOpenerId(null);
        cartRequestFlag.end();
      }
    },
    [tenantId, cartPath, surfaceOpen, navigate, submitAdd],
  );

  // the adapter's overlay loaded and closed events (decision 050), once per opening
  const overlayWasOpen = useRef(false);
  useEffect(() => {
    if (surfaceOpen === overlayWasOpen.current) return;
    overlayWasOpen.current = surfaceOpen;
    track(
      overlayEvent(analyticsSite(), surfaceOpen ? "loaded" : "closed", state.drawerOpen ? "add-to-cart-drawer" : "add-to-cart"),
    );
  }, [surfaceOpen, state.drawerOpen]);

  const visible = state.overlayOpen || state.drawerOpen || state.toast !== null;
  useEffect(() => {
    if (!visible || !awaitingVisible.current) return;
    awaitingVisible.current = false;
    mark(MARKS.visible);
    try {
      performance.measure(MARKS.measure, MARKS.click, MARKS.visible);
    } catch {
      // a mark was cleared (the bench clears them between rounds): nothing to measure
    }
  }, [visible, state.items]);

  const flow = useMemo<AddToCartFlow>(
    () => ({ state, dispatch, add, pendingOpenerId, errorOpenerId, addedText, nothingAdded, cartPath }),
    [state, add, pendingOpenerId, errorOpenerId, addedText, nothingAdded, cartPath],
  );

  return (
    <AddToCartContext.Provider value={flow}>
      {children}
      {surfacesWanted ? (
        <Suspense fallback={null}>
          <AddToCartSurfaces />
        </Suspense>
      ) : null}
    </AddToCartContext.Provider>
  );
}
