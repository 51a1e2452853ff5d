import type { SessionToken } from "../session/session-token";
import type { DisplayContext } from "./types";

// Display rules of header and footer items: "[no-]kind[:value]".
// "no-" rules hide an item when they match; positive rules of one kind are OR-ed and kinds are
// AND-ed; an item without rules is shown. The full rule matrix is not in the spec, so the kinds
// below are the ones the spec names as gates.

type Breakpoint = "xs" | "sm" | "md" | "lg";

const BREAKPOINT_ORDER: readonly Breakpoint[] = ["xs", "sm", "md", "lg"];

/** kinds that stand alone ("csr") and kinds that need a value ("perm:G_AL") */
const FLAG_KINDS = new Set(["logged-in", "csr", "mobile-app", "spanish"]);
const VALUE_KINDS = new Set(["group", "perm", "membership", "segment", "tier", "toggle", "route", "bp", "page"]);

interface ParsedRule {
  negated: boolean;
  kind: string;
  /** as written for perm (codes are case-sensitive), lower case otherwise; "" for flag kinds */
  value: string;
  /** false for unknown kinds, flags given a value and value kinds given none */
  known: boolean;
}

function parseRule(raw: string): ParsedRule | null {
  const rule = raw.trim();
  // A blank entry is not a rule at all (stray CMS data), so it neither shows nor hides.
  if (rule === "") return null;
  const colon = rule.indexOf(":");
  const head = (colon === -1 ? rule : rule.slice(0, colon)).trim().toLowerCase();
  const rawValue = colon === -1 ? "" : rule.slice(colon + 1).trim();
  const negated = head.startsWith("no-");
  const kind = negated ? head.slice(3) : head;
  const value = kind === "perm" ? rawValue : rawValue.toLowerCase();
  const known = colon === -1 ? FLAG_KINDS.has(kind) : VALUE_KINDS.has(kind) && value !== "";
  return { negated, kind, value, known };
}

// Tier names are written with hyphens in rules ("penalty-box") but may arrive with spaces or
// underscores from profile data ("PENALTY_BOX"), so both sides are folded the same way.
function foldTier(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
}

function matches(rule: ParsedRule, ctx: DisplayContext): boolean {
  const v = rule.value;
  switch (rule.kind) {
    case "logged-in":
      return ctx.isLoggedIn;
    case "group":
      return ctx.userGroup.toLowerCase() === v;
    case "perm":
      return ctx.permissions.includes(v);
    case "membership":
      return ctx.membershipProgram.toLowerCase() === v;
    case "segment":
      return (ctx.rewardsSegment ?? "").toLowerCase() === v;
    case "tier":
      return foldTier(ctx.rewardsTier) === foldTier(v);
    case "csr":
      return ctx.csrFlow;
    case "toggle":
      return ctx.webToggles.some((t) => t.toLowerCase() === v);
    case "route":
      return ctx.routeType.toLowerCase() === v;
    case "mobile-app":
      return ctx.isMobileApp;
    case "bp":
      return ctx.breakpoint === v;
    case "page":
      return (ctx.pageType ?? "").toLowerCase() === v;
    case "spanish":
      return ctx.spanish;
    default:
      return false;
  }
}

/**
 * Whether an item with these rules is shown in this context.
 *
 * Unknown or malformed rules fail closed for shows: a positive rule we cannot evaluate never
 * matches, so the item stays hidden rather than leaking (say) a permission-gated link to everyone;
 * an unknown "no-" rule is ignored, because treating it as a match would hide the item from
 * everyone while ignoring it cannot show anything the positive rules do not already allow.
 *
 * bp rules are skipped while the breakpoint is unknown (server render): breakpointClasses() turns
 * them into CSS classes so the client hides the item without a layout-dependent render.
 */
export function isItemVisible(rules: readonly string[], ctx: DisplayContext): boolean {
  // kind -> whether any positive rule of that kind matched so far
  const positives = new Map<string, boolean>();
  for (const raw of rules) {
    const rule = parseRule(raw);
    if (rule === null) continue;
    if (rule.kind === "bp" && ctx.breakpoint === null) continue;
    if (rule.negated) {
      if (rule.known && matches(rule, ctx)) return false;
      continue;
    }
    const hit = rule.known && matches(rule, ctx);
    positives.set(rule.kind, (positives.get(rule.kind) ?? false) || hit);
  }
  for (const hit of positives.values()) if (!hit) return false;
  return true;
}

/**
 * CSS classes ("hide-xs" ... "hide-lg") for the breakpoints at which the item's bp rules hide it,
 * in breakpoint order. Positive bp rules hide the item at every breakpoint they do not list (an
 * invalid value such as "bp:xl" lists none, matching isItemVisible); "no-bp" rules hide it at the
 * ones they list.
 */
export function breakpointClasses(rules: readonly string[]): string[] {
  let hasPositive = false;
  const shown = new Set<string>();
  const hidden = new Set<string>();
  for (const raw of rules) {
    const rule = parseRule(raw);
    if (rule === null || rule.kind !== "bp") continue;
    if (rule.negated) {
      if (rule.known) hidden.add(rule.value);
    } else {
      hasPositive = true;
      if (rule.known) shown.add(rule.value);
    }
  }
  return BREAKPOINT_ORDER.filter((bp) => hidden.has(bp) || (hasPositive && !shown.has(bp))).map((bp) => `hide-${bp}`);
}

export function visibleItems<T extends { rules: readonly string[] }>(items: readonly T[], ctx: DisplayContext): T[] {
  return items.filter((item) => isItemVisible(item.rules, ctx));
}

function userGroupFor(token: SessionToken): string {
  if (!token.isLoggedIn) return "guest";
  switch (token.userType) {
    case "CSR":
      return "csr";
    case "PR6":
    case "PR7":
      return "business";
    case "REWARDS":
      return "rewards";
    default:
      return "registered";
  }
}

/** The rule context of a session; `extra` supplies what the token cannot know (page, toggles, breakpoint). */
export function displayContextFor(token: SessionToken, extra?: Partial<DisplayContext>): DisplayContext {
  const program = token.sessionIPA.membershipDetail.membershipProgram;
  const tier = token.rewards?.tier?.trim() ?? "";
  const base: DisplayContext = {
    isLoggedIn: token.isLoggedIn,
    userGroup: userGroupFor(token),
    permissions: [...token.sessionIPA.permissionDetail.globalPermission],
    membershipProgram: program ? program.toLowerCase() : "non-member",
    rewardsSegment: token.rewards?.segment ?? null,
    rewardsTier: tier === "" ? "non-rewards" : tier.toLowerCase(),
    // An empty id (or one missing from an older token) is not a signed-in rep.
    csrFlow: typeof token.csrUserId === "string" && token.csrUserId !== "",
    routeType: token.routeType,
    webToggles: [],
    isMobileApp: false,
    breakpoint: null,
    pageType: null,
    spanish: false,
  };
  if (!extra) return base;
  // Keys present but undefined (from spreading optional props) must not erase the defaults.
  const overrides = Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== undefined));
  return { ...base, ...overrides };
}
