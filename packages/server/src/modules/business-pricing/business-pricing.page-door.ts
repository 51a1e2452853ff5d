import type { ContractPricingDoor, TenantProfile } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors";
import { doorFailure } from "../../http/commands";
import { type BusinessPricingService, priceContextOfSession } from "./business-pricing.service";

/** The contract-pricing page's read: the JSON call's service and checks (decision 042). */
export function contractPricingPageDoor(pricing: BusinessPricingService, request: FastifyRequest): ContractPricingDoor {
  return {
    async page(query) {
      try {
        const context = priceContextOfSession(request.session, (request.tenant as TenantProfile).id);
        if (!context) throw new AppError(401, "UNAUTHORIZED", "Sign in with your business account to see its contract prices.");
        const search = query.search?.trim().slice(0, 100) || null;
        const page = Number.isInteger(query.page) && query.page >= 1 ? Math.min(query.page, 100_000) : 1;
        return { ok: true, value: await pricing.contractItems(context, { search, page }) };
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}
