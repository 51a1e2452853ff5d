// The rewards module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { rewardsPageCommands } from "./rewards.commands";
export { rewardsPageDoor } from "./rewards.page-door";
export { buyProgram as grantMembership, findMembershipFacts as membershipFacts } from "./membership.repository";
export { creditOrderPoints, debitRedeemedPoints } from "./rewards.repository";
export { rewardsRoutes } from "./rewards.routes";
export { RewardsService, payOfferRewardsForOrder } from "./rewards.service";
