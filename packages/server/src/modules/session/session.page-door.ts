import type { SessionDoor } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import { parseRegistration, parseSignIn } from "./session.schema";
import {
  type GuestOrderContact,
  checkOutAsGuest,
  clientInfo,
  createAccountFromGuestOrder,
  signOutBrowser,
  writeSignedInCookies,
} from "./session.routes";
import type { SessionService } from "./session.service";

/** Sign-in, create account and sign-out for a page's form actions: the JSON calls' parsers, limits and cookies. */
export function sessionPageDoor(
  sessions: SessionService,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionMaxAgeSeconds: number,
  guestOrderContact: GuestOrderContact,
): SessionDoor {
  return {
    async signIn(fields) {
      try {
        const result = await sessions.signIn(parseSignIn(fields), clientInfo(request));
        writeSignedInCookies(request, reply, result, sessionMaxAgeSeconds);
        return { ok: true, value: { merge: result.merge } };
      } catch (error) {
        return doorFailure(error);
      }
    },
    async register(fields) {
      try {
        const result = await sessions.register(parseRegistration(fields), clientInfo(request));
        writeSignedInCookies(request, reply, result, sessionMaxAgeSeconds);
        return { ok: true, value: { merge: result.merge } };
      } catch (error) {
        return doorFailure(error);
      }
    },
    async checkOutAsGuest() {
      try {
        await checkOutAsGuest(sessions, request, reply, sessionMaxAgeSeconds);
        return { ok: true, value: {} };
      } catch (error) {
        return doorFailure(error);
      }
    },
    async createAccountFromGuestOrder(fields) {
      try {
        const result = await createAccountFromGuestOrder(
          sessions,
          guestOrderContact,
          request,
          reply,
          fields,
          sessionMaxAgeSeconds,
        );
        return { ok: true, value: { merge: result.merge } };
      } catch (error) {
        return doorFailure(error);
      }
    },
    async guestOrder() {
      const guestId = request.session.checkoutGuestId ?? null;
      return guestId === null ? null : guestOrderContact(guestId);
    },
    signOut: () => signOutBrowser(sessions, request, reply),
  };
}
