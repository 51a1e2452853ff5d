import {
  type HeaderFooterData,
  LOGIN_ROUTES,
  type NavItem,
  type NavSlot,
  pickFinderBanner,
  type SessionToken,
  welcomeMessage,
  withReturnTarget,
} from "@quire/domain";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { RootData } from "../../../lib/root-data";
import { useSessionSync } from "../../../lib/use-session-sync";
import { useLiveHeaderFooter } from "../hooks/use-live-header-footer";
import { AccountMenu } from "./account-menu";
import { BusinessStrip } from "./business-strip";
import { HeaderActivity } from "./header-activity";
import { NavItemView, itemClassName } from "./nav-item-view";
import { SearchBox } from "./search-box";

interface Props {
  tenant: RootData["tenant"] | undefined;
  categories: RootData["categories"];
  /** the cart button and its mini cart, composed by the root layout */
  cart: ReactNode;
  /** header and footer data of the root loader; absent on an error page without it */
  hf: HeaderFooterData | undefined;
  session: SessionToken | undefined;
}

/** The search the finder banner is matched on: the search page's query (q is accepted too). */
function searchTerm(search: string): string {
  const params = new URLSearchParams(search);
  return params.get("query") ?? params.get("q") ?? "";
}

function itemsIn(items: NavItem[], slot: NavSlot): NavItem[] {
  return items.filter((i) => i.slot === slot);
}

function AccountIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function SiteHeader({ tenant, categories, cart, hf: loaderHf, session }: Props) {
  const isBusiness = tenant?.id === "advantage";
  const tenantId = tenant?.id ?? "dotcom";
  const hf = useLiveHeaderFooter(loaderHf, tenant?.id);
  useSessionSync();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  const welcome = hf?.header.welcome ?? {
    isLoggedIn: session?.isLoggedIn ?? false,
    firstName: session?.userInfo?.contact.firstName ?? null,
  };
  const items = hf?.header.items ?? [];
  const topHat = itemsIn(items, "topHat");
  const marketing = itemsIn(items, "marketingBar");
  const headerLinks = itemsIn(items, "headerLinks");
  const accountItems = itemsIn(items, "accountMenu");
  const finderBanner =
    location.pathname === "/search" ? pickFinderBanner(itemsIn(items, "finderBanner"), searchTerm(location.search)) : null;
  const activity = hf && welcome.isLoggedIn;

  return (
    <header className="site-header">
      {topHat.length > 0 ? (
        <div className="top-hat">
          <ul className="top-hat__list">
            {topHat.map((item) => (
              <li key={item.id} className={itemClassName(item, "top-hat__item")}>
                <NavItemView item={item} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {marketing.length > 0 ? (
        <div className="marketing-bar">
          <ul className="marketing-bar__list">
            {marketing.map((item) => (
              <li key={item.id} className={itemClassName(item, "marketing-bar__item")}>
                <NavItemView item={item} block />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="site-header__bar">
        {/* Named by what it shows ("Quire", "Advantage") and then "home", so a voice user can say what they see. */}
        <Link to="/" className="logo">
          <svg className="logo__mark" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
            <rect width="28" height="28" rx="6" fill="currentColor" />
            <path d="M8 9h12M8 14h12M8 19h7" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span className="logo__name">Quire</span>
          {isBusiness ? (
            <>
              {" "}
              <span className="logo__tenant">Advantage</span>
            </>
          ) : null}
          <span className="visually-hidden"> home</span>
        </Link>
        <SearchBox />
        <nav className="site-header__actions" aria-label="Account, stores and cart">
          {welcome.isLoggedIn ? (
            <AccountMenu welcome={welcomeMessage(welcome, "header")} items={accountItems} />
          ) : (
            <Link to={withReturnTarget(LOGIN_ROUTES.identityLogin, here, tenantId)} className="header-action">
              <AccountIcon />
              <span className="header-action__label">{welcomeMessage(welcome, "header")}</span>
            </Link>
          )}
          <Link to="/stores" className="header-action">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 22s7-6.5 7-12a7 7 0 1 0-14 0c0 5.5 7 12 7 12z" fill="none" stroke="currentColor" strokeWidth="2" />
              <circle cx="12" cy="10" r="2.5" fill="currentColor" />
            </svg>
            <span className="header-action__label">Stores</span>
          </Link>
          {cart}
        </nav>
      </div>
      {headerLinks.length > 0 || activity ? (
        <div className="site-header__utility">
          {headerLinks.length > 0 ? (
            <nav aria-label="Quick links" className="header-links">
              <ul className="header-links__list">
                {headerLinks.map((item) => (
                  <li key={item.id} className={itemClassName(item, "header-links__item")}>
                    <NavItemView item={item} />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {hf ? (
            <HeaderActivity
              tenant={tenantId}
              signedIn={welcome.isLoggedIn}
              counts={hf.header.counts}
              rewards={hf.header.rewards}
            />
          ) : null}
        </div>
      ) : null}
      {hf?.header.account ? <BusinessStrip account={hf.header.account} /> : null}
      {categories.length > 0 ? (
        <nav className="category-nav" aria-label="Shop by category">
          <ul>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link to={`/c/${c.slug}`}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {finderBanner ? (
        <div className={itemClassName(finderBanner, "finder-banner")}>
          <NavItemView item={finderBanner} block />
        </div>
      ) : null}
    </header>
  );
}
