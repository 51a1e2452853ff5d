import type { SiteVariables } from "../site";

// The request context every service call carries.
// Fields are optional in the type because contexts arrive from cookies and headers; the errors
// below are what a call reports instead of going out half-filled.

export interface RequestContext {
  tenant?: string;
  legacyTenant?: string;
  locale?: string;
  channelId?: string;
  siteId?: string;
  langId?: string;
  langCd?: string;
  storeId?: string;
}

/** In the spec's order, which is the order the messages are reported in. */
const REQUIRED_FIELDS = ["tenant", "legacyTenant", "locale", "channelId", "siteId", "langId", "langCd", "storeId"] as const;

/** "{field} required!" for each missing or blank field, in the spec's order; [] when complete. */
export function requestContextErrors(ctx: RequestContext): string[] {
  return REQUIRED_FIELDS.filter((field) => {
    const value: unknown = ctx?.[field];
    return typeof value !== "string" || value.trim() === "";
  }).map((field) => `${field} required!`);
}

export function requestContextFor(siteVariables: SiteVariables): RequestContext {
  return {
    tenant: siteVariables.tenant.fullName,
    legacyTenant: siteVariables.tenant.legacy,
    locale: siteVariables.locale,
    channelId: siteVariables.channelId,
    siteId: siteVariables.siteId,
    langId: siteVariables.langId,
    langCd: siteVariables.langCd,
    storeId: siteVariables.storeId,
  };
}
