import type { DoorResult, RewardsDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { RewardsService } from "./rewards.service";

// The rewards pages' reads: the enrolment and the dashboard (their forms' changes are commands:
// rewards.commands.ts).

/** The service's answer, or its AppError as a refusal (anything else still throws). */
const attempt = <T>(work: () => Promise<T>): Promise<DoorResult<T>> =>
  work().then((value) => ({ ok: true as const, value }), doorFailure);

export function rewardsPageDoor(rewards: RewardsService, request: FastifyRequest): RewardsDoor {
  return {
    enrolment: () => attempt(() => rewards.enrolment(request.session)),
    dashboard: () => attempt(() => rewards.dashboard(request.session)),
    membershipPage: () => attempt(() => rewards.membership.page(request.session)),
  };
}
