import { REQUIRED_COOKIES_PATH } from "@quire/domain";
import { Suspense, lazy, useRef, useState } from "react";
import { FastLink } from "../../../ui/fast-link";
import { useHydrated } from "../../../ui/use-hydrated";

// The dialog loads when a shopper first asks for it.
const RequiredCookiesDialog = lazy(() => import("./required-cookies-dialog").then((m) => ({ default: m.RequiredCookiesDialog })));

/**
 * The footer's "Required cookies" (actionType "modal:required-cookies"): a link to the cookies page
 * until the page is interactive (and without JavaScript), then it opens the cookies dialog.
 */
export function RequiredCookiesLink({ text, className }: { text: string; className?: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <FastLink
        ref={link}
        to={REQUIRED_COOKIES_PATH}
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
          <RequiredCookiesDialog
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              link.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
