import { LOGIN_ROUTES, type TenantId, withReturnTarget } from "@quire/domain";
import { useLocation } from "react-router";
import { FastLink } from "../../../ui/fast-link";
import { AccountIcon } from "./account-icon";

/** A guest's way to sign in from the header, coming back to this page afterwards. */
export function SignInLink({ tenantId, label }: { tenantId: TenantId; label: string }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <FastLink to={withReturnTarget(LOGIN_ROUTES.identityLogin, here, tenantId)} className="header-action">
      <AccountIcon />
      <span className="header-action__label">{label}</span>
    </FastLink>
  );
}
