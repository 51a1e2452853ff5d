import type { SiteVariables, TenantId } from "../site";

// Header and footer configuration. Items are stored in the
// database per tenant and served by GET /api/hf/{tenant}{path}; each carries display rules that
// the rule evaluator (display-rules.ts) reads.

export type NavSlot = "topHat" | "marketingBar" | "headerLinks" | "accountMenu" | "finderBanner" | "footerColumn" | "footerLegal";

/**
 * A navigation item with the spec's fields. `headliner` and `subHeadliner` are rich text (see
 * rich-text.ts): **bold**, __underline__, ^superscript^, lines starting "- " are bullets, a
 * newline is a line break, [label](url) is a link.
 */
export interface NavItem {
  id: string;
  slot: NavSlot;
  /** footer column heading the item sits under (footerColumn only) */
  group?: string;
  headliner: string;
  subHeadliner?: string;
  cta?: string;
  /** e.g. "link", "drawer:lists", "drawer:rewards" */
  actionType?: string;
  /** user group -> destination URL used instead of destinationURL for that group */
  actionOverridesByGroup?: Record<string, string>;
  iconOverridesByGroup?: Record<string, string>;
  /** "N/A" means the item is not a link */
  destinationURL: string;
  destinationReplaceURL?: string;
  /** "new-page" opens a new tab */
  targetWindow: "same-page" | "new-page" | "N/A";
  ariaLabel?: string;
  seoTag?: string;
  treatmentType?: string;
  CouponCodes?: string;
  Sku?: string;
  ctaCompoundctaType?: "button";
  imageUrl?: string;
  icon?: string;
  alignment: "Left" | "Right" | "Center";
  OfferId?: string;
  /**
   * Display rules, "[no-]kind[:value]": logged-in, group:<guest|registered|rewards|business|csr>,
   * perm:<CODE>, membership:<select|premium|non-member>, segment:<code>, tier:<name>, csr,
   * toggle:<name>, route:<name>, mobile-app, bp:<xs|sm|md|lg>, page:<type>, spanish.
   * "no-" rules hide the item when they match; positive rules of one kind are OR-ed, kinds AND-ed.
   */
  rules: string[];
  /** finder banners: search terms (lower case) the banner is matched on; none = the default banner */
  searchTerms?: string[];
}

/** Everything the rule evaluator needs to know about the viewer and the page. */
export interface DisplayContext {
  isLoggedIn: boolean;
  /** guest | registered | rewards | business | csr */
  userGroup: string;
  permissions: string[];
  /** select | premium | non-member */
  membershipProgram: string;
  rewardsSegment: string | null;
  /** lower-case tier name (base, premier, elite, ...) or non-rewards */
  rewardsTier: string;
  csrFlow: boolean;
  /** names of active web toggles */
  webToggles: string[];
  routeType: string;
  isMobileApp: boolean;
  /** null while unknown (server render): bp rules are then left to CSS on the client */
  breakpoint: "xs" | "sm" | "md" | "lg" | null;
  pageType: string | null;
  spanish: boolean;
}

/** The answer of GET /api/hf/{tenant}{path} (header, footer, intl, site variables). */
export interface HeaderFooterData {
  tenant: TenantId;
  siteVariables: SiteVariables;
  intl: { locale: string; country: "US"; currency: "USD" };
  header: {
    welcome: { isLoggedIn: boolean; firstName: string | null };
    /** business account details, each present only when the session holds it */
    account: {
      accountNumber: string;
      accountName: string;
      budgetCenter: { name: string; availableBalanceCents: number } | null;
      shipTo: { shipToId: string; name: string } | null;
      salesRep: { name: string | null; email: string | null; phone: string | null } | null;
    } | null;
    /** approvals is null for users who are not approvers */
    counts: { messages: number; approvals: number | null; lists: number };
    rewards: { tier: string; points: number; balanceCents: number } | null;
    storeNumber: string;
    /** items after the server-side rules; bp: rules stay on the item for the client */
    items: NavItem[];
  };
  footer: { items: NavItem[] };
}
