import { describe, expect, it } from "vitest";
import { approvalDecidersOf, selfApprovalMessage } from "./approval-deciders";

const buyer = (userId: number) => ({ userId, permissions: ["G_AL", "G_BOP"] });
const approver = (userId: number) => ({ userId, permissions: ["G_AL", "ORDER_APPROVER"] });
const groupApprover = (userId: number) => ({ userId, permissions: ["GROUP_APPROVER"] });
const admin = (userId: number) => ({ userId, permissions: ["MANAGE_USERS", "ACCOUNT_MAINTENANCE"] });
const adminApprover = (userId: number) => ({ userId, permissions: ["ACCOUNT_MAINTENANCE", "ORDER_APPROVER"] });

describe("approvalDecidersOf", () => {
  it("a buyer's order is decided by every approver of the account", () => {
    expect(approvalDecidersOf(8, [buyer(8), approver(9), adminApprover(10)])).toEqual({
      kind: "ANOTHER_APPROVER",
      userIds: [9, 10],
    });
  });

  it("an approver's own order is decided by the other approvers, never by them", () => {
    expect(approvalDecidersOf(9, [buyer(8), approver(9), adminApprover(10)])).toEqual({
      kind: "ANOTHER_APPROVER",
      userIds: [10],
    });
    expect(approvalDecidersOf(10, [approver(9), adminApprover(10), groupApprover(11)])).toEqual({
      kind: "ANOTHER_APPROVER",
      userIds: [9, 11],
    });
  });

  it("when the placer is the only approver, an administrator who is not an approver decides", () => {
    expect(approvalDecidersOf(9, [buyer(8), approver(9), admin(10)])).toEqual({
      kind: "ACCOUNT_ADMINISTRATOR",
      userIds: [10],
    });
  });

  it("the only approver and administrator decides their own order: nobody else can", () => {
    expect(approvalDecidersOf(10, [buyer(8), adminApprover(10)])).toEqual({ kind: "PLACER", userIds: [10] });
    expect(approvalDecidersOf(9, [buyer(8), approver(9)])).toEqual({ kind: "PLACER", userIds: [9] });
  });

  it("an account with no approver or administrator has nobody to decide", () => {
    expect(approvalDecidersOf(8, [buyer(8), buyer(12)])).toEqual({ kind: "NOBODY", userIds: [] });
    // a buyer's order with only an administrator: the administrator decides
    expect(approvalDecidersOf(8, [buyer(8), admin(10)])).toEqual({ kind: "ACCOUNT_ADMINISTRATOR", userIds: [10] });
  });

  it("tells the placer who decides instead", () => {
    expect(selfApprovalMessage("ANOTHER_APPROVER")).toBe(
      "You can't approve or decline an order you placed. Another approver on your account will decide.",
    );
    expect(selfApprovalMessage("ACCOUNT_ADMINISTRATOR")).toBe(
      "You can't approve or decline an order you placed. Your account's administrator will decide.",
    );
  });
});
