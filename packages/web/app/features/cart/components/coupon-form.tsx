import { formatCents, type CartViewCoupon } from "@quire/domain";
import { useId, useState } from "react";
import type { CouponFeedback } from "../hooks/use-cart";

interface Props {
  coupons: CartViewCoupon[];
  feedback: CouponFeedback | null;
  busy: boolean;
  interactive: boolean;
  /** resolves true when the cart took the code */
  onApply: (code: string) => Promise<boolean>;
  onRemove: (code: string) => Promise<boolean>;
  onInvalid: (text: string) => void;
}

const COUPON_CODE_MAX = 40; // the server's limit for a code

export function CouponForm({ coupons, feedback, busy, interactive, onApply, onRemove, onInvalid }: Props) {
  const [code, setCode] = useState("");
  const inputId = useId();
  const errorId = useId();
  const error = feedback?.kind === "error" ? feedback.text : "";
  const ok = feedback?.kind === "ok" ? feedback.text : "";
  return (
    <div className="coupons">
      <form
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
        <label htmlFor={inputId} className="coupon-form__label">
          Coupon code
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
            disabled={!interactive}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="button button--secondary" disabled={!interactive} aria-disabled={busy || undefined}>
            {busy ? "Applying…" : "Apply"}
          </button>
        </div>
        {/* Both regions are always present so their first message is announced. */}
        <p className="coupon-form__feedback coupon-form__feedback--ok" role="status">
          {ok}
        </p>
        <p id={errorId} className="coupon-form__feedback coupon-form__feedback--error" role="alert">
          {error}
        </p>
      </form>
      {coupons.length > 0 ? (
        <ul className="coupon-list" aria-label="Applied coupons">
          {coupons.map((c) => (
            <li key={c.code} className="coupon">
              <div className="coupon__text">
                <p className="coupon__code">{c.code}</p>
                {c.description ? <p className="coupon__description">{c.description}</p> : null}
                {c.errorMessage ? (
                  <p className="coupon__error">{c.errorMessage}</p>
                ) : c.discountAmount > 0 ? (
                  <p className="coupon__saving">You save {formatCents(c.discountAmount)}</p>
                ) : null}
              </div>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove coupon ${c.code}`}
                disabled={!interactive}
                onClick={() => void onRemove(c.code)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
