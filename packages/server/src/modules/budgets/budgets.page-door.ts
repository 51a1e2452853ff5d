import type { BudgetsDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { BudgetsService } from "./budgets.service";

/** The budget overview page's read: the JSON call's service and checks; the changes are commands (budgets.commands.ts). */
export function budgetsPageDoor(budgets: BudgetsService, request: FastifyRequest): BudgetsDoor {
  return {
    async overview() {
      try {
        return { ok: true, value: await budgets.overview(request.session) };
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}
