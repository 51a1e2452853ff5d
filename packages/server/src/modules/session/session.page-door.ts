import type { SessionDoor } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { doorFailure } from "../cart/cart.page-door";
import { parseRegistration, parseSignIn } from "./session.schema";
import { clientInfo, signOutBrowser, writeSignedInCookies } from "./session.routes";
import type { SessionService } from "./session.service";

/** Sign-in, create account and sign-out for a page's form actions: the JSON calls' parsers, limits and cookies. */
export function sessionPageDoor(
  sessions: SessionService,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionMaxAgeSeconds: number,
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
    signOut: () => signOutBrowser(sessions, request, reply),
  };
}
