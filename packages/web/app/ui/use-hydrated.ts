import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * false in the server render and during hydration, true once React owns the page. Controls that
 * only work with JavaScript stay disabled until then, so an early click is never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
