import type { BudgetsDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import { cartViewerOf, type CartService } from "../cart";
import type { BudgetsService } from "./budgets.service";

/** The budget pages' forms: the JSON calls' service and checks. */
export function budgetsPageDoor(budgets: BudgetsService, carts: CartService, request: FastifyRequest): BudgetsDoor {
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
        await budgets.chooseCentre(request.session, budgetCentreId);
        const { cartInfo } = await carts.readCart(cartViewerOf(request));
        return { ok: true, value: cartInfo };
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}
