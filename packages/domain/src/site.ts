export type TenantId = "dotcom" | "advantage";
export const TENANTS: readonly TenantId[] = ["dotcom", "advantage"];

// The spec's site variables, one fixed set per tenant.
export interface SiteVariables {
  tenant: { fullName: string; legacy: string; shortName: string };
  channelId: string;
  langCd: string;
  langId: string;
  locale: string;
  hyphenatedLocale: string;
  siteId: string;
  storeId: string;
  isLoggedIn: boolean;
  zipCode?: string;
}

export interface TenantProfile {
  id: TenantId;
  siteName: string;
  tagline: string;
  siteVariables: SiteVariables;
  /** the cart page path of this tenant */
  cartPath: string;
}

const PROFILES: Record<TenantId, TenantProfile> = {
  dotcom: {
    id: "dotcom",
    siteName: "Quire",
    tagline: "Office supplies, delivered",
    cartPath: "/cart",
    siteVariables: {
      tenant: { fullName: "dotcom", legacy: "sdc", shortName: "dc" },
      channelId: "WEB",
      langCd: "en",
      langId: "-1",
      locale: "en-us",
      hyphenatedLocale: "en-US",
      siteId: "sdc",
      storeId: "10001",
      isLoggedIn: false,
    },
  },
  advantage: {
    id: "advantage",
    siteName: "Quire Advantage",
    tagline: "Supplies for business accounts",
    cartPath: "/cc/mmx/cart",
    siteVariables: {
      tenant: { fullName: "advantage", legacy: "sba", shortName: "adv" },
      channelId: "WEB",
      langCd: "en",
      langId: "-1",
      locale: "en-us",
      hyphenatedLocale: "en-US",
      siteId: "sba",
      storeId: "10051",
      isLoggedIn: false,
    },
  },
};

export function tenantProfile(tenant: TenantId): TenantProfile {
  return PROFILES[tenant];
}
