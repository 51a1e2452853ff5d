import type {
  LoyaltyOfferView,
  MembershipView,
  OfferSubscriptionView,
  RewardsCommandAnswers,
  RewardsMembership,
} from "@quire/domain";
import type { Command, CommandInput, CommandTable } from "../../http/commands";
import { zodInput } from "../../http/command-input";
import { beneficiaryBody, buyMembershipBody, offerParams, subscribeBody } from "./rewards.schema";
import type { RewardsService } from "./rewards.service";

// The rewards program's changes declared once (decision 063): the JSON calls in rewards.routes.ts
// and the join and dashboard forms' actions run these.

/**
 * Where offers go, as sent: the service reads it after it knows who is asking (401 for a guest,
 * 403 for a business account before a word about the fields), with its message per field.
 */
const subscriptionInput: CommandInput<unknown> = { schema: subscribeBody, parse: (body) => body };

export function rewardsCommands(rewards: RewardsService) {
  const join: Command<unknown, RewardsMembership, RewardsMembership> = {
    name: "rewards.join",
    input: subscriptionInput,
    // joining without a body saves no subscription
    run: ({ request }, subscription) => rewards.join(request.session, subscription ?? null),
    // the enrolment form's emailID, phoneNumber and landingPages (the page it was sent from)
    fromForm: (fields) => fields,
    toPage: (membership) => ({ ok: true, value: membership }),
  };
  const subscribe: Command<unknown, OfferSubscriptionView, OfferSubscriptionView> = {
    name: "rewards.subscribe",
    input: subscriptionInput,
    run: ({ request }, subscription) => rewards.subscribe(request.session, subscription),
    fromForm: (fields) => fields,
    toPage: (subscription) => ({ ok: true, value: subscription }),
  };
  const activateOffer: Command<{ offerId: string }, LoyaltyOfferView, LoyaltyOfferView> = {
    name: "rewards.activate-offer",
    input: zodInput(offerParams),
    run: ({ request }, { offerId }) => rewards.activateOffer(request.session, offerId),
    fromForm: (fields) => ({ offerId: fields.offerId ?? "" }),
    toPage: (offer) => ({ ok: true, value: offer }),
  };
  // a paid membership's program and e-mail are read by the service once it knows who asks (401, 403 first)
  const buyMembership: Command<unknown, MembershipView, MembershipView> = {
    name: "rewards.buy-membership",
    input: { schema: buyMembershipBody, parse: (body) => body },
    run: ({ request }, body) => rewards.membership.buy(request.session, fieldOf(body, "program")),
    fromForm: (fields) => ({ program: fields.program ?? "" }),
    toPage: (membership) => ({ ok: true, value: membership }),
  };
  const addBeneficiary: Command<unknown, MembershipView, MembershipView> = {
    name: "rewards.add-beneficiary",
    input: { schema: beneficiaryBody, parse: (body) => body },
    run: ({ request }, body) => rewards.membership.addBeneficiary(request.session, fieldOf(body, "email")),
    fromForm: (fields) => ({ email: fields.email ?? "" }),
    toPage: (membership) => ({ ok: true, value: membership }),
  };
  return { join, subscribe, activateOffer, buyMembership, addBeneficiary };
}

function fieldOf(body: unknown, name: string): unknown {
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** The rewards program's commands by the names a page's actions use. */
export function rewardsPageCommands(rewards: RewardsService): CommandTable<RewardsCommandAnswers> {
  const commands = rewardsCommands(rewards);
  return {
    "rewards.join": commands.join,
    "rewards.subscribe": commands.subscribe,
    "rewards.activate-offer": commands.activateOffer,
    "rewards.buy-membership": commands.buyMembership,
    "rewards.add-beneficiary": commands.addBeneficiary,
  };
}
