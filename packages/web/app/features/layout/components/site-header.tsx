import { type HeaderFooterData, type SessionToken, welcomeName } from "@quire/domain";
import { type ReactNode, Suspense } from "react";
import { useLocation } from "react-router";
import { FastLink } from "../../../ui/fast-link";
import { type Translate, useT } from "../../../lib/i18n";
import type { RootData } from "../../../lib/root-data";
import { useSessionSync } from "../../../lib/use-session-sync";
import { hydrateLater } from "../../../ui/hydrate-later";
import { useLiveHeaderFooter } from "../hooks/use-live-header-footer";

// Beyond the logo and the store link, the header's parts (the menu drawer too) hydrate after the first view
// (ui/hydrate-later.ts): until then the sign-in link and the header's rows are links, the account
// menu's sign-out posts, and the search box is a plain search form (what is typed into it before
// then is kept when it hydrates).
const loadAccountMenu = () => import("./account-menu").then((m) => m.AccountMenu);
const loadSignInLink = () => import("./sign-in-link").then((m) => m.SignInLink);
const loadExtras = () => import("./header-extras");
const loadBanners = () => loadExtras().then((m) => m.HeaderBanners);
const loadUtility = () => loadExtras().then((m) => m.HeaderUtility);
const loadFinderBanner = () => loadExtras().then((m) => m.FinderBanner);
const AccountMenu = import.meta.env.SSR ? await loadAccountMenu() : hydrateLater(loadAccountMenu);
const SignInLink = import.meta.env.SSR ? await loadSignInLink() : hydrateLater(loadSignInLink);
const HeaderBanners = import.meta.env.SSR ? await loadBanners() : hydrateLater(loadBanners);
const HeaderUtility = import.meta.env.SSR ? await loadUtility() : hydrateLater(loadUtility);
const FinderBanner = import.meta.env.SSR ? await loadFinderBanner() : hydrateLater(loadFinderBanner);
const loadSiteMenu = () => import("./site-menu").then((m) => m.SiteMenu);
const SiteMenu = import.meta.env.SSR ? await loadSiteMenu() : hydrateLater(loadSiteMenu);
const loadSearchBox = () => import("./search-box").then((m) => m.SearchBox);
const SearchBox = import.meta.env.SSR ? await loadSearchBox() : hydrateLater(loadSearchBox);

/** welcomeMessage's words in the page's language: "Hi, {name}" (or "Hi there") signed in, "Sign in" for guests. */
function welcomeText(welcome: { isLoggedIn: boolean; firstName: string | null }, t: Translate): string {
  if (!welcome.isLoggedIn) return t("Sign in");
  const name = welcomeName(welcome.firstName, "header");
  return name === "" ? t("Hi there") : t("Hi, {{name}}", { name });
}

interface Props {
  tenant: RootData["tenant"] | undefined;
  categories: RootData["categories"];
  /** the cart button and its mini cart, composed by the root layout */
  cart: ReactNode;
  /** header and footer data of the root loader; absent on an error page without it */
  hf: HeaderFooterData | undefined;
  session: SessionToken | undefined;
  /** the header's store item (my store and its dropdowns), composed by the root layout */
  store?: ReactNode;
}

export function SiteHeader({ tenant, categories, cart, hf: loaderHf, session, store }: Props) {
  const isBusiness = tenant?.id === "advantage";
  const tenantId = tenant?.id ?? "dotcom";
  const hf = useLiveHeaderFooter(loaderHf, tenant?.id);
  useSessionSync();
  const location = useLocation();
  const { t } = useT();

  const welcome = hf?.header.welcome ?? {
    isLoggedIn: session?.isLoggedIn ?? false,
    firstName: session?.userInfo?.contact.firstName ?? null,
  };
  const items = hf?.header.items ?? [];
  const accountItems = items.filter((i) => i.slot === "accountMenu");

  return (
    <header className="site-header">
      <Suspense fallback={null}>
        <HeaderBanners items={items} />
      </Suspense>
      <div className="site-header__bar">
        <Suspense fallback={null}>
          <SiteMenu
            categories={categories}
            items={items}
            hf={hf}
            tenant={tenantId}
            signedIn={welcome.isLoggedIn}
            customerNumber={session?.customerNumber ?? null}
          />
        </Suspense>
        {/* Named by what it shows ("Quire", "Advantage") and then "home", so a voice user can say what they see. */}
        <FastLink to="/" className="logo">
          <svg className="logo__mark" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
            {/* A "Q" on a tile: stripes here would pass for the menu button beside it. */}
            <rect width="28" height="28" rx="6" fill="currentColor" />
            <circle cx="13.5" cy="13" r="6.2" fill="none" stroke="#fff" strokeWidth="2.6" />
            <path d="M16.5 16.5l4.5 4.5" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
          <span className="logo__name">Quire</span>
          {isBusiness ? (
            <>
              {" "}
              <span className="logo__tenant">Advantage</span>
            </>
          ) : null}
          <span className="visually-hidden"> {t("home")}</span>
        </FastLink>
        <Suspense fallback={null}>
          <SearchBox />
        </Suspense>
        <nav className="site-header__actions" aria-label={t("Account, stores and cart")}>
          {welcome.isLoggedIn ? (
            <Suspense fallback={null}>
              <AccountMenu welcome={welcomeText(welcome, t)} items={accountItems} />
            </Suspense>
          ) : (
            <Suspense fallback={null}>
              <SignInLink tenantId={tenantId} label={welcomeText(welcome, t)} />
            </Suspense>
          )}
          {store ?? (
            <FastLink to="/stores" className="header-action">
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M12 22s7-6.5 7-12a7 7 0 1 0-14 0c0 5.5 7 12 7 12z" fill="none" stroke="currentColor" strokeWidth="2" />
                <circle cx="12" cy="10" r="2.5" fill="currentColor" />
              </svg>
              <span className="header-action__label">{t("Stores")}</span>
            </FastLink>
          )}
          {cart}
        </nav>
      </div>
      <Suspense fallback={null}>
        <HeaderUtility hf={hf} tenant={tenantId} signedIn={welcome.isLoggedIn} customerNumber={session?.customerNumber ?? null} />
      </Suspense>
      {categories.length > 0 ? (
        <nav className="category-nav" aria-label={t("Shop by category")}>
          <ul>
            {categories.map((c) => (
              <li key={c.slug}>
                <FastLink to={`/c/${c.slug}`}>{t(c.name)}</FastLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Suspense fallback={null}>
        <FinderBanner items={items} pathname={location.pathname} search={location.search} />
      </Suspense>
    </header>
  );
}
