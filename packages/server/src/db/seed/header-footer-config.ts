import { DELIVERY_PROMISE, type NavItem, type TenantId } from "@quire/domain";
import type { Transaction } from "kysely";
import type { Db } from "../database";
import type { Database, NavItemTable } from "../schema";

// The default header and footer of both tenants. Each item
// carries display rules ("[no-]kind[:value]", see NavItem.rules) that the server evaluates per
// viewer; bp: rules stay on the item for the client's CSS. Fixed data: no clock, no randomness.

export const NAV_CONFIG_UPDATED_AT = "2026-10-15T09:00:00.000Z";

/**
 * Each tenant's one customer-service number: the header's "Call us" and the footer both read it
 * (decision 040), so they cannot disagree.
 */
export const CUSTOMER_SERVICE_PHONE: Record<TenantId, { text: string; tel: string }> = {
  dotcom: { text: "1-800-555-0199", tel: "tel:+18005550199" },
  advantage: { text: "1-800-555-0188", tel: "tel:+18005550188" },
};

type ItemInput = Partial<NavItem> & Pick<NavItem, "id" | "slot" | "headliner">;

function item(input: ItemInput): NavItem {
  return {
    destinationURL: "N/A",
    targetWindow: "same-page",
    alignment: "Left",
    rules: [],
    ...input,
  };
}

/** What the items both tenants show differ by: `t` is the tenant, ids are prefixed with `p`. */
interface TenantNav {
  t: TenantId;
  p: string;
  listsUrl: string;
  ordersUrl: string;
  recentlyPurchasedUrl: string;
}

/** Items both tenants show. */
function commonItems(t: TenantId): NavItem[] {
  const nav: TenantNav = {
    t,
    p: t === "dotcom" ? "dc" : "adv",
    listsUrl: t === "dotcom" ? "/kuber/viewList?tid=US" : "/cc/mmx/list/mylists",
    ordersUrl: t === "dotcom" ? "/account/orders" : "/cc/mmx/orders",
    recentlyPurchasedUrl: t === "dotcom" ? "/account/recently-purchased" : "/cc/mmx/recently-purchased",
  };
  return [
    ...topHatItems(nav),
    ...marketingBarItems(nav),
    ...headerLinkItems(nav),
    ...helpLinkItems(nav),
    ...accountMenuItems(nav),
    ...finderBannerItems(nav),
    ...footerColumnItems(nav),
    ...legalItems(nav),
  ];
}

/** The top hat above the header. */
function topHatItems({ p }: TenantNav): NavItem[] {
  return [
    item({
      id: `${p}-tophat-delivery`,
      slot: "topHat",
      // the store's one promise (@quire/domain DELIVERY_PROMISE), as the about and shipping pages say it
      headliner: DELIVERY_PROMISE.en,
      subHeadliner: "Weekends not counted",
      destinationURL: "/help/shipping",
      alignment: "Center",
      treatmentType: "text",
    }),
    item({
      id: `${p}-tophat-espanol`,
      slot: "topHat",
      headliner: "En español",
      destinationURL: "/es",
      alignment: "Right",
      rules: ["no-spanish", "no-mobile-app", "toggle:spanish-site"],
    }),
    // the way back from the Spanish site (decision 041): "English" in its own language
    item({
      id: `${p}-tophat-english`,
      slot: "topHat",
      headliner: "English",
      destinationURL: "/en",
      alignment: "Right",
      rules: ["spanish", "no-mobile-app", "toggle:spanish-site"],
    }),
  ];
}

/** The marketing bar under the header. */
function marketingBarItems({ p }: TenantNav): NavItem[] {
  return [
    item({
      id: `${p}-marketing-shipping`,
      slot: "marketingBar",
      headliner: "**Free shipping** on orders over $49.99. [Details](/help/shipping)",
      destinationURL: "N/A",
      targetWindow: "N/A",
      alignment: "Center",
      rules: ["no-page:checkout"],
    }),
    item({
      id: `${p}-marketing-rewards`,
      slot: "marketingBar",
      headliner: "Members earn __5% back__ in Rewards^1^\n- on ink & toner\n- on paper",
      destinationURL: "/rewards",
      alignment: "Center",
      rules: ["group:rewards", "no-page:checkout"],
      OfferId: "OFR-REWARDS-5",
    }),
  ];
}

