import type { HeaderFooterData, TenantId } from "@quire/domain";

// Browser-side client for the header-footer site data, read again when a tab comes back into view.
// Same-origin; the session cookies are HttpOnly, so the call carries credentials.

/** A non-2xx answer (or no answer): the server's code and message, and the status. */
export class HeaderFooterApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(init: { code: string; message: string; status: number }) {
    super(init.message);
    this.name = "HeaderFooterApiError";
    this.code = init.code;
    this.status = init.status;
  }
}

const GENERIC_MESSAGE = "Something went wrong. Please try again.";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The answer as the server declares it: `{data}` on success. Only its presence is checked here:
 * the server is ours and its routes' tests hold the shape.
 */
interface Answer {
  data?: HeaderFooterData | null;
}

export const headerFooterClient = {
  /**
   * GET /api/hf/{tenant}{path}: header and footer for this browser on this page (path with its
   * query). A 401 (the session cookie expired) throws a HeaderFooterApiError with status 401.
   */
  async fetchHeaderFooter(tenant: TenantId, pathWithQuery: string, signal?: AbortSignal): Promise<HeaderFooterData> {
    const path = pathWithQuery.startsWith("/") ? pathWithQuery : `/${pathWithQuery}`;
    let res: Response;
    try {
      res = await fetch(`/api/hf/${tenant}${path}`, { method: "GET", credentials: "same-origin", signal });
    } catch (e) {
      if (e instanceof DOMException && e.name === "AbortError") throw e;
      throw new HeaderFooterApiError({ code: "NETWORK_ERROR", message: GENERIC_MESSAGE, status: 0 });
    }
    const body: Answer | null = await res.json().catch(() => null);
    if (!res.ok) {
      const payload = isRecord(body) ? body : {};
      throw new HeaderFooterApiError({
        code: typeof payload.code === "string" ? payload.code : `HTTP_${res.status}`,
        message: typeof payload.message === "string" && payload.message ? payload.message : GENERIC_MESSAGE,
        status: res.status,
      });
    }
    // a body that is no object (null, a number, a string) has no data
    const data = body?.data;
    if (!data || typeof data !== "object" || Array.isArray(data))
      throw new HeaderFooterApiError({ code: "BAD_RESPONSE", message: GENERIC_MESSAGE, status: 200 });
    return data;
  },
};

export type HeaderFooterClient = typeof headerFooterClient;
