import { formatCents, type CartViewCoupon } from "@quire/domain";
import { useId, useState } from "react";
import { Form } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import type { CouponFeedback } from "../hooks/use-cart";
import { useT } from "../../../lib/i18n";
import { cartText } from "../cart-text";

interface Props {
  coupons: CartViewCoupon[];
  feedback: CouponFeedback | null;
  busy: boolean;
  /** resolves true when the cart took the code */
  onApply: (code: string) => Promise<boolean>;
  onRemove: (code: string) => Promise<boolean>;
  onInvalid: (text: string) => void;
  /** the code a form post (without JavaScript) sent and the cart refused: shown again, focused */
  refusedCode?: string | null;
}

const COUPON_CODE_MAX = 40; // the server's limit for a code

export function CouponForm({ coupons, feedback, busy, onApply, onRemove, onInvalid, refusedCode = null }: Props) {
  const { t } = useT();
  const [code, setCode] = useState(refusedCode ?? "");
  const inputId = useId();
  const errorId = useId();
  const error = feedback?.kind === "error" ? cartText(feedback.text, t) : "";
  const ok = feedback?.kind === "ok" ? cartText(feedback.text, t) : "";
  return (
    <div className="coupons">
      <Form
        method="post"
        className="coupon-form"
        onSubmit={async (e) => {
          e.preventDefault();
          if (busy) return;
          const trimmed = code.trim();
          if (!trimmed) {
            onInvalid("Please enter a coupon code.");
            return;
          }
          // Only a code the cart took is cleared; a rejected one stays for the shopper to correct.
          if (await onApply(trimmed)) setCode((current) => (current === code ? "" : current));
        }}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="apply-coupon" />
        <label htmlFor={inputId} className="coupon-form__label">
          {t("Coupon code")}
        </label>
        <div className="coupon-form__row">
          <input
            id={inputId}
            name="couponCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={COUPON_CODE_MAX}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the page came back to say this code was refused
            autoFocus={refusedCode !== null}
          />
          <button type="submit" className="button button--secondary" aria-disabled={busy || undefined}>
            {busy ? t("Applying…") : t("Apply")}
          </button>
        </div>
        {/* Both regions are always present so their first message is announced. */}
        <p className="coupon-form__feedback coupon-form__feedback--ok" role="status">
          {ok}
        </p>
        <p id={errorId} className="coupon-form__feedback coupon-form__feedback--error" role="alert">
          {error}
        </p>
      </Form>
      {coupons.length > 0 ? (
        <ul className="coupon-list" aria-label={t("Applied coupons")}>
          {coupons.map((c) => (
            <li key={c.code} className="coupon">
              <div className="coupon__text">
                <p className="coupon__code">{c.code}</p>
                {c.description ? (
                  <p className="coupon__description" lang="en">
                    {c.description}
                  </p>
                ) : null}
                {c.errorMessage ? (
                  <p className="coupon__error">{cartText(c.errorMessage, t)}</p>
                ) : c.discountAmount > 0 ? (
                  <p className="coupon__saving">{t("You save {{amount}}", { amount: formatCents(c.discountAmount) })}</p>
                ) : null}
              </div>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value="remove-coupon" />
                <input type="hidden" name="code" value={c.code} />
                <button
                  type="submit"
                  className="link-button"
                  aria-label={t("Remove coupon {{code}}", { code: c.code })}
                  onClick={(e) => {
                    e.preventDefault();
                    void onRemove(c.code);
                  }}
                >
                  {t("Remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
