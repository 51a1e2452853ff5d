import {
  ANALYTICS_COLLECT_PATH,
  ANALYTICS_FLUSH_MS,
  ANALYTICS_MAX_BATCH,
  type AnalyticsEvent,
  type AnalyticsSite,
  formEvent,
  linkEvent,
} from "@quire/domain";
import { csrfHeaders } from "../../lib/csrf";

// The page's analytics (decision 050): every adapter event goes to window.dataLayer and into a
// queue that is sent to our own collector in batches: every few seconds, and when the page is
// hidden or left (a keep-alive fetch outlives the page and, unlike sendBeacon, carries the CSRF
// header). Analytics must never become a problem of its own: every failure is ignored.

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let queue: object[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/** The site the page belongs to (the document says it: data-tenant on <html>). */
export function analyticsSite(): AnalyticsSite {
  if (typeof document === "undefined") return "dotcom";
  return document.documentElement.dataset.tenant === "advantage" ? "advantage" : "dotcom";
}

/** Sends what is queued, in batches the collector takes; returns how many events went. */
export function flushAnalytics(): number {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const events = queue;
  queue = [];
  if (events.length === 0 || typeof fetch !== "function") return 0;
  for (let i = 0; i < events.length; i += ANALYTICS_MAX_BATCH) {
    try {
      void fetch(ANALYTICS_COLLECT_PATH, {
        method: "POST",
        keepalive: true,
        credentials: "same-origin",
        headers: { "content-type": "application/json", ...csrfHeaders() },
        body: JSON.stringify({ events: events.slice(i, i + ANALYTICS_MAX_BATCH) }),
      }).catch(() => undefined);
    } catch {
      // no network, or the page is going away: these events are lost, the page is not
    }
  }
  return events.length;
}

/** Queues an event for the collector only (for events already in the dataLayer). */
export function sendToCollector(event: object): void {
  if (typeof window === "undefined") return;
  queue.push(event);
  if (queue.length >= ANALYTICS_MAX_BATCH) flushAnalytics();
  else if (timer === null) timer = setTimeout(flushAnalytics, ANALYTICS_FLUSH_MS);
}

/** Pushes an adapter event to window.dataLayer and queues it for the collector. */
export function track(event: AnalyticsEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
  sendToCollector(event);
}

/** The events queued and not yet sent (tests). */
export const pendingAnalytics = () => queue.length;

/**
 * Installs the page-wide part once: flush when the page is hidden or left, and the delegated link
 * and form events of elements marked `data-analytics="<name>"` (a link's click, a form's submit).
 */
export function installAnalytics(): () => void {
  const onHidden = () => {
    if (document.visibilityState === "hidden") flushAnalytics();
  };
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.("a[data-analytics]");
    if (!(link instanceof HTMLAnchorElement)) return;
    const name = link.textContent?.trim() || link.getAttribute("aria-label") || link.dataset.analytics || "";
    track(linkEvent(analyticsSite(), { name, href: link.getAttribute("href") ?? "" }));
  };
  const onSubmit = (e: SubmitEvent) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement) || !form.dataset.analytics) return;
    track(formEvent(analyticsSite(), { name: form.dataset.analytics, action: form.getAttribute("action") }));
  };
  window.addEventListener("pagehide", flushAnalytics);
  document.addEventListener("visibilitychange", onHidden);
  document.addEventListener("click", onClick, true);
  document.addEventListener("submit", onSubmit, true);
  return () => {
    window.removeEventListener("pagehide", flushAnalytics);
    document.removeEventListener("visibilitychange", onHidden);
    document.removeEventListener("click", onClick, true);
    document.removeEventListener("submit", onSubmit, true);
  };
}
