import type { BusinessApplicationsDoor, DoorResult } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { BusinessApplicationsService } from "./business-applications.service";

// The become-customer page's and the administrators' page's reads (their changes are commands:
// business-applications.commands.ts).

const attempt = <T>(work: () => Promise<T>): Promise<DoorResult<T>> =>
  work().then((value) => ({ ok: true as const, value }), doorFailure);

export function businessApplicationsPageDoor(
  applications: BusinessApplicationsService,
  request: FastifyRequest,
): BusinessApplicationsDoor {
  return {
    applicant: () => applications.applicant(request.session),
    list: () => attempt(() => applications.list(request.session)),
  };
}
