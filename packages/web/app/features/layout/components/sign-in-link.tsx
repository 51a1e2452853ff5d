import { LOGIN_ROUTES, type TenantId, withReturnTarget } from "@quire/domain";
import { Link, useLocation } from "react-router";

function AccountIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A guest's way to sign in from the header, coming back to this page afterwards. */
export function SignInLink({ tenantId, label }: { tenantId: TenantId; label: string }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Link to={withReturnTarget(LOGIN_ROUTES.identityLogin, here, tenantId)} className="header-action">
      <AccountIcon />
      <span className="header-action__label">{label}</span>
    </Link>
  );
}
