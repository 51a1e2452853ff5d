import { Suspense, lazy, useRef, useState } from "react";
import { Link } from "react-router";
import { QUICK_ORDER_PATH, type QuickOrderOpenerProps } from "../../../ui/quick-order-slot";
import { useHydrated } from "../../../ui/use-hydrated";

// The drawer (and the dialog library under it) loads when a buyer first asks for it.
const QuickOrderDrawer = lazy(() => import("./quick-order-drawer").then((m) => ({ default: m.QuickOrderDrawer })));

/**
 * The header's "Quick order" (actionType drawer:quick-order): a link to the quick-order page until
 * the page is interactive (and without JavaScript), then it opens the drawer instead.
 */
export function QuickOrderOpener({ text, className, onFollow }: QuickOrderOpenerProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Link
        ref={link}
        to={QUICK_ORDER_PATH}
        className={className}
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(event) => {
          onFollow?.();
          if (!hydrated) return;
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
      >
        {text}
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <QuickOrderDrawer
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (link.current?.offsetParent !== null) link.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
