import { needsAuthTokenRefresh } from "@quire/domain";
import { useCallback, useEffect, useState } from "react";
import { readItem, writeItem } from "../../lib/safe-storage";
import { fetchPaymentAuthToken, type StoredAuthToken } from "./payment-auth-client";

// The payment auth token the card frame is given (spec sections 3 and 4): kept in local storage
// (payAuth, payAuthValidity) and fetched again when missing, unusable or within 6 hours of its end.

export const AUTH_TOKEN_KEY = "payAuth";
export const AUTH_TOKEN_VALIDITY_KEY = "payAuthValidity";

export function readStoredAuthToken(): { value: string | null; validUntil: string | null } {
  return { value: readItem("local", AUTH_TOKEN_KEY), validUntil: readItem("local", AUTH_TOKEN_VALIDITY_KEY) };
}

function storeAuthToken(token: StoredAuthToken): void {
  writeItem("local", AUTH_TOKEN_KEY, token.value);
  writeItem("local", AUTH_TOKEN_VALIDITY_KEY, token.validUntil);
}

/**
 * The token to hand the frame. The page's own (read by the checkout loader for this shopper and
 * cart) is taken first when it is fresh, and stored; else the stored one when it needs no refresh;
 * else a new one from the server (null when none could be had: the call logs why).
 */
export async function resolvePaymentAuthToken(options: {
  pageToken: StoredAuthToken | null;
  checkoutId: string | null;
  now?: Date;
  /** the gateway refused the token it was given: ask the server for a new one whatever is held */
  force?: boolean;
  /** the call that answers a new token (the checkout's by default) */
  url?: string;
}): Promise<string | null> {
  const now = options.now ?? new Date();
  const { pageToken, force = false } = options;
  if (!force && pageToken && !needsAuthTokenRefresh(pageToken, now)) {
    storeAuthToken(pageToken);
    return pageToken.value;
  }
  const stored = readStoredAuthToken();
  if (!force && !needsAuthTokenRefresh(stored, now)) return stored.value;
  const fresh = await fetchPaymentAuthToken(options.checkoutId, options.url);
  if (!fresh) return null;
  storeAuthToken(fresh);
  return fresh.value;
}

export type AuthTokenState = ({ status: "idle" | "loading" | "failed"; token: null } | { status: "ready"; token: string }) & {
  /** once per page: the gateway refused the token (AUTH_FAILURE), so a new one is fetched */
  refresh: () => void;
};

/** The token for the card frame, resolved once the frame is wanted (`enabled`). */
export function usePaymentAuthToken(
  enabled: boolean,
  pageToken: StoredAuthToken | null,
  checkoutId: string | null,
  /** the call that answers a new token (the checkout's by default) */
  url?: string,
): AuthTokenState {
  const [resolved, setResolved] = useState<{ token: string | null; forced: boolean } | null>(null);
  const [forced, setForced] = useState(false);
  const pageValue = pageToken?.value ?? null;
  const pageValidUntil = pageToken?.validUntil ?? null;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const page = pageValue !== null && pageValidUntil !== null ? { value: pageValue, validUntil: pageValidUntil } : null;
    void resolvePaymentAuthToken({ pageToken: page, checkoutId, force: forced, url }).then((token) => {
      if (live) setResolved({ token, forced });
    });
    return () => {
      live = false;
    };
  }, [enabled, pageValue, pageValidUntil, checkoutId, forced, url]);
  const refresh = useCallback(() => setForced(true), []);
  if (!enabled) return { status: "idle", token: null, refresh };
  if (!resolved || resolved.forced !== forced) return { status: "loading", token: null, refresh };
  return resolved.token ? { status: "ready", token: resolved.token, refresh } : { status: "failed", token: null, refresh };
}
