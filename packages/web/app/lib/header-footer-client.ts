import type { HeaderFooterData, TenantId } from "@quire/domain";
import { failureParts, request } from "./request";

// Browser-side client for the header-footer site data, read again when a tab comes back into view.
// Through the page's request layer: the session cookies are HttpOnly, so the call carries credentials.

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
    let body: Answer | null;
    try {
      body = await request<Answer | null>(`/api/hf/${tenant}${path}`, { signal });
    } catch (e) {
      const parts = failureParts(e, GENERIC_MESSAGE);
      throw parts ? new HeaderFooterApiError(parts) : e;
    }
    // a body that is no object (null, a number, a string) has no data
    const data = body?.data;
    if (!data || typeof data !== "object" || Array.isArray(data))
      throw new HeaderFooterApiError({ code: "BAD_RESPONSE", message: GENERIC_MESSAGE, status: 200 });
    return data;
  },
};

export type HeaderFooterClient = typeof headerFooterClient;