/** The header's links to stores, orders, rewards and the business tools. */
function headerLinkItems({ p, ordersUrl }: TenantNav): NavItem[] {
  return [
    item({
      id: `${p}-link-stores`,
      slot: "headerLinks",
      headliner: "Store locator",
      destinationURL: "/stores",
      actionType: "drawer:store-chooser",
      icon: "store",
      ariaLabel: "Store locator: find a store near you",
      rules: ["no-perm:STORE_LOCATOR_BLOCKED"],
    }),
    item({
      id: `${p}-link-track-order`,
      slot: "headerLinks",
      headliner: "Track order",
      destinationURL: "/orders/track",
      // signed-in shoppers go straight to their order history
      actionOverridesByGroup: { registered: ordersUrl, rewards: ordersUrl, business: ordersUrl, csr: "/csr/orders" },
      icon: "truck",
      iconOverridesByGroup: { business: "clipboard" },
    }),
    item({
      id: `${p}-link-rewards`,
      slot: "headerLinks",
      headliner: "Rewards",
      destinationURL: "/rewards",
      actionType: "drawer:rewards",
      icon: "star",
      rules: ["group:rewards"],
    }),
    item({
      id: `${p}-link-join-rewards`,
      slot: "headerLinks",
      headliner: "Join Rewards",
      subHeadliner: "Earn 5% back",
      destinationURL: "/rewards/join",
      actionType: "drawer:loyalty-enrollment",
      ctaCompoundctaType: "button",
      cta: "Join free",
      rules: ["no-group:rewards", "no-group:business", "no-route:sba"],
    }),
    item({
      id: `${p}-link-approvals`,
      slot: "headerLinks",
      headliner: "Approvals",
      destinationURL: "/approvals",
      icon: "check",
      rules: ["perm:ORDER_APPROVER", "perm:GROUP_APPROVER", "perm:LEGACY_APPROVER"],
    }),
    item({
      id: `${p}-link-budgets`,
      slot: "headerLinks",
      headliner: "Manage budgets",
      destinationURL: "/cc/mmx/budgets",
      rules: ["perm:MANAGE_BUDGETS"],
    }),
    item({
      id: `${p}-link-reports`,
      slot: "headerLinks",
      headliner: "Reports",
      destinationURL: "/cc/mmx/reports",
      rules: ["perm:REPORTS"],
    }),
    item({
      id: `${p}-link-csr-tools`,
      slot: "headerLinks",
      headliner: "Customer service tools",
      destinationURL: "/csr/tools",
      rules: ["csr"],
    }),
  ];
}

/** The header's ways to get help: chat, the app, e-mail, phone, print and copy, store hours. */
function helpLinkItems({ t, p }: TenantNav): NavItem[] {
  return [
    item({
      id: `${p}-link-chat`,
      slot: "headerLinks",
      headliner: "Chat",
      destinationURL: "javascript:void(0)",
      actionType: "chat",
      icon: "chat",
      ariaLabel: "Chat with us",
      rules: ["toggle:chat", "no-mobile-app"],
    }),
    item({
      id: `${p}-link-app`,
      slot: "headerLinks",
      headliner: "Get the app",
      destinationURL: "/mobile-app",
      icon: "phone",
      rules: ["bp:xs", "no-mobile-app"],
    }),
    item({
      id: `${p}-link-email`,
      slot: "headerLinks",
      headliner: "Email us",
      destinationURL: t === "dotcom" ? "mailto:help@quire.test" : "mailto:advantage@quire.test",
      icon: "mail",
    }),
    item({
      id: `${p}-link-call`,
      slot: "headerLinks",
      headliner: "Call us",
      subHeadliner: CUSTOMER_SERVICE_PHONE[t].text,
      destinationURL: CUSTOMER_SERVICE_PHONE[t].tel,
      icon: "phone",
      ariaLabel: "Call us: customer service",
    }),
    item({
      id: `${p}-link-print`,
      slot: "headerLinks",
      headliner: "Print & marketing",
      // a page of ours, not a partner's site that does not answer
      destinationURL: "/help/print-marketing",
      ariaLabel: "Print & marketing services",
      rules: ["no-perm:PRINT_MARKETING_BLOCKED"],
    }),
    item({
      id: `${p}-link-hours`,
      slot: "headerLinks",
      headliner: "Open 7am-9pm ET, 7 days a week",
      destinationURL: "N/A",
      targetWindow: "N/A",
      alignment: "Right",
      rules: ["no-bp:xs"],
    }),
  ];
}

