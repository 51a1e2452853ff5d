import {
  type ApprovalDeciders,
  type ApprovalOrder,
  SELF_APPROVAL_CODE,
  approvalDecidersOf,
  isAccountAdministrator,
  selfApprovalMessage,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { postMessages } from "../messages";
import type { RequestSession } from "../session";
import * as repo from "./account.repository";

// Business-account calls of the header: orders waiting for an
// approver and their decisions, the lists count, account info and budget centres. The spec leaves
// the server's rules out ("not shown"); the ones chosen here are written next to each method.

/** The approver roles of section 6 (order approver, group approver, legacy approver). */
export const APPROVER_PERMISSIONS = ["ORDER_APPROVER", "GROUP_APPROVER", "LEGACY_APPROVER"] as const;
/** Who may see every budget centre of the account: budget managers and approvers. */
export const BUDGET_VIEWER_PERMISSIONS = ["MANAGE_BUDGETS", ...APPROVER_PERMISSIONS] as const;

export const SIGN_IN_REQUIRED = "Please sign in to continue.";
export const FORBIDDEN_MESSAGE = "You do not have permission to do that.";

export function isApprover(session: RequestSession): boolean {
  return session.accountId !== null && session.permissions.some((p) => (APPROVER_PERMISSIONS as readonly string[]).includes(p));
}

function canSeeAllBudgetCentres(session: RequestSession): boolean {
  return session.permissions.some((p) => (BUDGET_VIEWER_PERMISSIONS as readonly string[]).includes(p));
}

function requireSignedIn(session: RequestSession): number {
  if (!session.token.isLoggedIn || session.userId === null) throw new AppError(401, "UNAUTHORIZED", SIGN_IN_REQUIRED);
  return session.userId;
}

/** A signed-in business user; consumers are refused with 403 (they have no account). */
function requireBusiness(session: RequestSession): { userId: number; accountId: number } {
  const userId = requireSignedIn(session);
  if (session.accountId === null) throw new AppError(403, "FORBIDDEN", FORBIDDEN_MESSAGE);
  return { userId, accountId: session.accountId };
}

/**
 * An approver, or an administrator of the account: when nobody but the placer is an approver, the
 * account's administrator decides the order (decision 059).
 */
function requireDecider(session: RequestSession): { userId: number; accountId: number; approver: boolean } {
  const who = requireBusiness(session);
  const approver = isApprover(session);
  if (!approver && !isAccountAdministrator(session.permissions)) throw new AppError(403, "FORBIDDEN", FORBIDDEN_MESSAGE);
  return { ...who, approver };
}

/** Who decides an order this user places on the account (decision 059): an order waiting for approval is told to them. */
export async function approvalDeciderIds(db: Db, accountId: number, placerUserId: number): Promise<number[]> {
  return approvalDecidersOf(placerUserId, await repo.findAccountMembers(db, accountId)).userIds;
}

export type { ApprovalOrder };

export type ApprovalAction = "ACCEPT" | "DECLINE";

/** An order of the approvals list: whether the caller may decide it is always said. */
export type ListedApprovalOrder = ApprovalOrder & Required<Pick<ApprovalOrder, "canDecide" | "waitingFor">>;

export interface ApprovalDecisionItem {
  cartId: string;
  approvalComments: string;
  ownerProfileId: string;
  orderNumber: string;
  action: ApprovalAction;
}

export interface BudgetCentre {
  id: number;
  name: string;
  availableBalanceCents: number;
}

export interface ShipTo {
  shipToId: string;
  name: string;
  address1: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface AccountInfo {
  flowType: string;
  shipToId: string | null;
  accountNumber: string;
  accountName: string;
  salesRepName: string | null;
  salesRepEmail: string | null;
  salesRepPhone: string | null;
  shipTos: ShipTo[];
  budgetCentres: BudgetCentre[];
}

/** What an approver's decision does to a real order (the checkout module): card work runs after commit. */
export interface ApprovalSettlement {
  settleApproval(
    trx: Db,
    accountId: number,
    orderNumber: string,
    decision: "ACCEPTED" | "DECLINED",
    approverUserId: number,
  ): Promise<(() => Promise<void>) | null>;
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    private readonly settlement: ApprovalSettlement | null = null,
  ) {}

  /**
   * Pending orders of the approver's own account, oldest first. An order the caller placed, while
   * someone else on the account decides it, is listed with canDecide false and whom it waits for
   * (decision 059). An administrator without an approver role sees only the orders they decide.
   */
  async approvalOrders(session: RequestSession): Promise<{ approvalsData: ListedApprovalOrder[]; count: number }> {
    const { userId, accountId, approver } = requireDecider(session);
    const [pending, members] = await Promise.all([
      repo.findPendingApprovals(this.db, accountId),
      repo.findAccountMembers(this.db, accountId),
    ]);
    const rows = pending
      .map((r) => ({ row: r, deciders: approvalDecidersOf(r.submittedByUserId, members) }))
      .filter(({ row, deciders }) => approver || deciders.userIds.includes(userId) || row.submittedByUserId === userId);
    const lines = await repo.findApprovalOrderLines(
      this.db,
      accountId,
      rows.map(({ row }) => row.orderNumber),
    );
    const approvalsData = rows.map(({ row: r, deciders }) => {
      const canDecide = deciders.userIds.includes(userId);
      return {
        cartId: r.cartId,
        orderNumber: r.orderNumber,
        orderSubmittedBy: [r.submitterFirstName, r.submitterLastName].filter(Boolean).join(" "),
        approvalComments: r.approvalComments,
        ownerProfileId: r.ownerProfileId,
        totalCents: r.totalCents,
        createdAt: r.createdAt,
        lines: lines
          .filter((l) => l.orderNumber === r.orderNumber)
          .map(({ itemId, name, qty, unitPriceCents }) => ({ itemId, name, qty, unitPriceCents })),
        canDecide,
        waitingFor: canDecide ? null : waitingFor(deciders),
      };
    });
    return { approvalsData, count: approvalsData.length };
  }

  /**
   * Accepts or declines a batch of orders in one transaction: any bad item rolls the whole batch
   * back. Each item's action must agree with the query's (approve = ACCEPT, decline = DECLINE);
   * an order is found by its number inside the approver's own account only, and its cartId and
   * ownerProfileId must be the ones the approvals call answered, so another account's order and
   * a mismatched item both read as ORDER_NOT_FOUND. A non-empty approvalComments replaces the
   * order's comments; an empty one keeps them. Nobody decides an order they placed while someone
   * else on the account can (403 SELF_APPROVAL_NOT_ALLOWED, decision 059); an administrator
   * without an approver role decides only the orders nobody else can.
   */
  async decide(
    session: RequestSession,
    queryAction: "approve" | "decline",
    items: ApprovalDecisionItem[],
  ): Promise<{ orders: { orderNumber: string; status: "ACCEPTED" | "DECLINED"; decidedAt: string }[]; count: number }> {
    const { userId, accountId } = requireDecider(session);
    const expected: ApprovalAction = queryAction === "approve" ? "ACCEPT" : "DECLINE";
    const seen = new Set<string>();
    for (const item of items) {
      if (item.action !== expected) {
        throw new AppError(400, "INVALID_REQUEST", `action ${item.action} does not match action=${queryAction}`);
      }
      if (seen.has(item.orderNumber)) {
        throw new AppError(400, "INVALID_REQUEST", `Order ${item.orderNumber} appears more than once`);
      }
      seen.add(item.orderNumber);
    }
    const decidedAt = this.now().toISOString();
    const status = expected === "ACCEPT" ? "ACCEPTED" : "DECLINED";
    const afterCommit: (() => Promise<void>)[] = [];
    const decided = await this.db.transaction().execute(async (trx) => {
      const orders: { orderNumber: string; status: "ACCEPTED" | "DECLINED"; decidedAt: string }[] = [];
      const members = await repo.findAccountMembers(trx, accountId);
      for (const item of items) {
        const order = await repo.findApprovalOrder(trx, accountId, item.orderNumber);
        if (!order || order.cartId !== item.cartId || order.ownerProfileId !== item.ownerProfileId) {
          throw new AppError(404, "ORDER_NOT_FOUND", `Order ${item.orderNumber} was not found.`);
        }
        const deciders = approvalDecidersOf(Number(order.submittedByUserId), members);
        if (order.status === "PENDING" && !deciders.userIds.includes(userId)) {
          if (Number(order.submittedByUserId) === userId) {
            throw new AppError(403, SELF_APPROVAL_CODE, selfApprovalMessage(deciders.kind));
          }
          throw new AppError(403, "FORBIDDEN", FORBIDDEN_MESSAGE);
        }
        const comments = item.approvalComments.trim();
        const changed = await repo.decideApprovalOrder(trx, {
          accountId,
          orderNumber: item.orderNumber,
          status,
          approvalComments: comments === "" ? null : comments,
          decidedAt,
          decidedByUserId: userId,
        });
        if (!changed) {
          throw new AppError(409, "ORDER_ALREADY_DECIDED", `Order ${item.orderNumber} has already been approved or declined.`);
        }
        // the buyer is told in their message centre (decision 073)
        await postMessages(
          trx,
          [
            {
              userId: Number(order.submittedByUserId),
              kind: status === "ACCEPTED" ? "ORDER_APPROVED" : "ORDER_DECLINED",
              orderNumber: item.orderNumber,
            },
          ],
          decidedAt,
        );
        const work = await this.settlement?.settleApproval(trx, accountId, item.orderNumber, status, userId);
        if (work) afterCommit.push(work);
        orders.push({ orderNumber: item.orderNumber, status, decidedAt });
      }
      return { orders, count: await repo.countPendingApprovals(trx, accountId) };
    });
    // Capture or void once the decision is stored; each job logs its own failure.
    for (const work of afterCommit) await work();
    return decided;
  }

  /** Lists the user can open, as GET /cc/api/lists shows them (own personal, the account's shared and global); 0 for guests. */
  async listCount(session: RequestSession): Promise<number> {
    if (!session.token.isLoggedIn || session.userId === null) return 0;
    return repo.countLists(this.db, session.userId, session.accountId);
  }

  /**
   * Account info of a business user. Budget centres: every one of the account for budget
   * managers and approvers, otherwise only the user's own. Sales rep fields are null when the
   * account has none.
   */
  async info(session: RequestSession): Promise<AccountInfo> {
    const { accountId } = requireBusiness(session);
    const account = await repo.findAccountById(this.db, accountId);
    if (!account) throw new AppError(404, "ACCOUNT_NOT_FOUND", "Account not found.");
    const [shipTos, budgetCentres] = await Promise.all([
      repo.findShipTos(this.db, accountId),
      this.visibleBudgetCentres(session, accountId),
    ]);
    return {
      flowType: session.token.flowType,
      shipToId: session.token.shipToId,
      accountNumber: account.accountNumber,
      accountName: account.name,
      salesRepName: account.salesRepName,
      salesRepEmail: account.salesRepEmail,
      salesRepPhone: account.salesRepPhone,
      shipTos: shipTos.map((s) => ({
        shipToId: s.shipToId,
        name: s.name,
        address1: s.address1,
        city: s.city,
        state: s.state,
        zipCode: s.zipCode,
      })),
      budgetCentres,
    };
  }

  /**
   * Every budget centre of the account. Order of checks: 401 for guests, 403 for consumers (no
   * account at all), 404 ACCOUNT_NOT_FOUND for any number that is not the caller's own account
   * (exactly like an unknown number, so account numbers cannot be probed), then 403 unless the
   * caller holds MANAGE_BUDGETS or an approver role. A buyer still sees their own centre in
   * GET /api/account/info and the header.
   */
  async budgetCentres(
    session: RequestSession,
    accountNumber: string,
  ): Promise<{ accountNumber: string; budgetCentres: BudgetCentre[] }> {
    const { accountId } = requireBusiness(session);
    const account = await repo.findAccountById(this.db, accountId);
    if (!account || account.accountNumber !== accountNumber) {
      throw new AppError(404, "ACCOUNT_NOT_FOUND", "Account not found.");
    }
    if (!canSeeAllBudgetCentres(session)) throw new AppError(403, "FORBIDDEN", FORBIDDEN_MESSAGE);
    return { accountNumber, budgetCentres: (await repo.findBudgetCentres(this.db, accountId)).map(toBudgetCentre) };
  }

  private async visibleBudgetCentres(session: RequestSession, accountId: number): Promise<BudgetCentre[]> {
    if (canSeeAllBudgetCentres(session)) return (await repo.findBudgetCentres(this.db, accountId)).map(toBudgetCentre);
    if (session.budgetCentreId === null) return [];
    const own = await repo.findBudgetCentre(this.db, accountId, session.budgetCentreId);
    return own ? [toBudgetCentre(own)] : [];
  }
}

/** Whom an order the caller may not decide waits for. */
function waitingFor(deciders: ApprovalDeciders): "ANOTHER_APPROVER" | "ACCOUNT_ADMINISTRATOR" {
  return deciders.kind === "ACCOUNT_ADMINISTRATOR" ? "ACCOUNT_ADMINISTRATOR" : "ANOTHER_APPROVER";
}

function toBudgetCentre(row: repo.BudgetCentreRow): BudgetCentre {
  return { id: row.id, name: row.name, availableBalanceCents: row.availableBalanceCents };
}
