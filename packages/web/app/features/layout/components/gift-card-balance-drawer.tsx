import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { RESPOND_WITH_DATA } from "../../../lib/cart-form";
import { useT } from "../../../lib/i18n";
import { GIFT_CARD_BALANCE_PATH, type GiftCardBalanceAnswer, GiftCardBalanceForm } from "./gift-card-balance-form";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** where the focus goes when the drawer closes (the link that opened it) */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The gift card balance check drawer: a side drawer (focus kept inside, Escape closes it) whose
 * form posts to the balance page's action by a fetcher and answers in words in place. Nothing is
 * applied to a cart.
 */
export function GiftCardBalanceDrawer({ open, onOpenChange, onCloseAutoFocus }: Props) {
  const { t } = useT();
  const leadId = useId();
  const fetcher = useFetcher<{ answer: GiftCardBalanceAnswer }>();
  // The answer the drawer had when it last closed: a drawer opened again starts without one.
  const [closedWith, setClosedWith] = useState(fetcher.data);
  const answer = fetcher.data !== closedWith ? (fetcher.data?.answer ?? null) : null;
  const number = useRef<HTMLInputElement>(null);
  const check = (form: FormData) => {
    form.set(RESPOND_WITH_DATA.name, RESPOND_WITH_DATA.value);
    // The drawer is on every page; a balance check changes nothing a page's loaders read.
    void fetcher.submit(form, { method: "post", action: GIFT_CARD_BALANCE_PATH, defaultShouldRevalidate: false });
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setClosedWith(fetcher.data);
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
            onCheck={check}
            pending={fetcher.state !== "idle"}
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