/** The account menu. */
function accountMenuItems({ p, listsUrl, ordersUrl, recentlyPurchasedUrl }: TenantNav): NavItem[] {
  return [
    item({
      id: `${p}-acct-sign-in`,
      slot: "accountMenu",
      headliner: "Sign in",
      destinationURL: "/office/supplies/login",
      ctaCompoundctaType: "button",
      rules: ["no-logged-in"],
    }),
    item({
      id: `${p}-acct-create`,
      slot: "accountMenu",
      headliner: "Create account",
      destinationURL: "/office/supplies/create-account",
      rules: ["no-logged-in"],
    }),
    item({
      id: `${p}-acct-account`,
      slot: "accountMenu",
      headliner: "My account",
      destinationURL: "/account",
      rules: ["logged-in"],
    }),
    item({
      id: `${p}-acct-orders`,
      slot: "accountMenu",
      headliner: "Order history",
      destinationURL: ordersUrl,
      rules: ["logged-in"],
    }),
    item({
      id: `${p}-acct-recently-purchased`,
      slot: "accountMenu",
      headliner: "Recently purchased",
      destinationURL: recentlyPurchasedUrl,
      rules: ["logged-in"],
    }),
    item({
      id: `${p}-acct-lists`,
      slot: "accountMenu",
      headliner: "Lists",
      destinationURL: listsUrl,
      actionType: "drawer:lists",
      rules: [],
    }),
    item({
      id: `${p}-acct-rewards`,
      slot: "accountMenu",
      headliner: "Rewards dashboard",
      destinationURL: "/rewards/dashboard",
      rules: ["group:rewards"],
    }),
    item({
      id: `${p}-acct-membership`,
      slot: "accountMenu",
      headliner: "My membership",
      destinationURL: "/membership",
      actionType: "drawer:premium",
      rules: ["membership:select", "membership:premium"],
    }),
    item({
      id: `${p}-acct-password`,
      slot: "accountMenu",
      headliner: "Change password",
      destinationURL: "/account/password",
      rules: ["logged-in", "no-csr"],
    }),
    item({
      id: `${p}-acct-sign-out`,
      slot: "accountMenu",
      headliner: "Sign out",
      destinationURL: "javascript:void(0)",
      actionType: "sign-out",
      rules: ["logged-in"],
    }),
  ];
}

/** The finder banners. */
function finderBannerItems({ p }: TenantNav): NavItem[] {
  return [
    item({
      id: `${p}-finder-default`,
      slot: "finderBanner",
      headliner: "Find exactly what your office needs",
      subHeadliner: "Shop by category, brand or item number",
      destinationURL: "/search",
      cta: "Start shopping",
      imageUrl: "/img/finder/default.svg",
    }),
    item({
      id: `${p}-finder-ink`,
      slot: "finderBanner",
      headliner: "**Ink & toner finder**",
      subHeadliner: "Enter your printer model to see every cartridge that fits",
      destinationURL: "/c/ink-toner",
      cta: "Find my ink",
      imageUrl: "/img/finder/ink-toner.svg",
      searchTerms: ["ink", "toner", "cartridge", "cartridges", "printer ink", "ink cartridge", "toner cartridge"],
    }),
    item({
      id: `${p}-finder-paper`,
      slot: "finderBanner",
      headliner: "**Paper finder**",
      subHeadliner: "Copy, cardstock and photo paper by weight and brightness",
      destinationURL: "/c/paper",
      cta: "Find my paper",
      imageUrl: "/img/finder/paper.svg",
      searchTerms: ["paper", "copy paper", "printer paper", "cardstock", "photo paper"],
    }),
  ];
}

