import type { BusinessApplicationsDoor, DoorResult } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { BusinessApplicationsService } from "./business-applications.service";

// The become-customer page, its drawer and the administrators' page: the same service and rules as
// the JSON calls, bound to the request's session and client address.

const attempt = <T>(work: () => Promise<T>): Promise<DoorResult<T>> =>
  work().then((value) => ({ ok: true as const, value }), doorFailure);

export function businessApplicationsPageDoor(
  applications: BusinessApplicationsService,
  request: FastifyRequest,
  signInUrl: () => string,
): BusinessApplicationsDoor {
  return {
    applicant: () => applications.applicant(request.session),
    apply: (fields) => attempt(() => applications.apply(request.session, { tenant: request.tenant.id, ip: request.ip }, fields)),
    list: () => attempt(() => applications.list(request.session)),
    decide: (reference, action, reason) =>
      attempt(() => applications.decide(request.session, reference, action, reason, signInUrl())),
  };
}
