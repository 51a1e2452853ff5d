import type { DoorResult, RewardsDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { RewardsService } from "./rewards.service";

// The rewards pages' forms (join, enrolment, offer activation): the same service and rules as the
// JSON calls, fed from form fields.

/** The service's answer, or its AppError as a refusal (anything else still throws). */
const attempt = <T>(work: () => Promise<T>): Promise<DoorResult<T>> =>
  work().then((value) => ({ ok: true as const, value }), doorFailure);

export function rewardsPageDoor(rewards: RewardsService, request: FastifyRequest): RewardsDoor {
  return {
    enrolment: () => attempt(() => rewards.enrolment(request.session)),
    dashboard: () => attempt(() => rewards.dashboard(request.session)),
    join: (fields) => attempt(() => rewards.join(request.session, fields)),
    subscribe: (fields) => attempt(() => rewards.subscribe(request.session, fields)),
    activateOffer: (offerId) => attempt(() => rewards.activateOffer(request.session, offerId)),
  };
}
