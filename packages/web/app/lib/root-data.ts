import type { AppLoadContext } from "react-router";
import { useRouteLoaderData } from "react-router";

// What the root loader gives every page (root.tsx): the tenant, the category menu, the header's
// cart count, the session, the header and footer, the host links are classified against, and the
// CSRF token forms carry. Declared here, not inferred from root.tsx, so features can read it
// without importing the root module (which imports them).

type TenantProfile = AppLoadContext["tenant"];

export interface RootData {
  tenant: Pick<TenantProfile, "id" | "siteName" | "tagline" | "cartPath" | "siteVariables">;
  /** the page's language (decision 041): the html lang and every t() follow it */
  language: AppLoadContext["language"];
  /** the category tree: the header's row shows the top level, its menu drawer every level */
  categories: Array<{ slug: string; name: string; children: Array<{ slug: string; name: string }> }>;
  cartCount: number;
  session: Awaited<ReturnType<AppLoadContext["session"]["read"]>>;
  /** header and footer for this shopper on this page */
  hf: Awaited<ReturnType<AppLoadContext["headerFooter"]["read"]>>;
  /** the host links are classified against (internal vs external) */
  host: string;
  /** what every form posts in its hidden csrf field (the quire_csrf cookie's value) */
  csrfToken: string;
  /** my store: the YourStore cookie, else the default store */
  yourStore: ReturnType<AppLoadContext["doors"]["stores"]["yourStore"]>;
  /** this answer's request id: the reference the error boundary shows (decision 054) */
  reference: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
