import { type ComponentType, createElement, lazy, useEffect } from "react";

// Parts of a page that hydrate after the first view. See hydrateLater.

/** Every later part's code, fetched as the modules that use them run. */
const loads: Promise<unknown>[] = [];
/** The kinds of later part this page has rendered, and those of which one has mounted. */
const rendered = new Set<object>();
const mounted = new Set<object>();
let settled = false;

/**
 * <html data-hydrated> once the page's shell and the later parts on it have hydrated: the journeys
 * wait for it before they try what only JavaScript does (an overlay, a drawer).
 */
function markWhenAllHydrated(): void {
  if (!settled || [...rendered].some((kind) => !mounted.has(kind))) return;
  document.documentElement.dataset.hydrated = "true";
}

/**
 * The root layout's effect: the shell has hydrated. Once every later part's code has arrived and
 * the browser is idle (React has run the hydration it scheduled for them), the page is marked, or
 * by the last kind of part to mount.
 */
export function useShellHydrated(): void {
  useEffect(() => {
    void Promise.allSettled(loads).then(() => {
      const settle = () => {
        settled = true;
        markWhenAllHydrated();
        // A render React threw away (a navigation during hydration) can leave a part counted as
        // rendered that never mounts: the mark does not wait for it past two seconds.
        setTimeout(() => {
          document.documentElement.dataset.hydrated = "true";
        }, 2000);
      };
      // A busy main thread (a slow phone, a loaded machine) may have no idle period for a long
      // time: the timeout marks the page anyway once its code has arrived.
      if (window.requestIdleCallback) window.requestIdleCallback(settle, { timeout: 1000 });
      else setTimeout(settle, 1);
    });
  }, []);
}

/**
 * For a part of a page that is links, text or a form that posts on its own: the server renders it
 * at once and the browser hydrates it once its code has loaded, right after the first view. Use it
 * as the browser's branch, with the module awaited on the server, and render it in a <Suspense>:
 *
 *   const load = () => import("./site-footer").then((m) => m.SiteFooter);
 *   const SiteFooter = import.meta.env.SSR ? await load() : hydrateLater(load);
 *
 * The server build awaits the module when it starts, so its HTML is whole without JavaScript; the
 * browser build drops that branch, so the module leaves the first load (its download starts as
 * soon as the module that uses it runs, before hydration reaches it). React keeps the server's
 * HTML of a boundary whose code has not arrived and hydrates it when it does. A static import of
 * the same module anywhere else would bring it back into the first load.
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const kind = {};
  const loading = typeof document === "undefined" ? null : load();
  if (loading) loads.push(loading);
  const Loaded = lazy(async () => {
    const Component = await (loading ?? load());
    function Mounted(props: P) {
      useEffect(() => {
        mounted.add(kind);
        markWhenAllHydrated();
      }, []);
      return createElement(Component, props);
    }
    return { default: Mounted };
  });
  function Later(props: P) {
    rendered.add(kind);
    return createElement(Loaded, props);
  }
  return Later;
}
