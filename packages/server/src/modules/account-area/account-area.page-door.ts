import type { AccountDoor, DoorResult } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors";
import { doorFailure } from "../../http/commands";
import type { OutboxMailer } from "../mail";
import type { OrderTrackingService } from "../order-tracking";
import type { PasswordResetService } from "../password-reset";
import type { AccountAreaService } from "./account-area.service";

export interface AccountAreaServices {
  accountArea: AccountAreaService;
  passwordReset: PasswordResetService;
  orderTracking: OrderTrackingService;
  outbox: OutboxMailer;
  /** /dev/mail answers (while the mail stays in the outbox: no SMTP_URL) */
  outboxVisible: boolean;
  sessionMaxAgeSeconds: number;
  /** the storefront origin a reset link in an e-mail points at, for this request */
  originFor(request: FastifyRequest): string;
}

/** a change that answers nothing but that it was made */
const done = async (work: Promise<unknown>): Promise<null> => {
  await work;
  return null;
};

async function attempt<T>(work: () => Promise<T>): Promise<DoorResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return doorFailure(error);
  }
}

/** The signed-in shopper whose account area it is; a guest (or an ended session) is 401. */
export function accountOwnerOf(request: FastifyRequest) {
  const userId = request.session.userId;
  if (userId === null) throw new AppError(401, "UNAUTHORIZED", "Please sign in.");
  return { userId, tenant: request.tenant.id };
}

/** The account area's, a reset link's and the outbox's reads (their changes are commands: account-area.commands.ts). */
export function accountAreaPageDoor(services: AccountAreaServices, request: FastifyRequest): AccountDoor {
  const tenant = request.tenant.id;
  const owner = () => accountOwnerOf(request);
  const { accountArea } = services;
  return {
    profile: () => attempt(() => accountArea.profile(owner())),
    addresses: () => attempt(() => accountArea.addresses(owner())),
    checkResetToken: (token) => attempt(() => done(services.passwordReset.check(token, tenant))),
    outbox: () =>
      attempt(() => {
        if (!services.outboxVisible) throw new AppError(404, "NOT_FOUND", "Page not found.");
        return services.outbox.outbox();
      }),
  };
}
