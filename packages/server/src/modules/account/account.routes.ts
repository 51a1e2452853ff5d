import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "../../http/error-response";
import {
  accountInfoResponse,
  accountNumberParams,
  anyBody,
  approvalActionQuery,
  approvalDecisionBody,
  approvalDecisionResponse,
  approvalOrdersResponse,
  budgetCentresResponse,
  listCountResponse,
} from "./account.schema";
import type { AccountService } from "./account.service";

// Account calls of the header. Answers are per user: never cached.

export async function accountRoutes(appBase: FastifyInstance, opts: { accounts: AccountService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { accounts } = opts;
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  for (const prefix of ["/api", "/ele-lpd/api"]) {
    app.post(
      `${prefix}/sparxProxy/getApprovalOrdersData`,
      {
        schema: {
          tags: ["account"],
          summary: "Orders waiting for the approver (spec: getApprovalOrdersData)",
          description:
            "Pending orders of the signed-in approver's own account, oldest first. An order the caller placed is listed with canDecide false and waitingFor (ANOTHER_APPROVER, or ACCOUNT_ADMINISTRATOR when the placer is the account's only approver) unless nobody else on the account is an approver or administrator (decision 059). An account administrator (ACCOUNT_MAINTENANCE) without an approver role sees the orders they decide. 401 UNAUTHORIZED for guests, 403 FORBIDDEN for users without an approver role (ORDER_APPROVER, GROUP_APPROVER, LEGACY_APPROVER) or administration.",
          body: anyBody,
          response: { 200: approvalOrdersResponse, ...errors },
        },
      },
      async (request) => ({ data: await accounts.approvalOrders(request.session) }),
    );

    app.post(
      `${prefix}/sparxProxy/getListCount`,
      {
        schema: {
          tags: ["account"],
          summary: "How many shopping lists the user has (spec: getListCount)",
          description:
            "The lists GET /cc/api/lists shows: the signed-in user's own PERSONAL lists, plus their business account's SHARED and GLOBAL lists. Guests get {count: 0}.",
          body: anyBody,
          response: { 200: listCountResponse, ...errors },
        },
      },
      async (request) => ({ count: await accounts.listCount(request.session) }),
    );
  }

  app.post(
    "/ele-lpd/api/approvalsProxy/order",
    {
      schema: {
        tags: ["account"],
        summary: "Approve or decline orders (spec: approvalsProxy/order)",
        description:
          "Approvers, and an account administrator for the orders nobody else decides. The whole batch is one transaction: any bad item changes nothing. Every item's action must match the query (approve = ACCEPT, decline = DECLINE). An order number that is not a pending order of the approver's own account (including another account's) is 404 ORDER_NOT_FOUND; an order already decided is 409 ORDER_ALREADY_DECIDED. Nobody decides an order they placed while another approver (or, when they are its only approver, the account's administrator) can: 403 SELF_APPROVAL_NOT_ALLOWED, nothing changes (decision 059).",
        querystring: approvalActionQuery,
        body: approvalDecisionBody,
        response: { 200: approvalDecisionResponse, ...errors },
      },
    },
    async (request) => ({ data: await accounts.decide(request.session, request.query.action, request.body) }),
  );

  app.get(
    "/api/account/info",
    {
      schema: {
        tags: ["account"],
        summary: "Account info of a business user",
        description:
          "flowType, shipToId, account number and name, sales rep (null fields when the account has none), ship-tos and budget centres (all of the account's for budget managers and approvers, otherwise the user's own). 401 for guests, 403 for consumers.",
        response: { 200: accountInfoResponse, ...errors },
      },
    },
    async (request) => ({ data: await accounts.info(request.session) }),
  );

  app.get(
    "/api/account/:accountNumber/budget-centres",
    {
      schema: {
        tags: ["account"],
        summary: "Budget centres of the caller's account",
        description:
          "401 for guests, 403 for consumers; 404 ACCOUNT_NOT_FOUND for any account number other than the caller's own (same as an unknown one); 403 unless the caller holds MANAGE_BUDGETS or an approver role.",
        params: accountNumberParams,
        response: { 200: budgetCentresResponse, ...errors },
      },
    },
    async (request) => ({ data: await accounts.budgetCentres(request.session, request.params.accountNumber) }),
  );
}
