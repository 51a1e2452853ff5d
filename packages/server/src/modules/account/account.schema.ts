import { MAX_APPROVAL_COMMENT_LENGTH } from "@quire/domain";
import { z } from "zod";
import { freeText } from "../../http/free-text";

export const MAX_APPROVAL_BATCH = 100;

/** The spec's calls send a body the storefront does not show; whatever it holds is ignored. */
export const anyBody = z.unknown().optional().describe("Not read (the spec does not show it)");

const approvalOrder = z.object({
  cartId: z.string(),
  orderNumber: z.string(),
  orderSubmittedBy: z.string().describe("First and last name of the user who submitted the order"),
  approvalComments: z.string(),
  ownerProfileId: z.string(),
  totalCents: z.number().int(),
  createdAt: z.string().describe("ISO-8601 time the order was submitted"),
  lines: z
    .array(z.object({ itemId: z.string(), name: z.string(), qty: z.number().int(), unitPriceCents: z.number().int() }))
    .optional()
    .describe("The order's lines: item, name, quantity and unit price in cents"),
  canDecide: z
    .boolean()
    .describe("false for an order the caller placed while someone else on the account decides it (decision 059)"),
  waitingFor: z
    .enum(["ANOTHER_APPROVER", "ACCOUNT_ADMINISTRATOR"])
    .nullable()
    .describe(
      "who decides an order the caller may not: another approver, or the account's administrator; null when the caller decides",
    ),
});

export const approvalOrdersResponse = z
  .object({ data: z.object({ approvalsData: z.array(approvalOrder), count: z.number().int() }) })
  .describe("Orders of the approver's account waiting for a decision, oldest first");

export const approvalActionQuery = z.object({
  action: z.enum(["approve", "decline"]).describe("approve: every item's action is ACCEPT; decline: DECLINE"),
});

export const approvalDecisionBody = z
  .array(
    z.object({
      cartId: z.string().trim().min(1).max(64),
      approvalComments: freeText(MAX_APPROVAL_COMMENT_LENGTH).default(""),
      ownerProfileId: z.string().trim().min(1).max(64),
      orderNumber: z.string().trim().min(1).max(32),
      action: z.enum(["ACCEPT", "DECLINE"]),
    }),
  )
  .min(1)
  .max(MAX_APPROVAL_BATCH)
  .describe("Orders to decide, as the approvals call answered them; all or none are applied");

export const approvalDecisionResponse = z
  .object({
    data: z.object({
      orders: z.array(z.object({ orderNumber: z.string(), status: z.enum(["ACCEPTED", "DECLINED"]), decidedAt: z.string() })),
      count: z.number().int().describe("Orders of the account still waiting after this batch"),
    }),
  })
  .describe("The decided orders");

export const listCountResponse = z.object({ count: z.number().int() }).describe("Lists the user can open (0 for guests)");

const budgetCentre = z.object({ id: z.number().int(), name: z.string(), availableBalanceCents: z.number().int() });

export const accountInfoResponse = z
  .object({
    data: z.object({
      flowType: z.string(),
      shipToId: z.string().nullable(),
      accountNumber: z.string(),
      accountName: z.string(),
      salesRepName: z.string().nullable(),
      salesRepEmail: z.string().nullable(),
      salesRepPhone: z.string().nullable(),
      shipTos: z.array(
        z.object({
          shipToId: z.string(),
          name: z.string(),
          address1: z.string(),
          city: z.string(),
          state: z.string(),
          zipCode: z.string(),
        }),
      ),
      budgetCentres: z.array(budgetCentre),
    }),
  })
  .describe("Account info of a business user");

export const accountNumberParams = z.object({ accountNumber: z.string().trim().min(1).max(32) });

export const budgetCentresResponse = z
  .object({ data: z.object({ accountNumber: z.string(), budgetCentres: z.array(budgetCentre) }) })
  .describe("Every budget centre of the account");
