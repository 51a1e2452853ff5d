import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { useTenantId } from "../../../lib/use-session";
import { CHECKOUT_PATH } from "../../../lib/paths";
import { GuestCheckoutForm } from "./guest-checkout-form";

/**
 * Under the sign-in form on the way to checkout (drawer, add-to-cart overlay, the sign-in page
 * reached from Checkout): create an account and come back to checkout, or check out as a guest
 * (dotcom, decision 060). onLeave closes what holds the link.
 */
export function CheckoutSignInLinks({ onLeave }: { onLeave: () => void }) {
  const { t } = useT();
  const tenant = useTenantId();
  return (
    <>
      <p className="session-page__switch">
        {t("New here?")}{" "}
        <Link to={withReturnTarget(LOGIN_ROUTES.identityCreateAccount, CHECKOUT_PATH, tenant)} onClick={onLeave}>
          {t("Create an account")}
        </Link>
      </p>
      <GuestCheckoutForm />
    </>
  );
}
