import { type CheckoutMessage, isCartEmpty, SPLIT_DELIVERY_CODE } from "@quire/domain";
import { useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import type { CheckoutFormNotice } from "../../../lib/checkout-notice";
import { useT } from "../../../lib/i18n";
import { checkoutMessage, translatedRefusal } from "../checkout-text";
import { AddressSection } from "./address-section";
import {
  type CheckoutPageData,
  type CheckoutRefusal,
  type CheckoutSection,
  openSectionOf,
  sectionMode,
  sectionOfRefusal,
} from "./checkout-model";
import { DeliverySection } from "./delivery-section";
import { PaymentSection } from "./payment-section";
import { WalletOptions } from "./wallet-options";
import { CheckoutSummary, ReviewSection } from "./review-section";

function Messages({ messages }: { messages: CheckoutMessage[] }) {
  const { t } = useT();
  const errors = messages.filter((m) => m.type === "ERROR");
  const notes = messages.filter((m) => m.type !== "ERROR");
  return (
    <>
      {errors.length > 0 ? (
        <div className="checkout-notice checkout-notice--error" role="alert">
          {errors.map((m) => (
            <p key={`${m.code}-${m.message}`}>{checkoutMessage(t, m.message)}</p>
          ))}
        </div>
      ) : null}
      {/* Always in the page, so what a later answer says is announced. */}
      <div className={notes.length > 0 ? "checkout-notice checkout-notice--info" : "checkout-notice--empty"} role="status">
        {notes.map((m) => (
          <p key={`${m.code}-${m.message}`}>{checkoutMessage(t, m.message)}</p>
        ))}
      </div>
    </>
  );
}

/** "Your cart is empty." with the way back to the cart. */
export function CheckoutEmpty({ cartPath }: { cartPath: string }) {
  const { t } = useT();
  return (
    <div className="page page--narrow checkout-page">
      <h1>{t("Checkout")}</h1>
      <p>{t("Your cart is empty.")}</p>
      <p>
        <Link className="button button--secondary" to={cartPath}>
          {t("Back to cart")}
        </Link>
      </p>
    </div>
  );
}

interface Props {
  data: CheckoutPageData;
  /** what the action said when a form of this page was refused */
  refusal: CheckoutRefusal | null;
  /** what a form that was done had to say (a gift card's balance, how Amex points applied) */
  notice?: CheckoutFormNotice | null;
}

/**
 * The checkout: delivery, address, payment and review, one after another, each open, done
 * (condensed, with "Change") or waiting; the summary and Place order beside them on a wide screen.
 * Every form posts to the page's action, with or without JavaScript.
 */
export function CheckoutPage({ data, refusal: refused, notice = null }: Props) {
  const { t } = useT();
  const { view } = data;
  // The service's words, said in the page's language wherever a step shows them.
  const refusal = translatedRefusal(t, refused);
  const sections = view.checkoutSections;
  // A gift card's balance or the Amex points' answer is read in the open payment step.
  const open = notice
    ? "payment"
    : openSectionOf(view, { edit: data.edit, cardToken: data.cardToken, refusal, walletReturn: data.walletReturn ?? null });
  // The review's lines show once it is reached, whichever step is being changed.
  const mode = (section: CheckoutSection) =>
    section === "review"
      ? sections.review === "PENDING"
        ? "heading"
        : "form"
      : sectionMode(sections[section], open === section);
  const refusalSection = refusal ? sectionOfRefusal(refusal) : null;
  const refusalOf = (section: CheckoutSection) => (refusalSection === section ? refusal : null);
  // A refusal whose step shows no form (not reached yet, or a request that got no answer) is said at the top.
  const topRefusal = refusal && refusalSection && mode(refusalSection) !== "form" ? refusal : null;
  const editing = open !== null && open !== "review" && sections[open] === "COMPLETE";
  const canPlace = view.canPlaceOrder && sections.review === "ACTIVE" && !editing;

  // After a post, or a "Change" or "Cancel" (their link goes with the page they leave): the focus goes
  // to what the shopper reads next, the errors or the open step.
  const navigation = useNavigation();
  const navigated = useRef(false);
  const focusTarget = topRefusal
    ? "checkout-errors"
    : refusal
      ? `${refusalSection}-errors`
      : open
        ? `${open}-title`
        : "checkout-summary-title";
  useEffect(() => {
    if (navigation.state !== "idle") {
      navigated.current = true;
      return;
    }
    if (!navigated.current) return;
    navigated.current = false;
    document.getElementById(focusTarget)?.focus();
  }, [navigation.state, focusTarget]);
  // A refused post answered before hydration: once here, show the errors, unless the shopper has moved on.
  const refusalOnLoad = useRef(refusal !== null);
  useEffect(() => {
    if (!refusalOnLoad.current) return;
    refusalOnLoad.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || active.id === "main") document.getElementById(focusTarget)?.focus();
  }, [focusTarget]);

  if (isCartEmpty(view.cart)) return <CheckoutEmpty cartPath={data.cartPath} />;
  return (
    <div className="page checkout-page">
      <h1>{t("Checkout")}</h1>
      {topRefusal ? (
        <div id="checkout-errors" className="checkout-notice checkout-notice--error" role="alert" tabIndex={-1}>
          <p>{topRefusal.message}</p>
        </div>
      ) : null}
      {/* the delivery step says a split delivery itself, beside its choice */}
      <Messages messages={view.messages.filter((m) => m.code !== SPLIT_DELIVERY_CODE)} />
      <div className="checkout-layout">
        <div className="checkout-layout__steps">
          <DeliverySection view={view} mode={mode("delivery")} refusal={refusalOf("delivery")} />
          <AddressSection view={view} mode={mode("address")} refusal={refusalOf("address")} />
          <PaymentSection
            key={`${open === "payment"}-${data.cardToken ?? ""}-${data.paymentTab ?? ""}-${data.walletReturn?.outcome ?? ""}`}
            data={data}
            mode={mode("payment")}
            refusal={refusalOf("payment")}
            notice={notice}
            otherPayment={
              <WalletOptions
                view={view}
                walletReturn={data.walletReturn ?? null}
                approval={data.walletApproval ?? null}
                refusal={refusalOf("payment")}
              />
            }
          />
          <ReviewSection view={view} mode={mode("review")} refusal={topRefusal ? null : refusalOf("review")} />
        </div>
        <div className="checkout-layout__summary">
          <CheckoutSummary
            view={view}
            idempotencyKey={data.idempotencyKey}
            canPlace={canPlace}
            totalChanged={refusal?.intent === "place-order" && refusal.code === "TOTAL_CHANGED"}
          />
        </div>
        <p className="checkout-layout__back">
          <Link to={data.cartPath}>{t("Back to cart")}</Link>
        </p>
      </div>
    </div>
  );
}
