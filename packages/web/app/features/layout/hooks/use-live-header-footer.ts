import type { HeaderFooterData, TenantId } from "@quire/domain";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { HeaderFooterClient } from "../../../lib/header-footer-client";

let reloaded = false;

/** A 401 on the site-data call reloads the page, once per page. */
function reloadOnce(reload: () => void): void {
  if (reloaded) return;
  reloaded = true;
  reload();
}

/** For tests: forget that this page already reloaded. */
export function resetReloadGuard(): void {
  reloaded = false;
}

interface Options {
  fetchHeaderFooter?: HeaderFooterClient["fetchHeaderFooter"];
  reload?: () => void;
}

// The JSON client loads on the first refresh: it is not part of every page's first load.
const fetchHeaderFooterLazily: HeaderFooterClient["fetchHeaderFooter"] = async (...args) =>
  (await import("../../../lib/header-footer-client")).headerFooterClient.fetchHeaderFooter(...args);

const isStatus = (error: unknown, status: number) =>
  typeof error === "object" && error !== null && (error as { status?: unknown }).status === status;

/**
 * The header and footer data of the root loader (re-read with it on every navigation and after
 * every cart change), refreshed from GET /api/hf/{tenant}{path} whenever the tab becomes visible
 * again: the shopper may have signed in or out, or changed lists, in another window meanwhile.
 */
export function useLiveHeaderFooter(
  initial: HeaderFooterData | undefined,
  tenant: TenantId | undefined,
  { fetchHeaderFooter = fetchHeaderFooterLazily, reload = () => window.location.reload() }: Options = {},
): HeaderFooterData | undefined {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const [state, setState] = useState({ source: initial, value: initial });
  const pathRef = useRef(path);
  const options = useRef({ fetchHeaderFooter, reload });

  // A new answer of the root loader replaces whatever the last refresh brought.
  if (state.source !== initial) setState({ source: initial, value: initial });

  useEffect(() => {
    pathRef.current = path;
    options.current = { fetchHeaderFooter, reload };
  });

  useEffect(() => {
    if (!tenant) return;
    let controller: AbortController | null = null;
    const onVisibility = () => {
      if (document.visibilityState !== "visible") return;
      controller?.abort();
      const current = new AbortController();
      controller = current;
      options.current
        .fetchHeaderFooter(tenant, pathRef.current, current.signal)
        .then((next) => {
          if (!current.signal.aborted) setState((s) => ({ ...s, value: next }));
        })
        .catch((error: unknown) => {
          if (isStatus(error, 401)) reloadOnce(options.current.reload);
          // Anything else keeps the header as it is: it is still right for most shoppers.
        });
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      controller?.abort();
    };
  }, [tenant]);

  return state.value;
}
