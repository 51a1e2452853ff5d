import crypto from "node:crypto";
import { verify } from "@node-rs/argon2";
import {
  ADDRESS_FIELD_NAMES,
  type AccountProfile,
  SAVED_ADDRESS_REQUIREMENTS,
  type SavedAddressView,
  validateAddressInput,
} from "@quire/domain";
import type { Db } from "../../db/database";
import type { UserTable } from "../../db/schema";
import { AppError } from "../../http/errors";
import { refuseCardNumberIn } from "../../http/free-text";
import { type AddressRow, assertDeliverable, assertZipMatches, insertAddress, updateAddress } from "../checkout";
import {
  type AttemptLimiter,
  ACCOUNT_RULE,
  type ClientInfo,
  type SessionService,
  type SignInResult,
  findUserById,
  hashPassword,
  tooManyAttempts,
} from "../session";
import { setPasswordHash } from "../password-reset";
import * as repo from "./account-area.repository";

// The account area (decision 037): the signed-in shopper's profile, saved addresses (the
// checkout's rules and table) and password. Every call is about the caller's own user; another
// user's address is a 404, as if it did not exist.

export const MAX_SAVED_ADDRESSES = 20;

export interface ProfileChange {
  firstName: string;
  lastName: string;
  email: string;
  /** digits only; "" clears it */
  phone: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export class AccountAreaService {
  constructor(
    private readonly db: Db,
    private readonly limiter: AttemptLimiter,
    private readonly sessions: SessionService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async profile(owner: repo.Owner): Promise<AccountProfile> {
    return toProfile(await this.user(owner));
  }

  async updateProfile(owner: repo.Owner, change: ProfileChange): Promise<AccountProfile> {
    await this.user(owner);
    if (await repo.emailTakenByAnother(this.db, owner.tenant, change.email, owner.userId)) {
      throw new AppError(409, "EMAIL_TAKEN", "Another account uses this email.", {
        fields: { email: "Another account uses this email." },
      });
    }
    await repo.updateProfile(this.db, owner.userId, { ...change, phone: change.phone || null });
    return this.profile(owner);
  }

  async addresses(owner: repo.Owner): Promise<SavedAddressView[]> {
    return (await repo.listManagedAddresses(this.db, owner)).map(toAddressView);
  }

  /** Adds an address (addressId absent) or changes one of the shopper's, with the checkout's rules. */
  async saveAddress(
    owner: repo.Owner,
    fields: Record<string, string | undefined>,
    options: { addressId?: string; confirmed?: boolean } = {},
  ): Promise<SavedAddressView> {
    const existing = options.addressId ? await this.ownAddress(owner, options.addressId) : undefined;
    refuseCardNumberIn(fields, ADDRESS_FIELD_NAMES);
    const checked = validateAddressInput(fields, SAVED_ADDRESS_REQUIREMENTS);
    if (!checked.ok) {
      const [field, message] = Object.entries(checked.fields)[0] ?? ["", "Please check the address."];
      throw new AppError(400, "ADDRESS_INVALID", message, { fields: checked.fields, field });
    }
    const a = checked.address;
    assertZipMatches({ city: a.city, state: a.state, zipCode: a.zipCode }, options.confirmed === true);
    assertDeliverable(a.state);
    const now = this.clock().toISOString();
    const columns = {
      firstName: a.firstName,
      lastName: a.lastName,
      organizationName: a.organizationName,
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      state: a.state,
      zipCode: a.zipCode,
      phone: a.phone,
      phoneExtension: a.extension,
      updatedAt: now,
    };
    if (existing) {
      await updateAddress(this.db, owner, existing.id, columns);
      return toAddressView({ ...existing, ...columns });
    }
    const saved = await repo.listManagedAddresses(this.db, owner);
    if (saved.length >= MAX_SAVED_ADDRESSES) {
      throw new AppError(409, "ADDRESS_LIMIT", `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`);
    }
    const row: AddressRow = {
      id: crypto.randomUUID(),
      userId: owner.userId,
      tenant: owner.tenant,
      type: "S",
      ...columns,
      country: "US",
      email: null,
      storeNumber: null,
      field1: null,
      // the first address kept is the default one
      isDefaultShipping: saved.length === 0 ? 1 : 0,
      lastUsedAt: null,
      createdAt: now,
    };
    await insertAddress(this.db, row);
    return toAddressView(row);
  }

  async deleteAddress(owner: repo.Owner, addressId: string): Promise<void> {
    const address = await this.ownAddress(owner, addressId);
    await this.db.transaction().execute(async (trx) => {
      await repo.deleteAddress(trx, owner, address.id);
      // The default went: the oldest address left takes its place.
      if (Number(address.isDefaultShipping) === 1) {
        const next = (await repo.listManagedAddresses(trx, owner))[0];
        if (next) await repo.setDefaultAddress(trx, owner, next.id, this.clock().toISOString());
      }
    });
  }

  async makeDefaultAddress(owner: repo.Owner, addressId: string): Promise<void> {
    const address = await this.ownAddress(owner, addressId);
    await this.db.transaction().execute((trx) => repo.setDefaultAddress(trx, owner, address.id, this.clock().toISOString()));
  }

  /**
   * A new password, given the current one. A wrong current password counts as a failed sign-in of
   * the account (the sign-in limiter's account key), so the form cannot be used to guess it. The
   * user's other sessions end; this browser goes on under a new session.
   */
  async changePassword(owner: repo.Owner, change: PasswordChange, client: ClientInfo): Promise<SignInResult> {
    const user = await this.user(owner);
    const accountKey = `account:${owner.tenant}:${user.email}`;
    const wait = await this.limiter.reserve(accountKey, ACCOUNT_RULE, this.clock().getTime());
    if (wait > 0) throw tooManyAttempts(wait, "password attempts");
    const ok = await verify(user.passwordHash, change.currentPassword).catch(() => false);
    if (!ok) {
      const message = "The current password you entered is incorrect.";
      throw new AppError(400, "CURRENT_PASSWORD_INCORRECT", message, { fields: { currentPassword: message } });
    }
    await this.limiter.reset(accountKey);
    await setPasswordHash(this.db, owner.userId, await hashPassword(change.newPassword));
    const renewed = await this.sessions.endSessionsOf(owner.userId, client);
    if (!renewed) throw new AppError(401, "UNAUTHORIZED", "Please sign in.");
    return renewed;
  }

  private async user(owner: repo.Owner): Promise<UserTable> {
    const user = await findUserById(this.db, owner.userId);
    if (!user || user.tenant !== owner.tenant) throw new AppError(401, "UNAUTHORIZED", "Please sign in.");
    return user;
  }

  private async ownAddress(owner: repo.Owner, addressId: string): Promise<AddressRow> {
    const row = addressId.length <= 64 ? await repo.findManagedAddress(this.db, owner, addressId) : undefined;
    if (!row) throw new AppError(404, "ADDRESS_NOT_FOUND", "That address was not found.");
    return row;
  }
}

function toProfile(user: UserTable): AccountProfile {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? "",
    tenant: user.tenant === "advantage" ? "advantage" : "dotcom",
    rewardsMember: user.tenant === "dotcom" && user.rewardsNumber !== null,
  };
}

function toAddressView(row: AddressRow): SavedAddressView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    organizationName: row.organizationName,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    isDefault: Number(row.isDefaultShipping) === 1,
  };
}
