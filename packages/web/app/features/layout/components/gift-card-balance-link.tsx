import { Suspense, lazy, useRef, useState } from "react";
import { FastLink } from "../../../ui/fast-link";
import { useHydrated } from "../../../ui/use-hydrated";
import { GIFT_CARD_BALANCE_PATH } from "./gift-card-balance-form";

// The drawer (and the dialog library under it) loads when a shopper first asks for it.
const GiftCardBalanceDrawer = lazy(() =>
  import("./gift-card-balance-drawer").then((m) => ({ default: m.GiftCardBalanceDrawer })),
);

/**
 * A header or footer item whose action is the gift card balance check (actionType
 * "drawer:gift-card-balance"): a link to the balance page until the page is interactive (and
 * without JavaScript), then it opens the balance drawer instead.
 */
export function GiftCardBalanceLink({ text, className }: { text: string; className?: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <FastLink
        ref={link}
        to={GIFT_CARD_BALANCE_PATH}
        className={className}
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
      >
        {text}
      </FastLink>
      {wanted ? (
        <Suspense fallback={null}>
          <GiftCardBalanceDrawer
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              // No dialog trigger to go back to: the focus returns to this link.
              event.preventDefault();
              link.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
