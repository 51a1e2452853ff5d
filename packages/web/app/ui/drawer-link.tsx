import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense, lazy, useRef, useState } from "react";
import { FastLink } from "./fast-link";
import { useHydrated } from "./use-hydrated";

// Several header and footer items open a drawer or dialog: the gift card balance, the required
// cookies, quick order, the lists, the become-customer application. Each is a link to its own page
// until the page is interactive (and without JavaScript, where the page does the same job), then
// it opens its drawer instead. The drawer and the dialog library under it are loaded when a shopper
// first asks for it, so a page that never opens one never downloads it.

/** What a drawer opened by a DrawerLink is given. */
export interface DrawerLinkDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the drawer has no trigger of its own to go back to: the focus returns to the link instead */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * A drawer component loaded on first use, for a DrawerLink's drawer: declared once beside the
 * link (module scope), so the same component is kept across renders.
 */
export function lazyDrawer<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((component) => ({ default: component })));
}

export interface DrawerLinkProps {
  /** the page doing the drawer's job: the link's href before (and without) JavaScript */
  to: string;
  /** the visible text */
  text: string;
  className?: string;
  /** called on every click, followed or opening the drawer (a menu holding the link closes) */
  onFollow?: () => void;
  /**
   * The drawer, given its open state and focus return; `opened` counts the times it was opened
   * (1 on the first), for a drawer that starts afresh each time (key={opened}). Rendered only
   * once the link has been clicked, inside a Suspense boundary, so a lazy drawer loads then.
   */
  drawer: (props: DrawerLinkDrawerProps, opened: number) => ReactNode;
  /** an open state kept by the caller (the drawer is open on one page only, say); the link's own otherwise */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** where the focus goes when the drawer closes; the link by default */
  returnFocus?: (link: HTMLAnchorElement | null) => void;
}

function focusLink(link: HTMLAnchorElement | null): void {
  link?.focus();
}

/** The caller's drawer, given its props as a component's (the link is read only as it closes). */
function OpenedDrawer({
  render,
  opened,
  ...props
}: DrawerLinkDrawerProps & { render: DrawerLinkProps["drawer"]; opened: number }) {
  return render(props, opened);
}

/** A link to a page that, once the page is interactive, opens a lazily loaded drawer instead. */
export function DrawerLink({
  to,
  text,
  className,
  onFollow,
  drawer,
  open: openProp,
  onOpenChange,
  returnFocus = focusLink,
}: DrawerLinkProps) {
  const hydrated = useHydrated();
  const [ownOpen, setOwnOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const link = useRef<HTMLAnchorElement>(null);
  const open = openProp ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    returnFocus(link.current);
  };
  return (
    <>
      <FastLink
        ref={link}
        to={to}
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
      </FastLink>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <OpenedDrawer render={drawer} opened={opened} open={open} onOpenChange={setOpen} onCloseAutoFocus={onCloseAutoFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
