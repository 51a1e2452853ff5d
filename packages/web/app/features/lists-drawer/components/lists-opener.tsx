import { Suspense, lazy, useRef, useState } from "react";
import { Link } from "react-router";
import { useRootData } from "../../../lib/root-data";
import { type ListsOpenerProps, listsScreenPath } from "../../../ui/add-to-list-slot";
import { useHydrated } from "../../../ui/use-hydrated";

// The drawer (and the dialog library under it) loads when a shopper first asks for it.
const ListsDrawer = lazy(() => import("./lists-drawer").then((m) => ({ default: m.ListsDrawer })));

/**
 * Back to the link that opened the drawer; when a menu holding it has closed meanwhile, to the
 * button that discloses that menu (the one whose aria-controls names the hidden panel).
 */
function returnFocus(link: HTMLAnchorElement | null): void {
  if (!link) return;
  if (link.offsetParent !== null) {
    link.focus();
    return;
  }
  const panel = link.closest<HTMLElement>("[id]");
  const discloser = panel ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panel.id)}"]`) : null;
  discloser?.focus();
}

/**
 * The header's "Lists (N)" and the account menu's "Lists" (actionType drawer:lists): a link to the
 * lists screen until the page is interactive (and without JavaScript), then it opens the lists
 * drawer instead (decision 035).
 */
export function ListsOpener({ text, className, onFollow }: ListsOpenerProps) {
  const root = useRootData();
  const tenant = root?.tenant.id ?? "dotcom";
  const signedIn = root?.session.isLoggedIn ?? false;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Link
        ref={link}
        to={listsScreenPath(tenant)}
        className={className}
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(event) => {
          onFollow?.();
          if (!hydrated) return;
          event.preventDefault();
          setOpened((n) => n + 1);
          setOpen(true);
        }}
      >
        {text}
      </Link>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <ListsDrawer
            key={opened}
            open={open}
            onOpenChange={setOpen}
            tenant={tenant}
            signedIn={signedIn}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus(link.current);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
