import { type HeaderFooterData, type NavItem, tenantProfile } from "@quire/domain";

// Header-footer answers for component tests.

export function navItem(overrides: Partial<NavItem> & Pick<NavItem, "id" | "slot" | "headliner">): NavItem {
  return { destinationURL: "N/A", targetWindow: "same-page", alignment: "Left", rules: [], ...overrides };
}

type Header = HeaderFooterData["header"];

export function headerFooter(
  overrides: Partial<Omit<Header, "welcome">> & { welcome?: Header["welcome"]; footerItems?: NavItem[] } = {},
): HeaderFooterData {
  const { footerItems = [], ...header } = overrides;
  const tenant = header.account ? "advantage" : "dotcom";
  return {
    tenant,
    siteVariables: tenantProfile(tenant).siteVariables,
    intl: { locale: "en-US", country: "US", currency: "USD" },
    header: {
      welcome: { isLoggedIn: false, firstName: null },
      account: null,
      counts: { messages: 0, approvals: null, lists: 0 },
      rewards: null,
      storeNumber: "0008",
      items: [],
      ...header,
    },
    footer: { items: footerItems },
  };
}

export const northwindAccount: NonNullable<Header["account"]> = {
  accountNumber: "1049527",
  accountName: "Northwind Legal LLP",
  budgetCenter: { name: "Litigation", availableBalanceCents: 1_250_000 },
  shipTo: { shipToId: "1049527-001", name: "Northwind Legal LLP - Boston" },
  salesRep: { name: "Dana Whitfield", email: "dana.whitfield@quire.test", phone: "(508) 555-0147" },
};
