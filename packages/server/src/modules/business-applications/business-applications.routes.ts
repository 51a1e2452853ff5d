import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { runJson } from "../../http/commands";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { businessApplicationsCommands } from "./business-applications.commands";
import {
  applicationErrorResponse as errorResponse,
  applicationListResponse,
  applicationReceiptResponse,
  applicationReferenceParams,
  applicationView,
  becomeCustomerBody,
  decisionBody,
  decisionQuery,
} from "./business-applications.schema";
import type { BusinessApplicationsService } from "./business-applications.service";

// Become a customer's JSON door (decision 046): apply, and the store administrators' list and
// decisions. The page forms run the same commands (business-applications.commands.ts).

export interface BusinessApplicationsRouteOptions {
  applications: BusinessApplicationsService;
  /** the advantage site's sign-in page as the applicant reaches it (for the approval e-mail) */
  signInUrlFor: (request: FastifyRequest) => string;
}

export async function businessApplicationsRoutes(
  appBase: FastifyInstance,
  opts: BusinessApplicationsRouteOptions,
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // Bodies are read by the service, so a refusal carries its {code, message, fields}.
  app.setValidatorCompiler(schemasParsedByHandlers);
  const { applications } = opts;
  const commands = businessApplicationsCommands(opts);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.post(
    "/api/account/become-customer",
    {
      schema: {
        tags: ["business applications"],
        summary: "Apply for a business account (a consumer or a prospect)",
        description:
          "A guest applies as a prospect and chooses a password; a consumer signed in on dotcom applies with their own e-mail and keeps their password. 201 with the application's reference. 400 VALIDATION_ERROR with {fields} (nothing stored); 409 DUPLICATE_APPLICATION when the e-mail has an application waiting, ACCOUNT_EXISTS when it already has a business user, ALREADY_BUSINESS for a signed-in business user; 429 TOO_MANY_REQUESTS after 5 applications from one client address in an hour.",
        body: becomeCustomerBody,
        response: { 201: applicationReceiptResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const receipt = await runJson(commands.apply, { request, reply }, request.body);
      return reply.status(201).send(receipt);
    },
  );

  app.get(
    "/api/admin/business-applications",
    {
      schema: {
        tags: ["business applications"],
        summary: "Business applications to review (store administrators)",
        description:
          "Pending applications first (oldest first), then the latest 50 decided. Needs BUSINESS_APPLICATIONS: 401 UNAUTHORIZED for guests, 403 FORBIDDEN for others.",
        response: { 200: applicationListResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => ({ applications: await applications.list(request.session) }),
  );

  app.post(
    "/api/admin/business-applications/:reference",
    {
      schema: {
        tags: ["business applications"],
        summary: "Approve or decline a business application (store administrators)",
        description:
          "?action=approve opens, in one transaction, the business account (a new account number), a ship-to at the application's address, the budget centre \"General\" and the applicant's advantage administrator (PR7), and e-mails the applicant. ?action=decline needs {reason} and e-mails it. 401 / 403 as the list; 404 APPLICATION_NOT_FOUND; 409 APPLICATION_ALREADY_DECIDED when it is no longer pending (approved twice, or stale), ACCOUNT_EXISTS when the e-mail has a business user meanwhile.",
        params: applicationReferenceParams,
        querystring: decisionQuery,
        body: decisionBody,
        response: {
          200: applicationView,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) =>
      runJson(
        commands.decide,
        { request, reply },
        { reference: request.params.reference, query: request.query, body: request.body },
      ),
  );
}
