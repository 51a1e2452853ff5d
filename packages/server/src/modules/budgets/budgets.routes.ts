import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { runJson } from "../../http/commands";
import { errorResponse } from "../../http/error-response";
import { budgetsCommands } from "./budgets.commands";
import {
  accountingInfoBody,
  budgetQuery,
  overviewBody,
  overviewResponse,
  setBudgetBody,
  setBudgetResponse,
} from "./budgets.schema";
import type { BudgetsCart } from "./budgets-cart";
import type { BudgetsService } from "./budgets.service";

// Budget calls under the business prefix, and the cart's budget centre (decision 044). Answers are
// per user: never cached.

export async function budgetsRoutes(
  appBase: FastifyInstance,
  opts: { budgets: BudgetsService; carts: BudgetsCart },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { budgets, carts } = opts;
  const commands = budgetsCommands(budgets, carts);
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.post(
    "/ele-lpd/api/budgetProxy/overview",
    {
      schema: {
        tags: ["budgets"],
        summary: "Budget overview: every budget centre of the caller's account",
        description:
          "Budget, spent, pending approval and available per centre for the fiscal year (calendar year, UTC), and the account's spending per month of the last 12 months. 401 for guests; 403 FORBIDDEN without BUDGET_OVERVIEW, MANAGE_BUDGETS or an approver role.",
        querystring: budgetQuery,
        body: overviewBody,
        response: { 200: overviewResponse, ...errors },
      },
    },
    async (request) => ({ data: await budgets.overview(request.session) }),
  );

  app.post(
    "/ele-lpd/api/budgetProxy/budget",
    {
      schema: {
        tags: ["budgets"],
        summary: "Change a budget centre's budget (administrators)",
        description:
          "MANAGE_BUDGETS only (403 otherwise). budget: whole dollars from 0 to 20,000,000 (400 VALIDATION_ERROR otherwise, nothing changes). A centre that is not the caller's account's is 404 BUDGET_CENTRE_NOT_FOUND.",
        querystring: budgetQuery,
        body: setBudgetBody,
        response: { 200: setBudgetResponse, ...errors },
      },
    },
    async (request, reply) => ({
      data: { budgetCentre: await runJson(commands.setBudget, { request, reply }, request.body) },
    }),
  );

  app.post(
    "/cc/api/checkout/default/accountingInfo",
    {
      schema: {
        tags: ["cart"],
        summary: "Charge this cart's order to a budget centre of the buyer's account",
        description:
          "Signed-in business buyers. The order is judged against that centre's available balance at checkout (approval) and stored with it. Answers the cart (bcDetails, invoiceInfo.bc, budgetMeter). Another account's centre is 404 BUDGET_CENTRE_NOT_FOUND; no cart is 400 EMPTY_CART.",
        querystring: budgetQuery,
        body: accountingInfoBody,
        response: { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      await runJson(commands.chooseCentre, { request, reply }, request.body);
      return carts.answerCart(request, reply);
    },
  );
}
