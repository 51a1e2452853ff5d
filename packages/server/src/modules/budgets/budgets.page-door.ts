import type { BudgetsDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { BudgetsCart } from "./budgets-cart";
import type { BudgetsService } from "./budgets.service";

/** The budget pages' forms: the JSON calls' service and checks. */
export function budgetsPageDoor(budgets: BudgetsService, carts: BudgetsCart, request: FastifyRequest): BudgetsDoor {
  return {
    async overview() {
      try {
        return { ok: true, value: await budgets.overview(request.session) };
      } catch (error) {
        return doorFailure(error);
      }
    },
    async setBudget(budgetCentreId, budget) {
      try {
        return { ok: true, value: await budgets.setBudget(request.session, budgetCentreId, budget) };
      } catch (error) {
        return doorFailure(error);
      }
    },
    async chooseCentre(budgetCentreId) {
      try {
        await budgets.chooseCentre(request.session, budgetCentreId, (userId) => carts.accountCartId(userId));
        return { ok: true, value: await carts.cartOf(request) };
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}
