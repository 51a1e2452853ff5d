import {
  type AccountCommandAnswers,
  type AccountProfile,
  type FormFields,
  type SavedAddressView,
  changePasswordRequest,
  passwordResetLinkRequest,
  passwordResetRequest,
  profileRequest,
} from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Command, CommandTable } from "../../http/commands";
import { zodInput } from "../../http/command-input";
import { type SignInResult, clientInfo, writeSignedInCookies } from "../session";
import { type AccountAreaServices, accountOwnerOf } from "./account-area.page-door";
import { parsePasswordChange, parsePasswordReset, parseProfile, parseResetLinkRequest } from "./account-area.schema";
import type { PasswordChange, ProfileChange } from "./account-area.service";

// The account area's and password reset's changes declared once (decision 063): the profile,
// address book, password, forgot-password and reset-password forms' actions run these.

/** A guest is sent to sign in before the fields are judged: the account area's forms are only for its owner. */
function ownersFields<T>(request: FastifyRequest, body: T): T {
  accountOwnerOf(request);
  return body;
}

const addressRequest = z.object({
  /** set: that address of the shopper's is changed; absent: a new one is added */
  addressId: z.string().optional(),
  /** keeps a new address as typed after the ZIP code's suggestion (decision 022) */
  confirmed: z.boolean(),
  /** the checkout's address fields, judged by the address book's rules in the service */
  address: z.record(z.string(), z.string()),
});

const addressIdRequest = z.object({ addressId: z.string() });

type AddressRequest = z.output<typeof addressRequest>;

export function accountAreaCommands(services: AccountAreaServices) {
  const { accountArea, passwordReset } = services;
  const updateProfile: Command<ProfileChange, AccountProfile, AccountProfile> = {
    name: "account.update-profile",
    input: { schema: profileRequest, parse: parseProfile },
    run: ({ request }, change) => accountArea.updateProfile(accountOwnerOf(request), change),
    fromForm: (fields, { request }) => ownersFields(request, fields),
    toPage: (profile) => ({ ok: true, value: profile }),
  };
  const saveAddress: Command<AddressRequest, SavedAddressView, SavedAddressView> = {
    name: "account.save-address",
    input: zodInput(addressRequest),
    run: ({ request }, { addressId, confirmed, address }) =>
      accountArea.saveAddress(accountOwnerOf(request), address, { addressId, confirmed }),
    fromForm: (fields: FormFields, { request }) =>
      ownersFields(request, {
        ...(fields.addressId ? { addressId: fields.addressId } : {}),
        confirmed: fields.addressConfirmed === "on",
        address: fields,
      }),
    toPage: (address) => ({ ok: true, value: address }),
  };
  const deleteAddress: Command<{ addressId: string }, void, null> = {
    name: "account.delete-address",
    input: zodInput(addressIdRequest),
    run: ({ request }, { addressId }) => accountArea.deleteAddress(accountOwnerOf(request), addressId),
    fromForm: (fields, { request }) => ownersFields(request, { addressId: fields.addressId ?? "" }),
    toPage: () => ({ ok: true, value: null }),
  };
  const makeDefaultAddress: Command<{ addressId: string }, void, null> = {
    name: "account.make-default-address",
    input: zodInput(addressIdRequest),
    run: ({ request }, { addressId }) => accountArea.makeDefaultAddress(accountOwnerOf(request), addressId),
    fromForm: (fields, { request }) => ownersFields(request, { addressId: fields.addressId ?? "" }),
    toPage: () => ({ ok: true, value: null }),
  };
  // the other sessions of the user end; this browser goes on under a new session (its cookies)
  const changePassword: Command<PasswordChange, SignInResult, null> = {
    name: "account.change-password",
    input: { schema: changePasswordRequest, parse: parsePasswordChange },
    run: ({ request }, change) => accountArea.changePassword(accountOwnerOf(request), change, clientInfo(request)),
    fromForm: (fields, { request }) => ownersFields(request, fields),
    toPage: (renewed, { request, reply }) => {
      writeSignedInCookies(request, reply, renewed, services.sessionMaxAgeSeconds);
      return { ok: true, value: null };
    },
  };
  // the same answer whether an account uses the e-mail or not
  const requestPasswordReset: Command<{ email: string }, void, null> = {
    name: "account.request-password-reset",
    input: { schema: passwordResetLinkRequest, parse: parseResetLinkRequest },
    run: ({ request }, { email }) =>
      passwordReset.requestLink(email, { tenant: request.tenant.id, ip: request.ip, origin: services.originFor(request) }),
    fromForm: (fields) => fields,
    toPage: () => ({ ok: true, value: null }),
  };
  const resetPassword: Command<{ token: string; newPassword: string }, void, null> = {
    name: "account.reset-password",
    input: { schema: passwordResetRequest, parse: parsePasswordReset },
    run: ({ request }, { token, newPassword }) => passwordReset.reset(token, newPassword, request.tenant.id),
    fromForm: (fields) => fields,
    toPage: () => ({ ok: true, value: null }),
  };
  return { updateProfile, saveAddress, deleteAddress, makeDefaultAddress, changePassword, requestPasswordReset, resetPassword };
}

/** The account area's commands by the names a page's actions use. */
export function accountAreaPageCommands(services: AccountAreaServices): CommandTable<AccountCommandAnswers> {
  const account = accountAreaCommands(services);
  return {
    "account.update-profile": account.updateProfile,
    "account.save-address": account.saveAddress,
    "account.delete-address": account.deleteAddress,
    "account.make-default-address": account.makeDefaultAddress,
    "account.change-password": account.changePassword,
    "account.request-password-reset": account.requestPasswordReset,
    "account.reset-password": account.resetPassword,
  };
}
