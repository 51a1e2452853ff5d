import { HARD_ALT_OPT_OUT_DAYS, HARD_ALT_OPT_OUT_TYPE, optOutUntil, parseOptOutRequest } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Command } from "../../http/commands";
import { readCookie, serializeCookie } from "../../http/cookies";
import { AppError } from "../../http/errors";

// "Don't show alternatives" (spec cart.md 7; decision 027): the browser keeps the opt-out in a
// cookie holding the time it ends, so it works for guests without a cart and goes with the browser
// like the guest cart. The server compares that time with its clock; a value further than 30 days
// away is ignored. The change is one command: the JSON call and the drawer's form run it.

export const ALT_OPT_OUT_COOKIE = "quire_alt_opt_out";
const OPT_OUT_MAX_AGE_SECONDS = HARD_ALT_OPT_OUT_DAYS * 86_400;

/** When this browser's opt-out ends (ISO time), if it sent one. */
export function alternatesOptOutOf(cookieHeader: string | undefined): string | null {
  return readCookie(cookieHeader, ALT_OPT_OUT_COOKIE);
}

/** Sets (or, for optOut false, clears) the opt-out cookie; answers when it ends. */
function writeOptOut(request: FastifyRequest, reply: FastifyReply, optOut: boolean, now: Date): string | null {
  const until = optOut ? optOutUntil(now).toISOString() : null;
  reply.header(
    "set-cookie",
    serializeCookie(ALT_OPT_OUT_COOKIE, until ?? "", {
      maxAgeSeconds: optOut ? OPT_OUT_MAX_AGE_SECONDS : 0,
      secure: request.protocol === "https",
    }),
  );
  return until;
}

export const optOutQuery = z.object({ type: z.literal(HARD_ALT_OPT_OUT_TYPE), value: z.enum(["true", "false"]) });

export interface OptOutAnswer {
  type: string;
  optedOut: boolean;
  optedOutUntil: string | null;
}

/** Shows or hides alternatives for 30 days; the page's drawer only hides them. */
export function optOutCommand(clock: () => Date = () => new Date()): Command<boolean, OptOutAnswer, null> {
  return {
    name: "cart.hide-alternates",
    input: {
      schema: optOutQuery,
      parse(query) {
        const parsed = parseOptOutRequest(typeof query === "object" && query !== null ? { ...query } : {});
        if (!parsed.ok) throw new AppError(400, parsed.code, parsed.message);
        return parsed.optOut;
      },
    },
    async run({ request, reply }, optOut) {
      const until = writeOptOut(request, reply, optOut, clock());
      return { type: HARD_ALT_OPT_OUT_TYPE, optedOut: optOut, optedOutUntil: until };
    },
    fromForm: () => ({ type: HARD_ALT_OPT_OUT_TYPE, value: "true" }),
    toPage: () => ({ ok: true, value: null }),
  };
}
