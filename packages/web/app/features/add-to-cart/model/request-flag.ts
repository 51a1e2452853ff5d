import { useSyncExternalStore } from "react";

// True while a cart-changing request is in flight,
// false on error or when finished. One flag for the whole page, outside React, so two surfaces
// (a tile and the overlay, say) cannot both send a change in the same frame.

export interface RequestFlag {
  /** Claims the flag. false: a request is already in flight and the caller must not send another. */
  begin(): boolean;
  /** Releases the flag. Only the caller whose begin() returned true may call it. */
  end(): void;
  isInFlight(): boolean;
  /** Called after every change of the flag; returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createRequestFlag(): RequestFlag {
  let inFlight = false;
  const listeners = new Set<() => void>();

  const set = (value: boolean) => {
    if (inFlight === value) return;
    inFlight = value;
    // A copy: a listener that unsubscribes while being told must not skip the next one.
    for (const listener of [...listeners]) listener();
  };

  return {
    begin() {
      if (inFlight) return false;
      set(true);
      return true;
    },
    end() {
      set(false);
    },
    isInFlight: () => inFlight,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const cartRequestFlag: RequestFlag = createRequestFlag();

/**
 * Runs a cart-changing request under the flag: null (and nothing sent) when another is in
 * flight; otherwise the request's own promise, with the flag released however it settles.
 */
export function runCartRequest<T>(request: () => Promise<T>, flag: RequestFlag = cartRequestFlag): Promise<T> | null {
  if (!flag.begin()) return null;
  let pending: Promise<T>;
  try {
    pending = request();
  } catch (error) {
    flag.end();
    // A request that throws before returning its promise is reported the same way as one that rejects.
    return Promise.reject(error as Error);
  }
  return pending.finally(() => flag.end());
}

const notInFlightOnServer = () => false;

/** Re-renders when a cart-changing request starts or finishes. false in the server render. */
export function useCartRequestInFlight(flag: RequestFlag = cartRequestFlag): boolean {
  return useSyncExternalStore(flag.subscribe, flag.isInFlight, notInFlightOnServer);
}
