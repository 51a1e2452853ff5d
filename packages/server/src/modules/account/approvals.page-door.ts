import { type ApprovalsDoor, MAX_APPROVAL_COMMENT_LENGTH } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors";
import { cardNumberRefusalOf } from "../../http/free-text";
import { doorFailure } from "../../http/commands";
import { approvalDecisionBody } from "./account.schema";
import type { AccountService } from "./account.service";

/** Approve or decline one order from the approvals page's form: the JSON call's service and checks. */
export function approvalsPageDoor(accounts: AccountService, request: FastifyRequest): ApprovalsDoor {
  return {
    async pending() {
      try {
        return { ok: true, value: (await accounts.approvalOrders(request.session)).approvalsData };
      } catch (error) {
        return doorFailure(error);
      }
    },
    async decide(action, orderNumber, comment) {
      try {
        const { approvalsData } = await accounts.approvalOrders(request.session);
        const order = approvalsData.find((o) => o.orderNumber === orderNumber);
        if (!order) throw new AppError(404, "ORDER_NOT_FOUND", "This order is no longer waiting for approval.");
        const items = approvalDecisionBody.safeParse([
          {
            cartId: order.cartId,
            ownerProfileId: order.ownerProfileId,
            orderNumber: order.orderNumber,
            approvalComments: comment,
            action: action === "approve" ? "ACCEPT" : "DECLINE",
          },
        ]);
        if (!items.success) {
          const cardNumber = cardNumberRefusalOf(items.error.issues, "comment");
          if (cardNumber) throw cardNumber;
          const message = `Comments can have at most ${MAX_APPROVAL_COMMENT_LENGTH} characters.`;
          throw new AppError(400, "VALIDATION_ERROR", message, { fields: { comment: message } });
        }
        await accounts.decide(request.session, action, items.data);
        return { ok: true, value: { orderNumber } };
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}
