import type { ApprovalOrder } from "@quire/domain";
import { readCsrfToken } from "../../../lib/csrf";
import { failureParts, request } from "../../../lib/request";

export { type ApprovalOrder, MAX_APPROVAL_COMMENT_LENGTH } from "@quire/domain";

// Browser-side read of the orders waiting for an approver's decision, for a list the page's loader
// could not read, through the page's request layer (credentials, the CSRF header on this POST).
// A decision is the page's form, posted to the route's action.

export type ApprovalDecision = "approve" | "decline";

/**
 * The approvals route's action answering a decision a script posted (respond=data): the order
 * decided, or the refusal in the server's words with its status (401, 404, 409...).
 */
export type ApprovalDecisionAnswer =
  | { decided: { orderNumber: string; intent: ApprovalDecision } }
  | { refusal: { intent: string; target: string | null; code: string; message: string; status?: number } };

/** A non-2xx answer (or no answer): the server's code and message. */
export class ApprovalsApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(init: { code: string; message: string; status: number }) {
    super(init.message);
    this.name = "ApprovalsApiError";
    this.code = init.code;
    this.status = init.status;
  }
}

export const GENERIC_MESSAGE = "Something went wrong. Please try again.";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A page served before the session existed (or a cleared cookie) has no CSRF cookie yet:
 * GET /api/session sets one. Failures are left to the call that follows (it answers 403).
 */
async function ensureCsrfCookie(): Promise<void> {
  if (readCsrfToken()) return;
  await request("/api/session").catch(() => undefined);
}

async function post(url: string, payload: unknown, signal?: AbortSignal): Promise<unknown> {
  await ensureCsrfCookie();
  let body: unknown;
  try {
    body = await request(url, { method: "POST", body: payload, signal });
  } catch (e) {
    const parts = failureParts(e, GENERIC_MESSAGE);
    throw parts ? new ApprovalsApiError(parts) : e;
  }
  const data = isRecord(body) ? body.data : null;
  if (!isRecord(data)) throw new ApprovalsApiError({ code: "BAD_RESPONSE", message: GENERIC_MESSAGE, status: 200 });
  return data;
}

function readOrder(value: unknown): ApprovalOrder | null {
  if (!isRecord(value)) return null;
  const { cartId, orderNumber, orderSubmittedBy, approvalComments, ownerProfileId, totalCents, createdAt, lines, waitingFor } =
    value;
  if (typeof cartId !== "string" || typeof orderNumber !== "string" || typeof ownerProfileId !== "string") return null;
  return {
    cartId,
    orderNumber,
    orderSubmittedBy: typeof orderSubmittedBy === "string" ? orderSubmittedBy : "",
    approvalComments: typeof approvalComments === "string" ? approvalComments : "",
    ownerProfileId,
    totalCents: typeof totalCents === "number" ? totalCents : Number.NaN,
    createdAt: typeof createdAt === "string" ? createdAt : "",
    lines: Array.isArray(lines) ? lines.filter(isOrderLine) : [],
    // an order the approver placed waits for someone else (decision 059)
    canDecide: value.canDecide !== false,
    waitingFor: waitingFor === "ANOTHER_APPROVER" || waitingFor === "ACCOUNT_ADMINISTRATOR" ? waitingFor : null,
  };
}

function isOrderLine(value: unknown): value is NonNullable<ApprovalOrder["lines"]>[number] {
  return (
    isRecord(value) &&
    typeof value.itemId === "string" &&
    typeof value.name === "string" &&
    typeof value.qty === "number" &&
    typeof value.unitPriceCents === "number"
  );
}

export const approvalsClient = {
  /**
   * POST /api/sparxProxy/getApprovalOrdersData: the orders of the approver's account waiting for
   * a decision, oldest first. 401 for guests and 403 for non-approvers throw an ApprovalsApiError.
   */
  async pendingOrders(signal?: AbortSignal): Promise<ApprovalOrder[]> {
    const data = (await post("/api/sparxProxy/getApprovalOrdersData", {}, signal)) as Record<string, unknown>;
    const rows = Array.isArray(data.approvalsData) ? data.approvalsData : [];
    return rows.map(readOrder).filter((order): order is ApprovalOrder => order !== null);
  },
};

export type ApprovalsClient = typeof approvalsClient;
