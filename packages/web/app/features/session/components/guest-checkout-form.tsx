import { useT } from "../../../lib/i18n";
import { useTenantId } from "../../../lib/use-session";
import { CsrfField } from "../../../ui/csrf-field";

export const GUEST_CHECKOUT_PATH = "/checkout/guest";

/**
 * "Check out as a guest" beside Sign in and Create account (dotcom; business accounts check out
 * signed in). A real form: with or without JavaScript it posts to the guest-checkout action, which
 * opens the guest's checkout session and moves on to checkout with a full page load.
 */
export function GuestCheckoutForm() {
  const { t } = useT();
  const tenant = useTenantId();
  if (tenant !== "dotcom") return null;
  return (
    <form className="session-guest" method="post" action={GUEST_CHECKOUT_PATH}>
      <CsrfField />
      <p className="session-guest__lead">{t("No account? You can check out without one.")}</p>
      <button type="submit" className="button button--secondary session-guest__submit">
        {t("Check out as a guest")}
      </button>
    </form>
  );
}
