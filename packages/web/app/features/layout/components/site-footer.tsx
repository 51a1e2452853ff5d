import { Link } from "react-router";
import type { RootData } from "../../../root";

export function SiteFooter({ tenant }: { tenant: RootData["tenant"] | undefined }) {
  const name = tenant?.siteName ?? "Quire";
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/stores">Find a store</Link>
            </li>
            <li>
              <Link to="/office/supplies/login">{tenant?.id === "advantage" ? "Business account" : "Your account"}</Link>
            </li>
            <li>
              <Link to={tenant?.cartPath ?? "/cart"}>Cart</Link>
            </li>
            <li>
              <a href="/api/openapi.json">API</a>
            </li>
          </ul>
        </nav>
        <p className="site-footer__note">
          {name} · {tenant?.tagline ?? "Office supplies, delivered"} · Prices in USD
        </p>
      </div>
    </footer>
  );
}
