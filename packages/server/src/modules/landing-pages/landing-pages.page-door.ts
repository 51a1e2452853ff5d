import type { LandingPagesDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { myStoreOf } from "../stores";
import type { LandingPagesService } from "./landing-pages.service";

// The landing pages' reads for the /lp pages: the same service as fetchComponentsModel; the page
// prices the items through its own catalogue reader.

export function landingPagesPageDoor(landingPages: LandingPagesService, request: FastifyRequest): LandingPagesDoor {
  const tenant = request.tenant.id;
  return {
    // the shopper's chosen store (the YourStore cookie the header reads), else the default
    model: (slug, filter) => landingPages.model(tenant, slug, filter, myStoreOf(request.headers.cookie)),
    list: () => landingPages.list(tenant),
  };
}
