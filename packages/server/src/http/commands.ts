import {
  type DoorFailure,
  type DoorResult,
  type FormFields,
  type PageCommandAnswers,
  type PageCommandName,
  type PageCommands,
  readAddressSuggestion,
} from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./errors";

// A change is declared once, as a command (decision 063): its name, the one parse of its input
// (a schema whose refusal is the spec's 400 with its code and words), and what it does. The spec's
// JSON route runs it with the request's body (runJson); a page's form action runs it by name with
// the form's fields (pageCommands). So a rule, a limit or a message exists in one place.

/** Who asked: the request (its session, tenant and cookies) and the reply (the cookies it sets). */
export interface Caller {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A command's input: the schema the OpenAPI document shows, and its one parse. */
export interface CommandInput<Input> {
  schema: unknown;
  /** the input, or an AppError (400, the call's own code and words) */
  parse(body: unknown): Input;
}

export interface Command<Input, Result, PageAnswer> {
  name: string;
  input: CommandInput<Input>;
  run(caller: Caller, input: Input): Promise<Result>;
  /** a page form's fields as the body the input reads */
  fromForm(fields: FormFields, caller: Caller): unknown;
  /** what the command answers a page: its value, or a refusal in the page's words (it may read what the page shows next) */
  toPage(result: Result, caller: Caller, input: Input): DoorResult<PageAnswer> | Promise<DoorResult<PageAnswer>>;
}

/** A module's commands by name, each answering a page what `Answers` says (declared in @quire/domain). */
export type CommandTable<Answers> = { [N in keyof Answers]: Command<unknown, unknown, Answers[N]> };

/** The commands a page's actions reach by name: every module's table. */
export type PageCommandTable = CommandTable<PageCommandAnswers>;

/** Runs a command for a JSON route: the body parsed by the command's one schema, then the work. */
export async function runJson<Input, Result>(
  command: Command<Input, Result, unknown>,
  caller: Caller,
  body: unknown,
): Promise<Result> {
  return command.run(caller, command.input.parse(body));
}

/** A refusal as a page shows it: the service's code, words and field messages. */
export function doorFailure(error: unknown): DoorFailure {
  if (error instanceof AppError) {
    const fields = error.details?.fields as Record<string, string> | undefined;
    // A city or state its ZIP code does not match: the page offers the ZIP code's (decision 022).
    const addressSuggestion = readAddressSuggestion(error.details);
    return {
      ok: false,
      status: error.statusCode,
      code: error.code,
      message: error.message,
      ...(fields ? { fields } : {}),
      ...(addressSuggestion ? { addressSuggestion } : {}),
    };
  }
  throw error;
}

/** The commands bound to one request, for the page's form actions. */
export function pageCommands(table: PageCommandTable, request: FastifyRequest, reply: FastifyReply): PageCommands {
  const caller = { request, reply };
  return {
    async run<N extends PageCommandName>(name: N, fields: FormFields): Promise<DoorResult<PageCommandAnswers[N]>> {
      const command: Command<unknown, unknown, PageCommandAnswers[N]> = table[name];
      try {
        const input = command.input.parse(command.fromForm(fields, caller));
        return await command.toPage(await command.run(caller, input), caller, input);
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}
