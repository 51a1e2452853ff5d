import { DEFAULT_STORE, YOUR_STORE_COOKIE, parseYourStoreCookie, type YourStore } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { readCookie } from "../../http/cookies";
import type { PickupViewer } from "./pickup.service";

/** Who asks about pickup: the tenant, and a business user's permissions and account. */
export function pickupViewerOf(request: FastifyRequest): PickupViewer {
  return {
    tenant: request.tenant.id,
    permissions: request.session?.permissions ?? [],
    accountId: request.session?.accountId ?? null,
  };
}

/** My store: the YourStore cookie's, else the default store 0008. */
export function yourStoreOf(request: FastifyRequest): YourStore {
  return parseYourStoreCookie(readCookie(request.headers.cookie, YOUR_STORE_COOKIE)) ?? DEFAULT_STORE;
}
