import type { BusinessApplicationReceipt, BusinessApplicationView, BusinessApplicationsCommandAnswers } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import type { Command, CommandInput, CommandTable } from "../../http/commands";
import { z } from "zod";
import { AppError } from "../../http/errors";
import { becomeCustomerBody, decisionBody, decisionQuery } from "./business-applications.schema";
import type { BusinessApplicationsService } from "./business-applications.service";

// Become a customer's changes declared once (decision 063): POST /api/account/become-customer and
// the become-customer form apply; POST /api/admin/business-applications/:reference and the
// administrators' page decide.

export interface BusinessApplicationsCommandOptions {
  applications: BusinessApplicationsService;
  /** the advantage site's sign-in page as the applicant reaches it (for the approval e-mail) */
  signInUrlFor: (request: FastifyRequest) => string;
}

/**
 * The application as sent: the service reads it after the client address's limit is taken, so a
 * refusal carries its {code, message, fields} and a flood is counted before any field is judged.
 */
const applicationInput: CommandInput<unknown> = { schema: becomeCustomerBody, parse: (body) => body };

interface Decision {
  reference: string;
  action: "approve" | "decline";
  reason: string;
}

/** A decision as the call sends it: the application's reference, the query (?action=) and the body ({reason}, needed to decline). */
const decisionRequest = z.object({ reference: z.string(), query: z.unknown(), body: z.unknown() });

type DecisionRequest = z.input<typeof decisionRequest>;

const decisionInput: CommandInput<Decision> = {
  schema: decisionBody,
  parse(input) {
    const parts = decisionRequest.safeParse(input);
    if (!parts.success) throw new AppError(400, "INVALID_REQUEST", "Invalid request");
    const { reference, query, body } = parts.data;
    const action = decisionQuery.safeParse(query);
    if (!action.success) throw new AppError(400, "INVALID_REQUEST", "action must be approve or decline.");
    const reason = decisionBody.safeParse(body ?? undefined);
    if (!reason.success) throw new AppError(400, "VALIDATION_ERROR", "reason must be text of at most 500 characters.");
    return { reference, action: action.data.action, reason: reason.data?.reason ?? "" };
  },
};

export function businessApplicationsCommands({ applications, signInUrlFor }: BusinessApplicationsCommandOptions) {
  const apply: Command<unknown, BusinessApplicationReceipt, BusinessApplicationReceipt> = {
    name: "business-applications.apply",
    input: applicationInput,
    run: ({ request }, application) =>
      applications.apply(request.session, { tenant: request.tenant.id, ip: request.ip }, application),
    fromForm: (fields) => fields,
    toPage: (receipt) => ({ ok: true, value: receipt }),
  };
  const decide: Command<Decision, BusinessApplicationView, BusinessApplicationView> = {
    name: "business-applications.decide",
    input: decisionInput,
    run: ({ request }, { reference, action, reason }) =>
      applications.decide(request.session, reference, action, reason, signInUrlFor(request)),
    // the form's intent is the action
    fromForm: (fields): DecisionRequest => ({
      reference: fields.reference ?? "",
      query: { action: fields.intent },
      body: { reason: fields.reason ?? "" },
    }),
    toPage: (application) => ({ ok: true, value: application }),
  };
  return { apply, decide };
}

/** Become a customer's commands by the names a page's actions use. */
export function businessApplicationsPageCommands(
  options: BusinessApplicationsCommandOptions,
): CommandTable<BusinessApplicationsCommandAnswers> {
  const commands = businessApplicationsCommands(options);
  return { "business-applications.apply": commands.apply, "business-applications.decide": commands.decide };
}
