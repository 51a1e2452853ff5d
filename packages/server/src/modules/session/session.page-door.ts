import type { SessionDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import type { GuestOrderContact } from "./session.commands";

/** The session's reads for a page's loaders (its changes are commands: session.commands.ts). */
export function sessionPageDoor(request: FastifyRequest, guestOrderContact: GuestOrderContact): SessionDoor {
  return {
    async guestOrder() {
      const guestId = request.session.checkoutGuestId ?? null;
      return guestId === null ? null : guestOrderContact(guestId);
    },
  };
}
