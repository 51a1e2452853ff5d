import { describe, expect, it } from "vitest";
import { type SessionToken, guestSessionToken } from "../session/session-token";
import { breakpointClasses, displayContextFor, isItemVisible, visibleItems } from "./display-rules";
import type { DisplayContext } from "./types";

const GUEST: DisplayContext = {
  isLoggedIn: false,
  userGroup: "guest",
  permissions: [],
  membershipProgram: "non-member",
  rewardsSegment: null,
  rewardsTier: "non-rewards",
  csrFlow: false,
  webToggles: [],
  routeType: "sdc",
  isMobileApp: false,
  breakpoint: null,
  pageType: null,
  spanish: false,
};

function ctx(overrides: Partial<DisplayContext> = {}): DisplayContext {
  return { ...GUEST, ...overrides };
}

const BUYER = ctx({
  isLoggedIn: true,
  userGroup: "business",
  permissions: ["G_AL", "ORDER_APPROVER", "MANAGE_BUDGETS"],
  routeType: "sba",
});
const ELITE = ctx({
  isLoggedIn: true,
  userGroup: "rewards",
  membershipProgram: "premium",
  rewardsSegment: "26_LOYALTY_ELT",
  rewardsTier: "elite",
  webToggles: ["chat", "gift-cards"],
  pageType: "home",
});

describe("isItemVisible", () => {
  it.each<[string, string[], DisplayContext, boolean]>([
    ["no rules", [], GUEST, true],
    ["logged-in for a guest", ["logged-in"], GUEST, false],
    ["logged-in for a buyer", ["logged-in"], BUYER, true],
    ["no-logged-in for a guest", ["no-logged-in"], GUEST, true],
    ["no-logged-in for a buyer", ["no-logged-in"], BUYER, false],
    ["group:guest", ["group:guest"], GUEST, true],
    ["group:business for a guest", ["group:business"], GUEST, false],
    ["group values OR-ed", ["group:registered", "group:business"], BUYER, true],
    ["group value is case-insensitive", ["group:BUSINESS"], BUYER, true],
    ["no-group:guest", ["no-group:guest"], GUEST, false],
    ["perm held", ["perm:ORDER_APPROVER"], BUYER, true],
    ["perm not held", ["perm:G_ALP"], BUYER, false],
    ["perm is case-sensitive", ["perm:order_approver"], BUYER, false],
    ["perm values OR-ed", ["perm:G_ALP", "perm:MANAGE_BUDGETS"], BUYER, true],
    ["no-perm held", ["no-perm:G_AL"], BUYER, false],
    ["kinds AND-ed, both match", ["logged-in", "perm:G_AL"], BUYER, true],
    ["kinds AND-ed, one fails", ["group:business", "perm:G_ALP"], BUYER, false],
    ["membership:premium", ["membership:premium"], ELITE, true],
    ["membership:non-member for a guest", ["membership:non-member"], GUEST, true],
    ["membership:select for a premium member", ["membership:SELECT"], ELITE, false],
    ["segment", ["segment:26_loyalty_elt"], ELITE, true],
    ["segment with no segment", ["segment:26_LOYALTY_ELT"], GUEST, false],
    ["tier elite", ["tier:elite"], ELITE, true],
    ["tier non-rewards for a guest", ["tier:non-rewards"], GUEST, true],
    ["tier penalty-box from upper-case data", ["tier:penalty-box"], ctx({ rewardsTier: "PENALTY_BOX" }), true],
    ["tier best-customer from spaced data", ["tier:best-customer"], ctx({ rewardsTier: "best customer" }), true],
    ["tier plus1 vs plus2", ["tier:plus1"], ctx({ rewardsTier: "plus2" }), false],
    ["no-tier:penalty-box", ["no-tier:penalty-box"], ctx({ rewardsTier: "penalty-box" }), false],
    ["csr outside the flow", ["csr"], GUEST, false],
    ["csr in the flow", ["csr"], ctx({ csrFlow: true }), true],
    ["no-csr in the flow", ["no-csr"], ctx({ csrFlow: true }), false],
    ["toggle on", ["toggle:chat"], ELITE, true],
    ["toggle off", ["toggle:feedback"], ELITE, false],
    ["no-toggle on", ["no-toggle:Gift-Cards"], ELITE, false],
    ["route sba", ["route:sba"], BUYER, true],
    ["route hitouch", ["route:hitouch"], BUYER, false],
    ["mobile-app", ["mobile-app"], ctx({ isMobileApp: true }), true],
    ["no-mobile-app in the app", ["no-mobile-app"], ctx({ isMobileApp: true }), false],
    ["page:home", ["page:home"], ELITE, true],
    ["page with unknown page type", ["page:home"], GUEST, false],
    ["spanish", ["spanish"], ctx({ spanish: true }), true],
    ["no-spanish in Spanish mode", ["no-spanish"], ctx({ spanish: true }), false],
    ["kind written in upper case", ["NO-LOGGED-IN"], BUYER, false],
    ["whitespace around the rule", ["  group : guest "], GUEST, true],
    ["blank rule entries are ignored", ["", "  "], GUEST, true],
    ["unknown positive kind hides", ["vip"], BUYER, false],
    ["unknown positive kind with value hides", ["colour:red"], BUYER, false],
    ["unknown positive kind cannot be rescued by another kind", ["vip", "logged-in"], BUYER, false],
    ["unknown no- kind is ignored", ["no-vip"], BUYER, true],
    ["unknown no- kind with value is ignored", ["no-colour:red"], BUYER, true],
    ["value kind without a value hides", ["perm"], BUYER, false],
    ["value kind with a blank value hides", ["group:"], GUEST, false],
    ["flag kind with a value hides", ["logged-in:true"], BUYER, false],
    ["malformed no- rule is ignored", ["no-perm"], BUYER, true],
    ["no- wins over a matching positive", ["group:business", "no-perm:G_AL"], BUYER, false],
  ])("%s", (_name, rules, context, expected) => {
    expect(isItemVisible(rules, context)).toBe(expected);
  });

  it.each<[string[], DisplayContext["breakpoint"], boolean]>([
    [["bp:xs"], null, true],
    [["no-bp:xs"], null, true],
    [["bp:xl"], null, true],
    [["bp:xs", "logged-in"], null, false],
    [["bp:xs"], "xs", true],
    [["bp:xs"], "lg", false],
    [["bp:xs", "bp:sm"], "sm", true],
    [["no-bp:lg"], "lg", false],
    [["no-bp:lg"], "md", true],
    [["BP:MD"], "md", true],
    [["bp:xl"], "lg", false],
  ])("rules %j at breakpoint %j: %j", (rules, breakpoint, expected) => {
    expect(isItemVisible(rules, ctx({ breakpoint }))).toBe(expected);
  });
});

