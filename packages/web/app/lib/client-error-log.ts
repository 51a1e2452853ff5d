import { CLIENT_LOG_LIMITS, CLIENT_LOG_PATH, CLIENT_LOG_TIMEOUT_MS } from "@quire/domain";
import { csrfHeaders } from "./csrf";

// The page's error reporting (cart.md sections 7 and 8, decision 028): errors the page did not
// handle (window "error", "unhandledrejection") and the ones React Router's error boundary shows
// go to POST /cc/api/log as {msg, error, info}, with the spec's 1000 ms timeout. Reporting must
// never become a problem of its own: failures are ignored, and one page sends at most a few.

/** reports one page load sends at most (the server also limits each address) */
const MAX_REPORTS_PER_PAGE = 5;
let sent = 0;
let installed = false;

export interface ClientErrorReport {
  msg: string;
  error?: string;
  info?: string;
}

const cut = (text: string | undefined, max: number) => (text === undefined ? undefined : text.slice(0, max));

/** A thrown value as text: its name, message and stack when it is an Error. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return [`${error.name}: ${error.message}`, error.stack].filter(Boolean).join("\n");
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Sends one report; never throws, never waits longer than the spec's timeout. */
export async function reportClientError(report: ClientErrorReport): Promise<void> {
  if (typeof window === "undefined" || sent >= MAX_REPORTS_PER_PAGE) return;
  sent += 1;
  try {
    await fetch(CLIENT_LOG_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", ...csrfHeaders() },
      body: JSON.stringify({
        msg: cut(report.msg, CLIENT_LOG_LIMITS.msg) || "CLIENT_ERROR",
        error: cut(report.error, CLIENT_LOG_LIMITS.error),
        info: cut(report.info, CLIENT_LOG_LIMITS.info),
      }),
      signal: AbortSignal.timeout(CLIENT_LOG_TIMEOUT_MS),
      keepalive: true,
    });
  } catch {
    // The log is best effort: a failed or slow report is dropped.
  }
}

/** Listens for the page's unhandled errors once per page. */
export function installClientErrorReporting(): void {
  if (typeof window === "undefined" || installed) return;
  installed = true;
  window.addEventListener("error", (event) => {
    void reportClientError({
      msg: "WINDOW_ERROR",
      error: errorText(event.error ?? event.message),
      info: JSON.stringify({ source: event.filename, line: event.lineno, column: event.colno }),
    });
  });
  window.addEventListener("unhandledrejection", (event) => {
    void reportClientError({ msg: "UNHANDLED_REJECTION", error: errorText(event.reason) });
  });
}

/** for tests: a fresh page */
export function resetClientErrorReporting(): void {
  sent = 0;
}
