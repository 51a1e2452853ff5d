import type { CompareDoor, TenantProfile } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { priceContextOfSession } from "../business-pricing";
import { doorFailure } from "../../http/commands";
import type { CompareService } from "./compare.service";

/** The /compare page's loader: the JSON call's service, forgiving ids the cookie still holds but the store no longer sells. */
export function comparePageDoor(compare: CompareService, request: FastifyRequest): CompareDoor {
  return {
    async table(itemIds) {
      try {
        const viewer = priceContextOfSession(request.session, (request.tenant as TenantProfile).id);
        return { ok: true, value: await compare.table(viewer, itemIds, false) };
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}
