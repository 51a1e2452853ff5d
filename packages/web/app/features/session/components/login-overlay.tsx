import * as Dialog from "@radix-ui/react-dialog";
import { useId } from "react";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { CheckoutSignInLinks } from "./checkout-sign-in-links";
import { SignInForm } from "./sign-in-form";
import { useSignedIn } from "../../../lib/use-session";
import { CHECKOUT_PATH } from "../../../lib/paths";

/**
 * Checkout needs a signed-in shopper, and from the add-to-cart
 * overlay a guest signs in in an overlay on top of it. Signing in continues to checkout with a
 * full page load; a signed-in shopper goes straight there.
 */
export function LoginOverlay({ onLeave }: { onLeave: () => void }) {
  const { t } = useT();
  const signedIn = useSignedIn();
  const id = useId();
  if (signedIn) {
    return (
      <Link to={CHECKOUT_PATH} className="button" onClick={onLeave}>
        {t("Checkout")}
      </Link>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger className="button">{t("Checkout")}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="atc-backdrop atc-backdrop--raised" />
        <Dialog.Content className="atc-dialog atc-dialog--login" aria-describedby={`${id}-desc`}>
          <Dialog.Title className="atc-dialog__title">{t("Sign in to check out")}</Dialog.Title>
          <p id={`${id}-desc`} className="session-drawer__lead">
            {t("Sign in for faster checkout, or continue as a guest.")}
          </p>
          <SignInForm onSignedIn={() => window.location.assign(CHECKOUT_PATH)} />
          <CheckoutSignInLinks onLeave={onLeave} />
          <Dialog.Close className="atc-dialog__close" aria-label={t("Close sign in")}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
