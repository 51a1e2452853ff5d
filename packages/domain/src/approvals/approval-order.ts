// An order waiting for an approver, as
// getApprovalOrdersData answers it. Money is integer cents.

export interface ApprovalOrder {
  cartId: string;
  orderNumber: string;
  /** first and last name of the buyer who submitted it */
  orderSubmittedBy: string;
  approvalComments: string;
  ownerProfileId: string;
  totalCents: number;
  /** ISO-8601 time it was submitted */
  createdAt: string;
  /** what the order holds, so the approver decides knowing it (empty when the order has no lines on record) */
  lines?: ApprovalOrderLine[];
  /**
   * false when the caller placed the order and someone else on the account decides it (decision
   * 059): the list shows it without Approve and Decline. Absent means true.
   */
  canDecide?: boolean;
  /** who decides an order the caller may not: another approver, or the account's administrator */
  waitingFor?: "ANOTHER_APPROVER" | "ACCOUNT_ADMINISTRATOR" | null;
}

export interface ApprovalOrderLine {
  itemId: string;
  name: string;
  qty: number;
  unitPriceCents: number;
}

/** The approver's comment is optional and at most this long. */
export const MAX_APPROVAL_COMMENT_LENGTH = 500;
