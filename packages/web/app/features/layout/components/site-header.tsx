import { Link } from "react-router";
import type { RootData } from "../../../root";
import { MiniCart } from "../../add-to-cart/components/mini-cart";
import { SearchBox } from "./search-box";

interface Props {
  tenant: RootData["tenant"] | undefined;
  categories: RootData["categories"];
  cartCount: number;
}

export function SiteHeader({ tenant, categories, cartCount }: Props) {
  const isBusiness = tenant?.id === "advantage";
  const cartPath = tenant?.cartPath ?? "/cart";
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="logo" aria-label={`${tenant?.siteName ?? "Quire"} home`}>
          <svg className="logo__mark" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
            <rect width="28" height="28" rx="6" fill="currentColor" />
            <path d="M8 9h12M8 14h12M8 19h7" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span className="logo__name">Quire</span>
          {isBusiness ? <span className="logo__tenant">Advantage</span> : null}
        </Link>
        <SearchBox />
        <nav className="site-header__actions" aria-label="Account, stores and cart">
          <Link to="/office/supplies/login" className="header-action">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className="header-action__label">{isBusiness ? "Business account" : "Sign in"}</span>
          </Link>
          <Link to="/stores" className="header-action">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 22s7-6.5 7-12a7 7 0 1 0-14 0c0 5.5 7 12 7 12z" fill="none" stroke="currentColor" strokeWidth="2" />
              <circle cx="12" cy="10" r="2.5" fill="currentColor" />
            </svg>
            <span className="header-action__label">Stores</span>
          </Link>
          <MiniCart cartPath={cartPath} count={cartCount} />
        </nav>
      </div>
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
    </header>
  );
}
