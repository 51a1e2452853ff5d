import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useRootData } from "../../../lib/root-data";
import type { QuickOrderActionData } from "../quick-order-actions.server";
import { QuickOrderForm } from "./quick-order-form";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** where the focus goes when the drawer closes (the link that opened it) */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The quick-order drawer (decision 043): a side drawer (focus kept inside, Escape closes it)
 * holding the page's form, posted by a fetcher to the page's action so the answer shows in place;
 * the root loader runs again after an add, so the header's cart count follows.
 */
export function QuickOrderDrawer({ open, onOpenChange, onCloseAutoFocus }: Props) {
  const leadId = useId();
  const fetcher = useFetcher<QuickOrderActionData>({ key: "quick-order" });
  const [text, setText] = useState("");
  const textRef = useRef<HTMLTextAreaElement>(null);
  const cartPath = useRootData()?.tenant.cartPath ?? "/cc/mmx/cart";
  const result = fetcher.data;
  const answer = result && "answer" in result ? result.answer : null;
  const error = result && "refusal" in result ? result.refusal.message : null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="atc-backdrop" />
        <Dialog.Content
          className="atc-dialog atc-dialog--drawer quick-order-drawer"
          aria-describedby={leadId}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            textRef.current?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className="atc-dialog__title">Quick order</Dialog.Title>
          <p id={leadId} className="session-drawer__lead">
            Type or paste item numbers and quantities. Check them first, or add them straight to your cart.
          </p>
          <QuickOrderForm
            FormElement={fetcher.Form}
            idPrefix="quick-order-drawer"
            answer={answer}
            error={error}
            text={text}
            onTextChange={setText}
            pending={fetcher.state !== "idle"}
            cartPath={cartPath}
            headingLevel={3}
            respondWithData
            textRef={textRef}
          />
          <Dialog.Close className="atc-dialog__close" aria-label="Close quick order">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
