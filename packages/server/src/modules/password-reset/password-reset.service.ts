import crypto from "node:crypto";
import type { TenantId } from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import type { Mailer } from "../mail";
import {
  type AttemptLimiter,
  type LimitRule,
  type SessionService,
  findUserByEmail,
  findUserById,
  hashPassword,
  tooManyAttempts,
} from "../session";
import * as repo from "./password-reset.repository";

// Forgot password (decision 037): a random token, kept only as its sha-256, e-mailed as a link;
// single use, 30 minutes. The request answers the same whether an account uses the e-mail or not,
// and does the same work either way. A reset ends every session of the user.

export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** reset links asked for one e-mail, and from one address, in a window */
export const RESET_EMAIL_RULE: LimitRule = { max: 3, windowMs: 15 * 60_000 };
export const RESET_ADDRESS_RULE: LimitRule = { max: 10, windowMs: 15 * 60_000 };

export const RESET_PATH = "/office/supplies/reset-password";

export interface ResetRequester {
  tenant: TenantId;
  ip: string;
  /** the storefront's origin for this tenant, for the link in the e-mail */
  origin: string;
}

export function hashResetToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly limiter: AttemptLimiter,
    private readonly mailer: Mailer,
    private readonly sessions: SessionService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Sends a reset link when an account of the tenant uses the e-mail; the caller learns nothing either way. */
  async requestLink(email: string, who: ResetRequester): Promise<void> {
    const now = this.clock();
    const addressKey = `reset-address:${who.ip}`;
    const addressWait = await this.limiter.reserve(addressKey, RESET_ADDRESS_RULE, now.getTime());
    if (addressWait > 0) throw tooManyAttempts(addressWait, "reset requests");
    // Counted for every e-mail, known or not, so the limit itself tells nothing.
    const emailWait = await this.limiter.reserve(`reset-email:${who.tenant}:${email}`, RESET_EMAIL_RULE, now.getTime());
    if (emailWait > 0) throw tooManyAttempts(emailWait, "reset requests");

    const token = crypto.randomBytes(32).toString("base64url");
    const tokenHash = hashResetToken(token);
    const user = await findUserByEmail(this.db, who.tenant, email);
    if (!user) return;
    const iso = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await repo.deleteTokensBefore(trx, new Date(now.getTime() - 24 * 3_600_000).toISOString());
      await repo.retireTokensOf(trx, Number(user.id), iso);
      await repo.insertToken(trx, {
        tokenHash,
        userId: Number(user.id),
        createdAt: iso,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
        usedAt: null,
      });
    });
    const link = `${who.origin}${RESET_PATH}?token=${token}`;
    await this.mailer.send({
      tenant: who.tenant,
      to: user.email,
      subject: "Reset your Quire password",
      text: [
        `Hi ${user.firstName},`,
        "",
        "Someone (we hope you) asked to reset the password of your Quire account. Open this link to choose a new one:",
        link,
        "",
        "The link works once, for 30 minutes. If you didn't ask, ignore this e-mail: your password stays as it is.",
      ].join("\n"),
      link,
    });
  }

  /** Whether a link's token can still set a password: 404 unknown, 410 used or expired. */
  async check(token: string, tenant: TenantId): Promise<void> {
    await this.usableToken(token, tenant);
  }

  /** Sets the new password with a link's token (used up) and ends all the user's sessions. */
  async reset(token: string, newPassword: string, tenant: TenantId): Promise<void> {
    const row = await this.usableToken(token, tenant);
    const passwordHash = await hashPassword(newPassword);
    const iso = this.clock().toISOString();
    // Only the request that marks the token used may set the password (two tabs, one link).
    const used = await this.db.transaction().execute(async (trx) => {
      if ((await repo.useToken(trx, row.tokenHash, iso)) === 0) return false;
      await repo.setPasswordHash(trx, Number(row.userId), passwordHash);
      return true;
    });
    if (!used) throw linkUsed();
    await this.sessions.endSessionsOf(Number(row.userId), null);
  }

  private async usableToken(token: string, tenant: TenantId): Promise<repo.ResetTokenRow> {
    const row = /^[A-Za-z0-9_-]{43}$/.test(token) ? await repo.findToken(this.db, hashResetToken(token)) : undefined;
    const user = row ? await findUserById(this.db, Number(row.userId)) : undefined;
    if (!row || !user || user.tenant !== tenant) {
      throw new AppError(404, "RESET_LINK_UNKNOWN", "This reset link is not valid. Ask for a new one below.");
    }
    if (row.usedAt) throw linkUsed();
    if (row.expiresAt <= this.clock().toISOString()) {
      throw new AppError(
        410,
        "RESET_LINK_EXPIRED",
        "This reset link has expired (links work for 30 minutes). Ask for a new one below.",
      );
    }
    return row;
  }
}

function linkUsed(): AppError {
  return new AppError(410, "RESET_LINK_USED", "This reset link has already been used. Ask for a new one below if you need it.");
}
