import { formatCents, MAX_GIFT_CARD_NUMBER_DIGITS } from "@quire/domain";
import type { FormEvent, Ref } from "react";
import { Form } from "react-router";
import { type Translate, useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { ErrorSummary, fieldId, type SummaryError } from "../../../ui/form-fields";
import { GiftCardFields } from "../../../ui/gift-card-fields";

// The gift card balance check (spec section 2's "gift-card balance check" drawer): a number, a PIN
// and Check balance, answered in words. The page /gift-cards/balance posts the form to its action;
// the drawer posts the same form to that action by a fetcher and answers in place. Nothing is
// applied to a cart.

export const GIFT_CARD_BALANCE_PATH = "/gift-cards/balance";

export type GiftCardBalanceAnswer =
  | { ok: true; type: string; last4: string; balanceCents: number }
  | { ok: false; message: string; fields?: Record<string, string> };

const FIELDS = ["giftCardNumber", "pin"] as const;

/** "Gift card ending in 1234 has a balance of $25.00.", in the page's language. */
export function balanceText(answer: { type: string; last4: string; balanceCents: number }, t: Translate): string {
  const values = { last4: answer.last4, amount: formatCents(answer.balanceCents) };
  return answer.type === "PREPAID_CARD"
    ? t("Prepaid card ending in {{last4}} has a balance of {{amount}}.", values)
    : t("Gift card ending in {{last4}} has a balance of {{amount}}.", values);
}

function summaryErrors(idPrefix: string, answer: GiftCardBalanceAnswer | null, t: Translate): SummaryError[] {
  if (!answer || answer.ok) return [];
  const fieldErrors = FIELDS.flatMap((name) => {
    const text = answer.fields?.[name];
    return text ? [{ text: t(text), fieldId: fieldId(idPrefix, name) }] : [];
  });
  return fieldErrors.length > 0 ? fieldErrors : [{ text: t(answer.message) }];
}

interface Props {
  /** ids of the form's fields start with it (the drawer and the page may both be in one document) */
  idPrefix: string;
  answer: GiftCardBalanceAnswer | null;
  /** the number as typed, shown again after a refusal (never the PIN) */
  giftCardNumber?: string;
  /** with JavaScript: the form's fields, to post to the page's action without leaving the page */
  onCheck?: (form: FormData) => void;
  pending?: boolean;
  numberRef?: Ref<HTMLInputElement>;
}

export function GiftCardBalanceForm({ idPrefix, answer, giftCardNumber, onCheck, pending = false, numberRef }: Props) {
  const { t } = useT();
  const errors = Object.fromEntries(
    Object.entries(!answer || answer.ok ? {} : (answer.fields ?? {})).map(([name, text]) => [name, t(text)]),
  );
  const submit = onCheck
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onCheck(new FormData(event.currentTarget));
      }
    : undefined;
  return (
    <Form
      method="post"
      action={GIFT_CARD_BALANCE_PATH}
      className="checkout-form gift-card-balance"
      noValidate
      onSubmit={submit}
      aria-busy={pending || undefined}
    >
      <ErrorSummary id={`${idPrefix}-errors`} errors={summaryErrors(idPrefix, answer, t)} />
      <CsrfField />
      <GiftCardFields
        formId={idPrefix}
        numberRef={numberRef}
        numberLabel={t("Gift card number")}
        numberHint={t("Up to {{digits}} digits, from the back of the card or your e-gift card.", {
          digits: MAX_GIFT_CARD_NUMBER_DIGITS,
        })}
        defaultNumber={giftCardNumber ?? ""}
        errors={errors}
      />
      <div className="checkout-form__actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? <span className="spinner" aria-hidden="true" /> : null}
          {t("Check balance")}
        </button>
      </div>
      {/* Always in the page, so assistive technology is listening when the answer arrives. */}
      <div className="gift-card-balance__answer" role="status">
        {answer?.ok ? <p className="checkout-notice checkout-notice--info">{balanceText(answer, t)}</p> : null}
      </div>
    </Form>
  );
}
