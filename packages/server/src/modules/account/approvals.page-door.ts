import type { ApprovalsDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { AccountService } from "./account.service";

/** The approvals page's read: the orders waiting (its decision is a command: approvals.commands.ts). */
export function approvalsPageDoor(accounts: AccountService, request: FastifyRequest): ApprovalsDoor {
  return {
    async pending() {
      try {
        return { ok: true, value: (await accounts.approvalOrders(request.session)).approvalsData };
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}
