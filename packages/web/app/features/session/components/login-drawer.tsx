import * as Dialog from "@radix-ui/react-dialog";
import { useId } from "react";
import { CHECKOUT_PATH } from "../../../lib/paths";
import { useT } from "../../../lib/i18n";
import { CheckoutSignInLinks } from "./checkout-sign-in-links";
import { SignInForm } from "./sign-in-form";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** where the focus goes when the drawer closes, when not back to what opened it */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A guest's Checkout in the mini cart, on the cart page or in the add-to-cart overlay (which closes
 * first: one surface at a time) opens this side drawer: sign in, create an account or check out as
 * a guest. Each continues to checkout with a full page load (the header and cart come from the server).
 */
export function LoginDrawer({ open, onOpenChange, onCloseAutoFocus }: Props) {
  const { t } = useT();
  const leadId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="atc-backdrop atc-backdrop--raised" />
        <Dialog.Content
          className="atc-dialog atc-dialog--drawer atc-dialog--raised session-drawer"
          aria-describedby={leadId}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className="atc-dialog__title">{t("Sign in to check out")}</Dialog.Title>
          <p id={leadId} className="session-drawer__lead">
            {t("Sign in for faster checkout, or continue as a guest.")}
          </p>
          <SignInForm onSignedIn={() => window.location.assign(CHECKOUT_PATH)} />
          <CheckoutSignInLinks onLeave={() => onOpenChange(false)} />
          <Dialog.Close className="atc-dialog__close" aria-label={t("Close sign in")}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