/** The footer's columns. */
function footerColumnItems({ t, p, ordersUrl }: TenantNav): NavItem[] {
  return [
    item({
      id: `${p}-foot-help`,
      slot: "footerColumn",
      group: "Customer service",
      headliner: "Help centre",
      destinationURL: "/help",
      rules: ["toggle:help-centre"],
    }),
    item({
      id: `${p}-foot-shipping`,
      slot: "footerColumn",
      group: "Customer service",
      headliner: "Shipping information",
      destinationURL: "/help/shipping",
    }),
    item({
      id: `${p}-foot-returns`,
      slot: "footerColumn",
      group: "Customer service",
      headliner: "Returns",
      destinationURL: "/help/returns",
    }),
    item({
      id: `${p}-foot-track`,
      slot: "footerColumn",
      group: "Customer service",
      headliner: "Track order",
      destinationURL: "/orders/track",
      actionOverridesByGroup: { registered: ordersUrl, rewards: ordersUrl, business: ordersUrl },
    }),
    item({
      id: `${p}-foot-feedback`,
      slot: "footerColumn",
      group: "Customer service",
      headliner: "Give feedback",
      destinationURL: "javascript:void(0)",
      actionType: "feedback",
      rules: ["toggle:feedback"],
    }),
    item({
      id: `${p}-foot-gift-cards`,
      slot: "footerColumn",
      group: "Shop",
      headliner: "Gift cards",
      destinationURL: "/gift-cards",
      rules: ["toggle:gift-cards"],
    }),
    item({
      id: `${p}-foot-gift-balance`,
      slot: "footerColumn",
      group: "Shop",
      headliner: "Check a gift card balance",
      destinationURL: "javascript:void(0)",
      actionType: "drawer:gift-card-balance",
      rules: ["toggle:gift-cards"],
    }),
    item({
      id: `${p}-foot-deals`,
      slot: "footerColumn",
      group: "Shop",
      headliner: "Weekly deals",
      destinationURL: "/deals",
      rules: ["no-perm:PROMO_DEALS_BLOCKED"],
    }),
    item({
      id: `${p}-foot-stores`,
      slot: "footerColumn",
      group: "Shop",
      headliner: "Store locator",
      destinationURL: "/stores",
      rules: ["no-perm:STORE_LOCATOR_BLOCKED"],
    }),
    item({ id: `${p}-foot-about`, slot: "footerColumn", group: "About Quire", headliner: "About us", destinationURL: "/about" }),
    item({
      id: `${p}-foot-careers`,
      slot: "footerColumn",
      group: "About Quire",
      headliner: "Careers",
      destinationURL: "/about/careers",
    }),
    item({
      id: `${p}-foot-call`,
      slot: "footerColumn",
      group: "About Quire",
      headliner: CUSTOMER_SERVICE_PHONE[t].text,
      destinationURL: CUSTOMER_SERVICE_PHONE[t].tel,
      ariaLabel: `${CUSTOMER_SERVICE_PHONE[t].text}: call us`,
    }),
  ];
}

/** The footer's legal line. */
function legalItems({ p }: TenantNav): NavItem[] {
  return [
    item({ id: `${p}-legal-privacy`, slot: "footerLegal", headliner: "Privacy notice", destinationURL: "/legal/privacy" }),
    item({ id: `${p}-legal-terms`, slot: "footerLegal", headliner: "Terms of use", destinationURL: "/legal/terms" }),
    item({
      id: `${p}-legal-cookies`,
      slot: "footerLegal",
      headliner: "Required cookies",
      destinationURL: "javascript:void(0)",
      actionType: "modal:required-cookies",
    }),
    item({
      id: `${p}-legal-adchoices`,
      slot: "footerLegal",
      headliner: "AdChoices",
      destinationURL: "/legal/ad-choices",
      icon: "adchoices",
      ariaLabel: "AdChoices: how we choose what we show you",
    }),
    item({
      id: `${p}-legal-copyright`,
      slot: "footerLegal",
      headliner: "© 2026 Quire, Inc. All rights reserved.",
      destinationURL: "N/A",
      targetWindow: "N/A",
    }),
  ];
}

