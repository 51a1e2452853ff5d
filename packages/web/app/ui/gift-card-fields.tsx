import { GIFT_CARD_PIN_DIGITS, MAX_GIFT_CARD_NUMBER_DIGITS } from "@quire/domain";
import type { Ref } from "react";
import { useT } from "../lib/i18n";
import { fieldId, TextField } from "./form-fields";

/**
 * A gift or prepaid card's number and PIN, as the checkout's gift card tab and the balance check
 * drawer ask for them. Spaces and dashes may be typed between groups of the number.
 */
export function GiftCardFields({
  formId,
  numberLabel,
  numberHint,
  defaultNumber = "",
  errors = {},
  numberRef,
}: {
  formId: string;
  numberLabel: string;
  numberHint: string;
  defaultNumber?: string;
  errors?: Record<string, string | undefined>;
  /** the number's input, for a drawer that focuses it when it opens */
  numberRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useT();
  return (
    <>
      <TextField
        ref={numberRef}
        id={fieldId(formId, "giftCardNumber")}
        name="giftCardNumber"
        label={numberLabel}
        hint={numberHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={MAX_GIFT_CARD_NUMBER_DIGITS + 6}
        defaultValue={defaultNumber}
        error={errors.giftCardNumber}
      />
      <TextField
        id={fieldId(formId, "pin")}
        name="pin"
        label="PIN"
        hint={t("The {{digits}}-digit security code under the scratch-off strip.", { digits: GIFT_CARD_PIN_DIGITS })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={GIFT_CARD_PIN_DIGITS}
        error={errors.pin}
      />
    </>
  );
}