describe("breakpointClasses", () => {
  it.each<[string[], string[]]>([
    [[], []],
    [["logged-in", "perm:G_AL"], []],
    [["bp:xs"], ["hide-sm", "hide-md", "hide-lg"]],
    [
      ["bp:md", "bp:lg"],
      ["hide-xs", "hide-sm"],
    ],
    [["bp:xs", "bp:sm", "bp:md", "bp:lg"], []],
    [["no-bp:xs"], ["hide-xs"]],
    [
      ["no-bp:lg", "no-bp:xs"],
      ["hide-xs", "hide-lg"],
    ],
    [
      ["bp:lg", "no-bp:lg"],
      ["hide-xs", "hide-sm", "hide-md", "hide-lg"],
    ],
    [["BP:SM"], ["hide-xs", "hide-md", "hide-lg"]],
    [["bp:xl"], ["hide-xs", "hide-sm", "hide-md", "hide-lg"]],
    [["no-bp:xl"], []],
    [["bp"], ["hide-xs", "hide-sm", "hide-md", "hide-lg"]],
  ])("%j -> %j", (rules, expected) => {
    expect(breakpointClasses(rules)).toEqual(expected);
  });

  it("agrees with isItemVisible at every known breakpoint", () => {
    const ruleSets = [["bp:xs"], ["bp:md", "bp:lg"], ["no-bp:sm"], ["bp:lg", "no-bp:lg"], ["bp:xl"], ["no-bp:xl"], []];
    for (const rules of ruleSets) {
      for (const bp of ["xs", "sm", "md", "lg"] as const) {
        const hiddenByCss = breakpointClasses(rules).includes(`hide-${bp}`);
        expect(isItemVisible(rules, ctx({ breakpoint: bp }))).toBe(!hiddenByCss);
      }
    }
  });
});

