import type { BudgetCentreStanding, BudgetsCommandAnswers } from "@quire/domain";
import type { Command, CommandInput, CommandTable } from "../../http/commands";
import type { BudgetsCart } from "./budgets-cart";
import { accountingInfoBody, setBudgetBody } from "./budgets.schema";
import type { BudgetsService } from "./budgets.service";

// Budget changes (decision 044), each declared once (decision 063): the budget calls and the
// budget overview's and the cart's forms run these. The service reads the centre and the dollars
// (their rules and words are its own), so the input passes the body's fields on as they came.

const record = (body: unknown): Record<string, unknown> =>
  typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};

interface BudgetChange {
  budgetCentreId: unknown;
  budget: unknown;
}

const budgetChange: CommandInput<BudgetChange> = {
  schema: setBudgetBody,
  parse: (body) => ({ budgetCentreId: record(body).budgetCentreId, budget: record(body).budget }),
};

/** The centre a cart's order is charged to: {accountingInfo: {budgetCentreId}}. */
const centreChoice: CommandInput<{ budgetCentreId: unknown }> = {
  schema: accountingInfoBody,
  parse: (body) => ({ budgetCentreId: record(record(body).accountingInfo).budgetCentreId }),
};

export function budgetsCommands(budgets: BudgetsService, carts: BudgetsCart) {
  const setBudget: Command<BudgetChange, BudgetCentreStanding, BudgetCentreStanding> = {
    name: "budgets.set-budget",
    input: budgetChange,
    run: ({ request }, { budgetCentreId, budget }) => budgets.setBudget(request.session, budgetCentreId, budget),
    fromForm: (fields) => ({ budgetCentreId: fields.budgetCentreId ?? "", budget: fields.budget ?? "" }),
    toPage: (standing) => ({ ok: true, value: standing }),
  };
  const chooseCentre: Command<{ budgetCentreId: unknown }, unknown, BudgetsCommandAnswers["budgets.choose-centre"]> = {
    name: "budgets.choose-centre",
    input: centreChoice,
    run: ({ request }, { budgetCentreId }) =>
      budgets.chooseCentre(request.session, budgetCentreId, (userId) => carts.accountCartId(userId)),
    fromForm: (fields) => ({ accountingInfo: { budgetCentreId: fields.budgetCentreId ?? "" } }),
    // the page shows the cart charged to the centre
    toPage: async (_chosen, { request }) => ({ ok: true, value: await carts.cartOf(request) }),
  };
  return { setBudget, chooseCentre };
}

/** Budgets' commands by the names the pages' actions use. */
export function budgetsPageCommands(budgets: BudgetsService, carts: BudgetsCart): CommandTable<BudgetsCommandAnswers> {
  const commands = budgetsCommands(budgets, carts);
  return { "budgets.set-budget": commands.setBudget, "budgets.choose-centre": commands.chooseCentre };
}
