import crypto from "node:crypto";
import {
  MAX_BENEFICIARIES,
  MEMBER_SAVINGS_PERCENT,
  MEMBERSHIP_MESSAGES,
  type MembershipPage,
  type MembershipProgram,
  type MembershipView,
  checkBeneficiary,
  isMembershipProgram,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import type { RequestSession } from "../session";
import * as repo from "./membership.repository";
import { findMember } from "./rewards.repository";
import { PERSONAL_ACCOUNTS_ONLY, SIGN_IN_REQUIRED } from "./rewards.words";

// Paid memberships (Select, Premium) beside the free rewards program: a personal account buys one
// program once (a second purchase is 409 ALREADY_PURCHASED, whichever program it names) and shares
// it by e-mail (the same person twice is 409 ALREADY_BENEFICIARY; the member's own e-mail is 409
// MEMBERSHIP_GENERIC_ERR). Refusals change nothing.

export class MembershipService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async owner(session: RequestSession) {
    if (!session.token.isLoggedIn || session.userId === null) throw new AppError(401, "UNAUTHORIZED", SIGN_IN_REQUIRED);
    const row = await findMember(this.db, session.userId);
    if (!row) throw new AppError(401, "UNAUTHORIZED", SIGN_IN_REQUIRED);
    return row;
  }

  private async view(userId: number): Promise<MembershipView> {
    const [program, beneficiaries] = await Promise.all([
      repo.findProgram(this.db, userId),
      repo.listBeneficiaries(this.db, userId),
    ]);
    return {
      program: isMembershipProgram(program) ? program : null,
      beneficiaries: beneficiaries.map((b) => ({ id: b.id, email: b.email, addedAt: b.createdAt })),
    };
  }

  /** /membership: both programs, and the signed-in shopper's own (a guest sees the offers). */
  async page(session: RequestSession): Promise<MembershipPage> {
    const products = await repo.listMembershipProducts(this.db);
    const offers = products.flatMap((p) =>
      isMembershipProgram(p.program)
        ? [
            {
              program: p.program,
              itemId: p.itemId,
              priceCents: p.priceCents,
              savingsPercent: MEMBER_SAVINGS_PERCENT[p.program],
              maxBeneficiaries: MAX_BENEFICIARIES[p.program],
            },
          ]
        : [],
    );
    const row = session.token.isLoggedIn && session.userId !== null ? await findMember(this.db, session.userId) : undefined;
    if (!row) return { offers, signedIn: false, businessAccount: false, membership: null };
    return {
      offers,
      signedIn: true,
      businessAccount: row.tenant !== "dotcom" || row.accountId !== null,
      membership: await this.view(row.id),
    };
  }

  async membership(session: RequestSession): Promise<MembershipView> {
    return this.view((await this.owner(session)).id);
  }

  async buy(session: RequestSession, program: unknown): Promise<MembershipView> {
    const row = await this.owner(session);
    if (row.tenant !== "dotcom" || row.accountId !== null) throw new AppError(403, "FORBIDDEN", PERSONAL_ACCOUNTS_ONLY);
    if (!isMembershipProgram(program)) throw new AppError(400, "INVALID_REQUEST", MEMBERSHIP_MESSAGES.program);
    if (!(await repo.buyProgram(this.db, row.id, program))) {
      const held = await repo.findProgram(this.db, row.id);
      throw new AppError(
        409,
        "ALREADY_PURCHASED",
        MEMBERSHIP_MESSAGES.alreadyPurchased(isMembershipProgram(held) ? held : program),
      );
    }
    return this.view(row.id);
  }

  async addBeneficiary(session: RequestSession, email: unknown): Promise<MembershipView> {
    const row = await this.owner(session);
    const program = await repo.findProgram(this.db, row.id);
    if (!isMembershipProgram(program)) throw new AppError(404, "NOT_A_MEMBER", MEMBERSHIP_MESSAGES.notAMember);
    await this.db.transaction().execute(async (trx) => {
      const current = await repo.listBeneficiaries(trx, row.id);
      const checked = checkBeneficiary(email, {
        program: program as MembershipProgram,
        ownEmail: row.email,
        current: current.map((b) => b.email),
      });
      if (!checked.ok) {
        const status = checked.code === "VALIDATION_ERROR" ? 400 : 409;
        throw new AppError(
          status,
          checked.code,
          checked.message,
          checked.code === "VALIDATION_ERROR" ? { fields: { email: checked.message } } : undefined,
        );
      }
      try {
        await repo.insertBeneficiary(trx, {
          id: crypto.randomUUID(),
          memberUserId: row.id,
          email: checked.email,
          createdAt: this.clock().toISOString(),
        });
      } catch {
        // the same person added by another request a moment ago (the unique pair)
        throw new AppError(409, "ALREADY_BENEFICIARY", MEMBERSHIP_MESSAGES.alreadyBeneficiary);
      }
    });
    return this.view(row.id);
  }
}
