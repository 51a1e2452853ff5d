import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef, useState } from "react";
import { useT } from "../../../lib/i18n";
import { checkGiftCardBalance } from "../api/gift-card-balance-client";
import { type GiftCardBalanceAnswer, GiftCardBalanceForm } from "./gift-card-balance-form";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** where the focus goes when the drawer closes (the link that opened it) */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The gift card balance check drawer: a side drawer (focus kept inside, Escape closes it) whose
 * form asks the store's balance call in place and answers in words. Nothing is applied to a cart.
 */
export function GiftCardBalanceDrawer({ open, onOpenChange, onCloseAutoFocus }: Props) {
  const { t } = useT();
  const leadId = useId();
  const [answer, setAnswer] = useState<GiftCardBalanceAnswer | null>(null);
  const [pending, setPending] = useState(false);
  const number = useRef<HTMLInputElement>(null);
  const check = async (fields: { giftCardNumber: string; pin: string }) => {
    setPending(true);
    const next = await checkGiftCardBalance(fields);
    setPending(false);
    setAnswer(next);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setAnswer(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="atc-backdrop" />
        <Dialog.Content
          className="atc-dialog atc-dialog--drawer gift-card-drawer"
          aria-describedby={leadId}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            number.current?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className="atc-dialog__title">{t("Check a gift card balance")}</Dialog.Title>
          <p id={leadId} className="session-drawer__lead">
            {t("Enter the number and PIN of a Quire gift or prepaid card.")}
          </p>
          <GiftCardBalanceForm
            idPrefix="gift-card-drawer"
            answer={answer}
            onCheck={(fields) => void check(fields)}
            pending={pending}
            numberRef={number}
          />
          <Dialog.Close className="atc-dialog__close" aria-label={t("Close gift card balance")}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
