import {
  type CheckoutView,
  type DoorResult,
  WALLET_MESSAGES,
  WALLET_NAMES,
  type WalletAddress,
  type WalletApprovalView,
  type WalletReturn,
  type WalletType,
  formatCents,
  formatPhone,
  isWalletType,
  phoneDigits,
  walletsOffered,
} from "@quire/domain";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { checkoutMessage } from "../checkout-text";
import type { CheckoutRefusal } from "./checkout-model";

// The Other Payment tab's wallets: a form per wallet that sends the shopper to the gateway's
// approval page (intent start-wallet, answered with a redirect), and, back from it, the approval
// to confirm (intent attach-wallet) or the word that it was cancelled or ran out of time. Plain
// forms: they work before hydration and without JavaScript.

export const WALLET_INTENTS = { start: "start-wallet", attach: "attach-wallet" } as const;

export interface WalletOptionsProps {
  view: CheckoutView;
  /** readWalletReturn() of the page's URL: ?wallet=&nonce= | &cancelled=1 | &expired=1 */
  walletReturn: WalletReturn | null;
  /** for an APPROVED return: the checkout door's walletApproval(wallet, nonce) answer */
  approval?: DoorResult<WalletApprovalView> | null;
  /** the checkout action's refusal; shown here when it is a wallet's (start-wallet, attach-wallet) */
  refusal?: CheckoutRefusal | null;
}

const WALLET_HINTS: Record<WalletType, string> = {
  PAYPAL: "Sign in to PayPal to pay with your balance, bank or card.",
  KLARNA: "Pay in 4 interest-free payments, or in 30 days.",
  APPLE_PAY: "Pay with a card in your Apple Pay wallet.",
};

const headingId = (wallet: WalletType) => `wallet-confirm-${wallet.toLowerCase()}`;

function walletAddressLines(address: WalletAddress): string[] {
  return [
    address.name,
    address.address1,
    address.address2 ?? "",
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.phone ? formatPhone(phoneDigits(address.phone)) : "",
  ].filter((line) => line.trim() !== "");
}

/** Back from the wallet with its approval: who pays, where it ships, and the button that uses it. */
function ConfirmWallet({ wallet, nonce, approval }: { wallet: WalletType; nonce: string; approval: WalletApprovalView }) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const name = WALLET_NAMES[wallet];
  // The shopper arrives from another site: the focus starts where the next step is.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="wallet-confirm" aria-labelledby={headingId(wallet)}>
      <h3 id={headingId(wallet)} tabIndex={-1} ref={heading}>
        {t("Confirm {{wallet}}", { wallet: name })}
      </h3>
      <p>
        {t("{{wallet}} approved {{amount}}. Use {{wallet}} to pay for this order?", {
          wallet: name,
          amount: formatCents(approval.amountCents),
        })}
      </p>
      <dl className="wallet-confirm__details">
        <div>
          <dt>{t("{{wallet}} account", { wallet: name })}</dt>
          <dd>{approval.payerEmail}</dd>
        </div>
        <div>
          <dt>{t("Ship to")}</dt>
          <dd>
            {walletAddressLines(approval.shippingAddress).map((line, i) => (
              <span key={`${i}-${line}`} className="address-label__line">
                {line}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <Form method="post" className="wallet-confirm__form">
        <CsrfField />
        <input type="hidden" name="intent" value={WALLET_INTENTS.attach} />
        <input type="hidden" name="wallet" value={wallet} />
        <input type="hidden" name="nonce" value={nonce} />
        <button type="submit" className="button">
          {t("Use {{wallet}}", { wallet: name })}
        </button>
      </Form>
    </section>
  );
}

/** What came back from the wallet's page, or what the store refused, in words. */
function walletNotice(props: WalletOptionsProps): { text: string; error: boolean } | null {
  const { walletReturn, approval, refusal } = props;
  if (refusal && (refusal.intent === WALLET_INTENTS.start || refusal.intent === WALLET_INTENTS.attach)) {
    return { text: refusal.message, error: true };
  }
  if (!walletReturn) return null;
  if (walletReturn.outcome === "CANCELLED") return { text: WALLET_MESSAGES.cancelled(walletReturn.wallet), error: false };
  if (walletReturn.outcome === "EXPIRED") return { text: WALLET_MESSAGES.sessionExpired(walletReturn.wallet), error: true };
  if (approval && !approval.ok) return { text: approval.message, error: true };
  return null;
}

export function WalletOptions(props: WalletOptionsProps) {
  const { t } = useT();
  const { view, walletReturn, approval } = props;
  const offered = walletsOffered(view.cart.cartAttributes);
  const notice = walletNotice(props);
  const paying = view.orderPayment && isWalletType(view.orderPayment.paymentType) ? view.orderPayment : null;
  const confirm =
    walletReturn?.outcome === "APPROVED" && approval?.ok && approval.value.wallet === walletReturn.wallet
      ? { wallet: walletReturn.wallet, nonce: walletReturn.nonce, approval: approval.value }
      : null;
  return (
    <div className="wallet-options">
      {notice ? (
        <p
          className={`checkout-notice ${notice.error ? "checkout-notice--error" : "checkout-notice--info"}`}
          role={notice.error ? "alert" : "status"}
        >
          {checkoutMessage(t, notice.text)}
        </p>
      ) : null}
      {confirm ? <ConfirmWallet {...confirm} /> : null}
      {paying && !confirm ? (
        <p className="wallet-options__paying">
          {t("Paying with {{wallet}}", { wallet: WALLET_NAMES[paying.paymentType as WalletType] })}
          {paying.walletEmail ? ` (${paying.walletEmail})` : ""}.
        </p>
      ) : null}
      <ul className="wallet-options__list">
        {offered.map((wallet) => (
          <li key={wallet} className="wallet-options__item">
            <Form method="post" className="wallet-options__form">
              <CsrfField />
              <input type="hidden" name="intent" value={WALLET_INTENTS.start} />
              <input type="hidden" name="wallet" value={wallet} />
              <button
                type="submit"
                className={`button button--secondary wallet-button wallet-button--${wallet.toLowerCase()}`}
                aria-describedby={`wallet-hint-${wallet.toLowerCase()}`}
              >
                {paying?.paymentType === wallet
                  ? t("Pay with a different {{wallet}} account", { wallet: WALLET_NAMES[wallet] })
                  : t("Pay with {{wallet}}", { wallet: WALLET_NAMES[wallet] })}
              </button>
              <p className="wallet-options__hint" id={`wallet-hint-${wallet.toLowerCase()}`}>
                {t(WALLET_HINTS[wallet])}
              </p>
            </Form>
          </li>
        ))}
      </ul>
      <p className="wallet-options__note">
        {t("You'll approve the payment on the wallet's own page, then come back here to review your order before it is placed.")}
      </p>
    </div>
  );
}
