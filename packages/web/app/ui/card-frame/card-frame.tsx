import { CARD_MESSAGES, PAYMENT_FRAME_TIMEOUT_MS } from "@quire/domain";
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { useT } from "../../lib/i18n";

// The gateway's card form in an iframe: the card number is typed only there, on the gateway's
// origin. The page and the frame speak by postMessage, each checking the other's origin:
//   frame -> page  {type: "quire-gateway:ready"} | {type: "quire-gateway:token", token, brand, last4,
//                  expiryMonth, expiryYear} | {type: "quire-gateway:error", code, message} |
//                  {type: "quire-gateway:height", height}
//   page -> frame  {type: "quire-gateway:auth", authToken} | {type: "quire-gateway:hello"} (on the
//                  frame's load event: the frame says ready and its height again, in case the page
//                  was not yet listening when it first said them)

/** What the gateway answers for a card: never more of it than brand, last four and expiry. */
export interface GatewayCard {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

const noSubscription = () => () => {};
const browserOrigin = () => window.location.origin;

const MIN_HEIGHT = 120;
const MAX_HEIGHT = 1200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readCard(data: Record<string, unknown>): GatewayCard | null {
  const { token, brand, last4, expiryMonth, expiryYear } = data;
  if (typeof token !== "string" || token === "" || typeof brand !== "string" || typeof last4 !== "string") return null;
  if (!/^\d{4}$/.test(last4)) return null;
  const month = Number(expiryMonth);
  const year = Number(expiryYear);
  // 0 and 0: a store card entered without an expiry date.
  if (!Number.isInteger(month) || !Number.isInteger(year)) return null;
  return { token, brand, last4, expiryMonth: month, expiryYear: year };
}

interface Props {
  gatewayOrigin: string;
  /**
   * This page's origin as the server saw it: the frame is then in the server's HTML and loads with
   * the page, not after hydration. The browser's own origin replaces it should the two differ.
   */
  parentOrigin?: string;
  /** the page's words for a message of the gateway (English sentences); the page's translation by default */
  say?: (message: string) => string;
  /** the payment auth token to hand the frame once it is ready; null while it is being fetched */
  authToken: string | null;
  /** no token could be had: the frame cannot take a card */
  authFailed: boolean;
  onCard: (card: GatewayCard) => void;
  /** the gateway refused the auth token it was given (AUTH_FAILURE): the page fetches a new one */
  onAuthRejected?: () => void;
}

type Problem = "none" | "retry" | "still-failing";

/**
 * The framed card form. No ready message within 8 s: first a retry button that loads the frame
 * again, then (a second time) the words that send the shopper to another payment.
 */
export function CardFrame({ gatewayOrigin, parentOrigin, say, authToken, authFailed, onCard, onAuthRejected }: Props) {
  const { t, language } = useT();
  const words = say ?? ((message: string) => t(message));
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The server's idea of this page's origin while hydrating, the browser's own after: they differ
  // only behind a proxy, and then the frame loads again with the origin it must speak to.
  const origin = useSyncExternalStore(noSubscription, browserOrigin, () => parentOrigin ?? "");
  const [reloads, setReloads] = useState(0);
  const load = `${reloads}:${origin}`;
  const [problem, setProblem] = useState<Problem>("none");
  const [error, setError] = useState("");
  const [height, setHeight] = useState<number | null>(null);
  const timeouts = useRef(0);
  const ready = useRef(false);
  /** the token this load of the frame was given ("load:token"): a new token is sent again */
  const sent = useRef<string | null>(null);
  const latest = useRef({ authToken, onCard, onAuthRejected, load });
  useEffect(() => {
    latest.current = { authToken, onCard, onAuthRejected, load };
  });

  const sendAuth = () => {
    const { authToken: token, load: current } = latest.current;
    if (!ready.current || !token || sent.current === `${current}:${token}`) return;
    frameRef.current?.contentWindow?.postMessage({ type: "quire-gateway:auth", authToken: token }, gatewayOrigin);
    sent.current = `${current}:${token}`;
  };
  const sendAuthRef = useRef(sendAuth);
  useEffect(() => {
    sendAuthRef.current = sendAuth;
  });

  // Each load of the frame has 8 s to say it is ready.
  useEffect(() => {
    ready.current = false;
    const timer = setTimeout(() => {
      if (ready.current) return;
      timeouts.current += 1;
      setProblem(timeouts.current === 1 ? "retry" : "still-failing");
    }, PAYMENT_FRAME_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [load]);

  // The token may arrive after the frame is ready.
  useEffect(() => {
    sendAuthRef.current();
  }, [authToken]);

  // A layout effect: listening before the browser runs any task, so no message of the new frame is missed.
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== gatewayOrigin) return;
      const data: unknown = event.data;
      if (!isRecord(data) || typeof data.type !== "string") return;
      switch (data.type) {
        case "quire-gateway:ready":
          ready.current = true;
          // A frame that says ready has no token yet (a new document, or one that loaded before the
          // page listened and whose token went to the frame's blank first document): it is sent again.
          sent.current = null;
          setProblem("none");
          sendAuthRef.current();
          break;
        case "quire-gateway:token": {
          const card = readCard(data);
          if (!card) {
            setError(CARD_MESSAGES.frameSubmit);
            break;
          }
          setError("");
          latest.current.onCard(card);
          break;
        }
        case "quire-gateway:error": {
          // The gateway's words as it sent them; a submit that reached no answer (SPAY_API_FAILURE),
          // or a failure without words, is a failed submit.
          const words = typeof data.message === "string" ? data.message.trim() : "";
          setError(data.code === "SPAY_API_FAILURE" || !words ? CARD_MESSAGES.frameSubmit : words);
          if (data.code === "AUTH_FAILURE") latest.current.onAuthRejected?.();
          break;
        }
        case "quire-gateway:height": {
          const next = Number(data.height);
          if (Number.isFinite(next)) setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(next))));
          break;
        }
        default:
          break;
      }
    };
    window.addEventListener("message", onMessage);
    // A frame in the server's HTML may have loaded, and said ready, before this page listened: it
    // is asked to say it again (a frame still loading drops this, and is asked again on its load).
    frameRef.current?.contentWindow?.postMessage({ type: "quire-gateway:hello" }, gatewayOrigin);
    return () => window.removeEventListener("message", onMessage);
  }, [gatewayOrigin]);

  // the card form speaks the page's language (decision 041); the English address is as before
  const src = `${gatewayOrigin}/hosted/card-form?origin=${encodeURIComponent(origin)}${language === "es" ? "&lang=es" : ""}`;
  return (
    <div className="card-frame">
      <iframe
        key={load}
        ref={frameRef}
        className="card-frame__iframe"
        src={src}
        title={t("Card details")}
        style={height ? { height: `${height}px` } : undefined}
        onLoad={(event) => event.currentTarget.contentWindow?.postMessage({ type: "quire-gateway:hello" }, gatewayOrigin)}
      />
      {problem === "retry" ? (
        <p className="checkout-error" role="alert">
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setProblem("none");
              setError("");
              sent.current = null;
              setReloads((n) => n + 1);
              // The button goes; the shopper's place is the frame being loaded again.
              requestAnimationFrame(() => frameRef.current?.focus());
            }}
          >
            {t(CARD_MESSAGES.frameTimeout)}
          </button>
        </p>
      ) : null}
      {problem === "still-failing" ? (
        <p className="checkout-error" role="alert">
          {t(CARD_MESSAGES.frameStillFailing)}
        </p>
      ) : null}
      {authFailed ? (
        <p className="checkout-error" role="alert">
          {t(CARD_MESSAGES.frameSubmit)}
        </p>
      ) : null}
      {error ? (
        <p className="checkout-error" role="alert">
          {words(error)}
        </p>
      ) : null}
    </div>
  );
}
