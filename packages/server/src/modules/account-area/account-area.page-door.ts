import { type AccountDoor, type DoorResult, readAddressSuggestion } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors";
import { doorFailure } from "../../http/commands";
import type { OutboxMailer } from "../mail";
import type { OrderTrackingService } from "../order-tracking";
import type { PasswordResetService } from "../password-reset";
import { clientInfo, writeSignedInCookies } from "../session";
import type { AccountAreaService } from "./account-area.service";
import {
  parsePasswordChange,
  parsePasswordReset,
  parseProfile,
  parseResetLinkRequest,
  parseTrackOrder,
} from "./account-area.schema";

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
    const failure = doorFailure(error);
    // a city or state its ZIP code does not match: the page offers to keep the address as typed (decision 022)
    const addressSuggestion = error instanceof AppError ? readAddressSuggestion(error.details) : null;
    return addressSuggestion ? { ...failure, addressSuggestion } : failure;
  }
}

/** The account area's, password reset's, the outbox's and track order's forms, in process. */
export function accountAreaPageDoor(services: AccountAreaServices, request: FastifyRequest, reply: FastifyReply): AccountDoor {
  const tenant = request.tenant.id;
  const owner = () => {
    const userId = request.session.userId;
    if (userId === null) throw new AppError(401, "UNAUTHORIZED", "Please sign in.");
    return { userId, tenant };
  };
  const { accountArea } = services;
  return {
    profile: () => attempt(() => accountArea.profile(owner())),
    updateProfile: (fields) => attempt(() => accountArea.updateProfile(owner(), parseProfile(fields))),
    addresses: () => attempt(() => accountArea.addresses(owner())),
    saveAddress: (fields, addressId) =>
      attempt(() => accountArea.saveAddress(owner(), fields, { addressId, confirmed: fields.addressConfirmed === "on" })),
    deleteAddress: (addressId) => attempt(() => done(accountArea.deleteAddress(owner(), addressId))),
    makeDefaultAddress: (addressId) => attempt(() => done(accountArea.makeDefaultAddress(owner(), addressId))),
    changePassword: (fields) =>
      attempt(async () => {
        const who = owner();
        const change = parsePasswordChange(fields);
        const renewed = await accountArea.changePassword(who, change, clientInfo(request));
        writeSignedInCookies(request, reply, renewed, services.sessionMaxAgeSeconds);
        return null;
      }),
    requestPasswordReset: (fields) =>
      attempt(async () => {
        const { email } = parseResetLinkRequest(fields);
        await services.passwordReset.requestLink(email, { tenant, ip: request.ip, origin: services.originFor(request) });
        return null;
      }),
    checkResetToken: (token) => attempt(() => done(services.passwordReset.check(token, tenant))),
    resetPassword: (fields) =>
      attempt(async () => {
        const body = parsePasswordReset(fields);
        await services.passwordReset.reset(body.token, body.newPassword, tenant);
        return null;
      }),
    outbox: () =>
      attempt(() => {
        if (!services.outboxVisible) throw new AppError(404, "NOT_FOUND", "Page not found.");
        return services.outbox.outbox();
      }),
    trackOrder: (fields) => attempt(() => services.orderTracking.track(parseTrackOrder(fields), { tenant, ip: request.ip })),
  };
}
