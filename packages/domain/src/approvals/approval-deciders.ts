// Who may approve or decline an order waiting for approval (decision 059): never the person who
// placed it while someone else on the account can decide. Pure: the server gives the account's
// members and the order's placer, the approvals list and the decision both ask here.

/** The approver roles (order approver, group approver, legacy approver). */
export const APPROVER_ROLES = ["ORDER_APPROVER", "GROUP_APPROVER", "LEGACY_APPROVER"] as const;
/** The permission that makes a user an administrator of their business account. */
export const ACCOUNT_ADMINISTRATOR_PERMISSION = "ACCOUNT_MAINTENANCE";

export const SELF_APPROVAL_CODE = "SELF_APPROVAL_NOT_ALLOWED";

/**
 * Who decides an order: ANOTHER_APPROVER (an approver other than the placer), ACCOUNT_ADMINISTRATOR
 * (no other approver: an administrator other than the placer), PLACER (nobody else on the account
 * is an approver or an administrator, so the placer, an approver or administrator, decides rather
 * than the order waiting forever) or NOBODY (no approver or administrator at all).
 */
export type ApprovalDeciderKind = "ANOTHER_APPROVER" | "ACCOUNT_ADMINISTRATOR" | "PLACER" | "NOBODY";

export interface AccountMember {
  userId: number;
  permissions: readonly string[];
}

export interface ApprovalDeciders {
  kind: ApprovalDeciderKind;
  userIds: number[];
}

export function isApproverRole(permissions: readonly string[]): boolean {
  return permissions.some((p) => (APPROVER_ROLES as readonly string[]).includes(p));
}

export function isAccountAdministrator(permissions: readonly string[]): boolean {
  return permissions.includes(ACCOUNT_ADMINISTRATOR_PERMISSION);
}

/** The users who may decide an order `placerUserId` placed, among the account's members. */
export function approvalDecidersOf(placerUserId: number | null, members: readonly AccountMember[]): ApprovalDeciders {
  const others = members.filter((m) => m.userId !== placerUserId);
  const approvers = others.filter((m) => isApproverRole(m.permissions));
  if (approvers.length > 0) return { kind: "ANOTHER_APPROVER", userIds: approvers.map((m) => m.userId) };
  const administrators = others.filter((m) => isAccountAdministrator(m.permissions));
  if (administrators.length > 0) return { kind: "ACCOUNT_ADMINISTRATOR", userIds: administrators.map((m) => m.userId) };
  const placer = members.find((m) => m.userId === placerUserId);
  if (placer && (isApproverRole(placer.permissions) || isAccountAdministrator(placer.permissions))) {
    return { kind: "PLACER", userIds: [placer.userId] };
  }
  return { kind: "NOBODY", userIds: [] };
}

/** What the placer is told when they try to decide their own order, by who decides it instead. */
export function selfApprovalMessage(kind: ApprovalDeciderKind): string {
  return kind === "ACCOUNT_ADMINISTRATOR"
    ? "You can't approve or decline an order you placed. Your account's administrator will decide."
    : "You can't approve or decline an order you placed. Another approver on your account will decide.";
}