describe("visibleItems", () => {
  it("keeps the visible items in order and returns the same objects", () => {
    const items = [
      { id: "a", rules: [] },
      { id: "b", rules: ["logged-in"] },
      { id: "c", rules: ["no-logged-in"] },
      { id: "d", rules: ["perm:ORDER_APPROVER"] },
    ];
    expect(visibleItems(items, GUEST).map((i) => i.id)).toEqual(["a", "c"]);
    expect(visibleItems(items, BUYER).map((i) => i.id)).toEqual(["a", "b", "d"]);
    expect(visibleItems(items, GUEST)[0]).toBe(items[0]);
  });

  it("returns an empty list for no items", () => {
    expect(visibleItems([], GUEST)).toEqual([]);
  });
});

function token(overrides: Partial<SessionToken> = {}): SessionToken {
  return { ...guestSessionToken("dotcom"), ...overrides };
}

const REWARDS = { number: "1234567890", tier: "PREMIER", segment: "26_LOYALTY_ELT", points: 100, balanceCents: 500 };

describe("displayContextFor", () => {
  it("gives the guest defaults", () => {
    expect(displayContextFor(token())).toEqual(GUEST);
  });

  it.each<[string, Partial<SessionToken>, string]>([
    ["guest", {}, "guest"],
    ["a CSR user type that is not logged in", { userType: "CSR" }, "guest"],
    ["REGISTERED", { isLoggedIn: true, userType: "REGISTERED" }, "registered"],
    ["REWARDS", { isLoggedIn: true, userType: "REWARDS" }, "rewards"],
    ["CSR", { isLoggedIn: true, userType: "CSR" }, "csr"],
    ["PR6", { isLoggedIn: true, userType: "PR6" }, "business"],
    ["PR7", { isLoggedIn: true, userType: "PR7" }, "business"],
    ["a logged-in GUEST user type", { isLoggedIn: true, userType: "GUEST" }, "registered"],
  ])("maps %s to the group %j", (_name, overrides, group) => {
    expect(displayContextFor(token(overrides)).userGroup).toBe(group);
  });

  it("reads permissions, membership, rewards, CSR flow and route from the token", () => {
    const t = token({ isLoggedIn: true, userType: "PR6", routeType: "sba", csrUserId: "csr-7", rewards: REWARDS });
    t.sessionIPA.permissionDetail.globalPermission = ["G_AL", "ORDER_APPROVER"];
    t.sessionIPA.membershipDetail.membershipProgram = "PREMIUM";
    const result = displayContextFor(t);
    expect(result).toMatchObject({
      isLoggedIn: true,
      permissions: ["G_AL", "ORDER_APPROVER"],
      membershipProgram: "premium",
      rewardsSegment: "26_LOYALTY_ELT",
      rewardsTier: "premier",
      csrFlow: true,
      routeType: "sba",
    });
    // a copy, so callers cannot mutate the token through the context
    expect(result.permissions).not.toBe(t.sessionIPA.permissionDetail.globalPermission);
  });

  it.each<[string, SessionToken["csrUserId"], boolean]>([
    ["null", null, false],
    ["an empty id", "", false],
    ["an id", "csr-1", true],
  ])("treats a CSR id of %s as csrFlow %j", (_name, csrUserId, expected) => {
    expect(displayContextFor(token({ csrUserId })).csrFlow).toBe(expected);
  });

  it("uses non-rewards for a blank tier", () => {
    expect(displayContextFor(token({ rewards: { ...REWARDS, tier: " " } })).rewardsTier).toBe("non-rewards");
  });

  it("lets extra override the defaults but not with undefined", () => {
    const result = displayContextFor(token(), {
      breakpoint: "md",
      webToggles: ["chat"],
      pageType: "cart",
      spanish: true,
      isMobileApp: true,
      userGroup: undefined,
    });
    expect(result).toMatchObject({
      breakpoint: "md",
      webToggles: ["chat"],
      pageType: "cart",
      spanish: true,
      isMobileApp: true,
      userGroup: "guest",
    });
  });

  it("feeds isItemVisible end to end", () => {
    const t = token({ isLoggedIn: true, userType: "PR7", routeType: "sba" });
    t.sessionIPA.permissionDetail.globalPermission = ["MANAGE_BUDGETS"];
    const context = displayContextFor(t, { breakpoint: "lg" });
    expect(isItemVisible(["group:business", "perm:MANAGE_BUDGETS", "route:sba", "bp:lg"], context)).toBe(true);
    expect(isItemVisible(["group:business", "perm:ORDER_APPROVER"], context)).toBe(false);
  });
});
