import { ORDERED_BY_ALL, type RecentlyPurchasedDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { RecentlyPurchasedService } from "./recently-purchased.service";

/** The recently purchased pages' read: the list (the JSON call's service); reorder is a command. */
export function recentlyPurchasedPageDoor(recent: RecentlyPurchasedService, request: FastifyRequest): RecentlyPurchasedDoor {
  return {
    async items(orderedBy) {
      try {
        const value = await recent.recentItems(request.session, orderedBy === "all" ? ORDERED_BY_ALL : undefined);
        return { ok: true, value };
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}
