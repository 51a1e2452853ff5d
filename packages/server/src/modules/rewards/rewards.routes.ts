import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { runJson } from "../../http/commands";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { rewardsCommands } from "./rewards.commands";
import {
  activityResponse,
  availableRewardsResponse,
  beneficiaryBody,
  buyMembershipBody,
  customerRewardsInfoResponse,
  joinResponse,
  membershipResponse,
  offerParams,
  offerResponse,
  offersResponse,
  rewardsErrorResponse as errorResponse,
  subscribeBody,
  subscribeResponse,
} from "./rewards.schema";
import type { RewardsService } from "./rewards.service";

// The rewards calls: the header's pair (spec: getSlpCustomerRewardsInfo and getAvailableRewards,
// run together), the loyalty enrolment (subscribeUserforOffers), and the program's own calls the
// rewards pages use: join, offers and their activation, the points history. Answers are per
// shopper: never cached by anyone else.

export async function rewardsRoutes(appBase: FastifyInstance, opts: { rewards: RewardsService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // Bodies and ids are read by the service, so a refusal carries its own code and a message per field.
  app.setValidatorCompiler(schemasParsedByHandlers);
  const { rewards } = opts;
  const commands = rewardsCommands(rewards);
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  for (const prefix of ["/api", "/ele-lpd/api"]) {
    app.get(
      `${prefix}/sparxProxy/getSlpCustomerRewardsInfo`,
      {
        schema: {
          tags: ["rewards"],
          summary: "The rewards member's standing (spec: getSlpCustomerRewardsInfo)",
          description:
            "Tier, this year's spend (amtSpent) and what the next tier still needs (remainingAmt), and the free-rewards and tier-upgrade flags. Guests and shoppers who are not members get {data: null}, not an error.",
          response: { 200: customerRewardsInfoResponse },
        },
      },
      async (request) => ({ data: await rewards.customerRewardsInfo(request.session) }),
    );

    app.get(
      `${prefix}/sparxProxy/getAvailableRewards`,
      {
        schema: {
          tags: ["rewards"],
          summary: "The rewards member's points and what they are worth (spec: getAvailableRewards)",
          description:
            "availableRewards and wallet.balances.usableValue are what the points can pay, in whole dollars (cents); 1 point is worth 1 cent. Guests and shoppers who are not members get {data: null}.",
          response: { 200: availableRewardsResponse },
        },
      },
      async (request) => ({ data: await rewards.availableRewards(request.session) }),
    );

    app.post(
      `${prefix}/sparxProxy/subscribeUserforOffers`,
      {
        schema: {
          tags: ["rewards"],
          summary: "Where the shopper's loyalty offers go (spec: subscribeUserforOffers)",
          description:
            "Signed-in personal accounts (401 for guests, 403 for business accounts). 400 VALIDATION_ERROR with a message per field ('Invalid email address', 'Invalid phone number') changes nothing. A later enrolment replaces the earlier one.",
          body: subscribeBody,
          response: { 200: subscribeResponse, ...errors },
        },
      },
      async (request, reply) => ({ data: await runJson(commands.subscribe, { request, reply }, request.body) }),
    );
  }

  app.post(
    "/api/rewards/join",
    {
      schema: {
        tags: ["rewards"],
        summary: "Join Quire Rewards (free)",
        description:
          "A signed-in personal account becomes a Base member with a rewards number of its own; the session shows it from the next request. Joining again answers the membership with joined: false. 401 for guests, 403 for business and service accounts. A body with emailID and phoneNumber also saves where offers go (validated as subscribeUserforOffers).",
        response: { 200: joinResponse, ...errors },
      },
    },
    async (request, reply) => ({ data: await runJson(commands.join, { request, reply }, request.body) }),
  );

  app.get(
    "/api/rewards/offers",
    {
      schema: {
        tags: ["rewards"],
        summary: "This month's loyalty offers of the member",
        description:
          "By tier and newness (the spec's loyalty offer codes; new means joined within 90 days). 401 for guests; an empty list for shoppers who are not members.",
        response: { 200: offersResponse, ...errors },
      },
    },
    async (request) => ({ data: { offers: await rewards.offers(request.session) } }),
  );

  app.post(
    "/api/rewards/offers/:offerId/activate",
    {
      schema: {
        tags: ["rewards"],
        summary: "Activate a loyalty offer",
        description:
          "Activating again changes nothing. Another member's offer id is 404 OFFER_NOT_FOUND, like an unknown one; an offer past its end is 409 OFFER_EXPIRED. An offer without a minimum spend pays its points at once.",
        params: offerParams,
        response: { 200: offerResponse, ...errors },
      },
    },
    async (request, reply) => ({ data: await runJson(commands.activateOffer, { request, reply }, request.params) }),
  );

  app.get(
    "/api/rewards/membership",
    {
      schema: {
        tags: ["rewards"],
        summary: "The shopper's paid membership (Select or Premium) and who shares it",
        description: "program is null without a paid membership. 401 for guests.",
        response: { 200: membershipResponse, ...errors },
      },
    },
    async (request) => ({ data: await rewards.membership.membership(request.session) }),
  );

  app.post(
    "/api/rewards/membership",
    {
      schema: {
        tags: ["rewards"],
        summary: "Buy a paid membership: Quire Select or Quire Premium",
        description:
          "Personal accounts (401 for guests, 403 for business accounts). A shopper who has a membership already, of either program, is 409 ALREADY_PURCHASED and nothing changes; a program that is neither is 400 INVALID_REQUEST.",
        body: buyMembershipBody,
        response: { 200: membershipResponse, ...errors },
      },
    },
    async (request, reply) => ({ data: await runJson(commands.buyMembership, { request, reply }, request.body) }),
  );

  app.post(
    "/api/rewards/membership/beneficiaries",
    {
      schema: {
        tags: ["rewards"],
        summary: "Share the paid membership with someone, by e-mail",
        description:
          "404 NOT_A_MEMBER without a paid membership. The same e-mail twice (any case) is 409 ALREADY_BENEFICIARY; the member's own e-mail is 409 MEMBERSHIP_GENERIC_ERR; more people than the program allows (Select 1, Premium 3) 409 BENEFICIARY_LIMIT; a bad e-mail 400 VALIDATION_ERROR ('Invalid email address'). A refusal changes nothing. 401 for guests.",
        body: beneficiaryBody,
        response: { 200: membershipResponse, ...errors },
      },
    },
    async (request, reply) => ({ data: await runJson(commands.addBeneficiary, { request, reply }, request.body) }),
  );

  app.get(
    "/api/rewards/activity",
    {
      schema: {
        tags: ["rewards"],
        summary: "The member's points history",
        description: "Newest first, at most 20 entries. 401 for guests, 404 NOT_A_MEMBER for shoppers who have not joined.",
        response: { 200: activityResponse, ...errors },
      },
    },
    async (request) => ({ data: { activity: await rewards.history(request.session) } }),
  );
}
