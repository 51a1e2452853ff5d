import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { Link } from "react-router";

/**
 * Spec cart.md section 4: a guest who checks out from the add-to-cart overlay signs in first.
 * Accounts are not built yet, so the form says so honestly and guest checkout is the way on.
 */
export function LoginOverlay({ onLeave }: { onLeave: () => void }) {
  const [note, setNote] = useState("");
  const id = useId();
  return (
    <Dialog.Root>
      <Dialog.Trigger className="button">Checkout</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="atc-backdrop atc-backdrop--raised" />
        <Dialog.Content className="atc-dialog atc-dialog--login" aria-describedby={`${id}-desc`}>
          <Dialog.Title className="atc-dialog__title">Sign in to check out</Dialog.Title>
          <p id={`${id}-desc`} className="atc-dialog__lead">
            Sign in for faster checkout, or continue as a guest.
          </p>
          <form
            className="login-form"
            onSubmit={(e) => {
              e.preventDefault();
              setNote("Sign-in isn't available yet. Please continue as a guest.");
            }}
          >
            <div className="field">
              <label htmlFor={`${id}-email`}>Email</label>
              <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
            </div>
            <div className="field">
              <label htmlFor={`${id}-password`}>Password</label>
              <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
            </div>
            <button type="submit" className="button">
              Sign in
            </button>
            <p role="status" className="login-form__note">
              {note}
            </p>
          </form>
          <p>
            <Link to="/checkout" className="button button--secondary" onClick={onLeave}>
              Continue as guest
            </Link>
          </p>
          <Dialog.Close className="atc-dialog__close" aria-label="Close sign in">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