/** Business-site extras of the advantage tenant. */
function advantageItems(): NavItem[] {
  return [
    item({
      id: "adv-link-quick-order",
      slot: "headerLinks",
      headliner: "Quick order",
      destinationURL: "/cc/mmx/quick-order",
      actionType: "drawer:quick-order",
      icon: "bolt",
      rules: ["group:business"],
    }),
    item({
      id: "adv-link-budget-overview",
      slot: "headerLinks",
      headliner: "Budget overview",
      destinationURL: "/cc/mmx/budget-overview",
      actionType: "overlay:budget-centre",
      rules: ["perm:BUDGET_OVERVIEW", "perm:MANAGE_BUDGETS", "perm:ORDER_APPROVER"],
    }),
    item({
      id: "adv-link-pickup",
      slot: "headerLinks",
      headliner: "Pick up in store",
      destinationURL: "/cc/mmx/pickup",
      rules: ["perm:G_BOP"],
    }),
    item({
      id: "adv-acct-manage-users",
      slot: "accountMenu",
      headliner: "Manage users",
      destinationURL: "/cc/mmx/users",
      rules: ["perm:MANAGE_USERS"],
    }),
    item({
      id: "adv-acct-shipping-location",
      slot: "accountMenu",
      headliner: "Add shipping location",
      destinationURL: "/cc/mmx/ship-to/new",
      actionType: "drawer:ship-to",
      rules: ["perm:ACCOUNT_MAINTENANCE"],
    }),
    item({
      id: "adv-marketing-business",
      slot: "marketingBar",
      headliner: "Talk to your account rep about **contract pricing** on breakroom supplies",
      destinationURL: "/cc/mmx/contract-pricing",
      alignment: "Center",
      rules: ["group:business"],
    }),
    item({
      id: "adv-foot-become-customer",
      slot: "footerColumn",
      group: "Business solutions",
      headliner: "Open a business account",
      destinationURL: "/account/become-customer",
      // with JavaScript it opens the become-customer drawer (decision 046)
      actionType: "drawer:become-customer",
      rules: ["no-logged-in"],
    }),
  ];
}

/** Items only the consumer site shows. */
function dotcomItems(): NavItem[] {
  return [
    // a signed-in consumer may move their buying to a business account (decision 046)
    item({
      id: "dc-foot-become-customer",
      slot: "footerColumn",
      group: "Shop",
      headliner: "Open a business account",
      destinationURL: "/account/become-customer",
      actionType: "drawer:become-customer",
      rules: ["logged-in", "no-csr"],
    }),
  ];
}

/** The default navigation items of one tenant, in display order per slot. */
export function defaultNavItems(tenant: TenantId): NavItem[] {
  return tenant === "dotcom" ? [...commonItems("dotcom"), ...dotcomItems()] : [...commonItems("advantage"), ...advantageItems()];
}

/** nav_items rows of both tenants; position is the order within the slot. */
export function buildNavItemRows(): NavItemTable[] {
  const rows: NavItemTable[] = [];
  for (const tenant of ["dotcom", "advantage"] as const) {
    const positions = new Map<string, number>();
    for (const navItem of defaultNavItems(tenant)) {
      const position = positions.get(navItem.slot) ?? 0;
      positions.set(navItem.slot, position + 1);
      rows.push({
        id: navItem.id,
        tenant,
        slot: navItem.slot,
        position,
        item: JSON.stringify(navItem),
        updatedAt: NAV_CONFIG_UPDATED_AT,
      });
    }
  }
  return rows;
}

export async function insertHeaderFooterConfig(trx: Transaction<Database> | Db): Promise<void> {
  await trx.insertInto("navItems").values(buildNavItemRows()).execute();
}
