import { type SessionCommandAnswers, guestAccountRequest } from "@quire/domain";
import { z } from "zod";
import type { Caller, Command, CommandInput, CommandTable } from "../../http/commands";
import { AppError } from "../../http/errors";
import { readCookie } from "../../http/cookies";
import {
  type GuestCheckoutStart,
  SESSION_COOKIE,
  clearSignedOutCookies,
  clientInfo,
  writeGuestCheckoutCookies,
  writeSignedInCookies,
} from "./session-cookies";
import { parseRegistration, parseSignIn, parseWith, registerBody, signInBody } from "./session.schema";
import type { Credentials, Registration, SessionService, SignInResult } from "./session.service";

/** Who a guest's latest order was for (the checkout module answers; null before the first order). */
export type GuestOrderContact = (
  checkoutGuestId: number,
) => Promise<{ orderNumber: string; email: string; firstName: string; lastName: string } | null>;

export const NO_GUEST_ORDER_MESSAGE =
  "There is no guest order to create an account from. Check out as a guest first, or create an account.";

// The session's changes declared once (decision 063): the JSON routes in session.routes.ts and the
// sign-in, create-account, guest-checkout, confirmation and sign-out forms' actions all run these.
// The limiter's checks stay inside the service, before any password is hashed.

/** Guest checkout and sign-out read no body: whatever is sent is ignored, as the calls always did. */
const noInput: CommandInput<Record<string, never>> = { schema: z.object({}), parse: () => ({}) };

type GuestAccountInput = z.output<typeof guestAccountRequest>;

export interface SessionCommandOptions {
  sessions: SessionService;
  sessionMaxAgeSeconds: number;
  guestOrderContact: GuestOrderContact;
}

export function sessionCommands({ sessions, sessionMaxAgeSeconds, guestOrderContact }: SessionCommandOptions) {
  /** a new signed-in session: its cookies, and the guest cart's merge for the page */
  const signedIn = (result: SignInResult, { request, reply }: Caller) => {
    writeSignedInCookies(request, reply, result, sessionMaxAgeSeconds);
    return { ok: true as const, value: { merge: result.merge } };
  };
  const signIn: Command<Credentials, SignInResult, SessionCommandAnswers["session.sign-in"]> = {
    name: "session.sign-in",
    input: { schema: signInBody, parse: parseSignIn },
    run: ({ request }, credentials) => sessions.signIn(credentials, clientInfo(request)),
    fromForm: (fields) => fields,
    toPage: signedIn,
  };
  const register: Command<Registration, SignInResult, SessionCommandAnswers["session.register"]> = {
    name: "session.register",
    input: { schema: registerBody, parse: parseRegistration },
    run: ({ request }, registration) => sessions.register(registration, clientInfo(request)),
    // the business tenant's form has the company's name; the consumer's has none
    fromForm: (fields) => fields,
    toPage: signedIn,
  };
  const checkOutAsGuest: Command<Record<string, never>, GuestCheckoutStart, SessionCommandAnswers["session.guest-checkout"]> = {
    name: "session.guest-checkout",
    input: noInput,
    run: ({ request }) => sessions.startGuestCheckout(clientInfo(request)),
    fromForm: () => ({}),
    toPage: (result, { request, reply }) => {
      writeGuestCheckoutCookies(request, reply, result, sessionMaxAgeSeconds);
      return { ok: true, value: {} };
    },
  };
  // the password is checked first (the input's parse), then the order it is for
  const createAccountFromGuestOrder: Command<GuestAccountInput, SignInResult, SessionCommandAnswers["session.guest-account"]> = {
    name: "session.guest-account",
    input: { schema: guestAccountRequest, parse: (body) => parseWith(guestAccountRequest, body) },
    async run({ request }, input) {
      const guestId = request.session.checkoutGuestId ?? null;
      const contact = guestId === null ? null : await guestOrderContact(guestId);
      if (guestId === null || !contact) throw new AppError(404, "NO_GUEST_ORDER", NO_GUEST_ORDER_MESSAGE);
      return sessions.createAccountFromGuestOrder(guestId, contact, input.password, clientInfo(request));
    },
    fromForm: (fields) => fields,
    toPage: signedIn,
  };
  const signOut: Command<Record<string, never>, void, SessionCommandAnswers["session.sign-out"]> = {
    name: "session.sign-out",
    input: noInput,
    run: ({ request }) => sessions.signOut(readCookie(request.headers.cookie, SESSION_COOKIE)),
    fromForm: () => ({}),
    toPage: (_ended, { request, reply }) => {
      clearSignedOutCookies(request, reply);
      return { ok: true, value: null };
    },
  };
  return { signIn, register, checkOutAsGuest, createAccountFromGuestOrder, signOut };
}

export type SessionCommands = ReturnType<typeof sessionCommands>;

/** The session's commands by the names a page's actions use. */
export function sessionPageCommands(
  sessions: SessionService,
  sessionMaxAgeSeconds: number,
  guestOrderContact: GuestOrderContact,
): CommandTable<SessionCommandAnswers> {
  const session = sessionCommands({ sessions, sessionMaxAgeSeconds, guestOrderContact });
  return {
    "session.sign-in": session.signIn,
    "session.register": session.register,
    "session.guest-checkout": session.checkOutAsGuest,
    "session.guest-account": session.createAccountFromGuestOrder,
    "session.sign-out": session.signOut,
  };
}
