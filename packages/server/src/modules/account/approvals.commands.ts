import { type ApprovalsCommandAnswers, MAX_APPROVAL_COMMENT_LENGTH } from "@quire/domain";
import { z } from "zod";
import type { Command, CommandTable } from "../../http/commands";
import { zodInput } from "../../http/command-input";
import { AppError } from "../../http/errors";
import { cardNumberRefusalOf } from "../../http/free-text";
import { approvalDecisionBody } from "./account.schema";
import type { AccountService } from "./account.service";

// The approvals page's decision declared once (decision 063): approve or decline one order of the
// approver's own account, with the batch call's service and its item's checks. The page names the
// order by its number; the order's cart and owner come from the approver's pending orders.

const decisionRequest = z.object({
  action: z.enum(["approve", "decline"]),
  orderNumber: z.string(),
  comment: z.string(),
});

type DecisionRequest = z.output<typeof decisionRequest>;

export function approvalsCommands(accounts: AccountService) {
  const decide: Command<DecisionRequest, { orderNumber: string }, { orderNumber: string }> = {
    name: "approvals.decide",
    input: zodInput(decisionRequest),
    // who may decide is known before the comment is judged: a guest is 401, a shopper who is no approver 403
    async run({ request }, { action, orderNumber, comment }) {
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
      return { orderNumber };
    },
    // the form's intent is the action
    fromForm: (fields) => ({ action: fields.intent, orderNumber: fields.orderNumber ?? "", comment: fields.comment ?? "" }),
    toPage: (decided) => ({ ok: true, value: decided }),
  };
  return { decide };
}

/** The approvals page's command by the name its action uses. */
export function approvalsPageCommands(accounts: AccountService): CommandTable<ApprovalsCommandAnswers> {
  return { "approvals.decide": approvalsCommands(accounts).decide };
}
