import {
  destinationFor,
  type DisplayContext,
  displayContextFor,
  type HeaderFooterData,
  languageOf,
  type NavItem,
  type NavSlot,
  pickFinderBanner,
  requestContextErrors,
  requestContextFor,
  siteVariablesIn,
  TENANTS,
  type TenantId,
  type TenantProfile,
  visibleItems,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { TtlCache } from "../../lib/ttl-cache";
import { countLists, countPendingApprovals, findBudgetCentre, isApprover } from "../account";
import type { RequestSession } from "../session";
import * as repo from "./header-footer.repository";

// Header and footer for one viewer on one page: the
// tenant's navigation items after the display rules, the welcome, the business account block and
// the counts. The configuration (items and web toggles) is read once per tenant and kept for 30 s
// per process; the counts are read per request.

export const NAV_CONFIG_TTL_MS = 30_000;

const HEADER_SLOTS: readonly NavSlot[] = ["topHat", "marketingBar", "headerLinks", "accountMenu", "finderBanner"];
const FOOTER_SLOTS: readonly NavSlot[] = ["footerColumn", "footerLegal"];
/** Query parameters a page uses for its search term (the app's search page uses `query`). */
const SEARCH_TERM_PARAMS = ["query", "searchTerm", "term", "q"];

export const INVALID_REQUEST_CONTEXT = "INVALID_REQUEST_CONTEXT";

interface NavConfig {
  items: NavItem[];
  webToggles: string[];
}

export type PageType = "home" | "search" | "category" | "product" | "cart" | "checkout" | "login" | "stores" | "other";

const PRODUCT_PATH = /^\/[a-z0-9-]{1,120}_\d{1,12}$/;

/** The page type of a storefront path (query string allowed), for page: display rules. */
export function pageTypeFor(path: string): PageType {
  const pathname = (path.split(/[?#]/)[0] ?? "/").replace(/\/{2,}/g, "/").toLowerCase();
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (p === "" || p === "/") return "home";
  if (p === "/search") return "search";
  if (/^\/c\/[^/]+$/.test(p)) return "category";
  if (p === "/cart" || p === "/cc/mmx/cart" || p === "/cc/sparq/cart") return "cart";
  if (p === "/checkout" || p.startsWith("/checkout/")) return "checkout";
  if (p === "/office/supplies/login") return "login";
  if (p === "/stores" || p.startsWith("/stores/")) return "stores";
  if (PRODUCT_PATH.test(p)) return "product";
  return "other";
}

/**
 * Viewer flags the display rules read: the native apps embed the storefront with "QuireApp/<version>"
 * in the user agent (mobile-app rules); ?lang=es, or the language cookie /es sets, asks for the
 * Spanish site (spanish rules, decision 041). ?lang=en wins over the cookie.
 */
export function clientFlagsFor(
  path: string,
  userAgent: string | null | undefined,
  cookieLanguage: string | null = null,
): { isMobileApp: boolean; spanish: boolean } {
  const q = path.indexOf("?");
  const lang = q === -1 ? null : new URLSearchParams(path.slice(q + 1).split("#")[0]).get("lang");
  return {
    isMobileApp: /\bQuireApp\//.test(userAgent ?? ""),
    spanish: languageOf({ query: lang, cookie: cookieLanguage }) === "es",
  };
}

/** The search term of a page path, from its query string (null when there is none). */
export function searchTermOf(path: string): string | null {
  const q = path.indexOf("?");
  if (q === -1) return null;
  const params = new URLSearchParams(path.slice(q + 1).split("#")[0]);
  for (const name of SEARCH_TERM_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

export class HeaderFooterService {
  private readonly configs = new TtlCache<NavConfig>(TENANTS.length, NAV_CONFIG_TTL_MS);

  constructor(private readonly db: Db) {}

  /**
   * The tenant named in the path must be a known tenant and the host's own, and the host
   * tenant's site variables must make a complete request context (section 5); otherwise 400
   * INVALID_REQUEST_CONTEXT with the first missing field's message ("tenant required!").
   */
  checkRequestContext(pathTenant: string, tenant: TenantProfile): void {
    if (!(TENANTS as readonly string[]).includes(pathTenant) || pathTenant !== tenant.id) {
      throw new AppError(400, INVALID_REQUEST_CONTEXT, "tenant required!");
    }
    const [first] = requestContextErrors(requestContextFor(tenant.siteVariables));
    if (first !== undefined) throw new AppError(400, INVALID_REQUEST_CONTEXT, first);
  }

  async read(
    session: RequestSession,
    tenant: TenantProfile,
    path: string,
    userAgent: string | null = null,
    cookieLanguage: string | null = null,
  ): Promise<HeaderFooterData> {
    const token = session.token;
    const [config, counts, budgetCenter] = await Promise.all([
      this.config(tenant.id),
      this.counts(session),
      this.budgetCenter(session),
    ]);
    const flags = clientFlagsFor(path, userAgent, cookieLanguage);
    const ctx = displayContextFor(token, {
      webToggles: config.webToggles,
      pageType: pageTypeFor(path),
      ...flags,
    });
    const siteVariables = siteVariablesIn(tenant.siteVariables, flags.spanish ? "es" : "en");
    const shown = visibleItems(config.items, ctx).map((item) => resolveItem(item, ctx));
    const banner = pickFinderBanner(
      shown.filter((i) => i.slot === "finderBanner"),
      searchTermOf(path),
    );
    const headerItems = shown.filter((i) => HEADER_SLOTS.includes(i.slot) && (i.slot !== "finderBanner" || i.id === banner?.id));
    const info = token.accountInfo;
    return {
      tenant: tenant.id,
      siteVariables: { ...siteVariables, isLoggedIn: token.isLoggedIn },
      intl: { locale: siteVariables.hyphenatedLocale, country: "US", currency: "USD" },
      header: {
        welcome: {
          isLoggedIn: token.isLoggedIn,
          firstName: token.isLoggedIn ? token.userInfo?.contact.firstName.trim() || null : null,
        },
        account:
          token.isLoggedIn && info && session.accountId !== null
            ? {
                accountNumber: info.accountNumber,
                accountName: info.accountName,
                budgetCenter,
                shipTo: token.shipTo ? { shipToId: token.shipTo.shipToId, name: token.shipTo.name } : null,
                salesRep:
                  info.salesRepName || info.salesRepEmail || info.salesRepPhone
                    ? { name: info.salesRepName, email: info.salesRepEmail, phone: info.salesRepPhone }
                    : null,
              }
            : null,
        counts,
        rewards: token.rewards
          ? { tier: token.rewards.tier, points: token.rewards.points, balanceCents: token.rewards.balanceCents }
          : null,
        storeNumber: token.storeNumber,
        items: headerItems,
      },
      footer: { items: shown.filter((i) => FOOTER_SLOTS.includes(i.slot)) },
    };
  }

  /** Forget the cached configuration (after an edit, and in tests). */
  clearCache(): void {
    this.configs.clear();
  }

  private config(tenant: TenantId): Promise<NavConfig> {
    return this.configs.getOrCompute(tenant, async () => {
      const [items, webToggles] = await Promise.all([
        repo.findNavItems(this.db, tenant),
        repo.findActiveWebToggles(this.db, tenant),
      ]);
      // slots in page order (top hat first, legal links last); positions are already in order
      const slotOrder = [...HEADER_SLOTS, ...FOOTER_SLOTS];
      items.sort((a, b) => slotOrder.indexOf(a.slot) - slotOrder.indexOf(b.slot));
      return { items, webToggles };
    });
  }

  /** The header's counts for this viewer: unread messages, pending approvals, lists (decision 065 reads them apart). */
  async counts(session: RequestSession): Promise<HeaderFooterData["header"]["counts"]> {
    if (session.pageFacts) return session.pageFacts.counts;
    const userId = session.token.isLoggedIn ? session.userId : null;
    if (userId === null) return { messages: 0, approvals: null, lists: 0 };
    const [messages, approvals, lists] = await Promise.all([
      repo.countUnreadMessages(this.db, userId),
      isApprover(session) && session.accountId !== null
        ? countPendingApprovals(this.db, session.accountId)
        : Promise.resolve(null),
      countLists(this.db, userId, session.accountId),
    ]);
    return { messages, approvals, lists };
  }

  /** The user's budget centre with its balance as it stands now (the token's copy is from sign-in; decision 065 reads it apart). */
  async budgetCenter(session: RequestSession): Promise<{ name: string; availableBalanceCents: number } | null> {
    if (session.pageFacts) return session.pageFacts.budgetCenter;
    const fromToken = session.token.budgetCenter;
    if (!session.token.isLoggedIn || session.accountId === null || session.budgetCentreId === null) return fromToken;
    const row = await findBudgetCentre(this.db, session.accountId, session.budgetCentreId);
    return row ? { name: row.name, availableBalanceCents: row.availableBalanceCents } : fromToken;
  }
}

/** The item as this viewer gets it: destination (and icon) overridden for their group. */
function resolveItem(item: NavItem, ctx: DisplayContext): NavItem {
  const destinationURL = destinationFor(item, ctx.userGroup);
  const icon = item.iconOverridesByGroup?.[ctx.userGroup] ?? item.icon;
  return { ...item, destinationURL, ...(icon !== undefined ? { icon } : {}) };
}
