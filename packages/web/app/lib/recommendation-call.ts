import { ATC_SPARX_CATCH, ATC_SPARX_NO_RESPONSE } from "@quire/domain";
import { isRouteErrorResponse } from "react-router";
import { errorText, reportClientError } from "./client-error-log";
import { RequestError, request } from "./request";

// The browser's recommendation call (storefront spec 7 and 8, cart spec 8): POST atRecommendation
// through the page's request layer. A call that fails is reported through the client log call and
// the console and reads as an empty answer, so the surface shows its empty-list message: an answer
// that is not a 2xx, or a 2xx without a list, is ATC_SPARX_NO_RESPONSE; a call that threw (no
// network, a timeout) is ATC_SPARX_CATCH. A call the page itself cancelled reports nothing.

export const RECOMMENDATION_CALL_PATH = "/api/sparxProxy/atRecommendation";

/** The call's query (the server's schema is the reference: recommendations.schema.ts). */
export interface RecommendationCallQuery {
  coreSkuNumber?: string;
  skuList?: string[];
  number?: number;
  scheme?: string;
  mboxes?: string[];
  skusToBeFiltered?: string[];
  inputs?: Record<string, unknown>;
}

function report(msg: string, error: string, query: RecommendationCallQuery): void {
  send(msg, error, { call: RECOMMENDATION_CALL_PATH, placement: query.mboxes?.[0] ?? null, scheme: query.scheme ?? null });
}

function send(msg: string, error: string, info: Record<string, unknown>): void {
  if (msg === ATC_SPARX_CATCH) console.error(msg, error);
  else console.warn(msg, error);
  void reportClientError({ msg, error, info: JSON.stringify(info) });
}

/**
 * A page's rails read after the page (a route's loader called by a fetcher) that failed: an answer
 * with an error status is ATC_SPARX_NO_RESPONSE, anything else thrown ATC_SPARX_CATCH. The caller
 * then shows its rails empty instead of letting the failure reach the page's error boundary.
 */
export function reportRailsFailure(error: unknown, call: string): void {
  if (isRouteErrorResponse(error)) send(ATC_SPARX_NO_RESPONSE, `${error.status} ${error.statusText}`, { call });
  else send(ATC_SPARX_CATCH, errorText(error), { call });
}

/** The answer's items (objects with an itemId); [] when the call failed, which is then reported. */
export async function callRecommendations<T extends { itemId: string }>(
  query: RecommendationCallQuery,
  signal?: AbortSignal,
): Promise<T[]> {
  try {
    const body = await request<unknown>(RECOMMENDATION_CALL_PATH, { method: "POST", body: { query }, signal });
    if (!Array.isArray(body)) {
      report(ATC_SPARX_NO_RESPONSE, "the answer is not a list", query);
      return [];
    }
    return body.filter((t): t is T => typeof t === "object" && t !== null && typeof (t as T).itemId === "string");
  } catch (error) {
    if (signal?.aborted) return [];
    if (error instanceof RequestError && error.status !== null) {
      report(ATC_SPARX_NO_RESPONSE, `${error.status} ${error.code}: ${error.message}`, query);
    } else {
      report(ATC_SPARX_CATCH, errorText(error), query);
    }
    return [];
  }
}
